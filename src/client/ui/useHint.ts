/** Asks the medium bot (in the worker) what the viewing player should do now. */
import { useCallback, useEffect, useState } from 'react';
import type { AnyGameCore } from '../../../src/engine/core.ts';
import { type Hint, useSession } from '../view/session.tsx';

/** The current hint for this state (its text worded as a suggestion), and a function that asks for one. */
export function useHint(core: AnyGameCore, observation: unknown, seat: number | undefined, stateID: number) {
  const session = useSession();
  const [hint, setHint] = useState<Hint | null>(null);
  const [loading, setLoading] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a hint is for one state only
  useEffect(() => {
    setHint(null);
    setLoading(false);
  }, [stateID]);
  const ask = useCallback(() => {
    if (!session.requestHint || seat === undefined) return;
    setLoading(true);
    const forState = stateID;
    session.requestHint(observation, seat).then(
      (action) => {
        if (forState !== stateID) return;
        // describe() names the player ("Player 2 claims…"); to the player it reads as a suggestion.
        setHint({ action, text: core.describe(observation, seat, action).replace(/^Player \d+ /, 'Suggestion: ') });
        setLoading(false);
      },
      () => setLoading(false),
    );
  }, [session, observation, seat, core, stateID]);
  return { hint, text: hint?.text, loading, ask, available: session.requestHint !== undefined };
}
