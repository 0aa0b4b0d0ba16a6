/**
 * End to end in Chromium through the lobby server: the pages a new user meets when something is not
 * as expected. A match link that names no match says so with a way back; a
 * full match offers to watch instead of a name box with no seat; creating or joining a match
 * without a name points at the name box; a bot seat's level is shown once.
 */
import { join } from 'node:path';
import { LobbyClient } from 'boardgame.io/client';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors } from './support/page.ts';
import { serveLobby } from './support/lobby.ts';
import { IMAGES } from './support/screenshots.ts';

const lobby = serveLobby();

async function freshPage(): Promise<Page> {
  return (await lobby.browser.newContext({ viewport: { width: 1366, height: 800 } })).newPage();
}

/** The test id of the element that has the keyboard focus. */
function focused(page: Page): Promise<string | null | undefined> {
  return page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
}

describe('lobby pages when something is not as expected', () => {
  it('a link to a match that does not exist says so, with a way back to the lobby', async () => {
    const page = await freshPage();
    const errors = collectErrors(page);
    await page.goto(`${lobby.server.url}/#/match/ttr-india/no-such-id`);
    await page.getByTestId('no-such-match').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('no-such-match').textContent()).toMatch(/There is no Ticket to Ride – India match no-such-id on this server/);
    expect(await page.getByText('Loading the match').count()).toBe(0);
    await page.screenshot({ path: join(IMAGES, 'lobby-no-such-match.png') });
    await page.getByTestId('back-to-lobby').click();
    await page.getByTestId('create-match-form').waitFor();
    // 404s of the match request are expected here; nothing else may fail.
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
    await page.context().close();
  });

  it('a full match says so and offers to watch; no name box without a seat; a bot level shows once', async () => {
    const api = new LobbyClient({ server: lobby.server.url });
    const { matchID } = await api.createMatch('ttr-india', { numPlayers: 2, setupData: { bots: { 1: 'random' } } });
    await api.joinMatch('ttr-india', matchID, { playerID: '0', playerName: 'Asha' });
    const page = await freshPage();
    await page.goto(`${lobby.server.url}/#/match/ttr-india/${matchID}`);
    await page.getByTestId('match-full').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('join-name').count()).toBe(0);
    expect(await page.locator('[data-testid^="take-seat-"]').count()).toBe(0);
    // The server names the bot "Bot 2 (random)"; its level column already says random.
    const botSeat = (await page.getByTestId('seat-1').textContent()) ?? '';
    expect(botSeat).toMatch(/Bot 2\s*bot \(random\)/);
    expect(botSeat).not.toMatch(/Bot 2 \(random\)/);
    await page.screenshot({ path: join(IMAGES, 'lobby-match-full.png') });
    await page.getByTestId('watch-link').click();
    await page.getByTestId('spectator-view').waitFor();
    await page.getByTestId('board').waitFor();
    const board = ((await page.getByTestId('board').textContent()) ?? '').replace(/\s+/g, ' ');
    expect(board).toMatch(/Bot 2 random/);
    expect(board).not.toMatch(/\(random\)/);
    await page.context().close();
  });

  it('taking a free seat without a name: the name box has the focus and the hint is marked', async () => {
    const api = new LobbyClient({ server: lobby.server.url });
    const { matchID } = await api.createMatch('ttr-india', { numPlayers: 2 });
    await api.joinMatch('ttr-india', matchID, { playerID: '0', playerName: 'Asha' });
    const page = await freshPage();
    await page.goto(`${lobby.server.url}/#/match/ttr-india/${matchID}`);
    await page.getByTestId('join-match').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('join-name-hint').textContent()).toMatch(/Enter a name to take a seat/);
    await page.getByTestId('take-seat-1').click();
    expect(await focused(page)).toBe('join-name');
    expect(await page.getByTestId('join-name-hint').getAttribute('class')).toMatch(/error/);
    await page.screenshot({ path: join(IMAGES, 'lobby-join-name-needed.png') });
    expect((await api.getMatch('ttr-india', matchID)).players[1]?.name).toBeUndefined();
    await page.context().close();
  });

  it('creating a match without a name: the name box has the focus and a hint says a name is needed', async () => {
    const page = await freshPage();
    await page.goto(`${lobby.server.url}/#/lobby`);
    await page.getByTestId('create-match-form').waitFor();
    const hint = page.getByTestId('create-name-hint');
    expect(await hint.textContent()).toMatch(/Enter a name to create a match/);
    expect(await focused(page)).toBe('create-name');
    const api = new LobbyClient({ server: lobby.server.url });
    const before = (await api.listMatches('ttr-india')).matches.length;
    await page.getByTestId('create-players').focus();
    await page.getByTestId('create-match').click();
    // Nothing is created: the box gets the focus back and the hint is marked.
    expect(await focused(page)).toBe('create-name');
    expect(await hint.getAttribute('class')).toMatch(/error/);
    expect(await page.getByTestId('create-name').getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: join(IMAGES, 'lobby-name-needed.png') });
    await page.waitForTimeout(300);
    expect((await api.listMatches('ttr-india')).matches.length).toBe(before);
    await page.getByTestId('create-name').fill('Asha');
    expect(await hint.count()).toBe(0);
    await page.getByTestId('create-match').click();
    await page.getByTestId('waiting-room').waitFor();
    await page.context().close();
  });
});
