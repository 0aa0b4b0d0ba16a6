/**
 * What a saved local game is made of, as this build writes it: a small summary (for the home page's
 * list) and the match (boardgame.io's initial state, latest state and metadata) kept apart from
 * the move log, whose entries are appended one by one. Every record carries `format`; a record of
 * another format, or one whose fields this build cannot read, is unreadable and is only offered
 * for deletion (see readSummary / readMatch).
 */
import type { LogEntry, Server, State } from 'boardgame.io';
import type { LocalSettings } from '../pages/playSettings.ts';

/** The layout of saved games this build reads and writes. Change it when the layout changes. */
export const SAVE_FORMAT = 1;

/** The settings a saved game was started with (the play link's settings, corrections applied). */
export type SavedSettings = Omit<LocalSettings, 'corrections'>;

/** What the home page shows of a saved game, updated after every move. */
export interface SaveSummary {
  format: typeof SAVE_FORMAT;
  id: string;
  gameId: string;
  settings: SavedSettings;
  /** Player names in seat order (bots named as on the board). */
  players: string[];
  /** Round of play (once round the table), 1 before the first move. */
  round: number;
  /** Names of the players who may act now; empty once over. */
  toPlay: string[];
  over: boolean;
  /** The winning seats and everyone's score once over. */
  result?: { winners: number[]; scores: number[] };
  createdAt: number;
  updatedAt: number;
}

/** boardgame.io's record of the match: the state at the start, the latest state and the metadata. */
export interface SavedMatch {
  format: typeof SAVE_FORMAT;
  id: string;
  initialState: State;
  state: State;
  metadata: Server.MatchData;
}

/** A saved game read back whole: its summary, its match (absent before the first connection) and its log. */
export interface SavedGame {
  summary: SaveSummary;
  match?: SavedMatch;
  log: LogEntry[];
}

/** A stored record this build cannot read: its id (when it has one) and why. */
export interface UnreadableSave {
  id: string;
  gameId?: string;
  reason: string;
  updatedAt?: number;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);

/** Why a stored settings object cannot be used, or null. */
function settingsProblem(s: unknown): string | null {
  if (!isObject(s)) return 'it has no settings';
  if (!Number.isInteger(s.players)) return 'its number of players is missing';
  if (!isStringArray(s.names) || !isStringArray(s.bots) || !isStringArray(s.variants)) return 'its players or variants are missing';
  if (!isString(s.seed) || typeof s.botDelay !== 'number') return 'its seed is missing';
  return null;
}

/** Reads a stored summary record: the summary, or why this build cannot read it. */
export function readSummary(raw: unknown): { summary: SaveSummary } | { unreadable: UnreadableSave } {
  const id = isObject(raw) && isString(raw.id) ? raw.id : '';
  const gameId = isObject(raw) && isString(raw.gameId) ? raw.gameId : undefined;
  const updatedAt = isObject(raw) && typeof raw.updatedAt === 'number' ? raw.updatedAt : undefined;
  const unreadable = (reason: string) => ({ unreadable: { id, gameId, updatedAt, reason } });
  if (!isObject(raw) || !id) return unreadable('the record has no id');
  if (raw.format !== SAVE_FORMAT) return unreadable(`it was saved in format ${String(raw.format)} and this version reads format ${SAVE_FORMAT}`);
  if (!gameId) return unreadable('it names no game');
  const problem = settingsProblem(raw.settings);
  if (problem) return unreadable(problem);
  if (!isStringArray(raw.players) || !isStringArray(raw.toPlay) || typeof raw.round !== 'number' || typeof raw.over !== 'boolean')
    return unreadable('its summary is incomplete');
  if (typeof raw.createdAt !== 'number' || updatedAt === undefined) return unreadable('it has no dates');
  return { summary: raw as unknown as SaveSummary };
}

function isState(v: unknown): v is State {
  return isObject(v) && isObject(v.ctx) && typeof v._stateID === 'number' && 'G' in v;
}

/** Reads a stored match record and its log: the match, or why this build cannot read it. */
export function readMatch(raw: unknown, log: unknown[]): { match: SavedMatch; log: LogEntry[] } | { reason: string } {
  if (!isObject(raw)) return { reason: 'its match record is missing' };
  if (raw.format !== SAVE_FORMAT) return { reason: `its match was saved in format ${String(raw.format)}` };
  if (!isState(raw.initialState) || !isState(raw.state)) return { reason: 'its game state is not one this version knows' };
  if (!isObject(raw.metadata)) return { reason: 'its match data is missing' };
  if (!log.every((e) => isObject(e) && isObject(e.action))) return { reason: 'its move log is damaged' };
  return { match: raw as unknown as SavedMatch, log: log as LogEntry[] };
}
