/**
 * The turn clock and stand-ins under attack: no request or socket message sets, extends or resets
 * a deadline; no client makes a stand-in bot play for a seat whose player is present; a player who
 * left and comes back gets the seat back from the stand-in.
 */
import type { LobbyAPI, State } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { NimGame } from './fixtures/nim-game.ts';
import { connect, lobby, post, serverForSuite, until } from './helpers.ts';

type Meta = LobbyAPI.Match & { deadlines?: { stateID: number; at: Record<string, number> }; standIns?: Record<string, string> };

describe('clock and stand-ins against hostile clients', () => {
  const suite = serverForSuite([{ game: NimGame }]);

  /** A clocked two-seat match (a long clock: no late turn during the test), both seats joined. */
  async function clocked() {
    const { url } = suite.server;
    const api = lobby(url);
    const created = await post(url, '/games/nim/create', { numPlayers: 2, setupData: { pile: 30 }, clock: { turnSeconds: 600 } });
    const { matchID } = created.body as { matchID: string };
    const ann = await api.joinMatch('nim', matchID, { playerID: '0', playerName: 'Ann' });
    const bob = await api.joinMatch('nim', matchID, { playerID: '1', playerName: 'Bob' });
    const meta = async () => (await api.getMatch('nim', matchID)) as Meta;
    for (let i = 0; i < 200 && (await meta()).deadlines?.stateID !== 0; i++) await new Promise((r) => setTimeout(r, 20));
    return { url, api, matchID, ann, bob, meta };
  }

  it('no route and no seat change moves a deadline: POST to the clock, a rename, player data, a refused join, a sync', async () => {
    const { url, matchID, ann, bob, meta } = await clocked();
    const before = (await meta()).deadlines!;
    expect(before.stateID).toBe(0);
    const far = Date.now() + 10 * 86_400_000;
    const attempts = [
      await post(url, `/games/nim/${matchID}/clock`, { deadlines: { 0: far } }),
      await post(url, `/games/nim/${matchID}/update`, { playerID: '0', credentials: ann.playerCredentials, data: { deadlines: { 0: far } } }),
      await post(url, `/games/nim/${matchID}/update`, { playerID: '1', credentials: bob.playerCredentials, newName: 'Bobby' }),
      await post(url, `/games/nim/${matchID}/join`, { playerID: '0', playerName: 'Eve' }),
      await post(url, '/games/nim/create', { numPlayers: 2, clock: { turnSeconds: 600, deadlines: { 0: far } } }),
    ];
    expect(attempts.map((r) => r.status)).toEqual([404, 200, 200, 409, 400]);
    expect(JSON.stringify(attempts[4].body)).toMatch(/clock/);
    const seat = await connect(url, NimGame, matchID, '0', ann.playerCredentials);
    seat.socket.emit(
      'update',
      { type: 'GAME_EVENT', payload: { type: 'endTurn', args: [], playerID: '0', credentials: ann.playerCredentials } },
      0,
      matchID,
      '0',
    );
    await until(() => seat.received.some((m) => m.event === 'refused'), 'the refused event');
    await suite.server.locks.idle();
    const after = await meta();
    expect(after.deadlines).toEqual(before);
    const answered = (await (await fetch(`${url}/games/nim/${matchID}/clock`)).json()) as { deadlines: Record<string, number> };
    expect(answered.deadlines).toEqual(before.at);
    seat.stop();
  });

  it('player data claiming a bot or a stand-in does not make a bot play a present player’s seat', async () => {
    const { url, matchID, ann, meta } = await clocked();
    const r = await post(url, `/games/nim/${matchID}/update`, { playerID: '0', credentials: ann.playerCredentials, data: { bot: 'random', standIn: true } });
    expect(r.status).toBe(200);
    suite.server.bots.kick(matchID);
    await until(() => suite.server.bots.idle, 'the bot host to look at the match');
    await suite.server.locks.idle();
    const { state } = await suite.server.storage.fetch(matchID, { state: true });
    expect((state as State)._stateID).toBe(0);
    expect((await meta()).standIns ?? {}).toEqual({});
  });

  it('a player who left a started match comes back and gets the seat back from the stand-in; the old credentials stay dead', async () => {
    const { url, api, matchID, bob, meta } = await clocked();
    await api.leaveMatch('nim', matchID, { playerID: '1', credentials: bob.playerCredentials });
    expect((await meta()).standIns).toEqual({ 1: 'medium' });
    const back = await api.joinMatch('nim', matchID, { playerID: '1', playerName: 'Bob' });
    expect(back.playerID).toBe('1');
    expect(back.playerCredentials).not.toBe(bob.playerCredentials);
    const m = await meta();
    expect(m.standIns).toEqual({});
    expect(m.players[1].name).toBe('Bob');
    expect((await post(url, `/games/nim/${matchID}/update`, { playerID: '1', credentials: bob.playerCredentials, newName: 'x' })).status).toBe(403);
    expect((await post(url, `/games/nim/${matchID}/update`, { playerID: '1', credentials: back.playerCredentials, newName: 'Bob' })).status).toBe(200);
  });
});
