/**
 * Whether this build's rules can take up a saved game: a save from an older build may hold a
 * state whose shape the rules no longer know. The rules are asked what every seat sees, who may
 * act and what they may do; any failure is the reason given to the player with the offer to delete.
 */
import type { AnyGameCore } from '../../engine/core.ts';
import type { SavedGame } from './format.ts';

/** Why the rules cannot take up `game`, or null when they can (a game not yet dealt always can). */
export function unreadableReason(core: AnyGameCore, game: SavedGame): string | null {
  if (!game.match) return null;
  const { state } = game.match;
  const players = game.summary.settings.players;
  if (state.ctx.numPlayers !== players) return `its state is for ${state.ctx.numPlayers} players and its settings for ${players}`;
  const g = (state.G as { core?: unknown }).core;
  if (g === undefined || g === null) return 'its state holds no game';
  try {
    const over = core.result(g) !== null;
    for (let seat = 0; seat < players; seat++) core.observe(g, seat);
    core.observe(g, null);
    if (!over) for (const seat of core.activePlayers(g)) core.legalActions(core.observe(g, seat), seat);
  } catch (err) {
    return `the rules of this version cannot read its state (${(err as Error).message || String(err)})`;
  }
  return null;
}
