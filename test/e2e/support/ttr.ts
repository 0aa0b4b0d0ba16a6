/** Playing Ticket to Ride through the board in browser tests. */
import type { Page } from 'playwright-core';
import { stateId, waitForNewState } from './page.ts';

/** One Ticket to Ride turn of the viewer, now: keep the offered tickets, or draw two cards from the deck. */
export async function playTtrTurn(page: Page): Promise<void> {
  let before = await stateId(page);
  if (await page.getByTestId('ticket-choice').isVisible()) {
    await page.getByTestId('keep-tickets').click();
    await waitForNewState(page, before);
    return;
  }
  await page.getByTestId('draw-deck').click();
  await waitForNewState(page, before);
  before = await stateId(page);
  await page.getByTestId('draw-deck').click();
  await waitForNewState(page, before);
}
