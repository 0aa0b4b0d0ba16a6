/**
 * Every game of the project by its id: its rules core (bots, simulator, tests) and its boardgame.io
 * Game (server, client). To add a game, import both and add one entry to `GAMES`.
 */
import type { Game } from 'boardgame.io';
import type { AnyGameCore } from '../engine/core.ts';
import { IndiaRails, IndiaRailsCore } from './india-rails/index.ts';
import { TtrIndia, TtrIndiaCore } from './ttr-india/index.ts';

interface GameEntry {
  core: AnyGameCore;
  // biome-ignore lint/suspicious/noExplicitAny: a registry of heterogeneous games
  game: Game<any, any, any>;
}

const GAMES: Readonly<Record<string, GameEntry>> = Object.freeze({
  'ttr-india': { core: TtrIndiaCore, game: TtrIndia },
  'india-rails': { core: IndiaRailsCore, game: IndiaRails },
});

/** The ids of every registered game. */
export const GAME_IDS: readonly string[] = Object.freeze(Object.keys(GAMES));

function entry(id: string): GameEntry {
  const e = Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
  if (!e) throw new Error(`Unknown game "${id}"; known games: ${GAME_IDS.join(', ')}`);
  return e;
}

/** The rules core of game `id`; throws for an unknown id. */
export function getGameCore(id: string): AnyGameCore {
  return entry(id).core;
}

/** The boardgame.io Game of game `id`; throws for an unknown id. */
// biome-ignore lint/suspicious/noExplicitAny: a registry of heterogeneous games
export function getBgioGame(id: string): Game<any, any, any> {
  return entry(id).game;
}
