/**
 * Load benchmark of the lobby server (docs/server.md): starts `server.ts` as a child
 * process (NODE_ENV=production, SQLite in a temp dir), then drives MATCHES concurrent 4-seat
 * Ticket to Ride – India matches through boardgame.io socket clients on loopback, every seat a
 * random-legal-move bot deciding from its own view after a think time. Measures each move's round
 * trip (emit → the mover's client holds the new state). Baseline in the same run: one match alone.
 * Bounded: stops at MAX_SECONDS even if matches are unfinished. Prints one JSON document and keeps
 * it under bench/results/.
 *
 *   NODE_ENV=production npx tsx bench/server-load.ts [--matches 100] [--think-ms 500] [--max-seconds 150]
 *   (SERVER_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server process)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, LobbyClient } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { objectCodec } from '../src/engine/bgio.ts';
import type { CoreAction } from '../src/engine/core.ts';
import { createRng, type Rng } from '../src/engine/rng.ts';
import { getBgioGame, getGameCore } from '../src/games/registry.ts';
import { reportResult } from './results.ts';

const USAGE = 'usage: tsx bench/server-load.ts [--matches N] [--think-ms MS] [--max-seconds S] [--trains N]';

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const n = Number(process.argv[i + 1]);
  if (!Number.isFinite(n) || n < 0) {
    console.error(`server-load: --${name} needs a non-negative number\n${USAGE}`);
    process.exit(2);
  }
  return n;
}

const MATCHES = flag('matches', 100);
const THINK_MS = flag('think-ms', 500);
const MAX_SECONDS = flag('max-seconds', 150);
const TRAINS = flag('trains', 10);
const SEATS = 4;
const GAME = 'ttr-india';
const core = getGameCore(GAME);
const game = getBgioGame(GAME);
const codec = objectCodec<CoreAction>();

let serverOutput = '';

async function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const extra = (process.env.SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', 'server.ts'], {
    // Every simulated player connects from loopback, one address: raise the per-address socket cap
    // (a defence against one host opening many sockets) to the bench's own count.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOBBY_STATS: '1',
      PORT: '0',
      DATA_DIR: dataDir,
      DIST_DIR: '/nonexistent',
      BOT_WORKERS: '1',
      SOCKETS_PER_ADDRESS: String(MATCHES * SEATS + 16),
      CREATES_PER_MINUTE: '1000000',
      CREATE_BURST: '1000000',
      JOINS_PER_MINUTE: '1000000',
      JOIN_BURST: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 30_000);
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /lobby server: (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.stderr!.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
  child.stdout!.on('data', (d) => {
    serverOutput += d;
  });
  return { child, url };
}

interface MatchStats {
  completed: boolean;
  moves: number;
  errors: string[];
}

/** Plays one match to the end (or the deadline); pushes each move's round trip into `rtts`. */
async function playMatch(url: string, rng: Rng, rtts: number[], deadline: number): Promise<MatchStats> {
  const api = new LobbyClient({ server: url });
  const stats: MatchStats = { completed: false, moves: 0, errors: [] };
  const { matchID } = await api.createMatch(GAME, { numPlayers: SEATS, setupData: { params: { trainsPerPlayer: TRAINS } } });
  // biome-ignore lint/suspicious/noExplicitAny: boardgame.io's client type
  const clients: any[] = [];
  for (let s = 0; s < SEATS; s++) {
    const j = await api.joinMatch(GAME, matchID, { playerID: String(s), playerName: `bot${s}` });
    const client = Client({
      game,
      matchID,
      playerID: j.playerID,
      credentials: j.playerCredentials,
      debug: false,
      multiplayer: SocketIO({ server: url, socketOpts: { transports: ['websocket'] } }),
    });
    client.start();
    clients.push(client);
  }
  await new Promise<void>((resolve) => {
    let done = false;
    const acted = new Map<number, number>();
    const pending = new Map<number, { stateID: number; t0: number }>();
    const finish = () => {
      if (done) return;
      done = true;
      for (const c of clients) c.stop();
      resolve();
    };
    const timer = setInterval(() => {
      if (Date.now() > deadline) {
        stats.errors.push('deadline');
        clearInterval(timer);
        finish();
      }
    }, 250);
    clients.forEach((client, seat) => {
      client.subscribe(() => {
        const st = client.getState();
        if (!st || done) return;
        const p = pending.get(seat);
        if (p && st._stateID > p.stateID) {
          rtts.push(performance.now() - p.t0);
          pending.delete(seat);
        }
        if (st.ctx.gameover !== undefined) {
          stats.completed = true;
          clearInterval(timer);
          finish();
          return;
        }
        const active = st.ctx.activePlayers ? String(seat) in st.ctx.activePlayers : st.ctx.currentPlayer === String(seat);
        if (!active || acted.get(seat) === st._stateID) return;
        acted.set(seat, st._stateID);
        const stateID = st._stateID;
        setTimeout(
          () => {
            const now = client.getState();
            if (done || !now || now._stateID !== stateID) return;
            const actions = core.legalActions(now.G.core, seat) as CoreAction[];
            if (actions.length === 0) return void stats.errors.push(`seat ${seat} had no legal action`);
            const action = rng.pick(actions);
            pending.set(seat, { stateID, t0: performance.now() });
            stats.moves++;
            client.moves[action.type](...codec.toArgs(action));
          },
          THINK_MS * (0.5 + rng.next()),
        );
      });
    });
  });
  return stats;
}

/** CPU seconds (user + system) a process has used, from /proc (Linux); NaN elsewhere. */
function processCpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function summary(rtts: number[]) {
  const s = [...rtts].sort((a, b) => a - b);
  const r = (x: number) => Math.round(x * 100) / 100;
  return { count: s.length, p50: r(percentile(s, 50)), p95: r(percentile(s, 95)), p99: r(percentile(s, 99)), max: r(s.at(-1) ?? Number.NaN) };
}

/** Stops the server and reads its own per-update timings (LOBBY_STATS). */
async function stopServer(child: ChildProcess): Promise<unknown> {
  if (child.exitCode !== null) return null;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  const m = /lobby stats: (\{.*\})/.exec(serverOutput);
  return m ? JSON.parse(m[1]) : null;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'server-load-'));
  const { child, url } = await startServer(dataDir);
  try {
    const t0 = Date.now();
    const deadline = t0 + MAX_SECONDS * 1000;
    // Baseline: one match alone on the same server.
    const baseRtts: number[] = [];
    const base = await playMatch(url, createRng('baseline'), baseRtts, deadline);
    // Load: MATCHES matches at once.
    const rtts: number[] = [];
    const tLoad = Date.now();
    const serverCpu0 = processCpuSeconds(child.pid!);
    const benchCpu0 = process.cpuUsage();
    const results = await Promise.all(
      Array.from({ length: MATCHES }, (_, i) =>
        playMatch(url, createRng(`load/${i}`), rtts, deadline).catch((err) => ({ completed: false, moves: 0, errors: [String(err)] }) as MatchStats),
      ),
    );
    const loadSeconds = (Date.now() - tLoad) / 1000;
    const serverCpu = processCpuSeconds(child.pid!) - serverCpu0;
    const benchCpuUsage = process.cpuUsage(benchCpu0);
    const benchCpu = (benchCpuUsage.user + benchCpuUsage.system) / 1e6;
    const errors = results.flatMap((r) => r.errors);
    const load = summary(rtts);
    const baseline = summary(baseRtts);
    const moves = results.reduce((n, r) => n + r.moves, 0);
    const serverStats = await stopServer(child);
    reportResult('server-load', {
      game: GAME,
      seats: SEATS,
      trainsPerPlayer: TRAINS,
      thinkMs: THINK_MS,
      matches: MATCHES,
      completed: results.filter((r) => r.completed).length,
      errors: errors.length,
      errorSamples: [...new Set(errors)].slice(0, 5),
      moves,
      movesPerSecond: Math.round(moves / loadSeconds),
      seconds: Math.round(loadSeconds * 10) / 10,
      rttMs: load,
      baselineRttMs: { ...baseline, completed: base.completed },
      p95Ratio: Math.round((load.p95 / baseline.p95) * 100) / 100,
      serverUpdateMs: serverStats,
      serverCpuSeconds: Math.round(serverCpu * 10) / 10,
      serverCpuMsPerMove: Math.round((serverCpu * 1000 * 100) / Math.max(1, moves)) / 100,
      clientsCpuSeconds: Math.round(benchCpu * 10) / 10,
      note: 'rttMs includes the clients process and the machine; serverUpdateMs is the server alone (receive → broadcast and write)',
      targetP95Ms: 50,
      meetsTarget: load.p95 <= 50 && errors.length === 0,
    });
  } finally {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
