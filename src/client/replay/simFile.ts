/**
 * Reads a tournament JSON (`npm run sim -- … --json out.json`, docs/simulator.md) chosen by the
 * user: checks its shape and keeps what the viewer needs, each game's seed, seats' levels, status,
 * scores and winners, and the file's replay data (older files without it: taken from `config`).
 * Anything else in the file is ignored; a file that is not a tournament says why.
 */
import type { ReplayData } from '../../sim/replay-data.ts';

/** One game of the file, as the list shows it and the re-run needs it. */
export interface SimGame {
  index: number;
  seed: string;
  levels: string[];
  status: string;
  scores: number[];
  winners: number[];
  turns: number;
  steps: number;
  fingerprint: string | null;
}

/** A tournament file read for the viewer. */
export interface SimFile {
  data: ReplayData;
  games: SimGame[];
  codeVersion: string | null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => Number.isInteger(v);
const ints = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);

/** The replay data of the file: its own, or (older files) rebuilt from `config`. */
function dataOf(doc: Record<string, unknown>): ReplayData {
  const given = doc.replayData;
  if (given !== undefined) {
    if (!isObject(given) || given.version !== 1) throw new Error('its replayData has a format this viewer does not know (version 1 expected)');
  }
  const src = (given ?? doc.config) as Record<string, unknown> | undefined;
  if (!isObject(src) || typeof src.game !== 'string') throw new Error('it names no game (config.game)');
  const num = (k: string) => (isInt(src[k]) ? { [k]: src[k] as number } : {});
  return {
    version: 1,
    game: src.game,
    ...(isObject(src.options) && { options: src.options }),
    ...num('iterations'),
    ...num('budgetMs'),
    ...num('maxSteps'),
    deterministic: src.budgetMs === undefined,
  };
}

/** The tournament in a file's text; throws a sentence saying what is wrong. */
export function readSimFile(text: string, knownGames: readonly string[]): SimFile {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new Error('This file is not JSON: choose the file written by `npm run sim -- … --json FILE`.');
  }
  if (!isObject(doc) || !Array.isArray(doc.games))
    throw new Error('This JSON is not a tournament: it has no "games" list (`npm run sim -- … --json FILE` writes one).');
  let data: ReplayData;
  try {
    data = dataOf(doc);
  } catch (e) {
    throw new Error(`This tournament cannot be replayed: ${(e as Error).message}.`);
  }
  if (!knownGames.includes(data.game)) throw new Error(`This tournament is of a game this page does not know: ${data.game}.`);
  const games: SimGame[] = [];
  for (const g of doc.games) {
    if (!isObject(g) || !isInt(g.index) || typeof g.seed !== 'string' || !Array.isArray(g.levels) || !g.levels.every((l) => typeof l === 'string')) {
      throw new Error(`Game ${games.length + 1} of this file lacks its index, seed or levels: the file is damaged.`);
    }
    games.push({
      index: g.index,
      seed: g.seed,
      levels: g.levels as string[],
      status: typeof g.status === 'string' ? g.status : 'done',
      scores: ints(g.scores),
      winners: ints(g.winners),
      turns: isInt(g.turns) ? g.turns : 0,
      steps: isInt(g.steps) ? g.steps : 0,
      fingerprint: typeof g.fingerprint === 'string' && g.fingerprint !== '' ? g.fingerprint : null,
    });
  }
  return { data, games, codeVersion: typeof doc.codeVersion === 'string' ? doc.codeVersion : null };
}
