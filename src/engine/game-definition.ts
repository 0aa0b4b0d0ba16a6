/**
 * What a game declares once, for every layer above its rules (docs/architecture.md §2.3): who it
 * is, how many play, which setup options it has and what they do, which moves are public, and its
 * rules core and boardgame.io Game. Split in two so the client's first page can read the light
 * part (`GameAbout`) without loading the rules.
 */
import type { Game } from 'boardgame.io';
import type { AnyGameCore } from './core.ts';

/** A yes/no option of a game's setup, as the new-game page offers it. */
export interface VariantSpec {
  key: string;
  label: string;
  /** What the option changes, with the numbers taken from the game's params. */
  help: string;
}

/** The light part of a game's definition: plain data and small functions, no rules, no map. */
export interface GameAbout {
  /** The registry id; also the rules core's `id` and the boardgame.io game name. */
  readonly id: string;
  readonly title: string;
  /** One or two sentences for the home page. */
  readonly blurb: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** The player count the new-game page starts with. */
  readonly defaultPlayers: number;
  readonly variants: readonly VariantSpec[];
  /** The setupData (without seed) for the chosen variant keys. */
  setupData(variants: readonly string[]): Record<string, unknown>;
  /** What a score is, in words, for reports (e.g. 'final score (points)'). */
  readonly scoreUnit: string;
  /** The moves whose arguments every viewer may see; the server hides every other move's. */
  readonly publicMoves: readonly string[];
}

/** A game's whole definition: its light part plus its rules core and its boardgame.io Game. */
export interface GameDefinition<C extends AnyGameCore = AnyGameCore> extends GameAbout {
  readonly core: C;
  // biome-ignore lint/suspicious/noExplicitAny: each game has its own G, ctx plugins and setupData
  readonly game: Game<any, any, any>;
}

/** Why the parts of a definition disagree with each other, or null when they agree. */
export function definitionError(def: GameDefinition): string | null {
  const { id, core, game } = def;
  if (!/^[a-z][a-z0-9-]*$/.test(id)) return `game id "${id}" must be lower-case letters, digits and dashes`;
  if (core.id !== id) return `game "${id}": its rules core says id "${core.id}"`;
  if (game.name !== id) return `game "${id}": its boardgame.io Game is named "${game.name}"`;
  if (core.minPlayers !== def.minPlayers || core.maxPlayers !== def.maxPlayers) {
    return `game "${id}": ${def.minPlayers}–${def.maxPlayers} players declared, the rules core takes ${core.minPlayers}–${core.maxPlayers}`;
  }
  if (game.minPlayers !== def.minPlayers || game.maxPlayers !== def.maxPlayers) {
    return `game "${id}": ${def.minPlayers}–${def.maxPlayers} players declared, the boardgame.io Game takes ${game.minPlayers}–${game.maxPlayers}`;
  }
  if (def.defaultPlayers < def.minPlayers || def.defaultPlayers > def.maxPlayers)
    return `game "${id}": default of ${def.defaultPlayers} players is out of range`;
  const moves = new Set([...Object.keys(game.moves ?? {}), ...Object.values(game.phases ?? {}).flatMap((p) => Object.keys(p.moves ?? {}))]);
  const unknown = def.publicMoves.filter((m) => !moves.has(m));
  if (unknown.length > 0) return `game "${id}": public move(s) ${unknown.join(', ')} are not moves of its Game`;
  return null;
}

/** Joins a game's light part with its core and Game; throws when they disagree (at load, not in play). */
export function defineGame<C extends AnyGameCore>(about: GameAbout, parts: { core: C; game: GameDefinition['game'] }): GameDefinition<C> {
  const def: GameDefinition<C> = Object.freeze({ ...about, ...parts });
  const why = definitionError(def);
  if (why) throw new Error(why);
  return def;
}
