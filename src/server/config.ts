/** The lobby server's settings from the environment (docs/server.md, "Environment", lists them). */
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { parseOrigins } from './hardening/origins.ts';
import { DEFAULT_LOBBY_LIMITS, type LobbyLimits } from './lobby/limits.ts';

/** Settings of a server started by server.ts. */
export interface ServerEnv {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  origins: string[];
  botWorkers: number;
  botBudgetMs: number;
  distDir: string;
  /** Interface to listen on (HOST); undefined: every interface, IPv4 and IPv6. */
  host?: string;
  /** Client addresses from X-Forwarded-For (TRUST_PROXY=1, behind a reverse proxy). */
  trustProxy: boolean;
  /** Sockets one address may hold open (SOCKETS_PER_ADDRESS). */
  socketsPerAddress: number;
  /** Hard bot searches the matches created from one address may run at once (BOT_HARD_PER_ADDRESS). */
  botHardPerAddress: number;
  /** Per-address rates of creating matches and joining seats, the expiry of empty matches, the retention of finished ones. */
  lobbyLimits: LobbyLimits;
}

function int(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer from ${min} to ${max}, got '${value}'`);
  return n;
}

const HOST_NAME = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

function host(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (isIP(value) || HOST_NAME.test(value)) return value;
  throw new Error(`HOST must be an IP address or a host name such as 127.0.0.1 or 0.0.0.0, got '${value}'`);
}

function flag(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new Error(`${name} must be 1 or 0, got '${value}'`);
}

function lobbyLimits(env: NodeJS.ProcessEnv): LobbyLimits {
  const d = DEFAULT_LOBBY_LIMITS;
  return {
    createsPerMinute: int('CREATES_PER_MINUTE', env.CREATES_PER_MINUTE, d.createsPerMinute, 1, 1_000_000),
    createBurst: int('CREATE_BURST', env.CREATE_BURST, d.createBurst, 1, 1_000_000),
    joinsPerMinute: int('JOINS_PER_MINUTE', env.JOINS_PER_MINUTE, d.joinsPerMinute, 1, 1_000_000),
    joinBurst: int('JOIN_BURST', env.JOIN_BURST, d.joinBurst, 1, 1_000_000),
    emptyMatchMinutes: int('EMPTY_MATCH_MINUTES', env.EMPTY_MATCH_MINUTES, d.emptyMatchMinutes, 1, 7 * 24 * 60),
    finishedMatchDays: int('FINISHED_MATCH_DAYS', env.FINISHED_MATCH_DAYS, d.finishedMatchDays, 0, 36_500),
  };
}

/** Reads and checks the environment; throws with the variable's name when a value is wrong. */
export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  return {
    port: int('PORT', env.PORT, 8000, 0, 65535),
    dataDir: env.DATA_DIR || 'data',
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    origins: parseOrigins(env.ORIGINS),
    botWorkers: int('BOT_WORKERS', env.BOT_WORKERS, Math.max(1, availableParallelism() - 1), 1, 64),
    botBudgetMs: int('BOT_BUDGET_MS', env.BOT_BUDGET_MS, 1500, 10, 60_000),
    distDir: env.DIST_DIR || 'dist',
    host: host(env.HOST),
    trustProxy: flag('TRUST_PROXY', env.TRUST_PROXY),
    socketsPerAddress: int('SOCKETS_PER_ADDRESS', env.SOCKETS_PER_ADDRESS, 16, 1, 100_000),
    botHardPerAddress: int('BOT_HARD_PER_ADDRESS', env.BOT_HARD_PER_ADDRESS, 1, 1, 64),
    lobbyLimits: lobbyLimits(env),
  };
}
