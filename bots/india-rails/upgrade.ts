/**
 * The India Rails hard player's early first upgrade. Medium upgrades only in a turn it builds
 * nothing (building.ts), which a player still building its network may not see for tens of turns
 * (in three medium games: own turns 10, 10, 17, 37, 43 and never), while a Fast Freight moves 12
 * mileposts a turn instead of 9 (rules §3.4, §9) for the rest of the game. With `upgradeFirstCash`
 * set, hard buys its first upgrade instead of a turn's building once the cash left after it is at
 * least that much; 0 (shipped) leaves the choice to medium's rule.
 */
import type { Seat } from '../../src/engine/core.ts';
import type { IndiaRailsAction, IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import type { IrBot } from './bot.ts';

/**
 * The upgrade hard takes instead of `chosen` (the heuristic's action), or undefined: only in the
 * main game, for a Freight, when `chosen` is the turn's first build, the player owns track and
 * keeps `upgradeFirstCash` after paying for it.
 */
export function earlyUpgrade(bot: IrBot, s: IndiaRailsState, seat: Seat, chosen: IndiaRailsAction): IndiaRailsAction | undefined {
  const { upgradeFirstCash, heavyFirst } = bot.tuning;
  const pl = s.players[seat];
  if (upgradeFirstCash <= 0 || s.phase !== 'main' || chosen.type !== 'buildTrack' || s.turn.spent > 0 || pl.loco !== 'freight') return undefined;
  if (s.track[seat].length === 0 || pl.cash - s.params.upgradeCost < upgradeFirstCash) return undefined;
  const a: IndiaRailsAction = { type: 'upgradeLoco', to: heavyFirst ? 'heavyFreight' : 'fastFreight' };
  return bot.core.validate(s, seat, a) === null ? a : undefined;
}
