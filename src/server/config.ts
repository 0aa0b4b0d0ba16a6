/** The lobby server's settings from the environment (docs/server.md, "Environment", lists them). */
import { availableParallelism } from 'node:os';
import { parseOrigins } from './hardening/origins.ts';

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
}

function int(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer from ${min} to ${max}, got '${value}'`);
  return n;
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
  };
}
