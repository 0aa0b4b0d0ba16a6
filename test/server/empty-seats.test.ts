/**
 * Empty seats in a started match: when a player leaves a match whose game has
 * begun, a bot plays the seat until someone takes it; a person who joins the seat takes it back
 * between moves, and the bot stops. In the waiting room a seat left is simply free again.
 */
import type { LobbyAPI, LogEntry, State } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { NimGame } from './fixtures/nim-game.ts';
import { connect, lobby, post, serverForSuite, until } from './helpers.ts';

describe('empty seats', () => {
  const suite = serverForSuite([{ game: NimGame }]);

  it('a bot takes the seat of a player who left a started match and plays it; a person joins and the bot stops', async () => {
    const { url, storage } = suite.server;
    const api = lobby(url);
    const { matchID } = await api.createMatch('nim', { numPlayers: 2, setupData: { pile: 40 } });
    const ann = await api.joinMatch('nim', matchID, { playerID: '0', playerName: 'Ann' });
    const bob = await api.joinMatch('nim', matchID, { playerID: '1', playerName: 'Bob' });
    const annSeat = await connect(url, NimGame, matchID, '0', ann.playerCredentials);
    const state = async () => (await storage.fetch(matchID, { state: true })).state as State;

    // Bob leaves the started match: a stand-in bot holds seat 1 (public name and data, no credentials shown).
    await api.leaveMatch('nim', matchID, { playerID: '1', credentials: bob.playerCredentials });
    const match = (await api.getMatch('nim', matchID)) as LobbyAPI.Match & { standIns?: unknown };
    expect(match.players[1]).toMatchObject({ name: 'Bot 2 (medium)', data: { bot: 'medium', standIn: true } });
    expect(match.players[1]).not.toHaveProperty('credentials');
    expect(match.standIns).toEqual({ 1: 'medium' });
    // Bob's old credentials no longer act for the seat.
    const stale = await post(url, `/games/nim/${matchID}/update`, { playerID: '1', credentials: bob.playerCredentials, newName: 'Bob again' });
    expect(stale.status).toBe(403);

    // Ann moves; the bot answers for seat 1, and the log says it was the empty seat's bot.
    const botMovesBefore = suite.server.bots.moves;
    annSeat.client.moves.take({ n: 1 });
    await until(() => (annSeat.state()?._stateID ?? 0) >= 2, "the bot's move for seat 1");
    annSeat.client.moves.take({ n: 1 });
    await until(() => (annSeat.state()?._stateID ?? 0) >= 4, "the bot's second move");
    expect(suite.server.bots.moves - botMovesBefore).toBe(2);
    const log = ((await storage.fetch(matchID, { log: true })).log as LogEntry[]).filter((e) => e.action.type === 'MAKE_MOVE');
    expect(log.map((e) => [e.action.payload.playerID, (e.action.payload as { autoplay?: unknown }).autoplay ?? null])).toEqual([
      ['0', null],
      ['1', { by: 'empty-seat', level: 'medium' }],
      ['0', null],
      ['1', { by: 'empty-seat', level: 'medium' }],
    ]);

    // Carol joins seat 1 (a join without a playerID finds the seat the bot holds): the seat is hers.
    const carol = await api.joinMatch('nim', matchID, { playerName: 'Carol' });
    expect(carol.playerID).toBe('1');
    const after = (await api.getMatch('nim', matchID)) as LobbyAPI.Match & { standIns?: unknown };
    expect(after.players[1]).toMatchObject({ name: 'Carol' });
    expect(after.players[1].data).toBeUndefined();
    expect(after.standIns).toEqual({});
    const carolSeat = await connect(url, NimGame, matchID, '1', carol.playerCredentials);
    // Ann moves; now it is Carol's turn and the bot does not play it: the state waits for her.
    annSeat.client.moves.take({ n: 1 });
    await until(() => carolSeat.state()?._stateID === 5, "Ann's move reaching Carol");
    await suite.server.locks.idle();
    await new Promise((r) => setTimeout(r, 500));
    expect((await state())._stateID).toBe(5);
    expect(suite.server.bots.moves - botMovesBefore).toBe(2);
    carolSeat.client.moves.take({ n: 2 });
    await until(() => annSeat.state()?._stateID === 6, "Carol's own move");
    const last = ((await storage.fetch(matchID, { log: true })).log as LogEntry[]).filter((e) => e.action.type === 'MAKE_MOVE').at(-1)!;
    expect(last.action.payload).toMatchObject({ playerID: '1', args: [{ n: 2 }] });
    expect(last.action.payload).not.toHaveProperty('autoplay');
    annSeat.stop();
    carolSeat.stop();
  });

  it('in the waiting room a seat left is free again (no bot), and a stand-in never keeps a match of bots only', async () => {
    const { url } = suite.server;
    const api = lobby(url);
    const { matchID } = await api.createMatch('nim', { numPlayers: 3 });
    const ann = await api.joinMatch('nim', matchID, { playerID: '0', playerName: 'Ann' });
    const bob = await api.joinMatch('nim', matchID, { playerID: '1', playerName: 'Bob' });
    await api.leaveMatch('nim', matchID, { playerID: '1', credentials: bob.playerCredentials });
    const waiting = await api.getMatch('nim', matchID);
    expect(waiting.players[1].name).toBeUndefined();
    expect(waiting.players[2].name).toBeUndefined();
    // A started match with one person and a host's bot: when the person leaves, the match is deleted.
    const { matchID: solo } = await api.createMatch('nim', { numPlayers: 2, setupData: { bots: { '1': 'random' } } });
    const dee = await api.joinMatch('nim', solo, { playerID: '0', playerName: 'Dee' });
    await api.leaveMatch('nim', solo, { playerID: '0', credentials: dee.playerCredentials });
    const gone = await post(url, `/games/nim/${solo}/join`, { playerName: 'Eve' });
    expect(gone.status).toBe(404);
    await api.leaveMatch('nim', matchID, { playerID: '0', credentials: ann.playerCredentials });
  });
});
