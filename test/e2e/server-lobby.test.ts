/**
 * End to end in Chromium through the lobby server (server.ts's app on a free port, serving the
 * built client): a host creates a Ticket to Ride – India match with one bot seat, a friend in
 * another browser context joins by the shared link, both play turns over the sockets; a reload
 * rejoins the same seat; a third context watches without a seat.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { IMAGES } from './support/screenshots.ts';
import { collectErrors, stateId, waitForMyTurnOrEnd, waitForNewState } from './support/page.ts';
import { skipCostQuestions } from './support/questions.ts';
import { serveLobby } from './support/lobby.ts';

const lobby = serveLobby();

/** Plays one turn of the viewer: keeps the offered tickets, or draws two cards. */
async function playTurn(page: Page): Promise<void> {
  const before = await stateId(page);
  if (await page.getByTestId('ticket-choice').isVisible()) {
    await page.getByTestId('keep-tickets').click();
    await waitForNewState(page, before);
    return;
  }
  const draw = async () => {
    const deck = page.getByTestId('draw-deck');
    if (await deck.isEnabled()) await deck.click();
    else await page.locator('[data-testid^="faceup-"]:enabled').first().click();
  };
  await draw();
  await waitForNewState(page, before);
  const mid = await stateId(page);
  if ((await page.getByTestId('board').getAttribute('data-my-turn')) === 'true') {
    await draw();
    await waitForNewState(page, mid);
  }
}

describe('lobby server in the browser', () => {
  it('a host creates a match with a bot seat, a friend joins by the link, they play Ticket to Ride together', async () => {
    const hostCtx = await lobby.browser.newContext({ viewport: { width: 1366, height: 800 } });
    const friendCtx = await lobby.browser.newContext({ viewport: { width: 1366, height: 800 } });
    await Promise.all([skipCostQuestions(hostCtx), skipCostQuestions(friendCtx)]);
    const host = await hostCtx.newPage();
    const friend = await friendCtx.newPage();
    const errors = [...collectErrors(host), ...collectErrors(friend)];

    // The host creates: 3 seats — the host, a friend, a random bot.
    await host.goto(`${lobby.server.url}/#/lobby`);
    await host.getByTestId('create-match-form').waitFor();
    await host.getByTestId('create-game').selectOption('ttr-india');
    await host.getByTestId('create-name').fill('Asha');
    await host.getByTestId('create-players').fill('3');
    await host.getByTestId('create-seat-1').selectOption('friend');
    await host.getByTestId('create-seat-2').selectOption('random');
    await host.screenshot({ path: join(IMAGES, 'lobby-create.png') });
    await host.getByTestId('create-match').click();
    await host.getByTestId('waiting-room').waitFor();
    await host.screenshot({ path: join(IMAGES, 'lobby-waiting-room.png') });
    expect(await host.getByTestId('seat-2').textContent()).toMatch(/bot \(random\)/);
    const link = await host.getByTestId('share-link').inputValue();
    expect(link).toMatch(/#\/match\/ttr-india\//);

    // The match is listed in the lobby with its free seat.
    const matchID = decodeURIComponent(link.split('/').at(-1)!);
    const lister = await friendCtx.newPage();
    await lister.goto(`${lobby.server.url}/#/lobby`);
    await lister.getByTestId(`match-${matchID}`).waitFor();
    expect(await lister.getByTestId(`match-${matchID}`).textContent()).toContain('1 free');
    await lister.close();

    // The friend opens the shared link and takes the free seat by name.
    await friend.goto(link);
    await friend.getByTestId('join-name').fill('Ravi');
    await friend.getByTestId('take-seat-1').click();

    // The table is full: both see the board over the sockets.
    await host.getByTestId('seat-view').waitFor({ timeout: 20_000 });
    await friend.getByTestId('seat-view').waitFor({ timeout: 20_000 });
    await host.getByTestId('board').waitFor();
    await friend.getByTestId('board').waitFor();

    // A spectator watches without a seat.
    const watcher = await (await lobby.browser.newContext()).newPage();
    await watcher.goto(`${link}?watch=1`);
    await watcher.getByTestId('spectator-view').waitFor();
    await watcher.getByTestId('board').waitFor();

    // Play: the opening ticket choice, then turns, each seat when the board says it is its turn.
    let hostTurns = 0;
    let friendTurns = 0;
    let reloaded = false;
    while (hostTurns < 4 || friendTurns < 4) {
      const who = await Promise.race([
        waitForMyTurnOrEnd(host).then((r) => (r === 'turn' ? 'host' : 'over')),
        waitForMyTurnOrEnd(friend).then((r) => (r === 'turn' ? 'friend' : 'over')),
      ]);
      if (who === 'over') break;
      if (who === 'host') {
        await playTurn(host);
        hostTurns++;
        if (hostTurns === 2 && !reloaded) {
          // A reload rejoins the same seat with the credentials kept in this lobby.browser.
          await host.reload();
          await host.getByTestId('seat-view').waitFor();
          await host.getByTestId('board').waitFor();
          reloaded = true;
        }
      } else {
        await playTurn(friend);
        friendTurns++;
      }
    }
    await friend.screenshot({ path: join(IMAGES, 'lobby-friend-board.png') });
    expect(hostTurns).toBeGreaterThanOrEqual(4);
    expect(friendTurns).toBeGreaterThanOrEqual(4);
    // Everyone, the watcher too, follows the same match state, and the bot seat has played.
    const { state } = await lobby.server.storage.fetch(matchID, { state: true });
    await expect.poll(() => stateId(watcher), { timeout: 10_000 }).toBe(state!._stateID);
    await expect.poll(() => stateId(friend), { timeout: 10_000 }).toBe(state!._stateID);
    expect(lobby.server.bots.moves).toBeGreaterThan(3);
    expect(errors).toEqual([]);
    await hostCtx.close();
    await friendCtx.close();
  }, 240_000);

  it('a long match: the move log shows the newest moves a sync carries, and loads older ones on request', async () => {
    const post = (path: string, body: unknown) =>
      fetch(lobby.server.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
    const { matchID } = (await post('/games/ttr-india/create', { numPlayers: 2 })) as { matchID: string };
    await post(`/games/ttr-india/${matchID}/join`, { playerID: '0', playerName: 'Asha' });
    await post(`/games/ttr-india/${matchID}/join`, { playerID: '1', playerName: 'Ravi' });
    // 150 earlier moves in the store (a sync carries the newest 100).
    const { state } = await lobby.server.storage.fetch(matchID, { state: true });
    const log = Array.from({ length: 150 }, (_, i) => ({
      action: { type: 'MAKE_MOVE', payload: { type: 'drawFromDeck', args: null, playerID: String(i % 2) } },
      _stateID: i,
      turn: i + 1,
      phase: 'main',
    }));
    await lobby.server.storage.setState(matchID, { ...state!, _stateID: 150 }, log as never);
    const page = await (await lobby.browser.newContext({ viewport: { width: 1366, height: 800 } })).newPage();
    const errors = collectErrors(page);
    await page.goto(`${lobby.server.url}/#/match/ttr-india/${matchID}?watch=1`);
    await page.getByTestId('board').waitFor();
    const items = page.getByTestId('move-log').locator('li');
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(100);
    await page.getByTestId('older-moves').click();
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(150);
    await expect(page.getByTestId('older-moves').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  }, 120_000);
});
