/**
 * The history routes (docs/server.md, "History and replays"): finished matches listed newest first
 * a page at a time, without unfinished or unlisted ones; a finished match's replay (initial G and
 * the moves as core actions) re-runs through the core to the stored final state; unfinished matches,
 * bad parameters and floods are refused with a reason.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { restoreRng, type RngState } from '../../src/engine/rng.ts';
import { HISTORY_LIMITS } from '../../src/server/history/limits.ts';
import type { FinishedPage } from '../../src/server/history/list.ts';
import type { ReplayPage } from '../../src/server/history/replay.ts';
import { Nim, type NimAction, type NimState } from '../fixtures/nim.ts';
import { NimGame } from './fixtures/nim-game.ts';
import { connect, lobby, serverForSuite } from './helpers.ts';
import { playRandomly } from './play.ts';
import { createRng } from '../../src/engine/rng.ts';

// Behind a trusted proxy, each test's requests come from an address of their own (X-Forwarded-For):
// the per-address rate limit is tested once, and the other tests' requests must not spend its tokens.
const suite = serverForSuite([{ game: NimGame }], { trustProxy: true });
let testAddress = 0;
beforeEach(() => {
  testAddress++;
});

async function get<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T & { error?: string } }> {
  const headers = { 'x-forwarded-for': `198.51.100.${testAddress}`, ...(init?.headers as Record<string, string> | undefined) };
  const res = await fetch(suite.server.url + path, { ...init, headers });
  return { status: res.status, body: (await res.json()) as T & { error?: string } };
}

/** Creates a two-seat Nim match, joins it and plays it to the end (unless `finish` is false). */
async function match(opts: { finish?: boolean; unlisted?: boolean; pile?: number } = {}): Promise<string> {
  const api = lobby(suite.server.url);
  const { matchID } = await api.createMatch('nim', { numPlayers: 2, setupData: { pile: opts.pile ?? 9 }, unlisted: opts.unlisted });
  const a = await api.joinMatch('nim', matchID, { playerID: '0', playerName: 'Asha' });
  const b = await api.joinMatch('nim', matchID, { playerID: '1', playerName: 'Bilal' });
  if (opts.finish === false) return matchID;
  const seats = [
    await connect(suite.server.url, NimGame, matchID, '0', a.playerCredentials),
    await connect(suite.server.url, NimGame, matchID, '1', b.playerCredentials),
  ];
  await playRandomly(seats, Nim, createRng(matchID));
  for (const s of seats) s.stop();
  // The game-over metadata is written after the last move's state.
  for (let i = 0; i < 200; i++) {
    const { metadata } = await suite.server.storage.fetch(matchID, { metadata: true });
    if (metadata?.gameover) return matchID;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`match ${matchID} did not record its end`);
}

describe('history of finished matches', () => {
  it('lists finished, listed matches newest first with their result, a page at a time', async () => {
    const first = await match();
    const second = await match();
    const unfinished = await match({ finish: false });
    const unlisted = await match({ unlisted: true });
    const third = await match();

    const page1 = await get<FinishedPage>('/history?limit=2');
    expect(page1.status).toBe(200);
    expect(page1.body.matches.map((m) => m.matchID)).toEqual([third, second]);
    expect(page1.body.next).toEqual(expect.any(String));
    const page2 = await get<FinishedPage>(`/history?limit=2&before=${page1.body.next}`);
    expect(page2.body.matches.map((m) => m.matchID)).toEqual([first]);
    expect(page2.body.next).toBeNull();
    const all = [...page1.body.matches, ...page2.body.matches];
    expect(all.map((m) => m.matchID)).not.toContain(unfinished);
    expect(all.map((m) => m.matchID)).not.toContain(unlisted);
    expect(all[0].finishedAt).toBeGreaterThanOrEqual(all[1].finishedAt);

    // The result is the stored game over: scores, winners, turns; the players by seat.
    const { metadata } = await suite.server.storage.fetch(third, { metadata: true });
    const over = metadata!.gameover as { scores: number[]; winners: number[]; turns: number };
    expect(all[0]).toMatchObject({ game: 'nim', scores: over.scores, winners: over.winners, turns: over.turns });
    expect(all[0].players).toEqual([
      { seat: 0, name: 'Asha' },
      { seat: 1, name: 'Bilal' },
    ]);
    expect(JSON.stringify(page1.body)).not.toMatch(/credentials|"G"|"core"/);
  });

  it('a finished match replays through the core to its stored final state, in pages', async () => {
    const matchID = await match({ pile: 14 });
    const whole = await get<ReplayPage>(`/history/nim/${matchID}/replay`);
    expect(whole.status).toBe(200);
    expect(whole.body.next).toBeNull();
    expect(whole.body.match).toMatchObject({ matchID, game: 'nim', setupData: { pile: 14 } });
    const initial = whole.body.initial as { core: NimState; rng: RngState };
    const rng = restoreRng(initial.rng);
    let state = initial.core;
    for (const { seat, action } of whole.body.steps) {
      expect(Nim.validate(state, seat, action as NimAction)).toBeNull();
      state = Nim.apply(state, seat, action as NimAction, rng);
    }
    const { state: stored } = await suite.server.storage.fetch(matchID, { state: true });
    expect(state).toEqual((stored!.G as { core: NimState }).core);
    expect(whole.body.steps.length).toBeGreaterThan(3);

    // Pages of two entries add up to the same moves; only the first page carries the initial state.
    const steps: unknown[] = [];
    let from: number | null = 0;
    let pages = 0;
    while (from !== null) {
      const page: { status: number; body: ReplayPage } = await get<ReplayPage>(`/history/nim/${matchID}/replay?from=${from}&limit=2`);
      expect(page.status).toBe(200);
      expect(page.body.steps.length).toBeLessThanOrEqual(2);
      if (from > 0) expect(page.body.initial).toBeUndefined();
      steps.push(...page.body.steps);
      from = page.body.next;
      pages++;
    }
    expect(pages).toBeGreaterThan(1);
    expect(steps).toEqual(whole.body.steps);
  });

  it('refuses unfinished and unknown matches and bad parameters with a reason', async () => {
    const unfinished = await match({ finish: false });
    const refused = await get(`/history/nim/${unfinished}/replay`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/not finished/);
    expect(JSON.stringify(refused.body)).not.toMatch(/"core"|"rng"/);
    expect((await get('/history/nim/no-such-match/replay')).status).toBe(404);
    expect((await get(`/history/chess/${unfinished}/replay`)).status).toBe(404);
    expect((await get('/history?game=chess')).status).toBe(404);
    const tooMany = await get(`/history?limit=${HISTORY_LIMITS.listPageMax + 1}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatch(/limit must be an integer from 1 to 50/);
    expect((await get('/history?limit=abc')).status).toBe(400);
    expect((await get('/history?before=nonsense')).status).toBe(400);
    expect((await get(`/history/nim/${unfinished}/replay?limit=${HISTORY_LIMITS.replayPageEntries + 1}`)).status).toBe(400);
    expect((await get(`/history/nim/${unfinished}/replay?from=-1`)).status).toBe(400);
    expect((await get('/history/elsewhere')).status).toBe(404);
    expect((await get('/history', { method: 'POST' })).status).toBe(405);
    expect((await get('/history', { headers: { origin: 'https://evil.example' } })).status).toBe(403);
  });

  it('limits the requests of one address (429 with a reason)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < HISTORY_LIMITS.requestBurst + 5; i++) statuses.push((await get('/history?limit=1')).status);
    expect(statuses).toContain(429);
    const refused = await get('/history?limit=1');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/too many history requests/);
  });
});
