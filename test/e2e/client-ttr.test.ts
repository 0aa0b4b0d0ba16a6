/**
 * End to end, in real Chromium: a full game of Ticket to Ride – India against a random bot, played
 * through the board's own controls (ticket choice, drawing from the deck and the display, claiming
 * routes on the map and from the route list, drawing tickets), checking what the page shows at each
 * step, and that the map keeps its size throughout. Screenshots go to docs/images/ttr-india-{start,mid,end}.png.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { IMAGES, serveBuiltClient } from './support/client.ts';
import { collectErrors, okEventNewsWhenInTheWay, stateId, waitForMyTurnOrEnd, waitForNewState } from './support/page.ts';
import { skipCostQuestions } from './support/questions.ts';

const client = serveBuiltClient();

async function intText(page: Page, testId: string): Promise<number> {
  return Number((await page.getByTestId(testId).textContent())?.trim());
}

/** Claims a lit route: clicks it on the map when the map shows it, otherwise picks it from the route list. */
async function claimSomething(page: Page, viaList: boolean): Promise<{ route: string; owner: string | null }> {
  const lit = page.locator('[data-claimable="true"]');
  const count = await lit.count();
  expect(count).toBeGreaterThan(0);
  if (viaList) {
    const select = page.getByTestId('claim-select');
    const values = await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    await select.selectOption(values[values.length - 1]);
  } else {
    // The longest claimable track, clicked on one of its cars.
    const lengths = await lit.evaluateAll((gs) => gs.map((g) => g.querySelectorAll('rect.car-glow').length));
    const best = lengths.indexOf(Math.max(...lengths));
    await lit.nth(best).locator('rect.car-glow').first().click();
  }
  // Every claim is confirmed in the payment dialog, which offers only legal payments (and Cancel).
  const dialog = page.getByTestId('payment-dialog');
  await dialog.waitFor();
  expect(await dialog.locator('button[data-testid^="pay-"]:not([data-testid="pay-cancel"])').count()).toBeGreaterThan(0);
  if (viaList)
    await page.keyboard.press('Enter'); // the first payment has the focus
  else await page.getByTestId('pay-0').click();
  return { route: '', owner: null };
}

/** In the page, in one go: claimed tracks drawn without an owner band, and owner bands off a claimed track. */
function ownerBands(): { claimedWithoutBand: number; bandsOffClaimed: number } {
  const claimed = [...document.querySelectorAll('.track:not([data-owner="-1"])')];
  const bands = [...document.querySelectorAll('[data-testid^="owner-band-"]')];
  return {
    claimedWithoutBand: claimed.filter((t) => !t.querySelector(':scope > [data-testid^="owner-band-"]')).length,
    bandsOffClaimed: bands.filter((b) => !claimed.includes(b.parentElement as Element)).length,
  };
}

describe('Ticket to Ride – India in the browser', () => {
  it('plays a full game against a bot through the board controls', async () => {
    const page = await client.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await skipCostQuestions(page);
    const errors = collectErrors(page);
    await okEventNewsWhenInTheWay(page);
    await page.goto(`${client.url}/#/`);
    // Home page → new game page → the board.
    await expect.poll(() => page.getByTestId('game-card-ttr-india').isVisible()).toBe(true);
    await page.getByTestId('new-ttr-india').click();
    await page.getByTestId('players').selectOption('2');
    await page.getByTestId('player-name').fill('Asha');
    await page.getByTestId('bot-level-1').selectOption('random');
    await page.getByTestId('start-game').click();
    await expect.poll(() => page.url()).toContain('#/play/ttr-india');
    // Reproducible and fast: a fixed seed and a short bot pause.
    await page.goto(`${client.url}/#/play/ttr-india?players=2&name=Asha&bots=random&seed=e2e-ttr-1&botDelay=120`);

    // Opening: everyone chooses tickets; the offer is shown on the map.
    await page.getByTestId('ticket-choice').waitFor();
    expect(await page.getByTestId('turn-status').textContent()).toContain('Your turn');
    expect(await page.locator('.city-ticket').count()).toBeGreaterThanOrEqual(2);
    expect(await intText(page, 'trains-0')).toBe(45);
    expect(await intText(page, 'handsize-0')).toBe(4);
    // The choice sits in the side column, clear of the map (whose north-east holds many tickets' cities),
    // and the Mail Charter says what it is and what keeping it risks.
    const choiceBox = await page.getByTestId('ticket-choice').boundingBox();
    const mapBox = await page.getByTestId('ttr-map').boundingBox();
    expect(choiceBox!.x).toBeGreaterThanOrEqual(mapBox!.x + mapBox!.width);
    expect(await page.getByTestId('charter-note').textContent()).toMatch(
      /Keeping it is up to you: joined by the end it scores \+\d+; not joined, it costs −\d+\./,
    );
    await page.screenshot({ path: join(IMAGES, 'ttr-india-start.png') });
    // Keeping fewer than the minimum is refused by the button itself.
    const offers = page.locator('[data-testid^="offer-"]');
    const offerCount = await offers.count();
    for (let i = 0; i < offerCount; i++) await offers.nth(i).uncheck();
    expect(await page.getByTestId('keep-tickets').isDisabled()).toBe(true);
    for (let i = 0; i < 2; i++) await offers.nth(i).check();
    let before = await stateId(page);
    await page.getByTestId('keep-tickets').click();
    await waitForNewState(page, before);
    await expect.poll(() => page.locator('[data-testid="my-tickets"] li.ticket').count()).toBe(2);

    // The map keeps its size from turn to turn: the ticket choice, the route list and the hand never resize it.
    const mapSizes = new Set([`${mapBox!.width}×${mapBox!.height}`]);
    let turns = 0;
    let claims = 0;
    let ticketDraws = 0;
    let sawThinking = false;
    let midShot = false;
    let hinted = false;
    let keyboardDraws = 0;
    for (;;) {
      if (!sawThinking) sawThinking = (await page.getByTestId('bot-thinking').count()) > 0;
      const now = await waitForMyTurnOrEnd(page);
      if (now === 'over') break;
      const frame = await page.getByTestId('ttr-map').boundingBox();
      mapSizes.add(`${frame!.width}×${frame!.height}`);
      turns++;
      expect(turns).toBeLessThan(400);
      if (!hinted && !(await page.getByTestId('ticket-choice').isVisible())) {
        // The hint asks the medium bot in the worker and says what it would do.
        await page.getByTestId('hint-button').click();
        await page.getByTestId('hint-text').waitFor();
        expect(await page.getByTestId('hint-text').textContent()).toMatch(/^Suggestion: (draws|takes|claims|keeps)/);
        hinted = true;
      }
      before = await stateId(page);
      if (await page.getByTestId('ticket-choice').isVisible()) {
        await page.getByTestId('keep-tickets').click();
      } else if (await page.getByTestId('pass').isVisible()) {
        await page.getByTestId('pass').click();
      } else if ((await page.locator('[data-claimable="true"]').count()) > 0) {
        const trainsBefore = await intText(page, 'trains-0');
        const pointsBefore = await intText(page, 'score-0');
        const ownedBefore = await page.locator('[data-owner="0"]').count();
        if (claims === 0) {
          // A claim can be cancelled: nothing changes.
          await page.locator('[data-claimable="true"] rect.car-glow').first().click();
          await page.getByTestId('pay-cancel').click();
          expect(await page.getByTestId('payment-dialog').count()).toBe(0);
          expect(await stateId(page)).toBe(before);
        }
        await claimSomething(page, claims % 3 === 2);
        await waitForNewState(page, before);
        claims++;
        // The claimed track now shows the owner, trains went down and points up.
        await expect.poll(() => page.locator('[data-owner="0"]').count()).toBe(ownedBefore + 1);
        // …as a thick band in the owner's colour, cased in black, on every claimed track. Both counts come
        // from one read of the page: the bot may claim a track between two separate reads.
        expect(await page.evaluate(ownerBands)).toEqual({ claimedWithoutBand: 0, bandsOffClaimed: 0 });
        expect(await intText(page, 'trains-0')).toBeLessThan(trainsBefore);
        expect(await intText(page, 'score-0')).toBeGreaterThan(pointsBefore);
        if (!midShot && claims >= 5) {
          // The opponent's cards taken face up and not spent are public: its row says so; one's own never does.
          expect(await page.getByTestId('seen-0').count()).toBe(0);
          expect(await page.getByTestId('seen-1').textContent()).toMatch(/^Seen in hand: \d+ (\w+)(, \d+ \w+)*$/);
          await page.mouse.move(2, 400);
          await page.screenshot({ path: join(IMAGES, 'ttr-india-mid.png') });
          midShot = true;
        }
        continue;
      } else if (ticketDraws === 0 && turns > 6 && (await page.getByTestId('draw-tickets').isEnabled())) {
        await page.getByTestId('draw-tickets').click();
        await waitForNewState(page, before);
        ticketDraws++;
        await page.getByTestId('ticket-choice').waitFor();
        expect(await page.locator('[data-testid^="offer-"]').count()).toBe(3);
        continue;
      } else {
        const hand = await intText(page, 'handsize-0');
        const deck = page.getByTestId('draw-deck');
        if (keyboardDraws === 0 && (await deck.isEnabled())) {
          await page.keyboard.press('d'); // keyboard access: D draws from the deck
          keyboardDraws++;
        } else if (await deck.isEnabled()) await deck.click();
        else await page.locator('[data-testid^="faceup-"]:enabled').first().click();
        await waitForNewState(page, before);
        expect(await intText(page, 'handsize-0')).toBe(hand + 1);
        // Second card: a face-up locomotive may not be taken now.
        const locoSlots = page.locator('[data-testid^="faceup-"]:has([data-card="loco"])');
        for (let i = 0; i < (await locoSlots.count()); i++) expect(await locoSlots.nth(i).isDisabled()).toBe(true);
        before = await stateId(page);
        if (await deck.isEnabled()) await deck.click();
        else await page.locator('[data-testid^="faceup-"]:enabled').first().click();
      }
      await waitForNewState(page, before);
    }

    // The end: the scoring breakdown of both players.
    await page.getByTestId('end-screen').waitFor();
    const table = await page.getByTestId('score-table').textContent();
    expect(table).toContain('Asha');
    expect(table).toMatch(/Total/);
    // Every player's tickets, revealed at the end, each completed or failed.
    expect(await page.getByTestId('ticket-results').locator('li').count()).toBeGreaterThan(4);
    expect(await page.getByTestId('ticket-results').textContent()).toMatch(/[✔✖]/);
    expect(claims).toBeGreaterThan(5);
    expect(ticketDraws).toBe(1);
    expect(sawThinking).toBe(true);
    expect(hinted).toBe(true);
    expect(keyboardDraws).toBe(1);
    expect([...mapSizes]).toHaveLength(1);
    expect(await page.locator('[data-testid="move-log"] li').count()).toBeGreaterThan(20);
    await page.screenshot({ path: join(IMAGES, 'ttr-india-end.png') });
    await page.getByTestId('end-view-board').click();
    await page.mouse.move(2, 400);
    await page.screenshot({ path: join(IMAGES, 'ttr-india-end-board.png') });
    expect(await page.getByTestId('board').getAttribute('data-gameover')).toBe('true');
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);
});
