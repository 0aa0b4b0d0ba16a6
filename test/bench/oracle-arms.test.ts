import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { armCore } from '../../bench/oracle-arms.ts';
import type { CoreAction, GameCore } from '../../src/engine/core.ts';
import { createRng } from '../../src/engine/rng.ts';
import { TtrIndiaCore } from '../../src/games/ttr-india/rules/core.ts';
import type { TtrState } from '../../src/games/ttr-india/rules/state.ts';

const core = TtrIndiaCore as unknown as GameCore<unknown, CoreAction, unknown>;
/** A 2-player deal at the opening: both players hold cards and an offer of tickets. */
const full = TtrIndiaCore.setup(2, undefined, createRng('oracle-arms')) as TtrState;

describe('oracle-ceiling arms: what each seat sees of the opponent', () => {
  it("'hand' sees the opponent's cards but not its tickets or offer; 'tickets' the reverse; 'hard' neither", () => {
    const seen = (arm: Parameters<typeof armCore>[0]) => (armCore(arm, core, 0).observe(full, 0) as TtrState).players[1];
    const truth = full.players[1];
    expect(truth.hand).not.toBeNull();
    expect(truth.offer?.length).toBeGreaterThan(0);
    expect(seen('hand').hand).toEqual(truth.hand);
    expect(seen('hand').offer).toBeNull();
    expect(seen('tickets').hand).toBeNull();
    expect(seen('tickets').offer).toEqual(truth.offer);
    expect(seen('opponents').hand).toEqual(truth.hand);
    expect(seen('opponents').offer).toEqual(truth.offer);
    expect(seen('hard').hand).toBeNull();
    expect(seen('tuned').offer).toBeNull();
    // The other seat (medium) still sees only its own view.
    expect((armCore('hand', core, 0).observe(full, 1) as TtrState).players[0].hand).toBeNull();
  });

  it("a 'hand' world keeps the opponent's true cards and deals its tickets", () => {
    const arm = armCore('hand', core, 0);
    const world = arm.determinize(arm.observe(full, 0), 0, createRng('w')) as TtrState;
    expect(world.players[1].hand).toEqual(full.players[1].hand);
    expect(world.players[1].offer).toHaveLength(full.players[1].offer?.length ?? -1);
  });
});

// The real entry, as the lead runs it: flags are checked before any game is played.
const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'bench/oracle-ceiling.ts', '--game', 'ttr-india', '--workers', '1', '--seed', 'tune-flags', ...args], {
    encoding: 'utf8',
    env: { ...process.env, BENCH_NO_SAVE: '1' },
  });

describe('oracle-ceiling flags', () => {
  it('an unknown arm, bad or unfitting --tuning, or tuned without --tuning: one line with the value, exit 2', () => {
    const cases: [string[], RegExp][] = [
      [['--arms', 'hard,bogus'], /^--arms: unknown 'bogus'/],
      [['--arms', 'hard,tuned', '--tuning', '{bad'], /^--tuning must be JSON, got '\{bad'/],
      [['--arms', 'hard,tuned', '--tuning', '[1]'], /^--tuning must be a JSON object, got '\[1\]'/],
      [['--arms', 'hard,tuned', '--tuning', '{"nope":1}'], /^--tuning does not fit ttr-india's tuning \(tuning: unknown setting 'nope'.*got '\{"nope":1\}'/],
      [['--arms', 'hard,tuned', '--tuning', '{"search":{"iterations":"many"}}'], /^--tuning does not fit .*search\.iterations must be a number/],
      [['--arms', 'hard,tuned'], /^--arms 'tuned' needs --tuning JSON/],
      [['--arms', 'hard', '--tuning', '{}'], /^--tuning '\{\}' needs 'tuned' in --arms/],
    ];
    for (const [args, line] of cases) {
      const r = run(...args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr.split('\n')[0]).toMatch(line);
      expect(r.stderr).not.toContain('    at ');
      expect(r.stdout).toBe('');
    }
  });

  it('a tuned arm plays the same deals as hard and the result records the tuning and the seed set', () => {
    const r = run('--arms', 'hard,tuned', '--tuning', '{"rolloutActionsPerPlayer":4}', '--iterations', '4', '--games', '2');
    expect(r.status, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.tuning).toEqual({ rolloutActionsPerPlayer: 4 });
    expect(doc.seed).toBe('tune-flags');
    expect(doc.heldOut).toBe(false);
    expect(doc.arms.tuned.games + doc.arms.tuned.unfinished).toBe(2);
    expect(doc.pairedWithHard.tuned).toBeDefined();
    expect(doc.loadavg).toHaveLength(2);
    expect(doc.measured.commit).toMatch(/^[0-9a-f]+/);
  });
});
