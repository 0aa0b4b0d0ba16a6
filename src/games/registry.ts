/**
 * Every game of the project, by id: its definition (src/engine/game-definition.ts) with its rules
 * core, boardgame.io Game, player counts, variants and public moves. The server, the simulator
 * and the bots read games from here only. A game joins with one `registerGame` line below; tests
 * and experiments add one the same way at run time.
 */
import type { AnyGameCore } from '../engine/core.ts';
import { definitionError, type GameDefinition } from '../engine/game-definition.ts';
import { INDIA_RAILS } from './india-rails/index.ts';
import { TTR_INDIA } from './ttr-india/index.ts';

const GAMES = new Map<string, GameDefinition>();

/** The ids of every registered game, in registration order: a frozen list, replaced by `registerGame`. */
export let GAME_IDS: readonly string[] = Object.freeze([]);

/** Adds a game; throws when its id is taken or its parts disagree (see `definitionError`). */
export function registerGame(def: GameDefinition): void {
  if (GAMES.has(def.id)) throw new Error(`game "${def.id}" is already registered`);
  const why = definitionError(def);
  if (why) throw new Error(why);
  GAMES.set(def.id, def);
  GAME_IDS = Object.freeze([...GAME_IDS, def.id]);
}

registerGame(TTR_INDIA);
registerGame(INDIA_RAILS);

/** The definition of game `id`, or undefined for an unknown id. */
export function findGame(id: string): GameDefinition | undefined {
  return GAMES.get(id);
}

/** The definition of game `id`; throws for an unknown id. */
export function getGame(id: string): GameDefinition {
  const def = GAMES.get(id);
  if (!def) throw new Error(`Unknown game "${id}"; known games: ${GAME_IDS.join(', ')}`);
  return def;
}

/** The rules core of game `id`; throws for an unknown id. */
export function getGameCore(id: string): AnyGameCore {
  return getGame(id).core;
}

/** The boardgame.io Game of game `id`; throws for an unknown id. */
export function getBgioGame(id: string): GameDefinition['game'] {
  return getGame(id).game;
}
