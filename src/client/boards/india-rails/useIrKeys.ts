/** The India Rails board's keyboard shortcuts, and their help list in the same order. */
import type { RefObject } from 'react';
import { SHARED_SHORTCUTS } from '../../ui/shortcuts.ts';
import { useKeys } from '../../ui/useKeys.ts';
import type { IrTurn } from './useIrTurn.ts';

/** The keys as the help dialog lists them. */
export const IR_SHORTCUTS = [
  { keys: 'M / B', what: 'move mode / build mode' },
  { keys: 'Enter', what: 'confirm the move or add the build to the plan' },
  { keys: 'U', what: 'undo the last planned segment' },
  { keys: 'P / D', what: 'pick up / deliver (first available)' },
  { keys: 'E', what: 'build the plan and end the turn' },
  { keys: 'C', what: 'choose a city to place in, move to or build toward' },
  ...SHARED_SHORTCUTS,
  { keys: 'Esc', what: 'clear the preview' },
];

/** Binds the shortcuts to `turn`'s controls; `hint` is asked with H, `citySelect` focused with C. */
export function useIrKeys(turn: IrTurn, hint: { available: boolean; ask: () => void }, citySelect: RefObject<HTMLSelectElement>): void {
  const { choices, commit } = turn;
  useKeys([
    ['m', turn.canOperate ? () => turn.setMode('move') : undefined],
    ['b', () => turn.setMode('build')],
    ['Enter', turn.confirm],
    ['u', turn.undo],
    ['Backspace', turn.undo],
    ['e', choices.canEnd ? () => turn.act({ type: 'endTurn' }) : undefined],
    ['p', choices.pickups.length > 0 ? () => commit(choices.pickups[0]) : undefined],
    ['d', choices.deliveries.length > 0 ? () => commit(choices.deliveries[0]) : undefined],
    ['h', hint.available ? hint.ask : undefined],
    ['c', () => citySelect.current?.focus()],
    ['Escape', turn.clearPreviews],
  ]);
}
