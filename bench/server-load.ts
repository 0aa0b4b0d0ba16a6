/**
 * Load benchmark of the lobby server (docs/server.md, "At scale"): starts `server.ts` as child
 * processes (NODE_ENV=production; SQLite in a temp dir, or `--store postgres`: two instances
 * sharing DATABASE_URL and REDIS_URL, each match's seats split across both), then keeps MATCHES
 * matches live: both games, 2–4 seats, each person's seat a boardgame.io socket client in one of
 * `--client-procs` client processes (bench/server-load-play.ts) picking random legal moves from its
 * own view after a think time, every tenth seat a server bot. Matches are started in batches; once
 * all are live, a steady window measures each move's round trip (emit → the mover's client holds
 * the new state), errors, server CPU per move and server memory per match. A baseline match alone
 * runs first. Per-address limits are raised through the server's settings (SOCKETS_PER_ADDRESS,
 * CREATES_PER_MINUTE, …), since every client is 127.0.0.1. Prints one JSON document (`store` says
 * which) (bench/lib/results.ts: to bench/out/, and with `--keep` to bench/results/).
 *
 *   NODE_ENV=production npx tsx bench/server-load.ts [--matches 100] [--think-ms 5000] [--window-seconds 60]
 *     [--ramp-batch 50] [--client-procs 2] [--bot-level easy] [--store sqlite|postgres] [--max-seconds 600]
 *   (SERVER_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server processes)
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOT_LEVELS } from '../bots/index.ts';
import { valuedFlags } from './lib/flags.ts';
import { reportResult } from './lib/results.ts';
import {
  type FromPlayers,
  LOAD_GAMES,
  LoadPlayers,
  matchPlans,
  type PlayersConfig,
  runPlayersProcess,
  type ToPlayers,
  type WindowReport,
} from './lib/server-load-play.ts';

const USAGE =
  'usage: tsx bench/server-load.ts [--matches N] [--think-ms MS] [--window-seconds S] [--ramp-batch N] [--client-procs N] [--bot-level random|easy|medium|hard] [--store sqlite|postgres] [--max-seconds S]';
/** The round trip the requirement allows at the 95th percentile. */
const TARGET_P95_MS = 20;
const BASELINE_SECONDS = 15;
const BASELINE_THINK_MS = 200;
const SHARD_ENV = 'SERVER_LOAD_PLAYERS';

function fail(message: string): never {
  process.stderr.write(`server-load: ${message}\n${USAGE}\n`);
  process.exit(2);
}

function readFlags() {
  const args = valuedFlags(['--matches', '--think-ms', '--window-seconds', '--ramp-batch', '--client-procs', '--bot-level', '--store', '--max-seconds'], fail);
  const int = (name: string, fallback: number, min = 1) => {
    const raw = args.get(`--${name}`);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min) fail(`--${name} needs a whole number ≥ ${min}, got '${raw}'`);
    return n;
  };
  const botLevel = args.get('--bot-level') ?? 'easy';
  if (!(BOT_LEVELS as readonly string[]).includes(botLevel)) fail(`--bot-level must be one of ${BOT_LEVELS.join(', ')}, got '${botLevel}'`);
  const store = args.get('--store') ?? 'sqlite';
  if (store !== 'sqlite' && store !== 'postgres') fail(`--store must be sqlite or postgres, got '${store}'`);
  return {
    matches: int('matches', 100),
    thinkMs: int('think-ms', 5000, 0),
    windowSeconds: int('window-seconds', 60),
    rampBatch: int('ramp-batch', 50),
    clientProcs: int('client-procs', 2),
    botLevel,
    store: store as 'sqlite' | 'postgres',
    maxSeconds: int('max-seconds', 600),
  };
}

/** The server children, the client children and the temp dir: everything to clean up on exit. */
const children = new Set<ChildProcess>();
let dataDir: string | undefined;

function cleanUp(): void {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
}

interface ServerChild {
  child: ChildProcess;
  url: string;
  output: string;
}

async function startServer(env: Record<string, string>): Promise<ServerChild> {
  const extra = (process.env.SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', 'server.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const server: ServerChild = { child, url: '', output: '' };
  child.stdout!.on('data', (d) => {
    server.output += d;
  });
  child.stderr!.on('data', (d) => {
    server.output += d;
  });
  server.url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`a server did not start in 30 s: ${server.output.slice(0, 500)}`)), 30_000);
    const look = () => {
      const m = /lobby server: (http:\/\/\S+)/.exec(server.output);
      if (!m) return;
      clearTimeout(timer);
      resolve(m[1]);
    };
    child.stdout!.on('data', look);
    child.on('exit', (code) => reject(new Error(`a server exited (${code}): ${server.output.slice(0, 500)}`)));
  });
  return server;
}

/** Stops a server and reads its own per-update timings (LOBBY_STATS). */
async function stopServer(server: ServerChild): Promise<unknown> {
  if (server.child.exitCode === null) {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  }
  const m = /lobby stats: (\{.*\})/.exec(server.output);
  return m ? JSON.parse(m[1]) : null;
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

/** Resident memory of a process in MiB, from /proc (Linux); NaN elsewhere. */
function processRssMiB(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const r2 = (x: number) => Math.round(x * 100) / 100;
const load = () => loadavg().map(r2);

function summary(rtts: number[]) {
  const s = [...rtts].sort((a, b) => a - b);
  return { count: s.length, p50: r2(percentile(s, 50)), p95: r2(percentile(s, 95)), p99: r2(percentile(s, 99)), max: r2(s.at(-1) ?? Number.NaN) };
}

/** Empties the tables of a database meant for the bench alone, so no match of an earlier run is resumed. */
async function emptyBenchDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!name.includes('bench'))
    fail(`DATABASE_URL names database '${name}': use one for the bench alone, its name containing 'bench' (the bench empties its tables)`);
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public'");
    if (rows.length > 0) await client.query(`TRUNCATE ${rows.map((r) => `"${r.tablename}"`).join(', ')}`);
  } finally {
    await client.end();
  }
}

/** A client process running its share of the matches. */
interface PlayersChild {
  child: ChildProcess;
  live: number;
  errors: number;
  ready: boolean;
  report?: WindowReport;
}

function forkPlayers(config: PlayersConfig, onMessage: () => void): PlayersChild {
  const child = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, [SHARD_ENV]: JSON.stringify(config) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  children.add(child);
  const p: PlayersChild = { child, live: 0, errors: 0, ready: false };
  child.on('message', (m: FromPlayers) => {
    if (m.type === 'window') p.report = m.report;
    else {
      p.live = m.live;
      p.errors = m.errors;
      p.ready = m.type === 'ready';
    }
    onMessage();
  });
  child.on('exit', (code) => {
    if (code !== 0 && !p.report) {
      process.stderr.write(`server-load: a client process exited with ${code}\n`);
      cleanUp();
      process.exit(1);
    }
  });
  return p;
}

/** Resolves once `cond()` holds, checked after every client message and every second. */
function whenAll(cond: () => boolean, subscribe: (cb: () => void) => void): Promise<void> {
  return new Promise((resolve) => {
    const tick = () => {
      if (!cond()) return;
      clearInterval(t);
      resolve();
    };
    const t = setInterval(tick, 1000);
    subscribe(tick);
    tick();
  });
}

async function main() {
  const flags = readFlags();
  const started = Date.now();
  const loadAtStart = load();
  const cap = setTimeout(() => {
    process.stderr.write(`server-load: --max-seconds ${flags.maxSeconds} reached before the window ended; stopping\n`);
    cleanUp();
    process.exit(1);
  }, flags.maxSeconds * 1000);
  cap.unref();
  for (const sig of ['SIGINT', 'SIGTERM'] as const)
    process.on(sig, () => {
      cleanUp();
      process.exit(130);
    });
  process.on('exit', cleanUp);

  const plans = matchPlans(flags.matches, flags.botLevel);
  const people = plans.reduce((n, p) => n + p.seats - Object.keys(p.bots).length, 0);
  const bots = plans.reduce((n, p) => n + Object.keys(p.bots).length, 0);
  dataDir = mkdtempSync(join(tmpdir(), 'server-load-'));
  const baseEnv: Record<string, string> = {
    NODE_ENV: 'production',
    LOBBY_STATS: '1',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: '/nonexistent',
    BOT_WORKERS: '1',
    // Every client is 127.0.0.1: the per-address limits (defences against one host) are raised by setting.
    SOCKETS_PER_ADDRESS: String(people + 16),
    CREATES_PER_MINUTE: '1000000',
    CREATE_BURST: '1000000',
    JOINS_PER_MINUTE: '1000000',
    JOIN_BURST: '1000000',
  };
  let instances = 1;
  if (flags.store === 'postgres') {
    const { DATABASE_URL, REDIS_URL } = process.env;
    if (!DATABASE_URL || !REDIS_URL)
      fail('--store postgres needs DATABASE_URL and REDIS_URL (test/server/start-postgres.sh and start-redis.sh start both on loopback)');
    await emptyBenchDatabase(DATABASE_URL);
    Object.assign(baseEnv, { DATABASE_URL, REDIS_URL });
    instances = 2;
  } else {
    baseEnv.DATABASE_URL = '';
    baseEnv.REDIS_URL = '';
  }
  // One after the other: the first creates the tables (two instances starting at once on an empty
  // database can both try, and one fails).
  const servers: ServerChild[] = [];
  for (let i = 0; i < instances; i++) servers.push(await startServer(baseEnv));
  const urls = servers.map((s) => s.url);
  const pids = servers.map((s) => s.child.pid!);
  process.stderr.write(`server-load: ${instances} server(s) at ${urls.join(', ')}; ${flags.matches} matches, ${people} client seats, ${bots} bot seats\n`);

  // Baseline: one 4-seat Ticket to Ride match alone, in this process.
  const baseline = new LoadPlayers({
    urls,
    plans: [{ slot: 0, game: 'ttr-india', seats: 4, bots: {} }],
    thinkMs: BASELINE_THINK_MS,
    rampBatch: 1,
    seed: 'baseline',
  });
  await baseline.rampUp();
  baseline.startWindow();
  await new Promise((r) => setTimeout(r, BASELINE_SECONDS * 1000));
  const base = baseline.endWindow(0);
  baseline.stop();

  const rssBefore = pids.map(processRssMiB);
  const rampStart = Date.now();
  const procs = Math.min(flags.clientProcs, flags.matches);
  const listeners: (() => void)[] = [];
  const notify = () => {
    for (const l of listeners) l();
  };
  const shards = Array.from({ length: procs }, (_, k) =>
    forkPlayers(
      {
        urls,
        // Every process gets both games and every seat count (slots alternate games).
        plans: plans.filter((p) => (p.slot + Math.floor(p.slot / 2)) % procs === k),
        thinkMs: flags.thinkMs,
        rampBatch: Math.max(1, Math.round(flags.rampBatch / procs)),
        seed: `load/${k}`,
      },
      notify,
    ),
  );
  let lastLog = 0;
  listeners.push(() => {
    if (Date.now() - lastLog < 5000) return;
    lastLog = Date.now();
    const live = shards.reduce((n, s) => n + s.live, 0);
    process.stderr.write(`server-load: ${live}/${flags.matches} live, ${Math.round((Date.now() - rampStart) / 1000)} s, load ${load().join(' ')}\n`);
  });
  await whenAll(
    () => shards.every((s) => s.ready),
    (cb) => listeners.push(cb),
  );
  const rampSeconds = (Date.now() - rampStart) / 1000;
  const rampErrors = shards.reduce((n, s) => n + s.errors, 0);

  // The steady window.
  const loadAtWindow = load();
  const send = (m: ToPlayers) => {
    for (const s of shards) s.child.send(m);
  };
  const cpu0 = pids.map(processCpuSeconds);
  const rssLive = pids.map(processRssMiB);
  send({ type: 'window-start' });
  await new Promise((r) => setTimeout(r, flags.windowSeconds * 1000));
  send({ type: 'window-end' });
  const cpu = pids.map((pid, i) => processCpuSeconds(pid) - cpu0[i]);
  const loadAtEnd = load();
  await whenAll(
    () => shards.every((s) => s.report),
    (cb) => listeners.push(cb),
  );
  send({ type: 'stop' });
  const reports = shards.map((s) => s.report!);
  const serverStats = await Promise.all(servers.map(stopServer));

  const sum = (f: (r: WindowReport) => number) => reports.reduce((n, r) => n + f(r), 0);
  const errors: Record<string, number> = {};
  for (const r of reports) for (const [k, v] of Object.entries(r.errors)) errors[k] = (errors[k] ?? 0) + v;
  const errorCount = Object.values(errors).reduce((a, b) => a + b, 0);
  const moves = sum((r) => r.moves);
  const updates = sum((r) => r.updates);
  const serverCpu = cpu.reduce((a, b) => a + b, 0);
  const rtt = summary(reports.flatMap((r) => Object.values(r.rtts).flat()));
  const rttByGame = Object.fromEntries(LOAD_GAMES.map((g) => [g, summary(reports.flatMap((r) => r.rtts[g] ?? []))]));
  const baseRtt = summary(Object.values(base.rtts).flat());
  const rssDelta = rssLive.reduce((a, b) => a + b, 0) - rssBefore.reduce((a, b) => a + b, 0);
  reportResult('server-load', {
    store: flags.store === 'postgres' ? 'postgres + redis' : 'sqlite',
    serverInstances: instances,
    matches: flags.matches,
    games: { 'ttr-india': plans.filter((p) => p.game === 'ttr-india').length, 'india-rails': plans.filter((p) => p.game === 'india-rails').length },
    seats: {
      clients: people,
      bots,
      botLevel: flags.botLevel,
      bySeatCount: Object.fromEntries([2, 3, 4].map((n) => [n, plans.filter((p) => p.seats === n).length])),
    },
    thinkMs: flags.thinkMs,
    clientProcesses: procs,
    rampSeconds: Math.round(rampSeconds),
    rampErrors,
    windowSeconds: flags.windowSeconds,
    liveAtWindowEnd: sum((r) => r.live),
    completedInWindow: sum((r) => r.completed),
    errors: errorCount,
    errorSamples: errors,
    moves,
    movesPerSecond: Math.round(moves / flags.windowSeconds),
    updates,
    updatesPerSecond: Math.round(updates / flags.windowSeconds),
    rttMs: rtt,
    rttMsByGame: rttByGame,
    baselineRttMs: baseRtt,
    serverUpdateMs: serverStats,
    serverCpuSeconds: r2(serverCpu),
    serverCpuCores: r2(serverCpu / flags.windowSeconds),
    serverCpuMsPerMove: r2((serverCpu * 1000) / Math.max(1, moves)),
    serverCpuMsPerUpdate: r2((serverCpu * 1000) / Math.max(1, updates)),
    serverRssMiB: { before: rssBefore.map(Math.round), atLive: rssLive.map(Math.round) },
    serverKiBPerMatch: Math.round((rssDelta * 1024) / flags.matches),
    clientCpuCores: reports.map((r) => r2(r.cpuSeconds / flags.windowSeconds)),
    clientRssMiB: reports.map((r) => r.rssMiB),
    clientEventLoopDelayMs: reports.map((r) => r.eventLoopDelayMs),
    loadAverage: { start: loadAtStart, window: loadAtWindow, end: loadAtEnd },
    totalSeconds: Math.round((Date.now() - started) / 1000),
    note: 'rttMs: emit → the mover’s client holds the new state, over the window with every match live; moves are the clients’, updates every state change (bots’ moves too); serverUpdateMs is the server alone (receive → broadcast and write) over the whole run',
    targetP95Ms: TARGET_P95_MS,
    meetsTarget: rtt.p95 <= TARGET_P95_MS && errorCount === 0 && rampErrors === 0,
  });
  cleanUp();
}

if (process.env[SHARD_ENV]) await runPlayersProcess(JSON.parse(process.env[SHARD_ENV]) as PlayersConfig);
else {
  await main();
  process.exit(0);
}
