/**
 * `npm run sim -- …`: bot-vs-bot tournaments from the command line (see src/sim/usage.ts and
 * docs/simulator.md). Ctrl-C stops the workers and still writes what finished; a second Ctrl-C
 * quits at once.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { main } from './main.ts';

/** A module path or URL as a URL. */
function providersUrl(p: string | undefined): string | undefined {
  if (!p) return undefined;
  return /^[a-z]+:/.test(p) ? p : pathToFileURL(resolve(p)).href;
}

const controller = new AbortController();
/** A SIGINT this soon after the first is the same Ctrl-C relayed. */
const DUPLICATE_SIGINT_MS = 3000;
let firstSigint = 0;
process.on('SIGINT', () => {
  // Under `npm run` one Ctrl-C can arrive twice (the terminal's and the one npm relays, which may
  // come late on a loaded machine): only a second Ctrl-C after a few seconds means "quit at once".
  // (The script runs `node --import tsx`, not the tsx command: tsx's own relay could exit before
  // the results were written.)
  if (controller.signal.aborted) {
    if (Date.now() - firstSigint > DUPLICATE_SIGINT_MS) process.exit(130);
    return;
  }
  firstSigint = Date.now();
  process.stderr.write('\nStopping (Ctrl-C again to quit at once)…\n');
  controller.abort();
});

process.exitCode = await main(process.argv.slice(2), {
  stdout: (t) => process.stdout.write(t),
  stderr: (t) => process.stderr.write(t),
  stderrIsTTY: process.stderr.isTTY === true,
  // Another providers module (tests, experiments): a file path or URL exporting loadProviders().
  providersModule: providersUrl(process.env.SIM_PROVIDERS),
  signal: controller.signal,
});
