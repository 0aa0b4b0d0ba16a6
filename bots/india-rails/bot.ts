/**
 * What every part of the India Rails bot reads, passed explicitly: the core and its rules context,
 * the bot's tuning, and the planner's caches. The caches belong to the bot, not the module, so
 * bots with different tunings never share a cost array computed under another's settings.
 */
import { type Memo, memoByValue } from '../../src/engine/memo.ts';
import type { MilepostCosts } from './ride-lazy.ts';
import type { RulesContext } from '../../src/games/india-rails/rules/context.ts';
import type { IndiaRailsCore } from '../../src/games/india-rails/rules/core.ts';
import { type Overrides, tuned } from '../tuned.ts';
import type { RideMap } from './ride.ts';
import { IR_TUNING, type IrTuning } from './tuning.ts';

/** The planner's caches. Each entry depends only on the map, the track on it and the tuning, all named in its key. */
export interface PlannerMemo {
  /** Costs (and, riding, travel) from where a seat's track starts, by track and starts. */
  readonly netCosts: Memo<string, MilepostCosts>;
  /** A seat's ride map and the track its train may use, by track. */
  readonly rideMaps: Memo<string, { ride: RideMap; usable: ReadonlySet<number> }>;
  /** Costs from a source city, searched as far as `maxCost` (a later query that needs no further reuses them). */
  readonly sourceCosts: Memo<string, { maxCost: number; costs: MilepostCosts }>;
  /** Hops along usable track from a set of mileposts. */
  readonly hops: Memo<string, { hops: Uint16Array; reached: number[] }>;
  /** Leg lengths between a set of mileposts and a city. */
  readonly legs: Memo<string, number>;
  /** The track cost of the way through a list of cities, built from where the track starts: by track and starts (`Situation.netKey`), then by the cities. */
  readonly wayCosts: Memo<string, Map<string, number>>;
}

/** The India Rails bot: its core, rules context, tuning and caches. */
export interface IrBot {
  readonly core: IndiaRailsCore;
  readonly ctx: RulesContext;
  readonly tuning: Readonly<IrTuning>;
  readonly memo: PlannerMemo;
}

/** A bot over `core` with the shipped tuning, `overrides` over it. */
export function irBot(core: IndiaRailsCore, overrides: Overrides<IrTuning> = {}): IrBot {
  return {
    core,
    ctx: core.ctx,
    tuning: tuned(overrides, IR_TUNING),
    memo: {
      netCosts: memoByValue(),
      rideMaps: memoByValue(),
      sourceCosts: memoByValue(),
      hops: memoByValue(),
      legs: memoByValue(),
      wayCosts: memoByValue(),
    },
  };
}
