import { describe, expect, it, vi } from 'vitest';
import { captureIo } from './helpers.ts';

// Importing ioredis 6 slowed the games played in the same thread by about 30%: a local run must not load it.
const loaded = vi.hoisted(() => ({ ioredis: false }));
vi.mock('ioredis', () => {
  loaded.ioredis = true;
  return {};
});

describe('a local run does not load the Redis client', () => {
  it('plays a tournament without importing ioredis (it is loaded only for --queue)', async () => {
    const { main } = await import('../../src/sim/main.ts');
    const { io } = captureIo();
    expect(await main(['--game', 'nim', '--bots', 'greedy,random', '--games', '5', '--workers', '0', '--quiet'], io)).toBe(0);
    expect(loaded.ioredis).toBe(false);
  });
});
