/**
 * End to end in Chromium: the move log reads as words for every viewer. Through
 * the lobby server, whose copy of Ticket to Ride redacts which tickets a player kept from everyone
 * else, the seated player and a spectator both read "Bot 1 keeps 3 tickets" (or, for moves made
 * before the page loaded, "keeps some of the offered tickets"), never "keepTickets".
 * A spectator of a local India Rails game reads places by city, never "milepost 1229".
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors } from './support/page.ts';
import { serveLobby } from './support/lobby.ts';

const lobby = serveLobby();

/** The move log's lines as the page shows them, oldest first. */
async function logLines(page: Page): Promise<string[]> {
  const texts = await page.locator('[data-testid="move-log"] li:not(.muted)').allTextContents();
  return texts.map((t) => t.trim()).reverse();
}

/** A camelCase identifier such as "keepTickets": a raw move name, not words. */
const RAW = /\b[a-z]+[A-Z][A-Za-z]*\b/;

describe('move log for every viewer in the browser', () => {
  it("Ticket to Ride through the lobby: the seat and a spectator read the bots' kept tickets as words", async () => {
    const hostCtx = await lobby.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const host = await hostCtx.newPage();
    const errors = collectErrors(host);
    await host.goto(`${lobby.server.url}/#/lobby`);
    await host.getByTestId('create-match-form').waitFor();
    await host.getByTestId('create-game').selectOption('ttr-india');
    await host.getByTestId('create-name').fill('Asha');
    await host.getByTestId('create-players').fill('3');
    await host.getByTestId('create-seat-1').selectOption('random');
    await host.getByTestId('create-seat-2').selectOption('random');
    await host.getByTestId('create-match').click();
    await host.getByTestId('board').waitFor({ timeout: 20_000 });
    const link = host.url().replace(/\?.*$/, '');
    const watcher = await (await lobby.browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
    errors.push(...collectErrors(watcher));
    await watcher.goto(`${link}?watch=1`);
    await watcher.getByTestId('spectator-view').waitFor();
    await watcher.getByTestId('board').waitFor();

    // The opening: Asha keeps her tickets; both bots keep theirs (secretly). The first player is
    // drawn at random, so a bot may move next and even draw tickets again: only the first three
    // keeps in the log are the opening's.
    await host.getByTestId('ticket-choice').waitFor();
    await host.getByTestId('keep-tickets').click();
    const keeps = (lines: string[]) => lines.filter((l) => / keeps (\d tickets?|some of the offered tickets)$/.test(l));
    for (const page of [host, watcher]) {
      await expect.poll(async () => keeps(await logLines(page)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
      const lines = await logLines(page);
      for (const l of lines) expect(l).not.toMatch(RAW);
      const opening = keeps(lines).slice(0, 3);
      // The bots kept theirs before either page loaded: the count is told only where the page saw it happen.
      expect(opening.filter((l) => !l.includes('Asha'))).toHaveLength(2);
      expect(opening).toContain('● Asha keeps 4 tickets');
    }
    expect(errors).toEqual([]);
    await hostCtx.close();
    await watcher.context().close();
  }, 120_000);

  it('India Rails watched locally: places by city, no raw move names', async () => {
    const page = await lobby.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = collectErrors(page);
    await page.goto(`${lobby.server.url}/#/play/india-rails?players=2&bots=random&autoplay=random&botDelay=10&seed=e2e-log-ir`);
    await expect.poll(async () => (await logLines(page)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(12);
    const lines = await logLines(page);
    expect(lines.some((l) => / builds \d+ segments? from /.test(l))).toBe(true);
    for (const l of lines) {
      expect(l).not.toMatch(RAW);
      expect(l).not.toMatch(/milepost \d/);
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
