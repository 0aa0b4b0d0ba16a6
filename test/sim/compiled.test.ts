import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compiledWorker } from '../../src/sim/compiled.ts';
import { runTournament } from '../../src/sim/pool.ts';
import type { TournamentConfig } from '../../src/sim/types.ts';
import { NIM_PROVIDERS, withoutTime } from './helpers.ts';

describe('compiled worker bundle', () => {
  it('plays the same games as the TypeScript sources, without tsx', async () => {
    const url = await compiledWorker(NIM_PROVIDERS);
    expect(url).toMatch(/node_modules\/\.cache\/sim-workers\/.*\/worker\.mjs$/);
    const config: TournamentConfig = { game: 'nim', bots: ['random', 'greedy'], games: 12, seed: 'bundle' };
    const { playGames } = await import(url);
    const bundled = await playGames({ config, indices: [...Array(12).keys()] });
    const sources = await runTournament(config, { workers: 0, providersModule: NIM_PROVIDERS });
    expect(bundled.map(withoutTime)).toEqual(sources.outcomes.map(withoutTime));
  });

  it('is built once, and again only when one of its source files changes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-bundle-'));
    const providers = join(dir, 'providers.ts');
    const nim = fileURLToPath(NIM_PROVIDERS);
    writeFileSync(providers, `export { loadProviders } from ${JSON.stringify(nim)};\n`);
    const first = await compiledWorker(pathToFileURL(providers).href);
    const builtAt = statSync(fileURLToPath(first)).mtimeMs;
    await new Promise((r) => setTimeout(r, 20));
    expect(await compiledWorker(pathToFileURL(providers).href)).toBe(first);
    expect(statSync(fileURLToPath(first)).mtimeMs).toBe(builtAt);
    writeFileSync(providers, `// changed\nexport { loadProviders } from ${JSON.stringify(nim)};\n`);
    expect(await compiledWorker(pathToFileURL(providers).href)).toBe(first);
    expect(statSync(fileURLToPath(first)).mtimeMs).toBeGreaterThan(builtAt);
  });
});
