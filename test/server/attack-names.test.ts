/**
 * Names and chat that could make a message read backwards or hide text: the bidirectional and
 * zero-width controls (U+202A–202E, U+2066–2069, U+200B–200F, U+061C) are cleaned out at every
 * entry that takes typed text — join, update, rename, chat (its text, and the name the server puts
 * on it) and the rematch (which copies the names of the finished match) — so the store and every
 * client receive clean text; a name with nothing visible is refused with the reason.
 */
import type { Server as ServerTypes } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import type { StoredChatMessage } from '../../src/server/chat/limits.ts';
import { BIDI_AND_ZERO_WIDTH } from '../support/hostile-text.ts';
import { NimGame } from './fixtures/nim-game.ts';
import { connect, finishNim, lobby, post, serverForSuite, until } from './helpers.ts';

const CONTROLS = BIDI_AND_ZERO_WIDTH;

/** Whether a text holds any of the controls. */
const dirty = (text: string | undefined) => CONTROLS.some((c) => text?.includes(c));

describe('names and chat with bidirectional and zero-width controls', () => {
  const suite = serverForSuite([{ game: NimGame }]);

  async function metadata(matchID: string): Promise<ServerTypes.MatchData> {
    return (await suite.server.storage.fetch(matchID, { metadata: true })).metadata!;
  }

  it('join, update and rename store the name cleaned, for every control; a name of controls only is refused with the reason', async () => {
    const { url } = suite.server;
    const api = lobby(url);
    for (const c of CONTROLS) {
      const { matchID } = await api.createMatch('nim', { numPlayers: 2 });
      const joined = await post(url, `/games/nim/${matchID}/join`, { playerID: '0', playerName: `${c}b0B` });
      expect(joined.status).toBe(200);
      expect((await metadata(matchID)).players[0].name).toBe('b0B');
      const { playerCredentials: credentials } = joined.body as { playerCredentials: string };
      expect((await post(url, `/games/nim/${matchID}/update`, { playerID: '0', credentials, newName: `Ravi${c}` })).status).toBe(200);
      expect((await metadata(matchID)).players[0].name).toBe('Ravi');
      expect((await post(url, `/games/nim/${matchID}/rename`, { playerID: '0', credentials, newName: `A${c}sha` })).status).toBe(200);
      expect((await metadata(matchID)).players[0].name).toBe('Asha');
      const blank = await post(url, `/games/nim/${matchID}/join`, { playerID: '1', playerName: `${c}${c} ${c}` });
      expect(blank.status).toBe(400);
      expect((blank.body as { error: string }).error).toBe('playerName: empty name');
    }
  });

  it('chat: the text is cleaned, and so is the name the server puts on a message, even a name stored before names were cleaned', async () => {
    const { url, storage } = suite.server;
    const api = lobby(url);
    const { matchID } = await api.createMatch('nim', { numPlayers: 2, setupData: { pile: 9 } });
    const ann = await api.joinMatch('nim', matchID, { playerID: '0', playerName: 'Ann' });
    await api.joinMatch('nim', matchID, { playerID: '1', playerName: 'Bob' });
    // An older server stored names as typed: plant one.
    const planted = await metadata(matchID);
    planted.players[0].name = '\u202eb0B\u2066';
    await storage.setMetadata(matchID, planted);
    const s0 = await connect(url, NimGame, matchID, '0', ann.playerCredentials);
    const watcher = await connect(url, NimGame, matchID, null);
    s0.client.sendChatMessage(`order check${CONTROLS.join('')} 123 I agree`);
    await until(() => (watcher.client.chatMessages as unknown[]).length === 1, 'the message');
    const got = watcher.client.chatMessages[0] as StoredChatMessage;
    expect(got.payload.text).toBe('order check 123 I agree');
    expect(got.payload.name).toBe('b0B');
    s0.stop();
    watcher.stop();
  });

  it('rematch: the names copied from the finished match are cleaned, in the seat and in the hold kept for a friend', async () => {
    const { url, storage } = suite.server;
    const api = lobby(url);
    const { matchID } = await api.createMatch('nim', { numPlayers: 2, setupData: { pile: 3 } });
    const ann = await api.joinMatch('nim', matchID, { playerID: '0', playerName: 'Ann' });
    await api.joinMatch('nim', matchID, { playerID: '1', playerName: 'Bob' });
    await finishNim(url, NimGame, matchID, ann.playerCredentials);
    await suite.server.locks.idle();
    const planted = await metadata(matchID);
    planted.players[0].name = 'A\u200bnn\u202e';
    planted.players[1].name = '\u2067Bob\u061c';
    await storage.setMetadata(matchID, planted);
    const again = await post(url, `/games/nim/${matchID}/playAgain`, { playerID: '0', credentials: ann.playerCredentials });
    expect(again.status).toBe(200);
    const next = await metadata((again.body as { nextMatchID: string }).nextMatchID);
    expect(next.players[0].name).toBe('Ann');
    expect((next.players[1].data as { rematch: { for: string } }).rematch.for).toBe('Bob');
    expect(dirty(JSON.stringify(next))).toBe(false);
  });
});
