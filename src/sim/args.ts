/**
 * Command-line parsing for the simulator. Parsing checks the shape of every flag; `validateAgainst`
 * then checks the game, the levels and the player count against the available games and bots.
 * Every problem throws a `UsageError` saying what is wrong.
 */
import { createRng } from '../engine/rng.ts';
import { simProgram, usageErrorOf } from './flags.ts';
import { DEFAULT_QUEUE_NAME } from './queue/jobs.ts';
import { redisOptions } from './queue/redis.ts';
import { DEFAULT_GRACE_MS } from './queue/watchdog.ts';
import type { SimProviders, TournamentConfig } from './types.ts';

import { UsageError } from './usage-error.ts';

export { UsageError };

/** Where the outputs of a tournament go. */
export interface OutputFiles {
  json?: string;
  csv?: string;
  report?: string;
}

/** A queued tournament's Redis server, queue name and grace (--queue, --queue-name, --queue-grace-ms). */
export interface QueueTarget {
  url: string;
  name: string;
  /** How long Redis may be away before the run gives up. */
  graceMs: number;
}

/** What the command line asks for. */
export type Command =
  | { kind: 'help' }
  | { kind: 'run'; config: TournamentConfig; workers?: number; outputs: OutputFiles; quiet: boolean; queue?: QueueTarget }
  | { kind: 'replay'; config: TournamentConfig; gameSeed: string };

/** A variant value: JSON when it parses (numbers, booleans, arrays), else the string itself. */
function variantValue(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** Splits at commas outside brackets, braces and quotes (so JSON values may hold commas). */
function splitTopLevel(raw: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i];
    if (ch === '"' && raw[i - 1] !== '\\') quoted = !quoted;
    else if (!quoted && (ch === '[' || ch === '{')) depth++;
    else if (!quoted && (ch === ']' || ch === '}')) depth--;
    else if (!quoted && depth === 0 && ch === ',') {
      parts.push(raw.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(raw.slice(start));
  return parts;
}

/** Parses `k=v,k=v` into `into`; a dotted key `a.b=v` sets `into.a.b`. */
function parseVariant(raw: string, into: Record<string, unknown>): void {
  for (const part of splitTopLevel(raw)) {
    const eq = part.indexOf('=');
    if (eq <= 0) throw new UsageError(`--variant expects key=value pairs, got "${part}"`);
    const path = part.slice(0, eq).trim().split('.');
    if (path.some((k) => k === '' || k === '__proto__' || k === 'constructor' || k === 'prototype')) {
      throw new UsageError(`--variant has a bad key "${part.slice(0, eq)}"`);
    }
    let target = into;
    for (const key of path.slice(0, -1)) {
      const next = target[key];
      if (next === undefined) target[key] = {};
      else if (next === null || typeof next !== 'object' || Array.isArray(next)) throw new UsageError(`--variant: "${key}" is not an object`);
      target = target[key] as Record<string, unknown>;
    }
    target[path[path.length - 1]] = variantValue(part.slice(eq + 1).trim());
  }
}

/** The flags a replay does not take, by their commander key. */
const NOT_FOR_REPLAY = [
  ['games', 'games'],
  ['seed', 'seed'],
  ['workers', 'workers'],
  ['json', 'json'],
  ['csv', 'csv'],
  ['report', 'report'],
  ['queue', 'queue'],
  ['queueName', 'queue-name'],
  ['queueGraceMs', 'queue-grace-ms'],
] as const;

/** The queue of a queued tournament, checked; undefined for a local run. */
function queueTarget(url: string | undefined, name: string | undefined, graceMs: number | undefined, workers: number | undefined): QueueTarget | undefined {
  if (url === undefined) {
    if (name !== undefined) throw new UsageError('--queue-name needs --queue');
    if (graceMs !== undefined) throw new UsageError('--queue-grace-ms needs --queue');
    return undefined;
  }
  if (workers !== undefined) throw new UsageError('--workers does not apply to --queue (start workers with npm run sim:worker)');
  try {
    redisOptions(url);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  return { url, name: name ?? DEFAULT_QUEUE_NAME, graceMs: graceMs ?? DEFAULT_GRACE_MS };
}

/** The flag values commander collects (before the checks that relate one flag to another). */
interface FlagValues {
  game?: string;
  bots?: string;
  games?: number;
  seed?: string;
  workers?: number;
  variant?: string[];
  options?: string;
  iterations?: number;
  budgetMs?: number;
  maxSteps?: number;
  json?: string;
  csv?: string;
  report?: string;
  replay?: string;
  queue?: string;
  queueName?: string;
  queueGraceMs?: number;
  quiet?: boolean;
}

/** Parses the arguments after `npm run sim --`. */
export function parseArgs(argv: readonly string[]): Command {
  // -h and --help win over everything else, even a wrong flag.
  if (argv.some((a) => a === '-h' || a === '--help')) return { kind: 'help' };
  const program = simProgram();
  try {
    program.parse(argv, { from: 'user' });
  } catch (e) {
    throw usageErrorOf(e);
  }
  if (program.args.length) throw new UsageError(`unexpected argument "${program.args[0]}" (flags start with --)`);
  const values = program.opts<FlagValues>();
  const variants = values.variant ?? [];
  const quiet = values.quiet === true;

  if (!values.game) throw new UsageError('--game is required');
  if (!values.bots) throw new UsageError('--bots is required');
  const bots = values.bots.split(',').map((b) => b.trim());
  if (bots.some((b) => b === '')) throw new UsageError(`--bots has an empty level in "${values.bots}"`);

  let options: Record<string, unknown> | undefined;
  if (values.options !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(values.options);
    } catch {
      throw new UsageError(`--options is not valid JSON: ${values.options}`);
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new UsageError('--options must be a JSON object');
    options = parsed as Record<string, unknown>;
  }
  if (variants.length) {
    options = { ...options };
    for (const v of variants) parseVariant(v, options);
  }

  const config: TournamentConfig = {
    game: values.game,
    bots,
    games: values.games ?? 100,
    seed: values.seed ?? 'sim',
    ...(options && { options }),
    ...(values.iterations !== undefined && { iterations: values.iterations }),
    ...(values.budgetMs !== undefined && { budgetMs: values.budgetMs }),
    ...(values.maxSteps !== undefined && { maxSteps: values.maxSteps }),
  };

  if (values.replay !== undefined) {
    for (const [key, flag] of NOT_FOR_REPLAY) {
      if (values[key] !== undefined) throw new UsageError(`--${flag} does not apply to --replay`);
    }
    return { kind: 'replay', config: { ...config, games: 1, seed: values.replay }, gameSeed: values.replay };
  }
  const outputs: OutputFiles = { json: values.json, csv: values.csv, report: values.report };
  const workers = values.workers;
  const queue = queueTarget(values.queue, values.queueName, values.queueGraceMs, workers);
  return { kind: 'run', config, workers, outputs, quiet, ...(queue && { queue }) };
}

/** Checks the game id, the bot levels, the number of players and the options against what is available. */
export async function validateAgainst(config: TournamentConfig, providers: SimProviders): Promise<void> {
  if (!providers.gameIds.includes(config.game)) {
    throw new UsageError(`unknown game "${config.game}" (known: ${providers.gameIds.join(', ')})`);
  }
  for (const level of config.bots) {
    if (!providers.levels.includes(level)) throw new UsageError(`unknown bot level "${level}" (known: ${providers.levels.join(', ')})`);
  }
  const core = await providers.getGameCore(config.game);
  const n = config.bots.length;
  if (n < core.minPlayers || n > core.maxPlayers) {
    throw new UsageError(`${config.game} takes ${core.minPlayers} to ${core.maxPlayers} players; --bots lists ${n}`);
  }
  try {
    core.setup(n, config.options, createRng('check'));
  } catch (e) {
    throw new UsageError(`${config.game} does not accept these options ${JSON.stringify(config.options ?? {})}: ${e instanceof Error ? e.message : String(e)}`);
  }
  for (const level of new Set(config.bots)) {
    try {
      providers.createDecider({ game: config.game, level, seed: 'check', budgetMs: config.budgetMs, iterations: config.iterations });
    } catch (e) {
      throw new UsageError(`bot level "${level}" is not available for ${config.game}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}
