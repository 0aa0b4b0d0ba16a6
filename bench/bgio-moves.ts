/**
 * The cost of a move inside boardgame.io's reducer (the server's CPU per move): seeded games are
 * recorded with the rules core alone, then replayed move by move through boardgame.io's `Client`,
 * with this tree's Games and with a baseline commit's Games (a detached git worktree of
 * `--baseline`, default the parent of HEAD), interleaved, `--rounds` times. Random players, at
 * most 1,500 moves a game. Prints the median
 * microseconds per move of each, of wall time and of the process's CPU (user and system, every
 * thread: less sensitive to a busy machine than the wall time), and their ratios, as one JSON
 * document (bench/lib/results.ts: to bench/out/, and with `--keep` to bench/results/).
 *
 *   NODE_ENV=production npx tsx bench/bgio-moves.ts [--baseline REF] [--games 4] [--rounds 3]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { intFlag, parseFlags } from './lib/flags.ts';
import { reportResult } from './lib/results.ts';

const USAGE = 'NODE_ENV=production npx tsx bench/bgio-moves.ts [--baseline REF] [--games N] [--rounds N]';
const flags = parseFlags(process.argv.slice(2), { baseline: 'HEAD~1', games: '4', rounds: '3' }, USAGE);
const games = intFlag(flags, 'games', USAGE);
const rounds = intFlag(flags, 'rounds', USAGE);
const root = resolve(import.meta.dirname, '..');

type Registry = typeof import('../src/games/registry.ts');
type Runner = typeof import('../src/engine/runner.ts');
type Client = typeof import('boardgame.io/client');

/** A detached worktree of `ref` sharing this tree's node_modules. */
function baselineTree(ref: string): string {
  let commit: string;
  try {
    commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    process.stderr.write(`--baseline: '${ref}' is not a commit of this repository\nusage: ${USAGE}\n`);
    process.exit(2);
  }
  const dir = join(mkdtempSync(join(tmpdir(), 'bgio-moves-')), 'tree');
  execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { cwd: root, stdio: 'ignore' });
  if (!existsSync(join(dir, 'node_modules'))) symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

/** Records `games` seeded random games of `id` (2 players) with the core alone. */
function record(registry: Registry, runner: Runner, id: string) {
  const core = registry.getGameCore(id);
  return Array.from({ length: games }, (_, g) => {
    const seed = `bgio-moves-${id}-${g}`;
    const deciders = [0, 1].map((p) => runner.randomDecider(core, `${seed}-${p}`));
    return runner.runGame(core, deciders, { numPlayers: 2, seed, maxSteps: 1500 }).record;
  });
}

/** Replays the records through boardgame.io's Client with `registry`'s Game; returns µs per move, of wall time and of the process's CPU. */
function replay(registry: Registry, client: Client, id: string, records: ReturnType<typeof record>): { wall: number; cpu: number } {
  const game = registry.getBgioGame(id);
  let moves = 0;
  let ms = 0;
  let cpuUs = 0;
  for (const rec of records) {
    const setup = game.setup!;
    const c = client.Client({
      game: { ...game, setup: (ctx: Parameters<typeof setup>[0]) => setup(ctx, { seed: rec.seed }) },
      numPlayers: rec.numPlayers,
      debug: false,
    });
    c.start();
    for (const { seat, action } of rec.steps) {
      const { type, ...rest } = action as { type: string };
      c.updatePlayerID(String(seat));
      const args = Object.keys(rest).length === 0 ? [] : [rest];
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      c.moves[type](...args);
      const dc = process.cpuUsage(c0);
      ms += performance.now() - t0;
      cpuUs += dc.user + dc.system;
      moves++;
    }
    if (c.getState()?._stateID !== rec.steps.length) throw new Error(`${id} ${rec.seed}: boardgame.io refused a recorded move`);
    c.stop();
  }
  return { wall: (ms * 1000) / moves, cpu: cpuUs / moves };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const base = baselineTree(flags.baseline);
  try {
    const client: Client = await import('boardgame.io/client');
    const ours: Registry = await import('../src/games/registry.ts');
    const runner: Runner = await import('../src/engine/runner.ts');
    const theirs: Registry = await import(join(base, 'src/games/registry.ts'));
    const results = [];
    for (const id of ours.GAME_IDS) {
      const records = record(ours, runner, id);
      const now: { wall: number; cpu: number }[] = [];
      const before: { wall: number; cpu: number }[] = [];
      for (let r = 0; r < rounds; r++) {
        before.push(replay(theirs, client, id, records));
        now.push(replay(ours, client, id, records));
      }
      const moves = records.reduce((n, rec) => n + rec.steps.length, 0);
      const wall = { now: median(now.map((x) => x.wall)), before: median(before.map((x) => x.wall)) };
      const cpu = { now: median(now.map((x) => x.cpu)), before: median(before.map((x) => x.cpu)) };
      results.push({
        game: id,
        moves,
        usPerMove: Math.round(wall.now * 10) / 10,
        baselineUsPerMove: Math.round(wall.before * 10) / 10,
        speedup: Math.round((wall.before / wall.now) * 100) / 100,
        cpuUsPerMove: Math.round(cpu.now * 10) / 10,
        baselineCpuUsPerMove: Math.round(cpu.before * 10) / 10,
        cpuSpeedup: Math.round((cpu.before / cpu.now) * 100) / 100,
      });
    }
    reportResult('bgio-moves', { nodeEnv: process.env.NODE_ENV ?? null, baseline: flags.baseline, games, rounds, results });
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', base], { cwd: root, stdio: 'ignore' });
  }
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
