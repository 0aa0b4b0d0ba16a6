/**
 * The turn clock and empty seats in Chromium through the lobby server:
 * the create page's real-time preset gives a match whose board shows a countdown that counts down;
 * a 5-second clock runs out and the move log says the clock's bot played; a player who leaves a
 * started match leaves a bot in the seat, which a friend takes back from the match page.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serveLobby } from './support/lobby.ts';
import { collectErrors } from './support/page.ts';
import { IMAGES } from './support/screenshots.ts';

const lobby = serveLobby();

const leftMs = async (page: import('playwright-core').Page) => Number(await page.getByTestId('countdown').getAttribute('data-left-ms'));

describe('turn clock in the browser', () => {
  it.each([
    { game: 'ttr-india', preset: 'realtime', level: 'easy', turnMs: 120_000, shown: /^\s*[12]:\d\d left$/, shot: 'clock-countdown' },
    { game: 'india-rails', preset: 'async', level: 'medium', turnMs: 86_400_000, shown: /^\s*2[34]:\d\d:\d\d left$/, shot: 'clock-countdown-india-rails' },
  ])(
    '$game, $preset preset from the create page: the board shows a countdown that counts down',
    async ({ game, preset, level, turnMs, shown, shot }) => {
      const ctx = await lobby.browser.newContext({ viewport: { width: 1366, height: 800 } });
      const page = await ctx.newPage();
      const errors = collectErrors(page);
      await page.goto(`${lobby.server.url}/#/lobby`);
      await page.getByTestId('create-match-form').waitFor();
      await page.getByTestId('create-game').selectOption(game);
      await page.getByTestId('create-name').fill('Asha');
      await page.getByTestId('create-players').fill('2');
      await page.getByTestId('create-seat-1').selectOption('random');
      await page.getByTestId('create-clock').selectOption(preset);
      await page.getByTestId('create-clock-level').selectOption(level);
      await page.getByTestId('create-match-form').screenshot({ path: join(IMAGES, `${shot}-create.png`) });
      await page.getByTestId('create-match').click();
      await page.getByTestId('board').waitFor({ timeout: 30_000 });
      await page.getByTestId('countdown').waitFor({ timeout: 10_000 });
      const first = await leftMs(page);
      expect(first).toBeGreaterThan(turnMs - 20_000);
      expect(first).toBeLessThanOrEqual(turnMs);
      expect(await page.getByTestId('countdown').textContent()).toMatch(shown);
      expect(await page.getByTestId('countdown').getAttribute('title')).toContain(`a ${level} bot plays the turn`);
      // It counts down (the milliseconds left fall, and so does the text).
      const text = await page.getByTestId('countdown').textContent();
      await expect.poll(() => leftMs(page), { timeout: 10_000 }).toBeLessThan(first - 1500);
      expect(await page.getByTestId('countdown').textContent()).not.toBe(text);
      await page.screenshot({ path: join(IMAGES, `${shot}.png`) });
      await page.getByTestId('countdown').screenshot({ path: join(IMAGES, `${shot}-closeup.png`) });
      expect(errors).toEqual([]);
      await ctx.close();
    },
    60_000,
  );

  it("a 5-second clock runs out: the clock's bot plays the turn and the move log says so", async () => {
    const res = await fetch(`${lobby.server.url}/games/ttr-india/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ numPlayers: 2, setupData: { bots: { 1: 'random' } }, clock: { turnSeconds: 5, level: 'easy' } }),
    });
    const { matchID } = (await res.json()) as { matchID: string };
    const ctx = await lobby.browser.newContext({ viewport: { width: 1366, height: 800 } });
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    await page.goto(`${lobby.server.url}/#/match/ttr-india/${matchID}`);
    await page.getByTestId('join-name').fill('Ravi');
    await page.getByTestId('take-seat-0').click();
    await page.getByTestId('board').waitFor({ timeout: 20_000 });
    await page.getByTestId('countdown').waitFor({ timeout: 10_000 });
    expect(await leftMs(page)).toBeLessThanOrEqual(5000);
    // Ravi never acts: the clock's bot keeps tickets for him, and the log line says so.
    const note = page.getByTestId('autoplay-note').first();
    await note.waitFor({ timeout: 20_000 });
    expect(await note.textContent()).toMatch(/time ran out: the easy bot played/);
    await page.screenshot({ path: join(IMAGES, 'clock-ran-out.png') });
    expect(errors).toEqual([]);
    await ctx.close();
  }, 60_000);

  it('a player leaves a started match: a bot holds the seat and plays; a friend takes the seat back from the match page', async () => {
    const hostCtx = await lobby.browser.newContext({ viewport: { width: 1366, height: 800 } });
    const leaverCtx = await lobby.browser.newContext({ viewport: { width: 1366, height: 800 } });
    const friendCtx = await lobby.browser.newContext({ viewport: { width: 1366, height: 800 } });
    const host = await hostCtx.newPage();
    const leaver = await leaverCtx.newPage();
    const friend = await friendCtx.newPage();
    const errors = [...collectErrors(host), ...collectErrors(leaver), ...collectErrors(friend)];
    await host.goto(`${lobby.server.url}/#/lobby`);
    await host.getByTestId('create-match-form').waitFor();
    await host.getByTestId('create-game').selectOption('ttr-india');
    await host.getByTestId('create-name').fill('Asha');
    await host.getByTestId('create-players').fill('2');
    await host.getByTestId('create-seat-1').selectOption('friend');
    await host.getByTestId('create-match').click();
    await host.getByTestId('waiting-room').waitFor();
    const link = await host.getByTestId('share-link').inputValue();
    await leaver.goto(link);
    await leaver.getByTestId('join-name').fill('Ravi');
    await leaver.getByTestId('take-seat-1').click();
    await host.getByTestId('board').waitFor({ timeout: 20_000 });
    await leaver.getByTestId('board').waitFor({ timeout: 20_000 });
    // Ravi leaves the game in progress (confirming the question).
    leaver.once('dialog', (d) => void d.accept());
    await leaver.getByTestId('leave-match').click();
    await leaver.waitForURL(/#\/lobby$/);
    // A bot now plays seat 2: it keeps its opening tickets, and the log says the bot holds the empty seat.
    const note = host.getByTestId('autoplay-note').first();
    await note.waitFor({ timeout: 20_000 });
    expect(await note.textContent()).toMatch(/a medium bot holds the empty seat/);
    // Meera opens the link: the seat the bot holds is offered; she takes it and plays from there.
    await friend.goto(link);
    await friend.getByTestId('take-seat-1').waitFor();
    await friend.screenshot({ path: join(IMAGES, 'empty-seat-take-back.png') });
    await friend.getByTestId('join-name').fill('Meera');
    await friend.getByTestId('take-seat-1').click();
    await friend.getByTestId('board').waitFor({ timeout: 20_000 });
    const match = (await (await fetch(`${lobby.server.url}/games/ttr-india/${decodeURIComponent(link.split('/').at(-1)!)}`)).json()) as {
      players: { name?: string; data?: unknown }[];
    };
    expect(match.players[1]).toEqual(expect.objectContaining({ name: 'Meera' }));
    expect(match.players[1].data).toBeUndefined();
    expect(errors).toEqual([]);
    for (const c of [hostCtx, leaverCtx, friendCtx]) await c.close();
  }, 90_000);
});
