/**
 * "Your turn", chat and rematch in Chromium through the lobby server (docs/client.md): two browser
 * contexts hold the two seats of a Ticket to Ride – India match. The tab title carries the badge
 * while it is the viewer's turn and loses it when the turn passes; a chat message with markup shows
 * as text at the other seat; after the game (played to its end by socket clients in the test, on
 * the same seats) one click on Rematch in each page seats both players, under their names, in one
 * new match with the same options.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/engine/rng.ts';
import { getBgioGame, getGameCore } from '../../src/games/registry.ts';
import { YOUR_TURN_PREFIX } from '../../src/client/ui/yourTurn.ts';
import { connect, lobby as lobbyClient } from '../server/helpers.ts';
import { playRandomly } from '../server/play.ts';
import { seatContext, serveLobby } from './support/lobby.ts';
import { collectErrors } from './support/page.ts';
import { IMAGES } from './support/screenshots.ts';

const served = serveLobby();
const GAME = 'ttr-india';
const SETUP = { params: { trainsPerPlayer: 12 } };

const title = (page: Page) => page.evaluate(() => document.title);
const myTurn = (page: Page) => page.getByTestId('board').getAttribute('data-my-turn');

describe('your turn, chat and rematch in a lobby match', () => {
  it('the title badge follows the turn; chat shows markup as text; one click each takes both players into the rematch', async () => {
    const url = served.server.url;
    const api = lobbyClient(url);
    const { matchID } = await api.createMatch(GAME, { numPlayers: 2, setupData: SETUP });
    const asha = await api.joinMatch(GAME, matchID, { playerID: '0', playerName: 'Asha' });
    const ravi = await api.joinMatch(GAME, matchID, { playerID: '1', playerName: 'Ravi' });
    const aCtx = await seatContext(served.browser, matchID, { gameId: GAME, playerID: '0', credentials: asha.playerCredentials, name: 'Asha' });
    const rCtx = await seatContext(served.browser, matchID, { gameId: GAME, playerID: '1', credentials: ravi.playerCredentials, name: 'Ravi' });
    const a = await aCtx.newPage();
    const r = await rCtx.newPage();
    const errors = [...collectErrors(a), ...collectErrors(r)];
    await a.goto(`${url}/#/match/${GAME}/${matchID}`);
    await r.goto(`${url}/#/match/${GAME}/${matchID}`);
    await a.getByTestId('board').waitFor({ timeout: 20_000 });
    await r.getByTestId('board').waitFor({ timeout: 20_000 });

    // The opening ticket choice is both players' turn: the badge shows; once Asha has chosen, it goes.
    await a.waitForFunction(() => document.querySelector('[data-testid="board"]')?.getAttribute('data-my-turn') === 'true');
    expect(await title(a)).toBe(`${YOUR_TURN_PREFIX}Ticket to Ride – India`);
    expect(await a.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href)).toContain('circle');
    await a.getByTestId('keep-tickets').click();
    await a.waitForFunction(() => document.querySelector('[data-testid="board"]')?.getAttribute('data-my-turn') === 'false');
    expect(await title(a)).not.toContain('Your turn');
    expect(await a.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href)).not.toContain('circle');
    expect(await myTurn(r)).toBe('true');
    expect(await title(r)).toContain('Your turn');

    // The alerts are off until chosen; a sound chosen is remembered.
    await a.getByTestId('turn-alerts').click();
    expect(await a.getByTestId('alert-sound').isChecked()).toBe(false);
    expect(await a.getByTestId('alert-notify').isChecked()).toBe(false);
    await a.getByTestId('alert-sound').check();
    expect(await a.evaluate(() => window.localStorage.getItem('your-turn-sound'))).toBe('1');
    await r.getByTestId('turn-alerts').click();
    await r.screenshot({ path: join(IMAGES, 'turn-alerts.png'), clip: { x: 0, y: 0, width: 1366, height: 200 } });
    await r.getByTestId('turn-alerts').click();
    await a.getByTestId('turn-alerts').click();

    // Chat: markup arrives as text (no element made from it), over 280 characters cannot be typed.
    const markup = '<img src=x onerror="document.title=1"><b>hello</b>';
    if (!(await a.getByTestId('chat-input').isVisible())) await a.getByTestId('chat-toggle').click();
    await a.getByTestId('chat-input').fill(markup);
    await a.getByTestId('chat-send').click();
    if (!(await r.getByTestId('chat-input').isVisible())) await r.getByTestId('chat-toggle').click();
    await r.getByTestId('chat-line').first().waitFor();
    expect(await r.getByTestId('chat-line').first().textContent()).toContain(markup);
    expect(await r.locator('[data-testid="chat-lines"] img, [data-testid="chat-lines"] b').count()).toBe(0);
    await r.getByTestId('chat-input').fill('x'.repeat(400));
    expect((await r.getByTestId('chat-input').inputValue()).length).toBe(280);
    await r.getByTestId('chat-input').fill('Good luck, Asha!');
    await r.getByTestId('chat-send').click();
    await a.getByTestId('chat-line').nth(1).waitFor();
    await a.screenshot({ path: join(IMAGES, 'lobby-chat.png') });

    // The rest of the game is played by socket clients on the same seats.
    const game = getBgioGame(GAME);
    const seats = [await connect(url, game, matchID, '0', asha.playerCredentials), await connect(url, game, matchID, '1', ravi.playerCredentials)];
    await playRandomly(seats, getGameCore(GAME), createRng('social-e2e'));
    for (const s of seats) s.stop();
    await a.getByTestId('end-screen').waitFor({ timeout: 20_000 });
    await r.getByTestId('end-screen').waitFor({ timeout: 20_000 });
    expect(await title(a)).not.toContain('Your turn');

    // Rematch: Asha's click makes it and seats her; Ravi's page then offers to join it.
    await a.getByTestId('rematch').click();
    await a.getByTestId('waiting-room').waitFor({ timeout: 20_000 });
    const next = a.url().split('/').at(-1)!;
    expect(next).not.toBe(matchID);
    expect(await a.getByTestId('seat-0').textContent()).toContain('Asha');
    expect(await a.getByTestId('seat-1').textContent()).toContain('kept for Ravi');
    await a.screenshot({ path: join(IMAGES, 'rematch-waiting-room.png') });
    await r.getByTestId('rematch-offered').waitFor({ timeout: 20_000 });
    await r.screenshot({ path: join(IMAGES, 'rematch-offer.png') });
    await r.getByTestId('rematch').click();
    await r.getByTestId('seat-view').waitFor({ timeout: 20_000 });
    await a.getByTestId('seat-view').waitFor({ timeout: 20_000 });
    expect(r.url()).toContain(next);
    const match = await api.getMatch(GAME, decodeURIComponent(next));
    expect(match.players.map((p) => p.name)).toEqual(['Asha', 'Ravi']);
    expect(match.setupData).toEqual(SETUP);
    await a.getByTestId('board').waitFor();
    expect(errors).toEqual([]);
    await aCtx.close();
    await rCtx.close();
  }, 240_000);

  it('against bots in this browser, Rematch starts the same setup with a new seed', async () => {
    const ctx = await served.browser.newContext({ viewport: { width: 1366, height: 800 } });
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    const params = encodeURIComponent(JSON.stringify({ trainsPerPlayer: 10 }));
    await page.goto(`${served.server.url}/#/play/${GAME}?players=2&bots=random&autoplay=random&botDelay=0&seed=first&params=${params}`);
    await page.getByTestId('end-screen').waitFor({ timeout: 90_000 });
    await page.getByTestId('rematch').click();
    await page.waitForFunction(() => !window.location.hash.includes('seed=first'));
    const hash = new URLSearchParams(new URL(page.url()).hash.split('?')[1]);
    expect(hash.get('seed')).toMatch(/^[a-z0-9]+$/);
    expect(Object.fromEntries([...hash].filter(([k]) => k !== 'seed'))).toEqual({
      players: '2',
      name: 'You',
      bots: 'random',
      botDelay: '0',
      autoplay: 'random',
      params: JSON.stringify({ trainsPerPlayer: 10 }),
    });
    await page.getByTestId('board').waitFor();
    expect(errors).toEqual([]);
    await ctx.close();
  }, 120_000);

  it('India Rails: a spectator reads the chat and cannot write', async () => {
    const url = served.server.url;
    const api = lobbyClient(url);
    const { matchID } = await api.createMatch('india-rails', { numPlayers: 2 });
    const asha = await api.joinMatch('india-rails', matchID, { playerID: '0', playerName: 'Asha' });
    await api.joinMatch('india-rails', matchID, { playerID: '1', playerName: 'Ravi' });
    const ctx = await served.browser.newContext({ viewport: { width: 1366, height: 800 } });
    await ctx.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      `lobby-seat:${matchID}`,
      JSON.stringify({ gameId: 'india-rails', playerID: '0', credentials: asha.playerCredentials, name: 'Asha' }),
    ] as const);
    const player = await ctx.newPage();
    const watcherCtx = await served.browser.newContext({ viewport: { width: 1366, height: 800 } });
    const watcher = await watcherCtx.newPage();
    const errors = [...collectErrors(player), ...collectErrors(watcher)];
    await player.goto(`${url}/#/match/india-rails/${matchID}`);
    await watcher.goto(`${url}/#/match/india-rails/${matchID}?watch=1`);
    await player.getByTestId('chat-input').fill('Namaste from Bombay');
    await player.getByTestId('chat-send').click();
    await watcher.getByTestId('chat-line').first().waitFor({ timeout: 20_000 });
    expect(await watcher.getByTestId('chat-line').first().textContent()).toContain('Namaste from Bombay');
    expect(await watcher.getByTestId('chat-input').count()).toBe(0);
    expect(await watcher.getByTestId('chat').textContent()).toContain('Spectators read the chat');
    expect(await watcher.getByTestId('turn-alerts').count()).toBe(0);
    await watcher.screenshot({ path: join(IMAGES, 'india-rails-chat-spectator.png') });
    await player.setViewportSize({ width: 768, height: 1024 });
    await player.getByTestId('chat').scrollIntoViewIfNeeded();
    await player.screenshot({ path: join(IMAGES, 'india-rails-chat-tablet.png') });
    expect(errors).toEqual([]);
    await ctx.close();
    await watcherCtx.close();
  }, 120_000);
});
