/**
 * The master of a saved local game: it starts from what was saved (or deals the game on the first
 * connection) and saves every change, with a fresh summary, through the game's SaveWriter.
 */
import type { Game } from 'boardgame.io';
import type { AnyGameCore } from '../../engine/core.ts';
import { SAVE_FORMAT, type SavedGame } from './format.ts';
import { LocalMatchMaster, localTransport } from './localMaster.ts';
import { MatchMemory } from './matchMemory.ts';
import type { SaveStore } from './store.ts';
import { nextSummary } from './summary.ts';

/** boardgame.io's match id of a saved game: its own, so no two games (or a lobby match) share one. */
export function savedMatchID(saveId: string): string {
  return `saved-${saveId}`;
}

/** The `multiplayer` option and match id of every client of the saved game. */
export function savedMaster(game: Game, core: AnyGameCore, store: SaveStore, saved: SavedGame): { multiplayer: unknown; matchID: string } {
  const id = saved.summary.id;
  const matchID = savedMatchID(id);
  const writer = store.writer(id);
  let summary = saved.summary;
  const memory = new MatchMemory(matchID, { ...saved.match, log: saved.log }, ({ initialState, state, metadata, log }) => {
    summary = nextSummary(summary, state, core, store.time());
    writer.push({ summary, match: { format: SAVE_FORMAT, id, initialState, state, metadata }, log });
  });
  return { multiplayer: localTransport(new LocalMatchMaster(game, memory)), matchID };
}
