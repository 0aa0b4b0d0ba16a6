/** A state reset tied to a key: the board clears its per-turn state when the turn changes. */
import { useEffect } from 'react';

/** Runs `reset` after the first render and after every render in which `key` changed. */
export function useResetOn(key: string, reset: () => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on the key, not on every new closure
  useEffect(reset, [key]);
}
