/**
 * Every page at phone size (390×844, touch) in Chromium through the lobby server: the home page, a
 * new game, both boards against bots, the lobby, a match's waiting room and its board, the finished
 * matches and a replay fit the screen's width (the page never scrolls sideways; the maps pan and
 * zoom inside their frame), and their main controls are at least 44 px each way.
 */
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRng } from '../../src/engine/rng.ts';
import { getBgioGame, getGameCore } from '../../src/games/registry.ts';
import { playRandomly } from '../server/play.ts';
import { connect, lobby as lobbyClient } from '../server/helpers.ts';
import { serveLobby } from './support/lobby.ts';
import { collectErrors } from './support/page.ts';
import { overflow, PHONE, smallTargets } from './support/phone.ts';
import { IMAGES } from './support/screenshots.ts';

const served = serveLobby();
const GAME = 'ttr-india';
let phone: BrowserContext;
let finished = '';
let waiting = { matchID: '', seat: '' };
let playing = { matchID: '', seat: '' };

/** A lobby match of two with both seats joined; returns its id and the first seat as this browser would hold it. */
async function match(name: string, setupData?: unknown, join2 = true): Promise<{ matchID: string; seat: string; credentials: string[] }> {
  const api = lobbyClient(served.server.url);
  const { matchID } = await api.createMatch(GAME, { numPlayers: 2, setupData });
  const a = await api.joinMatch(GAME, matchID, { playerID: '0', playerName: `${name} A` });
  const credentials = [a.playerCredentials];
  if (join2) credentials.push((await api.joinMatch(GAME, matchID, { playerID: '1', playerName: `${name} B` })).playerCredentials);
  const seat = JSON.stringify({ gameId: GAME, playerID: '0', credentials: a.playerCredentials, name: `${name} A` });
  return { matchID, seat, credentials };
}

beforeAll(async () => {
  const url = served.server.url;
  const done = await match('Done', { params: { trainsPerPlayer: 12 } });
  const game = getBgioGame(GAME);
  const seats = await Promise.all(done.credentials.map((c, i) => connect(url, game, done.matchID, String(i), c)));
  await playRandomly(seats, getGameCore(GAME), createRng('phone'));
  for (const s of seats) s.stop();
  finished = done.matchID;
  waiting = await match('Wait', undefined, false);
  playing = await match('Play');
  phone = await served.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
  await phone.addInitScript(
    (held) => {
      for (const [id, seat] of held) window.localStorage.setItem(`lobby-seat:${id}`, seat);
    },
    [
      [waiting.matchID, waiting.seat],
      [playing.matchID, playing.seat],
    ] as const,
  );
}, 180_000);

afterAll(async () => {
  await phone?.close();
});

/** Opens `hash` on the phone, waits for `ready`, screenshots it (unless `image` is null) and returns the checks. */
async function visit(hash: string, ready: string, image: string | null): Promise<{ page: Page; errors: string[] }> {
  const page = await phone.newPage();
  const errors = collectErrors(page);
  await page.goto(`${served.server.url}/${hash}`);
  await page.getByTestId(ready).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  if (image) await page.screenshot({ path: join(IMAGES, image), fullPage: true });
  return { page, errors };
}

/** A board fills the screen without scrolling: the status line at the top, the action bar at the foot. */
async function expectBoardFills(page: Page): Promise<void> {
  expect(await page.evaluate(() => (document.scrollingElement?.scrollHeight ?? 0) - window.innerHeight)).toBeLessThanOrEqual(0);
  const status = (await page.getByTestId('turn-status').boundingBox())!;
  expect(status.y + status.height).toBeLessThan(130);
  const bar = (await page.getByTestId('action-bar').boundingBox())!;
  expect(bar.y + bar.height).toBeCloseTo(PHONE.height, 0);
}

async function expectFits(page: Page): Promise<void> {
  const o = await overflow(page);
  expect(o.culprits, `${o.scrollWidth} > ${o.innerWidth}`).toEqual([]);
  expect(o.innerWidth).toBe(PHONE.width);
  expect(o.scrollWidth).toBeLessThanOrEqual(PHONE.width);
  expect(await smallTargets(page)).toEqual([]);
}

/** What to open, when it is ready, and its screenshot (the boards' own are taken by phone-board.test.ts, on the player's turn). */
const PAGES: [string, () => string, () => string, string | null][] = [
  ['the home page', () => '#/', () => `game-card-${GAME}`, 'phone-home.png'],
  ['a new game', () => `#/new/${GAME}`, () => 'start-game', 'phone-new-game.png'],
  ['Ticket to Ride against bots', () => `#/play/${GAME}?players=3&bots=random,random&botDelay=0&seed=phone`, () => 'ttr-map', null],
  ['India Rails against bots', () => '#/play/india-rails?players=3&bots=random,random&botDelay=0&seed=phone', () => 'board', null],
  ['the lobby', () => '#/lobby', () => 'create-match', 'phone-lobby.png'],
  ['a waiting room', () => `#/match/${GAME}/${waiting.matchID}`, () => 'waiting-room', 'phone-waiting-room.png'],
  ['a lobby match', () => `#/match/${GAME}/${playing.matchID}`, () => 'board', 'phone-lobby-match.png'],
  ['the finished matches', () => '#/history', () => `history-${finished}`, 'phone-history.png'],
  ['a replay', () => `#/replay/${GAME}/${finished}`, () => 'replay-view', 'phone-replay.png'],
];

describe('at 390×844', () => {
  for (const [what, hash, ready, image] of PAGES) {
    it(`${what} fits the width, with controls a finger can tap`, async () => {
      const { page, errors } = await visit(hash(), ready(), image);
      await expectFits(page);
      if (ready() === 'board' || ready().endsWith('-map')) await expectBoardFills(page);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('a finger pans the map and two pinch it, while the page itself neither scrolls nor zooms', async () => {
    const page = await phone.newPage();
    await page.goto(`${served.server.url}/#/play/${GAME}?players=2&bots=random&botDelay=60000&seed=pinch`);
    const map = page.getByTestId('ttr-map');
    await map.waitFor();
    // The opening's ticket choice is pinned over the map's foot: fold it away to free the map.
    await page.getByTestId('sheet-fold').tap();
    const viewBox = async () => ((await map.getAttribute('viewBox')) ?? '').split(' ').map(Number);
    const start = await viewBox();
    const box = (await map.boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const cdp = await phone.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ ...p, id })) });
    const fingers = (d: number) => [
      { x: cx - d, y: cy },
      { x: cx + d, y: cy },
    ];
    await touch('touchStart', fingers(30));
    for (let d = 40; d <= 120; d += 10) await touch('touchMove', fingers(d));
    await touch('touchEnd', []);
    await expect.poll(async () => (await viewBox())[2]).toBeLessThan(start[2] / 2);
    const zoomed = await viewBox();
    await touch('touchStart', [{ x: cx, y: cy }]);
    for (let step = 1; step <= 8; step++) await touch('touchMove', [{ x: cx - step * 12, y: cy - step * 8 }]);
    await touch('touchEnd', []);
    await expect.poll(async () => (await viewBox())[0]).toBeGreaterThan(zoomed[0]);
    expect((await viewBox())[2]).toBeCloseTo(zoomed[2]);
    expect(await page.evaluate(() => ({ scrollY: window.scrollY, scale: window.visualViewport?.scale }))).toEqual({ scrollY: 0, scale: 1 });
    await page.close();
  });
});
