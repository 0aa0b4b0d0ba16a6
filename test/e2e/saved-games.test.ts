/**
 * End to end in Chromium: every local game is saved after every move (docs/client.md#saved-games).
 * A reload in the middle of a game of each kind brings back the same hand, tickets or demand cards,
 * track and move log, and play goes on; the home page lists the game and resumes it; a second tab
 * is told the game is open elsewhere; pass-and-play comes back to the hand-off screen; an unreadable
 * save from an older build is offered for deletion; a finished game replays.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMAGES, serveBuiltClient } from './support/client.ts';
import { collectErrors, stateId, waitForMyTurnOrEnd, waitForNewState } from './support/page.ts';
import { newPage, seen, ttrTurn, waitForSaved } from './support/saved.ts';

const client = serveBuiltClient();
const SAVED_LINK = /#\/play\/[a-z-]+\/([a-z0-9]+)\?/;

describe('saved local games', () => {
  it('Ticket to Ride: a reload keeps hand, tickets, routes and log, play goes on; the home page resumes it; a second tab is turned away', async () => {
    const page = await newPage(client);
    const errors = collectErrors(page);
    await page.goto(`${client.url}/#/play/ttr-india?players=2&name=Asha&bots=random&seed=e2e-save-ttr&botDelay=0`);
    // The new game is saved at once and the page stands on its own link.
    await expect.poll(() => SAVED_LINK.test(page.url())).toBe(true);
    const link = page.url();
    const id = SAVED_LINK.exec(link)?.[1];
    for (let turn = 0; turn < 4; turn++) await ttrTurn(page);
    expect(await waitForMyTurnOrEnd(page)).toBe('turn');
    await waitForSaved(page);
    const before = await seen(page);
    expect(before.log.length).toBeGreaterThan(6);

    await page.reload();
    expect(await waitForMyTurnOrEnd(page)).toBe('turn');
    expect(await seen(page)).toEqual(before);
    expect(page.url()).toBe(link);
    // Play goes on from there.
    await ttrTurn(page);
    expect(await waitForMyTurnOrEnd(page)).toBe('turn');
    await waitForSaved(page);
    const later = await seen(page);
    expect(Number(later.stateId)).toBeGreaterThan(Number(before.stateId));

    // The home page lists it, and Resume takes it up.
    await page.goto(`${client.url}/#/`);
    const row = page.getByTestId(`saved-${id}`);
    await row.waitFor();
    const words = (await row.textContent()) ?? '';
    expect(words).toContain('Ticket to Ride – India');
    expect(words).toContain('Asha, Bot 1 (random)');
    expect(words).toMatch(/Round \d+ · Asha to play · just now/);
    await page.screenshot({ path: join(IMAGES, 'saved-games-home.png') });
    await page.getByTestId(`resume-${id}`).click();
    expect(await waitForMyTurnOrEnd(page)).toBe('turn');
    expect(await seen(page)).toEqual(later);

    // The same game in a second tab of this browser is turned away while the first has it open.
    const second = await page.context().newPage();
    await second.goto(link);
    await second.getByTestId('save-elsewhere').waitFor();
    expect(await second.getByTestId('board').count()).toBe(0);
    await page.goto(`${client.url}/#/`);
    await second.getByTestId('save-elsewhere-retry').click();
    expect(await waitForMyTurnOrEnd(second)).toBe('turn');
    expect(await seen(second)).toEqual(later);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('India Rails: a reload keeps demand cards, track, cash and log, and play goes on', async () => {
    const page = await newPage(client);
    const errors = collectErrors(page);
    await page.goto(`${client.url}/#/play/india-rails?players=2&name=Ravi&bots=random&seed=e2e-save-ir&botDelay=0`);
    expect(await waitForMyTurnOrEnd(page)).toBe('turn');
    // A building turn: plan track from a major city toward Lucknow and end the turn.
    const city = page.locator('[data-testid="ir-city-lucknow"]').locator('polygon, rect, circle').first();
    const box = await city.boundingBox();
    if (!box) throw new Error('Lucknow is not on the map');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.getByTestId('confirm-build').click();
    let before = await stateId(page);
    await page.getByTestId('end-turn').click();
    await waitForNewState(page, before);
    expect(await waitForMyTurnOrEnd(page)).toBe('turn');
    await waitForSaved(page);
    const saved = await seen(page);
    expect(saved.track.find((t) => t.startsWith('ir-track-0:'))).not.toBe('ir-track-0:0');

    await page.reload();
    expect(await waitForMyTurnOrEnd(page)).toBe('turn');
    expect(await seen(page)).toEqual(saved);
    before = await stateId(page);
    await page.getByTestId('end-turn').click();
    await waitForNewState(page, before);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('pass-and-play: a reload comes back to the hand-off screen of the person to play, never to a board', async () => {
    const page = await newPage(client);
    const errors = collectErrors(page);
    await page.goto(`${client.url}/#/play/ttr-india?players=2&names=Asha,Ravi&seed=e2e-save-pass&botDelay=0`);
    await page.getByTestId('handoff').waitFor();
    await page.getByTestId('handoff-continue').click();
    await ttrTurn(page);
    await page.getByTestId('handoff').waitFor();
    expect(await page.getByTestId('handoff-title').textContent()).toBe('Pass the device to Ravi');
    await page.waitForFunction(() => document.querySelector('[data-testid="save-status"]')?.getAttribute('data-saved-state-id') !== '');
    await page.reload();
    await page.getByTestId('handoff').waitFor();
    expect(await page.getByTestId('handoff-title').textContent()).toBe('Pass the device to Ravi');
    expect(await page.getByTestId('board').count()).toBe(0);
    await page.getByTestId('handoff-continue').click();
    await page.getByTestId('ticket-choice').waitFor();
    expect(await page.getByTestId('turn-status').textContent()).toContain('Ravi, your turn.');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('a save from an older build is listed with the reason and offered for deletion, on the home page and by its link', async () => {
    const page = await newPage(client);
    const errors = collectErrors(page);
    await page.goto(`${client.url}/#/`);
    await page.getByTestId('game-card-india-rails').waitFor();
    // Two records of a format this build does not read, as an older build might have left them.
    await page.evaluate(
      () =>
        new Promise<void>((ok, fail) => {
          const req = indexedDB.open('rail-games-saved');
          req.onsuccess = () => {
            const tx = req.result.transaction('summaries', 'readwrite');
            for (const id of ['oldsave00001', 'oldsave00002']) tx.objectStore('summaries').put({ format: 0, id, gameId: 'india-rails', updatedAt: Date.now() });
            tx.oncomplete = () => ok();
            tx.onerror = () => fail(tx.error);
          };
          req.onerror = () => fail(req.error);
        }),
    );
    await page.reload();
    const row = page.getByTestId('unreadable-oldsave00001');
    await row.waitFor();
    expect(await row.textContent()).toContain('Saved by an older version of the app; this version cannot open it (it was saved in format 0');
    await page.screenshot({ path: join(IMAGES, 'saved-games-unreadable.png') });
    await page.getByTestId('delete-oldsave00001').click();
    await page.getByTestId('confirm-delete-oldsave00001').click();
    await expect.poll(() => row.count()).toBe(0);

    // Its link says the same, in a sentence, and deletes it.
    await page.goto(`${client.url}/#/play/india-rails/oldsave00002`);
    const notice = page.getByTestId('save-unreadable');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('This India Rails game was saved by an older version of the app, and this version cannot read it');
    await page.getByTestId('save-unreadable-delete').click();
    await page.getByTestId('save-deleted').waitFor();
    await page.goto(`${client.url}/#/`);
    await page.getByTestId('game-card-india-rails').waitFor();
    expect(await page.getByTestId('saved-games').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('a finished game is listed as finished and replays in the replay viewer', async () => {
    const page = await newPage(client);
    const errors = collectErrors(page);
    const params = encodeURIComponent(JSON.stringify({ trainsPerPlayer: 6 }));
    await page.goto(`${client.url}/#/play/ttr-india?players=2&bots=random&autoplay=random&botDelay=0&seed=e2e-save-end&params=${params}`);
    await page.getByTestId('end-screen').waitFor({ timeout: 90_000 });
    const id = SAVED_LINK.exec(page.url())?.[1];
    await waitForSaved(page);
    await page.goto(`${client.url}/#/`);
    const row = page.getByTestId(`saved-${id}`);
    await row.waitFor();
    expect(await row.getAttribute('data-over')).toBe('true');
    expect(await row.textContent()).toMatch(/Finished: .+ (won|share the win) \(You -?\d+, Bot 1 -?\d+\)/);
    await page.getByTestId(`replay-${id}`).click();
    const view = page.getByTestId('replay-view');
    await view.waitFor();
    expect(Number(await view.getAttribute('data-frames'))).toBeGreaterThan(5);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
