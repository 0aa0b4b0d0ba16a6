/** Helpers of the browser tests of saved local games and of the how-to-play pages. */
import { skipCostQuestions } from './questions.ts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { BuiltClient } from './client.ts';
import { waitForMyTurnOrEnd } from './page.ts';
import { playTtrTurn } from './ttr.ts';

/** A page in a fresh browser profile of its own (more tabs may be opened in it), phone-like under 600 px wide, the first-game tips dismissed unless `tips`. */
export async function newPage(client: BuiltClient, viewport: { width: number; height: number } = { width: 1366, height: 768 }, tips = false): Promise<Page> {
  const context = await client.browser.newContext({ viewport, ...(viewport.width < 600 ? { isMobile: true, hasTouch: true } : {}) });
  if (!tips)
    await context.addInitScript(() => {
      for (const game of ['ttr-india', 'india-rails']) localStorage.setItem(`first-game-guide:${game}`, 'dismissed');
    });
  // These tests play whole turns for other ends: the "this costs part of your turn" questions are answered once and for all.
  await skipCostQuestions(context);
  return context.newPage();
}

/** Waits until the state the board shows is stored. */
export async function waitForSaved(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const shown = document.querySelector('[data-testid="board"]')?.getAttribute('data-state-id');
    return shown && document.querySelector('[data-testid="save-status"]')?.getAttribute('data-saved-state-id') === shown;
  });
}

/** What the player sees that must survive a reload: state id, hand, tickets, demand cards, track, cash, move log. */
export function seen(page: Page) {
  return page.evaluate(() => {
    const text = (sel: string) => document.querySelector(sel)?.textContent ?? null;
    return {
      stateId: document.querySelector('[data-testid="board"]')?.getAttribute('data-state-id'),
      hand: text('[data-testid="hand"]'),
      tickets: text('[data-testid="my-tickets"]'),
      demands: text('[data-testid="demand-cards"]'),
      owners: [...document.querySelectorAll('svg[data-testid="ttr-map"] .track')].map((t) => t.getAttribute('data-owner')).join(','),
      track: [...document.querySelectorAll('[data-testid^="ir-track-"]')].map((t) => `${t.getAttribute('data-testid')}:${t.getAttribute('data-segments')}`),
      cash: [...document.querySelectorAll('[data-testid^="ir-cash-"]')].map((c) => c.textContent),
      log: [...document.querySelectorAll('[data-testid="move-log"] li')].map((l) => l.textContent),
    };
  });
}

/** One Ticket to Ride turn of the player, once it is theirs: keep the offered tickets, or draw two cards from the deck. */
export async function ttrTurn(page: Page): Promise<void> {
  expect(await waitForMyTurnOrEnd(page)).toBe('turn');
  await playTtrTurn(page);
}
