/** Shared helpers for the simulator tests. */
import type { GameOutcome } from '../../src/sim/types.ts';

/** The URL of the Nim providers module (game 'nim', levels random/greedy/broken). */
export const NIM_PROVIDERS = new URL('./nim-providers.ts', import.meta.url).href;

/** An outcome without its wall time, which is the one field allowed to differ between runs. */
export function withoutTime(o: GameOutcome): Omit<GameOutcome, 'ms'> {
  const { ms: _ms, ...rest } = o;
  return rest;
}

/** Collects what a command writes. */
export function captureIo(stderrIsTTY = false) {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: {
      stdout: (t: string) => void out.push(t),
      stderr: (t: string) => void err.push(t),
      stderrIsTTY,
      providersModule: NIM_PROVIDERS,
    },
  };
}
