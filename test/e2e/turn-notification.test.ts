/**
 * "Your turn" as a system notification, in Chromium through the lobby server (docs/client.md): in an
 * online match the player opts in under Alerts (the browser's permission is granted here); when
 * the turn comes while the tab is hidden, the service worker shows a notification that names the
 * match and carries its link, which the worker opens on a click (pwa/notificationClick.ts). With
 * the tab visible, or before opting in, no notification shows; against bots the option is absent.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/engine/rng.ts';
import { getBgioGame, getGameCore } from '../../src/games/registry.ts';
import { canAct, playRandomly } from '../server/play.ts';
import { connect, lobby as lobbyClient, until } from '../server/helpers.ts';
import { serveLobby } from './support/lobby.ts';
import { collectErrors, waitForMyTurnOrEnd } from './support/page.ts';

const served = serveLobby();
const GAME = 'ttr-india';

interface Shown {
  title: string;
  body?: string;
  url?: string;
}

/** The notifications the page's service worker registration has shown (recorded as they are asked for). */
const shown = (page: Page): Promise<Shown[]> => page.evaluate(() => (window as unknown as { __shown: Shown[] }).__shown);

/** The notifications the system still displays for the app. */
const displayed = (page: Page): Promise<string[]> =>
  page.evaluate(async () => ((await (await navigator.serviceWorker.getRegistration())?.getNotifications()) ?? []).map((n) => n.title));

describe('your-turn notifications', () => {
  it('in an online match, a hidden tab gets a notification naming the match when the turn comes, once opted in', async () => {
    const url = served.server.url;
    const api = lobbyClient(url);
    const { matchID } = await api.createMatch(GAME, { numPlayers: 2 });
    const asha = await api.joinMatch(GAME, matchID, { playerID: '0', playerName: 'Asha' });
    const ravi = await api.joinMatch(GAME, matchID, { playerID: '1', playerName: 'Ravi' });
    const ctx = await served.browser.newContext({ viewport: { width: 1366, height: 800 } });
    await ctx.grantPermissions(['notifications'], { origin: url });
    await ctx.addInitScript(
      ([key, value]) => {
        window.localStorage.setItem(key, value);
        // A switch for document.hidden, and a record of what the page asks the service worker to show.
        const w = window as unknown as { __hidden: boolean; __shown: Shown[] };
        w.__hidden = false;
        w.__shown = [];
        Object.defineProperty(document, 'hidden', { get: () => w.__hidden });
        const show = ServiceWorkerRegistration.prototype.showNotification;
        ServiceWorkerRegistration.prototype.showNotification = function (title: string, options?: NotificationOptions) {
          w.__shown.push({ title, body: options?.body, url: (options?.data as { url?: string } | undefined)?.url });
          return show.call(this, title, options);
        };
      },
      [`lobby-seat:${matchID}`, JSON.stringify({ gameId: GAME, playerID: '0', credentials: asha.playerCredentials, name: 'Asha' })] as const,
    );
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    await page.goto(`${url}/#/match/${GAME}/${matchID}`);
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null);
    expect(await waitForMyTurnOrEnd(page)).toBe('turn');
    await page.getByTestId('turn-alerts').click();
    await page.getByTestId('alert-notify').check();
    await page.waitForFunction(() => window.localStorage.getItem('your-turn-notify') === '1');
    await page.getByTestId('turn-alerts').click();

    // Asha keeps her tickets and hides the tab; Ravi plays until the turn comes back to her.
    const seat = await connect(url, getBgioGame(GAME), matchID, '1', ravi.playerCredentials);
    await page.getByTestId('keep-tickets').click();
    await until(() => !canAct(seat.state()!, '0'), "Asha's choice reaching Ravi");
    await page.evaluate(() => {
      (window as unknown as { __hidden: boolean }).__hidden = true;
    });
    await playRandomly([seat], getGameCore(GAME), createRng('notify'), { stopWhen: () => canAct(seat.state()!, '0') });
    await page.waitForFunction(() => (window as unknown as { __shown: unknown[] }).__shown.length > 0, undefined, { timeout: 20_000 });
    const [note, ...more] = await shown(page);
    expect(more).toEqual([]);
    expect(note.title).toBe(`Your turn — Ticket to Ride – India, match ${matchID}`);
    expect(note.body).toContain('waiting for your move');
    expect(note.url).toBe(`${url}/#/match/${GAME}/${matchID}`);
    expect(await displayed(page)).toEqual([note.title]);

    // Visible again: Asha plays; the next turn that comes while she looks brings no notification.
    await page.evaluate(() => {
      (window as unknown as { __hidden: boolean }).__hidden = false;
    });
    for (let i = 0; i < 2; i++) {
      const before = seat.state()!._stateID;
      await page.getByTestId('draw-deck').click();
      await until(() => seat.state()!._stateID > before, "Asha's draw");
    }
    await playRandomly([seat], getGameCore(GAME), createRng('notify-2'), { stopWhen: () => canAct(seat.state()!, '0') });
    expect(await waitForMyTurnOrEnd(page)).toBe('turn');
    expect(await shown(page)).toHaveLength(1);
    seat.stop();
    expect(errors).toEqual([]);
    await ctx.close();
  }, 120_000);

  it('against bots the Alerts menu offers the sound only', async () => {
    const ctx = await served.browser.newContext({ viewport: { width: 1366, height: 800 } });
    const page = await ctx.newPage();
    await page.goto(`${served.server.url}/#/play/${GAME}?players=2&bots=random&botDelay=0&seed=notify`);
    await waitForMyTurnOrEnd(page);
    await page.getByTestId('turn-alerts').click();
    await page.getByTestId('alert-sound').waitFor();
    expect(await page.getByTestId('alert-notify').count()).toBe(0);
    await ctx.close();
  });
});
