/**
 * What every part of the Ticket to Ride bot reads, passed explicitly: its tuning and the caches of
 * what it derives from a position. The caches belong to the bot, not the module, so two bots (or two
 * games played side by side) never share an entry.
 */
import { memoByObject, memoByValue } from '../../src/engine/memo.ts';
import { type Overrides, tuned } from '../tuned.ts';
import { TTR_TUNING, type TtrTuning } from './tuning.ts';
import { LAST_RESULTS, type ViewMemo } from './view.ts';

/** The Ticket to Ride bot: its tuning and its caches. */
export interface TtrBot {
  readonly tuning: Readonly<TtrTuning>;
  readonly memo: ViewMemo;
}

/** A bot with the shipped tuning, `overrides` over it, and empty caches. */
export function ttrBot(overrides: Overrides<TtrTuning> = {}): TtrBot {
  return {
    tuning: tuned(overrides, TTR_TUNING),
    memo: { byOwners: memoByObject(), last: memoByValue(LAST_RESULTS), ticketKeys: memoByObject(), plannedIds: memoByObject() },
  };
}
