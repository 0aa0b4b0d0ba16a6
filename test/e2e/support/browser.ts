/** Launches the system's headless Chromium through playwright-core, with flags that keep it offline and quiet. */
import { type Browser, chromium } from 'playwright-core';

/** Chromium's path on this machine (Debian's package). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A headless Chromium. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}
