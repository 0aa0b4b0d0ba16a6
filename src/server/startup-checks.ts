/**
 * Checks the server's settings before it starts, so that a wrong one ends the start with one line
 * naming the setting, its value and what to do, instead of a stack trace or a hang: the port is
 * free, DATA_DIR can hold the SQLite file, DATABASE_URL and REDIS_URL answer within a few seconds.
 */
import { unlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { DirError, makeDir } from './storage/make-dir.ts';

/** A setting the server cannot start with; the message is the one line to print. */
export class StartupError extends Error {}

/** How long DATABASE_URL and REDIS_URL get to answer. */
export const ANSWER_TIMEOUT_MS = 5000;

function codeOf(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  if (!e.code && /timeout/i.test(e.message)) return 'no answer in time';
  return e.code ?? e.message;
}

/** A connection URL with its password masked, for messages. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@');
}

/** Fails when the port cannot be listened on (in use, or reserved for root). Port 0 always works. */
export async function checkPort(port: number, host?: string): Promise<void> {
  if (port === 0) return;
  try {
    await new Promise<void>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen({ port, host }, () => probe.close(() => resolve()));
    });
  } catch (err) {
    const code = codeOf(err);
    if (code === 'EADDRINUSE')
      throw new StartupError(
        `PORT=${port} is already in use (another program or another copy of this server listens there): stop it, or set PORT to a free port such as ${port === 8000 ? 8080 : 8000}`,
      );
    if (code === 'EACCES')
      throw new StartupError(`PORT=${port} needs administrator rights (ports below 1024 are reserved): set PORT to 1024 or above, such as 8000`);
    throw new StartupError(`PORT=${port} cannot be listened on (${code}): set PORT to another port`);
  }
}

/** Fails unless DATA_DIR is (or can be made) a directory the server can create files in. */
export function checkDataDir(dir: string): void {
  const fix = 'set DATA_DIR to a directory on disk the server may write to (default ./data)';
  try {
    makeDir(dir);
  } catch (err) {
    if (!(err instanceof DirError)) throw err;
    throw new StartupError(`DATA_DIR=${dir} cannot hold the match database: ${err.message}; ${fix}`);
  }
  const probe = join(dir, `.write-check-${process.pid}`);
  try {
    writeFileSync(probe, '');
    unlinkSync(probe);
  } catch (err) {
    const code = codeOf(err);
    const why =
      code === 'ENOENT'
        ? 'it holds no files (a virtual file system such as /proc or /sys)'
        : code === 'EACCES' || code === 'EPERM' || code === 'EROFS'
          ? 'it is not writable'
          : 'creating a file there failed';
    throw new StartupError(`DATA_DIR=${dir} cannot hold the match database: ${why} (${code}); ${fix}`);
  }
}

/** `work`, or a rejection after `ms` milliseconds. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timeout after ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

function urlOf(name: string, url: string, protocols: string[], example: string, unset: string): void {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw new StartupError(`${name}=${redactUrl(url)} is not a URL: write it as ${example}, or ${unset}`);
  }
  if (!protocols.includes(protocol)) throw new StartupError(`${name}=${redactUrl(url)} is not a ${protocols[0]}// URL: write it as ${example}, or ${unset}`);
}

/** Fails unless PostgreSQL answers a query at `url` within `timeoutMs`. */
export async function checkDatabaseUrl(url: string, timeoutMs = ANSWER_TIMEOUT_MS): Promise<void> {
  const unset = 'unset DATABASE_URL to keep matches in SQLite under DATA_DIR';
  urlOf('DATABASE_URL', url, ['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/database', unset);
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => {});
  try {
    await within(
      client.connect().then(() => client.query('SELECT 1')),
      timeoutMs,
    );
  } catch (err) {
    void client.end().catch(() => {});
    throw new StartupError(`DATABASE_URL=${redactUrl(url)} does not answer (${codeOf(err)}): start PostgreSQL there or correct the URL, or ${unset}`);
  }
  await client.end();
}

/** Fails unless Redis answers a PING at `url` within `timeoutMs`. */
export async function checkRedisUrl(url: string, timeoutMs = ANSWER_TIMEOUT_MS): Promise<void> {
  const unset = 'unset REDIS_URL (it is needed only when several server instances share matches)';
  urlOf('REDIS_URL', url, ['redis:', 'rediss:'], 'redis://host:6379', unset);
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: timeoutMs, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
  let failure: unknown;
  redis.on('error', (err) => {
    failure ??= err; // connect() itself rejects only with "Connection is closed."
  });
  try {
    await within(
      redis.connect().then(() => redis.ping()),
      timeoutMs,
    );
  } catch (err) {
    throw new StartupError(`REDIS_URL=${redactUrl(url)} does not answer (${codeOf(failure ?? err)}): start Redis there or correct the URL, or ${unset}`);
  } finally {
    redis.disconnect();
  }
}

/** The settings the checks read (ServerEnv's). */
export interface CheckedSettings {
  port: number;
  host?: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
}

/** Runs every check that applies to the settings; rejects with a StartupError at the first failure. */
export async function runStartupChecks(env: CheckedSettings, timeoutMs = ANSWER_TIMEOUT_MS): Promise<void> {
  await checkPort(env.port, env.host);
  if (env.databaseUrl) await checkDatabaseUrl(env.databaseUrl, timeoutMs);
  else checkDataDir(env.dataDir);
  if (env.redisUrl) await checkRedisUrl(env.redisUrl, timeoutMs);
}
