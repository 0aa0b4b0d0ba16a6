/**
 * Draws the installable app's icons (src/client/public/icons/*.png) from the locomotive mark of
 * ui/Logo.tsx, in headless Chromium: `npx tsx scripts/icons/generate.ts`. The PNGs are committed;
 * run this again only after the mark changes.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchBrowser } from '../../test/e2e/support/browser.ts';

const OUT = resolve(import.meta.dirname, '../../src/client/public/icons');
const NAVY = '#203040';

/** The mark of ui/Logo.tsx (a 24×16 view box). */
const MARK = `
  <rect x="1" y="4" width="13" height="8" rx="1" fill="#ffcf66" />
  <rect x="14" y="1" width="8" height="11" rx="1" fill="#ffcf66" />
  <rect x="16" y="3" width="4" height="3" fill="${NAVY}" />
  <rect x="3" y="1" width="3" height="3" fill="#ffcf66" />
  <circle cx="5" cy="13.5" r="2.2" fill="#fff" stroke="${NAVY}" />
  <circle cx="11" cy="13.5" r="2.2" fill="#fff" stroke="${NAVY}" />
  <circle cx="18" cy="13.5" r="2.2" fill="#fff" stroke="${NAVY}" />`;

/**
 * An icon `size` pixels square: the mark, `markShare` of the width, centred on navy. A maskable icon
 * fills the square (the launcher cuts its own shape) and keeps the mark inside the middle 80 %.
 */
function iconSvg(size: number, maskable: boolean): string {
  const markShare = maskable ? 0.56 : 0.72;
  const w = size * markShare;
  const h = (w * 16) / 24;
  const x = (size - w) / 2;
  const y = (size - h) / 2 + size * 0.02;
  const radius = maskable ? 0 : size * 0.18;
  const rail = maskable ? 0.22 : 0.12;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <rect width="${size}" height="${size}" rx="${radius}" fill="${NAVY}" />
    <line x1="${size * rail}" x2="${size * (1 - rail)}" y1="${y + h + size * 0.035}" y2="${y + h + size * 0.035}" stroke="#ffcf66" stroke-width="${size * 0.02}" />
    <svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 24 16">${MARK}</svg>
  </svg>`;
}

const ICONS: { file: string; size: number; maskable: boolean }[] = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
];

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const browser = await launchBrowser();
  try {
    for (const icon of ICONS) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
      await page.setContent(`<html><body style="margin:0;background:transparent">${iconSvg(icon.size, icon.maskable)}</body></html>`);
      await page.screenshot({ path: join(OUT, icon.file), omitBackground: true });
      await page.close();
      console.log(`${icon.file} (${icon.size}×${icon.size}${icon.maskable ? ', maskable' : ''})`);
    }
  } finally {
    await browser.close();
  }
}

await main();
