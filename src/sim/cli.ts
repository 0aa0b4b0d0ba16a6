/**
 * `npm run sim -- …`: bot-vs-bot tournaments from the command line (see src/sim/usage.ts and
 * docs/simulator.md). Ctrl-C stops the workers and still writes what finished; a second Ctrl-C
 * quits at once.
 */
import { main } from './main.ts';
import { providersFromEnv } from './providers-loader.ts';
import { onStopSignals } from './stop-signals.ts';

const controller = new AbortController();
// (The script runs `node --import tsx`, not the tsx command: tsx's own relay of Ctrl-C could exit
// before the results were written.)
onStopSignals(() => {
  process.stderr.write('\nStopping (Ctrl-C again to quit at once)…\n');
  controller.abort();
});

const code = await main(process.argv.slice(2), {
  stdout: (t) => process.stdout.write(t),
  stderr: (t) => process.stderr.write(t),
  stderrIsTTY: process.stderr.isTTY === true,
  providersModule: providersFromEnv(),
  signal: controller.signal,
});
// Everything is written: exit once the streams have flushed. (A queue whose Redis went away can
// leave a half-closed socket behind for several seconds; the command must not wait for it.)
process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
