/**
 * Chat under attack: a player who left (or whose seat a stand-in holds) cannot post through the
 * socket that synced before; a message to a finished match changes nothing of its record (state,
 * log, metadata); a message with markup reaches the page as text, never as HTML.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChatDock } from '../../src/client/ui/Chat.tsx';
import { SessionProvider } from '../../src/client/view/session.tsx';
import type { StoredChatMessage } from '../../src/server/chat/limits.ts';
import { ChatStore } from '../../src/server/storage/chat.ts';
import { NimGame } from './fixtures/nim-game.ts';
import { connect, lobby, type Seat, serverForSuite, until } from './helpers.ts';

const refusals = (seat: Seat) =>
  seat.received.filter((m) => m.event === 'refused' && (m.args[0] as { event: string }).event === 'chat').map((m) => (m.args[0] as { reason: string }).reason);

describe('chat against hostile clients', () => {
  const suite = serverForSuite([{ game: NimGame }]);

  it('a player who left cannot post through the socket that synced as the seat; nothing is stored', async () => {
    const { url } = suite.server;
    const api = lobby(url);
    const { matchID } = await api.createMatch('nim', { numPlayers: 3, setupData: { pile: 9 } });
    const seats = [];
    for (const id of ['0', '1', '2']) seats.push(await api.joinMatch('nim', matchID, { playerID: id, playerName: `P${id}` }));
    const bob = await connect(url, NimGame, matchID, '1', seats[1].playerCredentials);
    await api.leaveMatch('nim', matchID, { playerID: '1', credentials: seats[1].playerCredentials });
    // The leaver's socket is unbound (or refused): its messages are not stored under the stand-in's seat.
    bob.socket.emit('chat', matchID, { id: 'x', sender: '1', payload: 'still here?' }, seats[1].playerCredentials);
    await until(() => refusals(bob).length === 1 || bob.socket.disconnected, 'the refusal or the disconnection');
    await suite.server.locks.idle();
    expect(await new ChatStore(suite.server.storage.driver).recent(matchID)).toEqual([]);
    bob.stop();
  });

  it('a message to a finished match is chat only: its state, log and metadata stay as they were', async () => {
    const { url, storage } = suite.server;
    const api = lobby(url);
    const { matchID } = await api.createMatch('nim', { numPlayers: 2, setupData: { pile: 3 } });
    const ann = await api.joinMatch('nim', matchID, { playerID: '0', playerName: 'Ann' });
    await api.joinMatch('nim', matchID, { playerID: '1', playerName: 'Bob' });
    const s0 = await connect(url, NimGame, matchID, '0', ann.playerCredentials);
    s0.client.moves.take({ n: 3 });
    while ((await api.getMatch('nim', matchID)).gameover === undefined) await new Promise((r) => setTimeout(r, 20));
    const record = async () => {
      const { state, metadata, log } = await storage.fetch(matchID, { state: true, metadata: true, log: true });
      const { isConnected: _c, ...p0 } = metadata!.players[0] as { isConnected?: boolean };
      return { state, log, gameover: metadata!.gameover, players: [p0, metadata!.players[1]], setupData: metadata!.setupData };
    };
    const before = await record();
    s0.client.sendChatMessage('gg <script>alert(1)</script>');
    s0.socket.emit(
      'update',
      { type: 'MAKE_MOVE', payload: { type: 'take', args: [{ n: 1 }], playerID: '0', credentials: ann.playerCredentials } },
      1,
      matchID,
      '0',
    );
    await until(() => (s0.client.chatMessages as unknown[]).length === 1, 'the message');
    await suite.server.locks.idle();
    expect(await record()).toEqual(before);
    s0.stop();
  });

  it('markup in a message or a name is shown as text on the page (escaped), never as elements', () => {
    const message: StoredChatMessage = {
      id: 'abc',
      sender: '0',
      payload: { text: '<img src=x onerror="alert(1)"><script>alert(2)</script>', name: '<b>Ann</b>', at: 1 },
    };
    const html = renderToStaticMarkup(
      <SessionProvider value={{ seats: [], thinking: [], homeHref: '#/', chat: { messages: [message], send: () => {} } }}>
        <ChatDock />
      </SessionProvider>,
    );
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;Ann&lt;/b&gt;');
    expect(html).not.toMatch(/<script|<img|<b>/);
  });
});
