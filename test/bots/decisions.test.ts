/**
 * The bots' decisions, pinned: seeded games of every level in both games, each reduced to a hash of
 * its action sequence and result. A refactoring of the bots or the rules that should not change
 * play must leave every hash as it is; a change meant to alter play regenerates the fixture and
 * says why in its commit:
 *   UPDATE_FIXTURES=1 npx vitest run test/bots/decisions.test.ts
 * A game missing from the fixture fails the test: only UPDATE_FIXTURES=1 writes it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDecider } from '../../bots/index.ts';
import type { BotLevel } from '../../bots/types.ts';
import { runGame } from '../../src/engine/runner.ts';
import { getGameCore } from '../../src/games/registry.ts';

const FILE = join(import.meta.dirname, 'fixtures', 'decisions.json');
/** How to write the fixture on purpose, for the failure messages. */
const REGENERATE = 'run UPDATE_FIXTURES=1 npx vitest run test/bots/decisions.test.ts and commit the fixture with the reason';

/** The fixture's hashes by game key; none when the file is missing. */
function readPinned(): Record<string, string> {
  return existsSync(FILE) ? (JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, string>) : {};
}

/** The pinned games: game id, seed and one level per seat (hard with a fixed iteration count). */
const GAMES: { game: string; seed: string; levels: BotLevel[] }[] = [
  { game: 'ttr-india', seed: 'pin-ttr-1', levels: ['medium', 'hard'] },
  { game: 'ttr-india', seed: 'pin-ttr-2', levels: ['easy', 'medium', 'random'] },
  { game: 'ttr-india', seed: 'pin-ttr-4', levels: ['hard', 'medium', 'medium', 'medium'] },
  { game: 'india-rails', seed: 'pin-ir-1', levels: ['medium', 'medium'] },
  { game: 'india-rails', seed: 'pin-ir-2', levels: ['hard', 'easy'] },
];

function fingerprint(game: string, seed: string, levels: BotLevel[]): string {
  const core = getGameCore(game);
  const deciders = levels.map((level, seat) => createDecider({ game, level, seed: `${seed}-${seat}`, iterations: 60 }));
  const { record } = runGame(core, deciders, { numPlayers: levels.length, seed, maxSteps: 20_000 });
  return createHash('sha256')
    .update(JSON.stringify({ steps: record.steps, result: record.result }))
    .digest('hex')
    .slice(0, 16);
}

describe("the bots' decisions are pinned", () => {
  const now: Record<string, string> = {};
  for (const g of GAMES) {
    const key = `${g.game} ${g.seed} ${g.levels.join(',')}`;
    it(key, () => {
      now[key] = fingerprint(g.game, g.seed, g.levels);
      if (process.env.UPDATE_FIXTURES === '1') writeFileSync(FILE, `${JSON.stringify({ ...readPinned(), [key]: now[key] }, null, 2)}\n`);
      const pinned = readPinned();
      expect(key in pinned, `no pinned game "${key}" in test/bots/fixtures/decisions.json: ${REGENERATE}`).toBe(true);
      expect(now[key], `the same seed and bots played another game (if meant: ${REGENERATE})`).toBe(pinned[key]);
    }, 300_000);
  }
});
