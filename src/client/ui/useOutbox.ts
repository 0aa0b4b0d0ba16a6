/**
 * The outbox of a board: actions queued to send, one at a time, each after the master's answer to
 * the previous one (in India Rails a planned build, then the action that ends or continues the
 * turn; in Ticket to Ride one action). Each is checked with the core first; a refused one empties
 * the queue and says why. A move the master refuses leaves the state id unchanged: after a while
 * the next one goes anyway, so the player can try again.
 */
import type { BoardProps } from 'boardgame.io/react';
import { useEffect, useState } from 'react';
import { objectCodec } from '../../engine/bgio.ts';
import type { CoreAction, GameCore } from '../../engine/core.ts';
import { useResetOn } from './useResetOn.ts';

const codec = objectCodec<CoreAction>();
/** How long to wait for the master's answer before sending the next action anyway. */
const ANSWER_TIMEOUT_MS = 5000;

/** The outbox of seat `me` (emptied on each new turn): whether it is busy, its last error, and `send`. */
export function useOutbox<S, A extends CoreAction>(
  core: Pick<GameCore<S, A, unknown>, 'validate'>,
  real: S,
  me: number | undefined,
  stateID: number,
  moves: BoardProps['moves'],
  turnKey: string,
) {
  const [outbox, setOutbox] = useState<A[]>([]);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  useResetOn(turnKey, () => setOutbox([]));

  useEffect(() => {
    if (outbox.length === 0 || sentAt === stateID || me === undefined) return;
    const [next, ...rest] = outbox;
    const why = core.validate(real, me, next);
    if (why) {
      setError(why);
      setOutbox([]);
      return;
    }
    setSentAt(stateID);
    setOutbox(rest);
    moves[next.type](...codec.toArgs(next));
  }, [outbox, stateID, sentAt, real, me, moves, core.validate]);
  useEffect(() => {
    if (sentAt === null) return;
    const t = setTimeout(() => setSentAt(null), ANSWER_TIMEOUT_MS);
    return () => clearTimeout(t);
  }, [sentAt]);

  return {
    /** An action is on its way or queued: the board takes no other until the answer. */
    waiting: sentAt === stateID || outbox.length > 0,
    /** Why the core refused the last queued action, or null. */
    error,
    clearError: () => setError(null),
    /** Queues `actions` in order, replacing anything queued, and clears the last error. */
    send: (actions: A[]) => {
      setError(null);
      setOutbox(actions);
    },
  };
}
