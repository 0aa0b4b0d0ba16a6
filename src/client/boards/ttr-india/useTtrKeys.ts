/** The Ticket to Ride – India board's keyboard shortcuts, and their help list. */
import type { RefObject } from 'react';
import { SHARED_SHORTCUTS } from '../../ui/shortcuts.ts';
import { useKeys } from '../../ui/useKeys.ts';
import type { TtrTurn } from './useTtrTurn.ts';

/** The keys as the help dialog lists them. */
export const TTR_SHORTCUTS = [
  { keys: 'D', what: 'draw from the deck' },
  { keys: '1–5', what: 'take a face-up card' },
  { keys: 'T', what: 'draw destination tickets' },
  { keys: 'C', what: 'choose a route to claim' },
  ...SHARED_SHORTCUTS,
  { keys: 'Esc', what: 'cancel' },
];

/** Binds the shortcuts to `turn`'s controls; `hint` is asked with H, `claimSelect` focused with C. */
export function useTtrKeys(turn: TtrTurn, hint: { available: boolean; ask: () => void }, claimSelect: RefObject<HTMLSelectElement>): void {
  const { send } = turn;
  useKeys([
    ['d', turn.canDeck ? () => send({ type: 'drawFromDeck' }) : undefined],
    ['t', turn.canTickets ? () => send({ type: 'drawTickets' }) : undefined],
    ['h', hint.available ? hint.ask : undefined],
    ['c', () => claimSelect.current?.focus()],
    ['Escape', turn.cancelPaying],
    ...[0, 1, 2, 3, 4].map((i): [string, (() => void) | undefined] => [
      String(i + 1),
      turn.faceSlots.has(i) ? () => send({ type: 'drawFaceUp', slot: i }) : undefined,
    ]),
  ]);
}
