/**
 * Ctrl-C and SIGTERM for the simulator's commands: the first asks for a clean stop, a second one
 * (a few seconds later) quits at once. Under `npm run` one Ctrl-C can arrive twice (the terminal's
 * and the one npm relays, which may come late on a loaded machine), so a repeat within a few seconds
 * is the same Ctrl-C.
 */

/** A signal this soon after the first is the same Ctrl-C relayed. */
const DUPLICATE_MS = 3000;

/** Calls `stop` on the first SIGINT or SIGTERM and exits with 130 on a later one. */
export function onStopSignals(stop: (signal: NodeJS.Signals) => void): void {
  let first = 0;
  const handle = (signal: NodeJS.Signals) => {
    if (first) {
      if (Date.now() - first > DUPLICATE_MS) process.exit(130);
      return;
    }
    first = Date.now();
    stop(signal);
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
}
