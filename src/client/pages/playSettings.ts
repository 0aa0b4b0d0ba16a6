/**
 * The play page's URL: `#/play/<game>?players=3&name=…&bots=easy,medium&variants=…&seed=…
 * &botDelay=0&autoplay=medium&params={…}`, or `names=Asha,Ravi` for several people at one device. Every value is checked; one that cannot be used is
 * replaced by a sensible one and the replacement is described, so the page can say what changed
 * instead of starting a different game in silence.
 */
import { BOT_LEVELS, type BotLevel } from '../../../bots/types.ts';
import type { CatalogEntry } from '../catalog.ts';
import { href } from '../router.ts';
import { fitNames, readNames } from './seatNames.ts';

/** Settings of a local match, as the play page's URL gives them. */
export interface LocalSettings {
  players: number;
  /** The people at this device, one per human seat (seats 0, 1, …); the bots take the seats after them. */
  names: string[];
  bots: BotLevel[];
  variants: string[];
  seed: string;
  /** Pause before each bot move, in ms. */
  botDelay: number;
  /** House-rule overrides for setupData.params (e.g. a short game), from a JSON `params` URL option. */
  params?: Record<string, unknown>;
  /** Watch mode: a bot of this level plays seat 0 too and the page watches as a spectator (boardgame.io's
   * Local master keeps one connection per seat, so the page cannot share seat 0 with a bot). */
  autoplay?: BotLevel;
  /** What the URL asked for that could not be used, and what is used instead (empty when all was usable). */
  corrections: string[];
}

const DEFAULT_DELAY = 600;

function isLevel(value: string): value is BotLevel {
  return (BOT_LEVELS as readonly string[]).includes(value);
}

function readPlayers(entry: CatalogEntry, raw: string | null, humans: number, corrections: string[]): number {
  // Without a count, everyone named plays (and at least the default number of players).
  if (raw === null || raw === '') return Math.min(entry.maxPlayers, Math.max(entry.defaultPlayers, humans));
  const n = Number(raw);
  if (Number.isInteger(n) && n >= entry.minPlayers && n <= entry.maxPlayers) return n;
  const players = Number.isFinite(n) ? Math.min(entry.maxPlayers, Math.max(entry.minPlayers, Math.round(n))) : entry.defaultPlayers;
  corrections.push(`players=${raw}: ${entry.title} takes ${entry.minPlayers} to ${entry.maxPlayers} players, so ${players} play.`);
  return players;
}

function readBots(raw: string | null, seats: number, corrections: string[]): BotLevel[] {
  const given = (raw ?? '').split(',').filter(Boolean);
  const wrong = given.filter((l) => !isLevel(l));
  if (wrong.length > 0)
    corrections.push(`bots=${raw}: ${wrong.map((l) => `'${l}'`).join(', ')} is not a bot level (${BOT_LEVELS.join(', ')}), so a medium bot plays instead.`);
  const extra = given.length - seats;
  if (extra > 0)
    corrections.push(
      `bots=${raw}: ${given.length} level${given.length === 1 ? '' : 's'} for ${seats} bot seat${seats === 1 ? '' : 's'}, so ${extra === 1 ? 'the last one is' : `the last ${extra} are`} left out.`,
    );
  // Fewer levels than seats is a shorthand: the last level fills the remaining seats.
  return Array.from({ length: seats }, (_, i) => {
    const l = given[i] ?? given[given.length - 1] ?? 'medium';
    return isLevel(l) ? l : 'medium';
  });
}

function readVariants(entry: CatalogEntry, raw: string | null, corrections: string[]): string[] {
  const given = (raw ?? '').split(',').filter(Boolean);
  const known = new Set(entry.variants.map((v) => v.key));
  const unknown = given.filter((v) => !known.has(v));
  if (unknown.length > 0) {
    const offered = entry.variants.length > 0 ? `its variants are ${entry.variants.map((v) => v.key).join(', ')}` : 'it has no variants';
    corrections.push(`variants=${raw}: ${entry.title} has no variant ${unknown.map((v) => `'${v}'`).join(', ')} (${offered}), so it is left out.`);
  }
  return given.filter((v) => known.has(v));
}

function readOverrides(raw: string | null, corrections: string[]): Record<string, unknown> | undefined {
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // reported below
  }
  corrections.push(`params=${raw}: not a JSON object of house values, so the rulebook's values apply.`);
  return undefined;
}

function readAutoplay(raw: string | null, humans: number, corrections: string[]): BotLevel | undefined {
  if (!raw) return undefined;
  if (!isLevel(raw)) {
    corrections.push(`autoplay=${raw}: not a bot level (${BOT_LEVELS.join(', ')}), so you play your own seat.`);
    return undefined;
  }
  if (humans > 1) {
    corrections.push(`autoplay=${raw}: a bot plays only a lone player's seat, and ${humans} players are named, so they play their own seats.`);
    return undefined;
  }
  return raw;
}

/** Reads and checks the URL parameters; a value that cannot be used is replaced and listed in `corrections`. */
export function readSettings(entry: CatalogEntry, params: URLSearchParams): LocalSettings {
  const corrections: string[] = [];
  const named = readNames(params, corrections);
  const players = readPlayers(entry, params.get('players'), named.length, corrections);
  const names = fitNames(named, players, params.get('names'), corrections);
  const bots = readBots(params.get('bots'), players - names.length, corrections);
  const variants = readVariants(entry, params.get('variants'), corrections);
  const autoplay = readAutoplay(params.get('autoplay'), names.length, corrections);
  const rawDelay = params.get('botDelay');
  let botDelay = DEFAULT_DELAY;
  if (rawDelay !== null) {
    const delay = Number(rawDelay);
    if (rawDelay !== '' && Number.isFinite(delay) && delay >= 0) botDelay = delay;
    else corrections.push(`botDelay=${rawDelay}: not a number of milliseconds, so bots pause ${DEFAULT_DELAY} ms.`);
  }
  const params_ = readOverrides(params.get('params'), corrections);
  const seed = params.get('seed') || Math.random().toString(36).slice(2, 10);
  return { params: params_, autoplay, players, names, bots, variants, seed, botDelay, corrections };
}

/**
 * The play link of the settings (after corrections: opening it needs none). With `saveId`, the
 * link of that saved game (`#/play/<game>/<saveId>?…`), which resumes it rather than dealing anew.
 */
export function playLink(entry: CatalogEntry, s: Omit<LocalSettings, 'corrections'>, saveId?: string): string {
  return href(saveId ? ['play', entry.id, saveId] : ['play', entry.id], {
    players: s.players,
    name: s.names.length === 1 ? s.names[0] : undefined,
    names: s.names.length > 1 ? s.names.join(',') : undefined,
    bots: s.bots.join(',') || undefined,
    variants: s.variants.join(',') || undefined,
    seed: s.seed,
    botDelay: s.botDelay === DEFAULT_DELAY ? undefined : s.botDelay,
    autoplay: s.autoplay,
    params: s.params ? JSON.stringify(s.params) : undefined,
  });
}
