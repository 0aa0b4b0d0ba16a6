/**
 * Presence in an online match, in Chromium through the lobby server (docs/client.md, "Presence"):
 * Asha and Ravi hold the two seats of a Ticket to Ride – India match in two browsers. Once Asha has
 * chosen her tickets it is Ravi's move; Ravi closes his tab, and within 20 s Asha's board says he is
 * away (the seat in the players' table, and a banner: the game waits for him, or with a turn clock
 * when a bot plays for him); when Ravi opens the match again, Asha sees him back.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { lobby as lobbyClient } from '../server/helpers.ts';
import { seatContext, serveLobby } from './support/lobby.ts';
import { collectErrors } from './support/page.ts';
import { IMAGES } from './support/screenshots.ts';

const served = serveLobby();
const GAME = 'ttr-india';

/** A two-seat match (with `clock` when given), Asha's and Ravi's browsers on it, and Asha's tickets chosen: Ravi is to move. */
async function ravisMove(clock?: { turnSeconds: number }) {
  const url = served.server.url;
  const api = lobbyClient(url);
  const { matchID } = await api.createMatch(GAME, { numPlayers: 2, setupData: { params: { trainsPerPlayer: 12 } }, ...(clock ? { clock } : {}) });
  const asha = await api.joinMatch(GAME, matchID, { playerID: '0', playerName: 'Asha' });
  const ravi = await api.joinMatch(GAME, matchID, { playerID: '1', playerName: 'Ravi' });
  const aCtx = await seatContext(served.browser, matchID, { gameId: GAME, playerID: '0', credentials: asha.playerCredentials, name: 'Asha' });
  const rCtx = await seatContext(served.browser, matchID, { gameId: GAME, playerID: '1', credentials: ravi.playerCredentials, name: 'Ravi' });
  const link = `${url}/#/match/${GAME}/${matchID}`;
  const a = await aCtx.newPage();
  const r = await rCtx.newPage();
  const errors = [...collectErrors(a), ...collectErrors(r)];
  await a.goto(link);
  await r.goto(link);
  await a.getByTestId('board').waitFor({ timeout: 20_000 });
  await r.getByTestId('board').waitFor({ timeout: 20_000 });
  await a.getByTestId('keep-tickets').click();
  await a.waitForFunction(() => document.querySelector('[data-testid="board"]')?.getAttribute('data-my-turn') === 'false');
  await a.waitForFunction(() => document.querySelector('[data-testid="presence-1"]')?.getAttribute('data-presence') === 'online', undefined, {
    timeout: 10_000,
  });
  return { a, r, rCtx, link, errors, close: () => Promise.all([aCtx.close(), rCtx.close()]) };
}

/** Waits until Asha's board shows Ravi away (seat and banner); the milliseconds it took. */
async function awayAt(a: Page): Promise<number> {
  const t0 = Date.now();
  await a.waitForFunction(
    () =>
      document.querySelector('[data-testid="presence-1"]')?.getAttribute('data-presence') === 'away' &&
      document.querySelector('[data-testid="presence-notice"]') !== null,
    undefined,
    { timeout: 20_000, polling: 100 },
  );
  return Date.now() - t0;
}

describe('presence in an online match', () => {
  it('Ravi closing his tab is shown to Asha as away within 20 s, the game waiting for him; back when he returns', async () => {
    const { a, r, rCtx, link, errors, close } = await ravisMove();
    expect(await a.getByTestId('presence-notice').count()).toBe(0);
    await r.close();
    expect(await awayAt(a)).toBeLessThan(20_000);
    expect(await a.getByTestId('presence-notice').textContent()).toBe('Waiting for Ravi, who is away: the game goes on when Ravi comes back.');
    expect(await a.getByTestId('presence-1').textContent()).toContain('away');
    await a.setViewportSize({ width: 1366, height: 768 });
    await a.screenshot({ path: join(IMAGES, 'lobby-presence-away.png') });

    const back = await rCtx.newPage();
    errors.push(...collectErrors(back));
    await back.goto(link);
    await back.getByTestId('board').waitFor({ timeout: 20_000 });
    // The notice shows for a few seconds: read it and the seat in one look.
    const seen = await a.waitForFunction(
      () => {
        const back = document.querySelector('[data-testid="presence-back"]');
        if (!back) return null;
        const seat = document.querySelector('[data-testid="presence-1"]')?.getAttribute('data-presence');
        return { back: back.textContent, away: document.querySelector('[data-testid="presence-notice"]') !== null, seat };
      },
      undefined,
      { timeout: 20_000, polling: 100 },
    );
    expect(await seen.jsonValue()).toEqual({ back: 'Ravi is back.', away: false, seat: 'online' });
    await a.setViewportSize({ width: 390, height: 844 });
    await a.screenshot({ path: join(IMAGES, 'lobby-presence-back-phone.png') });
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it('with a turn clock, the banner says when a bot plays for Ravi', async () => {
    const { a, r, errors, close } = await ravisMove({ turnSeconds: 120 });
    await r.close();
    expect(await awayAt(a)).toBeLessThan(20_000);
    await a.waitForFunction(() => /in \d+ s\.$|in 2 min\.$/.test(document.querySelector('[data-testid="presence-notice"]')?.textContent ?? ''), undefined, {
      timeout: 10_000,
    });
    const said = (await a.getByTestId('presence-notice').textContent()) ?? '';
    expect(said).toMatch(/^Ravi is away — a medium bot plays for Ravi in (\d+ s|2 min)\.$/);
    // The banner's time is the turn clock's, as the countdown in the top bar shows it.
    const left = Number(await a.getByTestId('countdown').getAttribute('data-left-ms'));
    expect(Math.abs(Number(/in (\d+) s/.exec(said)?.[1] ?? 120) * 1000 - left)).toBeLessThan(2500);
    await a.setViewportSize({ width: 390, height: 844 });
    await a.screenshot({ path: join(IMAGES, 'lobby-presence-clock-phone.png') });
    expect(errors).toEqual([]);
    await close();
  }, 120_000);
});
