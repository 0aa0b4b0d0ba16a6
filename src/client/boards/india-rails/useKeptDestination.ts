/** The train's kept destination as React state, written through to localStorage (destination.ts). */
import { useState } from 'react';
import { useResetOn } from '../../ui/useResetOn.ts';
import { type Destination, loadDestination, saveDestination } from './destination.ts';

/**
 * The destination kept under `key` (null: none, or no seat to keep one for) and a setter that also
 * stores it. `turns` (the player's completed turns) dates what is stored; `mileposts` bounds what
 * is read back.
 */
export function useKeptDestination(key: string | null, turns: number, mileposts: number) {
  const [kept, setKept] = useState<Destination | null>(() => (key ? loadDestination(key, turns, mileposts) : null));
  // Another seat on the same page (pass and play) has its own destination.
  useResetOn(key ?? '', () => setKept(key ? loadDestination(key, turns, mileposts) : null));
  const keep = (dest: Destination | null) => {
    setKept(dest);
    if (key) saveDestination(key, dest, turns);
  };
  return [kept, keep] as const;
}
