/**
 * A name cannot make a chat line read backwards (docs/server-security.md, "Typed text"), in
 * Chromium through the lobby server: a player joins with a name that starts with U+202E (RIGHT-TO-
 * LEFT OVERRIDE) and writes "order check 123 I agree"; a message stored by an older server with
 * such a name and text is in the history too. At a spectator's page every character of both lines
 * sits left of the next one, in the order typed, and the names show without the override.
 */
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getBgioGame } from '../../src/games/registry.ts';
import { ChatStore } from '../../src/server/storage/chat.ts';
import { connect, lobby as lobbyClient, until } from '../server/helpers.ts';
import { serveLobby } from './support/lobby.ts';
import { collectErrors } from './support/page.ts';
import { IMAGES } from './support/screenshots.ts';

const served = serveLobby();
const GAME = 'ttr-india';
const MESSAGE = 'order check 123 I agree';

/** The visible characters of a chat line (its seat chip left out), in the order they appear on screen: row by row, left to right. */
async function onScreen(line: Locator): Promise<string> {
  const chars = await line.evaluate((li) => {
    const out: { c: string; x: number; y: number }[] = [];
    const walker = document.createTreeWalker(li, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
      if (n.parentElement?.closest('.seat-chip')) continue;
      for (let i = 0; i < n.data.length; i++) {
        if (/\s/.test(n.data[i])) continue;
        const range = document.createRange();
        range.setStart(n, i);
        range.setEnd(n, i + 1);
        const rect = range.getBoundingClientRect();
        if (rect.width > 0) out.push({ c: n.data[i], x: rect.left + rect.width / 2, y: Math.round(rect.top + rect.height / 2) });
      }
    }
    return out;
  });
  return chars
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map((c) => c.c)
    .join('');
}

describe('names with bidirectional overrides in the chat', () => {
  it('a chat line after a name with U+202E renders in the order typed, for a new name and for one an older server stored', async () => {
    const url = served.server.url;
    const api = lobbyClient(url);
    const { matchID } = await api.createMatch(GAME, { numPlayers: 2, setupData: { params: { trainsPerPlayer: 12 } } });
    const bob = await api.joinMatch(GAME, matchID, { playerID: '0', playerName: '\u202eb0B' });
    await api.joinMatch(GAME, matchID, { playerID: '1', playerName: 'Ravi' });
    // What an older server kept: the name and text as typed.
    await new ChatStore(served.server.storage.driver).add(matchID, {
      id: 'older',
      sender: '1',
      payload: { text: `\u202e${MESSAGE}\u2066`, name: '\u202eivaR', at: 1 },
    });
    const seat = await connect(url, getBgioGame(GAME), matchID, '0', bob.playerCredentials);
    seat.client.sendChatMessage(MESSAGE);
    await until(() => (seat.client.chatMessages as unknown[]).length >= 2, 'the message back at its sender');
    seat.stop();

    const ctx = await served.browser.newContext({ viewport: { width: 1366, height: 800 } });
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    await page.goto(`${url}/#/match/${GAME}/${matchID}?watch=1`);
    const lines = page.getByTestId('chat-line');
    await lines.nth(1).waitFor({ timeout: 20_000 });
    const shown = [await onScreen(lines.nth(0)), await onScreen(lines.nth(1))];
    expect(shown).toEqual([`ivaR${MESSAGE}`.replace(/\s/g, ''), `b0B${MESSAGE}`.replace(/\s/g, '')]);
    expect(await lines.nth(1).textContent()).not.toContain('\u202e');
    await page.getByTestId('chat').screenshot({ path: join(IMAGES, 'chat-bidi-names.png') });
    expect(errors).toEqual([]);
    await ctx.close();
  }, 120_000);
});
