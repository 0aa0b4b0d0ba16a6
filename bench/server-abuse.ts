/**
 * Abuse benchmark of the lobby server: starts `server.ts` as a child process
 * (NODE_ENV=production, SQLite in a temp dir holding a 1,200-move India Rails match), then
 * - sync flood: the bytes of one spectator sync of that match (against what stock boardgame.io would
 *   send: the whole log), `GET /games` p50 while five spectator sockets send 18 syncs a second each
 *   (the attack of the issue; the server's own limit is far lower), and the time to answer again
 *   once the flood stops — against `GET /games` p50 on the idle server;
 * - fairness: an easy bot's answer time (p95) in a match of its own while six Ticket to Ride –
 *   India matches of one human and four hard bots run, against the same easy bot alone.
 * Loopback only, bounded in time. Prints one JSON document (bench/lib/results.ts: to bench/out/, and with `--keep` to bench/results/).
 *
 *   NODE_ENV=production npx tsx bench/server-abuse.ts [--flood-seconds 10] [--samples 15]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { State } from 'boardgame.io';
import { Client, LobbyClient } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { io } from 'socket.io-client';
import { objectCodec } from '../src/engine/bgio.ts';
import type { CoreAction } from '../src/engine/core.ts';
import { createRng, type Rng } from '../src/engine/rng.ts';
import { getBgioGame, getGameCore } from '../src/games/registry.ts';
import { reportResult } from './lib/results.ts';
import { writeLongMatch } from './lib/server-long-match.ts';

const USAGE = 'usage: tsx bench/server-abuse.ts [--flood-seconds S] [--samples N]';

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const n = Number(process.argv[i + 1]);
  if (!Number.isFinite(n) || n <= 0) {
    console.error(`server-abuse: --${name} needs a positive number\n${USAGE}`);
    process.exit(2);
  }
  return n;
}

const FLOOD_SECONDS = flag('flood-seconds', 10);
const SAMPLES = flag('samples', 15);
const MOVES = 1200;
const FLOOD_SOCKETS = 5;
const SYNCS_PER_SECOND = 18;
const HARD_MATCHES = 6;
const ttr = { core: getGameCore('ttr-india'), game: getBgioGame('ttr-india') };
const codec = objectCodec<CoreAction>();

async function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir, DIST_DIR: '/nonexistent', BOT_WORKERS: '1', SOCKETS_PER_ADDRESS: '500' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 60_000);
    const read = (d: Buffer) => {
      out += d;
      const m = /lobby server: (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
  return { child, url };
}

/** Resident memory of a process in MB, from /proc (Linux); NaN elsewhere. */
function rssMB(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

const round = (x: number) => Math.round(x * 100) / 100;
function pct(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length === 0 ? Number.NaN : round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]);
}

async function timedGet(url: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(`${url}/games`);
  await res.text();
  return performance.now() - t0;
}

/** One spectator sync of the match: its bytes as sent and the time to receive it. */
async function syncOnce(url: string, matchID: string): Promise<{ bytes: number; ms: number; logEntries: number }> {
  const socket = io(`${url}/india-rails`, { transports: ['websocket'] });
  try {
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    const t0 = performance.now();
    const args = await new Promise<unknown[]>((resolve) => {
      socket.on('sync', (...a: unknown[]) => resolve(a));
      socket.emit('sync', matchID, null, undefined);
    });
    return { bytes: Buffer.byteLength(JSON.stringify(args)), ms: round(performance.now() - t0), logEntries: (args[1] as { log: unknown[] }).log.length };
  } finally {
    socket.close();
  }
}

async function syncFlood(url: string, matchID: string, pid: number) {
  for (let i = 0; i < 10; i++) await timedGet(url); // warm-up
  const idle: number[] = [];
  for (let i = 0; i < 30; i++) idle.push(await timedGet(url));
  const sockets = Array.from({ length: FLOOD_SOCKETS }, () => io(`${url}/india-rails`, { transports: ['websocket'] }));
  await Promise.all(sockets.map((s) => new Promise<void>((resolve) => s.on('connect', () => resolve()))));
  let syncs = 0;
  let refused = 0;
  for (const s of sockets) {
    s.on('sync', () => syncs++);
    s.on('refused', () => refused++);
  }
  const timers = sockets.map((s) => setInterval(() => s.emit('sync', matchID, null, undefined), 1000 / SYNCS_PER_SECOND));
  const during: number[] = [];
  let maxRss = rssMB(pid);
  const end = Date.now() + FLOOD_SECONDS * 1000;
  while (Date.now() < end) {
    during.push(await timedGet(url));
    maxRss = Math.max(maxRss, rssMB(pid));
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const t of timers) clearInterval(t);
  const answerAgainMs = round(await timedGet(url));
  for (const s of sockets) s.close();
  const idleP50 = pct(idle, 50);
  const floodP50 = pct(during, 50);
  return {
    sockets: FLOOD_SOCKETS,
    syncsPerSecondPerSocket: SYNCS_PER_SECOND,
    seconds: FLOOD_SECONDS,
    syncsAnswered: syncs,
    syncsRefused: refused,
    idleGetGamesMs: { p50: idleP50, p95: pct(idle, 95) },
    floodGetGamesMs: { p50: floodP50, p95: pct(during, 95), count: during.length },
    getGamesP50Ratio: round(floodP50 / idleP50),
    answerAgainMs,
    answerAgainRatio: round(answerAgainMs / idleP50),
    serverRssMB: maxRss,
    targets: { getGamesP50Ms: 300, answerAgainMs: 2000 },
    meetsTargets: floodP50 <= 300 && answerAgainMs <= 2000,
  };
}

/** Plays random legal moves for a human seat of a Ticket to Ride match, once per state. */
function autoPlay(client: ReturnType<typeof Client>, seat: number, rng: Rng): void {
  let acted = -1;
  client.subscribe(() => {
    const st = client.getState() as State | null;
    if (!st || st.ctx.gameover !== undefined || acted === st._stateID) return;
    const active = st.ctx.activePlayers ? String(seat) in st.ctx.activePlayers : st.ctx.currentPlayer === String(seat);
    if (!active) return;
    acted = st._stateID;
    const actions = ttr.core.legalActions(st.G.core, seat) as CoreAction[];
    if (actions.length > 0) {
      const a = rng.pick(actions);
      client.moves[a.type](...codec.toArgs(a));
    }
  });
}

/** A match of one human (seat 0, random legal play) and bots; resolves to its client. */
async function botMatch(url: string, bots: Record<string, string>, numPlayers: number, rng: Rng) {
  const api = new LobbyClient({ server: url });
  const { matchID } = await api.createMatch('ttr-india', { numPlayers, setupData: { bots } });
  const j = await api.joinMatch('ttr-india', matchID, { playerID: '0', playerName: 'human' });
  const client = Client({
    game: ttr.game,
    matchID,
    playerID: '0',
    credentials: j.playerCredentials,
    debug: false,
    multiplayer: SocketIO({ server: url, socketOpts: { transports: ['websocket'] } }),
  });
  client.start();
  autoPlay(client, 0, rng);
  return client;
}

/** The easy bot's answer times: from the state where only it may act to the next state. */
async function easyAnswers(url: string, samples: number, rng: Rng): Promise<number[]> {
  const client = await botMatch(url, { '1': 'easy' }, 2, rng);
  const times: number[] = [];
  let since: { stateID: number; t: number } | null = null;
  await new Promise<void>((resolve) => {
    const deadline = setTimeout(resolve, 120_000);
    client.subscribe(() => {
      const st = client.getState() as State | null;
      if (!st) return;
      if (since && st._stateID > since.stateID) {
        times.push(performance.now() - since.t);
        since = null;
      }
      const botOnly = st.ctx.activePlayers ? Object.keys(st.ctx.activePlayers).join() === '1' : st.ctx.currentPlayer === '1';
      if (botOnly && st.ctx.gameover === undefined && !since) since = { stateID: st._stateID, t: performance.now() };
      if (times.length >= samples || st.ctx.gameover !== undefined) {
        clearTimeout(deadline);
        resolve();
      }
    });
  });
  client.stop();
  return times;
}

async function fairness(url: string) {
  const alone = await easyAnswers(url, SAMPLES, createRng('easy/alone'));
  const hard = [];
  for (let i = 0; i < HARD_MATCHES; i++) hard.push(await botMatch(url, { '1': 'hard', '2': 'hard', '3': 'hard', '4': 'hard' }, 5, createRng(`hard/${i}`)));
  // Wait until the hard bots are under way (past the opening ticket choice).
  const t0 = Date.now();
  while (Date.now() - t0 < 60_000 && hard.reduce((n, c) => n + ((c.getState() as State | null)?._stateID ?? 0), 0) < HARD_MATCHES)
    await new Promise((r) => setTimeout(r, 200));
  const loaded = await easyAnswers(url, SAMPLES, createRng('easy/loaded'));
  const hardMoves = hard.reduce((n, c) => n + ((c.getState() as State | null)?._stateID ?? 0), 0);
  for (const c of hard) c.stop();
  const aloneP95 = pct(alone, 95);
  const loadedP95 = pct(loaded, 95);
  return {
    hardMatches: HARD_MATCHES,
    hardBotsPerMatch: 4,
    hardMovesMeanwhile: hardMoves,
    easyAloneMs: { p50: pct(alone, 50), p95: aloneP95, count: alone.length },
    easyWhileHardMs: { p50: pct(loaded, 50), p95: loadedP95, count: loaded.length },
    easyP95Ratio: round(loadedP95 / aloneP95),
    targets: { easyP95Ms: 1000 },
    meetsTargets: loadedP95 <= 1000,
  };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'server-abuse-'));
  const long = await writeLongMatch(dataDir, MOVES);
  const { child, url } = await startServer(dataDir);
  try {
    const sync = await syncOnce(url, long.matchID);
    const flood = await syncFlood(url, long.matchID, child.pid!);
    const fair = await fairness(url);
    reportResult('server-abuse', {
      longMatch: { game: 'india-rails', moves: long.moves, logEntries: long.logEntries },
      sync: {
        ...sync,
        stockSyncBytes: long.stockSyncBytes,
        bytesRatioToStock: round(sync.bytes / long.stockSyncBytes),
        targetBytes: 100_000,
        meetsTarget: sync.bytes <= 100_000,
      },
      syncFlood: flood,
      fairness: fair,
      note: 'ratios: flood against the idle server, easy bot among hard bots against the easy bot alone, sync against the whole-log sync of stock boardgame.io',
    });
  } finally {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
