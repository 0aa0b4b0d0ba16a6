/**
 * Rematch (src/server/rematch/, docs/server.md "Rematch"): only a seated player of a finished match
 * may ask; one rematch per match, with the same seats, bots and options; each asker is seated in
 * their own seat under their name and alone receives its credentials; the seats of players who have
 * not asked yet are kept for them for a while.
 */
import { describe, expect, it } from 'vitest';
import { holdSeats, REMATCH_HOLD_MS, seatHold } from '../../src/server/rematch/holds.ts';
import { NimGame } from './fixtures/nim-game.ts';
import { connect, lobby, post, serverForSuite, until } from './helpers.ts';

describe('rematch (playAgain)', () => {
  const suite = serverForSuite([{ game: NimGame }]);

  it('a finished match with a bot seat: two players ask, each lands in their own seat of one rematch', async () => {
    const url = suite.server.url;
    const api = lobby(url);
    const setupData = { pile: 3, bots: { '2': 'random' } };
    const { matchID } = await api.createMatch('nim', { numPlayers: 3, setupData });
    const ann = await api.joinMatch('nim', matchID, { playerID: '0', playerName: 'Ann' });
    const bob = await api.joinMatch('nim', matchID, { playerID: '1', playerName: 'Bob' });
    const again = (body: Record<string, unknown>) => post(url, `/games/nim/${matchID}/playAgain`, body);

    // Not over yet: no rematch.
    const early = await again({ playerID: '0', credentials: ann.playerCredentials });
    expect(early.status).toBe(409);
    expect(JSON.stringify(early.body)).toMatch(/not over/);

    const s0 = await connect(url, NimGame, matchID, '0', ann.playerCredentials);
    s0.client.moves.take({ n: 3 });
    await until(() => s0.state()?.ctx.gameover !== undefined, 'the end of the match');
    // Clients hear of the end before the master has stored it: wait for the stored result.
    while ((await api.getMatch('nim', matchID)).gameover === undefined) await new Promise((r) => setTimeout(r, 20));
    s0.stop();

    // Only a seated player with the seat's credentials; the options are the match's, not the request's.
    expect((await again({ playerID: '1', credentials: ann.playerCredentials })).status).toBe(403);
    expect((await again({ playerID: '2', credentials: 'bot?' })).status).toBe(403);
    expect((await again({ credentials: ann.playerCredentials })).status).toBe(400);
    const override = await again({ playerID: '0', credentials: ann.playerCredentials, setupData: { pile: 99 } });
    expect(override.status).toBe(400);
    expect(JSON.stringify(override.body)).toMatch(/copies the match's seats and options/);

    const first = await again({ playerID: '0', credentials: ann.playerCredentials });
    expect(first.status).toBe(200);
    const a = first.body as { nextMatchID: string; playerID: string; playerCredentials: string };
    expect(a.playerID).toBe('0');
    expect(typeof a.playerCredentials).toBe('string');
    expect(a.playerCredentials).not.toBe(ann.playerCredentials);
    const next = await api.getMatch('nim', a.nextMatchID);
    expect(next.setupData).toEqual(setupData);
    expect(next.players.map((p) => p.name ?? null)).toEqual(['Ann', null, 'Bot 3 (random)']);
    expect((await api.getMatch('nim', matchID)).nextMatchID).toBe(a.nextMatchID);

    // Bob's seat is kept for him: a stranger with the link cannot take it, nor get it by default.
    const eve = await post(url, `/games/nim/${a.nextMatchID}/join`, { playerID: '1', playerName: 'Eve' });
    expect(eve.status).toBe(409);
    expect(JSON.stringify(eve.body)).toMatch(/kept a few minutes for Bob/);
    expect((await post(url, `/games/nim/${a.nextMatchID}/join`, { playerName: 'Eve' })).status).toBe(409);

    // The second click joins the same rematch, in Bob's seat, with credentials only Bob receives.
    const second = await again({ playerID: '1', credentials: bob.playerCredentials });
    const b = second.body as { nextMatchID: string; playerID: string; playerCredentials: string };
    expect(b.nextMatchID).toBe(a.nextMatchID);
    expect(b.playerID).toBe('1');
    expect(b.playerCredentials).not.toBe(a.playerCredentials);
    expect(JSON.stringify(first.body)).not.toContain(b.playerCredentials);
    const full = await api.getMatch('nim', a.nextMatchID);
    expect(full.players.map((p) => p.name ?? null)).toEqual(['Ann', 'Bob', 'Bot 3 (random)']);
    expect(JSON.stringify(full)).not.toMatch(/credentials/);

    // Asking again: the same rematch, no new credentials (the seat is taken).
    const third = await again({ playerID: '0', credentials: ann.playerCredentials });
    expect(third.body).toEqual({ nextMatchID: a.nextMatchID });

    // The credentials received are the seat's: Bob plays in the rematch.
    const s1 = await connect(url, NimGame, a.nextMatchID, '1', b.playerCredentials);
    expect(s1.state()!.G).toBeDefined();
    expect(s1.received.some((m) => m.event === 'refused')).toBe(false);
    s1.stop();
  });
});

describe('rematch seat holds', () => {
  it('a person’s seat is held until REMATCH_HOLD_MS have passed; bot seats are not held', () => {
    const finished = {
      players: { 0: { id: 0, name: 'Ann' }, 1: { id: 1 }, 2: { id: 2, name: 'Bot 3 (easy)' }, 3: { id: 3, name: 'Stand-in', data: { bot: 'easy' } } },
    } as never;
    const next = { players: { 0: { id: 0 }, 1: { id: 1 }, 2: { id: 2, name: 'Bot 3 (easy)' }, 3: { id: 3 } } } as {
      players: Record<number, { id: number; name?: string; data?: unknown }>;
    };
    holdSeats('old', finished, next as never, 1000);
    expect(seatHold(next.players[0], 1000)).toEqual({ of: 'old', for: 'Ann', until: 1000 + REMATCH_HOLD_MS });
    expect(seatHold(next.players[0], 1000 + REMATCH_HOLD_MS)).toBeUndefined();
    expect(seatHold(next.players[1], 1000)).toBeUndefined();
    expect(next.players[2].data).toBeUndefined();
    expect(next.players[3].data).toBeUndefined();
  });
});
