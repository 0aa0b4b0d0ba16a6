/**
 * A server started with a setting it cannot work with exits within seconds, with status 2 and one
 * line naming the setting, its value and what to do — no stack trace, no hang. Each case spawns server.ts as `npm start` runs it.
 */
import { chmodSync, existsSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDir } from '../../src/server/storage/make-dir.ts';
import { spawnServer } from './spawn-server.ts';

const work = mkdtempSync(join(tmpdir(), 'lobby-startup-'));
const good = { PORT: '0', DATA_DIR: join(work, 'data'), DIST_DIR: join(work, 'no-dist'), BOT_WORKERS: '1', DATABASE_URL: '', REDIS_URL: '' };

/** Listens on a free loopback port: `answer` false accepts connections and never says a word. */
async function listen(answer = false): Promise<{ server: Server; port: number }> {
  const server = createServer((socket) => {
    if (answer) socket.end();
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return { server, port: (server.address() as { port: number }).port };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const { server, port } = await listen();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A directory this user cannot create files in: a read-only one, or /sys for root (who may write anywhere else). */
function unwritableDir(): string | undefined {
  const dir = join(work, 'read-only');
  makeDir(dir);
  chmodSync(dir, 0o555);
  for (const candidate of [dir, '/sys/kernel']) {
    try {
      writeFileSync(join(candidate, 'probe'), '');
      unlinkSync(join(candidate, 'probe'));
    } catch {
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

/** Starts the server with `env` over the good settings; resolves to its exit code and output, or fails after `ms`. */
async function start(env: Record<string, string>, ms = 20_000, script?: string): Promise<{ code: number | null; output: string; seconds: number }> {
  const began = Date.now();
  const server = spawnServer({ ...good, ...env }, script);
  const timer = setTimeout(() => server.child.kill('SIGKILL'), ms);
  const code = await server.exit;
  clearTimeout(timer);
  return { code, output: server.output(), seconds: (Date.now() - began) / 1000 };
}

/** One line, exit status 2, no stack trace. */
function expectOneLine(result: { code: number | null; output: string }, line: RegExp): void {
  expect(result.code, result.output).toBe(2);
  expect(result.output.trim().split('\n'), result.output).toHaveLength(1);
  expect(result.output).toMatch(line);
  expect(result.output).not.toMatch(/^\s+at /m);
}

describe('start-up checks of server.ts', () => {
  const holders: Server[] = [];
  afterAll(() => {
    for (const s of holders) s.close();
    chmodSync(join(work, 'read-only'), 0o755);
    rmSync(work, { recursive: true, force: true });
  });

  it('PORT already in use', async () => {
    const { server, port } = await listen();
    holders.push(server);
    expectOneLine(await start({ PORT: String(port) }), new RegExp(`^server: PORT=${port} is already in use .*set PORT to a free port`));
    // npm start checks before it spends a minute building the missing client.
    const npmStart = await start({ PORT: String(port) }, 20_000, 'scripts/start.ts');
    expectOneLine(npmStart, new RegExp(`^server: PORT=${port} is already in use`));
    expect(npmStart.output).not.toMatch(/building the client/);
  }, 45_000);

  it.runIf(existsSync('/proc/self'))(
    'DATA_DIR under /proc fails fast instead of spinning in mkdir',
    async () => {
      const result = await start({ DATA_DIR: '/proc/lobby-data' });
      expectOneLine(result, /^server: DATA_DIR=\/proc\/lobby-data cannot hold the match database: .*virtual file system.*set DATA_DIR to a directory/);
      expect(result.seconds).toBeLessThan(15);
    },
    30_000,
  );

  it.runIf(existsSync('/proc/self'))('makeDir under /proc throws at once (Node recursive mkdir loops for ever there)', () => {
    expect(() => makeDir('/proc/lobby-data/sub')).toThrow(/\/proc\/lobby-data cannot be created: .*\(ENOENT\)/);
  });

  it('DATA_DIR pointing at a file', async () => {
    const file = join(work, 'a-file');
    writeFileSync(file, 'not a directory');
    expectOneLine(await start({ DATA_DIR: file }), new RegExp(`^server: DATA_DIR=${file} cannot hold the match database: ${file} is a file, not a directory`));
    expectOneLine(await start({ DATA_DIR: join(file, 'sub') }), new RegExp(`^server: DATA_DIR=${file}/sub cannot hold the match database: ${file} is a file`));
  }, 40_000);

  const readOnly = unwritableDir();
  it.runIf(readOnly)(
    'DATA_DIR not writable',
    async () => {
      expectOneLine(
        await start({ DATA_DIR: readOnly! }),
        new RegExp(`^server: DATA_DIR=${readOnly} cannot hold the match database: it is not writable \\(E[A-Z]+\\)`),
      );
    },
    30_000,
  );

  it('DATABASE_URL that is not a PostgreSQL URL', async () => {
    expectOneLine(
      await start({ DATABASE_URL: 'localhost:5432' }),
      /^server: DATABASE_URL=localhost:5432 is not a postgres:\/\/ URL: write it as postgres:\/\/user:password@host:5432\/database/,
    );
    expectOneLine(await start({ DATABASE_URL: 'no url' }), /^server: DATABASE_URL=no url is not a URL/);
  }, 40_000);

  describe('services that do not answer', () => {
    let silent: number;
    let refused: number;
    beforeAll(async () => {
      const quiet = await listen();
      holders.push(quiet.server);
      silent = quiet.port;
      refused = await closedPort();
    });

    it('DATABASE_URL refused, its password kept out of the message', async () => {
      expectOneLine(
        await start({ DATABASE_URL: `postgres://game:secret@127.0.0.1:${refused}/matches` }),
        new RegExp(`^server: DATABASE_URL=postgres://game:\\*\\*\\*@127.0.0.1:${refused}/matches does not answer \\(ECONNREFUSED\\): start PostgreSQL there`),
      );
    }, 30_000);

    it('DATABASE_URL that accepts and never answers: bounded time', async () => {
      const result = await start({ DATABASE_URL: `postgres://127.0.0.1:${silent}/matches` });
      expectOneLine(result, /^server: DATABASE_URL=.* does not answer \(no answer in time\)/);
      expect(result.seconds).toBeLessThan(20);
    }, 30_000);

    it('REDIS_URL refused, or not a URL', async () => {
      expectOneLine(
        await start({ REDIS_URL: `redis://127.0.0.1:${refused}` }),
        new RegExp(`^server: REDIS_URL=redis://127.0.0.1:${refused} does not answer \\(ECONNREFUSED\\): start Redis there.*or unset REDIS_URL`),
      );
      expectOneLine(await start({ REDIS_URL: 'redis-host' }), /^server: REDIS_URL=redis-host is not a URL/);
    }, 40_000);

    it('REDIS_URL that accepts and never answers: bounded time', async () => {
      const result = await start({ REDIS_URL: `redis://127.0.0.1:${silent}` });
      expectOneLine(result, /^server: REDIS_URL=.* does not answer \(no answer in time\)/);
      expect(result.seconds).toBeLessThan(20);
    }, 30_000);
  });
});
