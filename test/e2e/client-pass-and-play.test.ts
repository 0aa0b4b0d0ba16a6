/**
 * End to end in Chromium: pass-and-play, two people and a bot at one device. Between the two
 * people's turns the hand-off screen names who is next and no hand, ticket or demand card is in the
 * page until that person taps; the bot's turns run without it; the move log names every player.
 * Screenshot: docs/images/pass-and-play-handoff.png.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { IMAGES, serveBuiltClient } from './support/client.ts';
import { collectErrors, stateId, waitForNewState } from './support/page.ts';
import { skipCostQuestions } from './support/questions.ts';
import { playTtrTurn } from './support/ttr.ts';

const client = serveBuiltClient();

/** Anything secret a board shows: a hand, tickets (kept or offered), demand cards, or the board itself. */
const SECRETS =
  '[data-testid="board"], [data-testid="hand"], [data-testid^="hand-"], [data-testid="my-tickets"], [data-testid="ticket-choice"], [data-testid="demand-cards"], [data-testid^="demand-card-"]';

/** Waits for the hand-off screen and checks it hides everything; returns the name it passes to. */
async function handOff(page: Page): Promise<string> {
  await page.getByTestId('handoff').waitFor({ timeout: 60_000 });
  expect(await page.locator(SECRETS).count()).toBe(0);
  const title = (await page.getByTestId('handoff-title').textContent()) ?? '';
  return title.replace('Pass the device to ', '');
}

/** Taps through the hand-off and waits for that person's board, on their turn. */
async function takeDevice(page: Page, name: string): Promise<void> {
  await page.getByTestId('handoff-continue').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="board"]')?.getAttribute('data-my-turn') === 'true', undefined, { timeout: 30_000 });
  expect(await page.getByTestId('turn-status').textContent()).toContain(`${name}, your turn.`);
}

describe('pass-and-play', () => {
  it('Ticket to Ride, Asha and Ravi and a bot: a hand-off between the two people, none for the bot', async () => {
    const page = await client.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await skipCostQuestions(page);
    const errors = collectErrors(page);
    await page.goto(`${client.url}/#/play/ttr-india?players=3&names=Asha,Ravi&bots=random&seed=e2e-pass&botDelay=0`);
    const passedTo: string[] = [];
    for (let turn = 0; turn < 8; turn++) {
      const name = await handOff(page);
      passedTo.push(name);
      if (name === 'Ravi' && turn === 1) await page.screenshot({ path: join(IMAGES, 'pass-and-play-handoff.png') });
      await takeDevice(page, name);
      // The board shown is this person's: their row is marked, their hand is in the page.
      expect(await page.getByTestId(`player-row-${name === 'Asha' ? 0 : 1}`).getAttribute('class')).toContain('me-row');
      await playTtrTurn(page);
    }
    // Opening: both choose tickets (Asha, then Ravi); then turns go Asha, Ravi, (bot), Asha, …
    expect(passedTo).toEqual(['Asha', 'Ravi', 'Asha', 'Ravi', 'Asha', 'Ravi', 'Asha', 'Ravi']);
    // The bot played between Ravi and Asha without a hand-off, and the log names every player.
    await handOff(page);
    await takeDevice(page, 'Asha');
    const log = (await page.getByTestId('move-log').textContent()) ?? '';
    for (const who of ['Asha', 'Ravi', 'Bot 1']) expect(log).toContain(who);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('India Rails: demand cards are out of the page while the device passes from Asha to Ravi', async () => {
    const page = await client.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await skipCostQuestions(page);
    const errors = collectErrors(page);
    await page.goto(`${client.url}/#/play/india-rails?players=3&names=Asha,Ravi&bots=easy&seed=e2e-pass-ir&botDelay=0`);
    for (const name of ['Asha', 'Ravi']) {
      expect(await handOff(page)).toBe(name);
      await takeDevice(page, name);
      await page.getByTestId('demand-cards').waitFor();
      const before = await stateId(page);
      await page.getByTestId('end-turn').click();
      await waitForNewState(page, before);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the new-game page adds a second player at the device; two players of one name are refused with a reason', async () => {
    const page = await client.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await skipCostQuestions(page);
    const errors = collectErrors(page);
    await page.goto(`${client.url}/#/new/ttr-india`);
    await page.getByTestId('players').selectOption('3');
    await page.getByTestId('player-name').fill('Asha');
    await page.getByTestId('add-person').click();
    await page.getByTestId('player-name-2').fill('asha');
    await page.getByTestId('start-game').click();
    expect(await page.getByTestId('new-game-problem').textContent()).toContain('Two players are called asha');
    expect(page.url()).toContain('#/new/ttr-india');
    await page.getByTestId('player-name-2').fill('Ravi');
    await page.getByTestId('bot-level-1').selectOption('easy');
    expect(await page.getByTestId('bot-level-2').count()).toBe(0);
    await page.getByTestId('start-game').click();
    await expect.poll(() => page.url()).toContain('#/play/ttr-india');
    const params = new URLSearchParams(new URL(page.url()).hash.split('?')[1]);
    expect([params.get('names'), params.get('bots'), params.get('name')]).toEqual(['Asha,Ravi', 'easy', null]);
    expect(await handOff(page)).toBe('Asha');
    // A link naming one player twice says what it would change instead of starting.
    await page.goto(`${client.url}/#/play/ttr-india?names=Ravi,Ravi&seed=twice`);
    expect(await page.getByTestId('play-corrections').textContent()).toContain("names=Ravi,Ravi: two players are called 'Ravi', so the second is 'Ravi 2'.");
    expect(errors).toEqual([]);
    await page.close();
  });
});
