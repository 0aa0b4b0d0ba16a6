/**
 * End to end in Chromium: every event is announced (docs/client.md, "Events"). In a seeded India
 * Rails game of bots, watched, the Ganges and Yamuna flood erases two of the first player's bridges
 * (the 50th move of seed flood-32, found by playing the same bots headless): a message over the board
 * names the card, whose bridges went and where, and what is forbidden until when; it stays until OK
 * is pressed, and the move log keeps a line for it. At 390×844 the message fits the screen, stays
 * whichever panel is open, and the log sheet keeps the line. In a
 * seeded Ticket to Ride game of bots, three face-up locomotives replace the display and the message
 * says so; in another, Monsoon Season begins. A replayed tournament game tells under a move what it
 * brought about and announces it at that move's frame. Screenshots: docs/images/india-rails-event-flood.png and -phone.png.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getGameCore } from '../../src/games/registry.ts';
import { tournamentJson } from '../../src/sim/json.ts';
import { playTournamentGame } from '../../src/sim/play.ts';
import { loadProviders } from '../../src/sim/providers.ts';
import { summarize } from '../../src/sim/summary.ts';
import type { TournamentConfig } from '../../src/sim/types.ts';
import { IMAGES, serveBuiltClient } from './support/client.ts';
import { collectErrors } from './support/page.ts';

const client = serveBuiltClient();

/** Waits for the message to name `title`; returns its text. */
async function announced(page: Page, title: string): Promise<string> {
  const item = page.getByTestId('event-news-item').filter({ hasText: title }).first();
  await item.waitFor({ timeout: 90_000 });
  return (await item.textContent()) ?? '';
}

describe('events are announced and logged', () => {
  it('India Rails: a flood that erases a player’s bridges is announced until read, and logged', async () => {
    const page = await client.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = collectErrors(page);
    await page.goto(`${client.url}/#/play/india-rails?players=2&name=Asha&bots=medium&autoplay=medium&botDelay=150&seed=flood-32`);
    const text = await announced(page, 'Flood: Ganges and Yamuna');
    expect(text).toMatch(/Asha drew it\./);
    expect(text).toMatch(/Asha loses 2 bridges \(at [^)]+\)/);
    expect(text).toContain("Until the end of Asha's next turn nobody builds or moves over the Ganges and the Yamuna.");
    expect(text).not.toMatch(/Player \d|milepost \d/);
    await page.screenshot({ path: join(IMAGES, 'india-rails-event-flood.png') });

    const logged = page.getByTestId('log-happening').filter({ hasText: 'Flood: Ganges and Yamuna' });
    expect(await logged.count()).toBe(1);
    expect(await logged.textContent()).toContain('Asha loses 2 bridges');

    // It stays while the game goes on, until OK.
    const news = page.getByTestId('event-news');
    const before = Number(await page.getByTestId('board').getAttribute('data-state-id'));
    await page.waitForFunction((b) => Number(document.querySelector('[data-testid="board"]')?.getAttribute('data-state-id')) > b + 2, before);
    expect(await news.getByText('Flood: Ganges and Yamuna').count()).toBe(1);

    // On a phone the message fits the screen's width and its OK button is a finger's size.
    // (The board lays itself out again for the phone: wait for its bar and the message in it.)
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('sheet-tab-players').waitFor();
    await news.waitFor();
    const fits = async () => {
      const box = await news.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 390;
    };
    await expect.poll(fits).toBe(true);
    const okFits = async () => {
      const ok = await page.getByTestId('event-news-ok').boundingBox();
      return ok !== null && ok.height >= 44 && ok.y + ok.height <= 844;
    };
    await expect.poll(okFits).toBe(true);
    await page.screenshot({ path: join(IMAGES, 'india-rails-event-flood-phone.png') });

    // Opening a panel (a sheet on a phone) leaves it in place; OK puts it away; the log sheet keeps the line.
    await page.getByTestId('sheet-tab-players').click();
    await page.getByTestId('sheet-players').waitFor();
    expect(await news.getByText('Flood: Ganges and Yamuna').count()).toBe(1);
    await page.getByTestId('event-news-ok').click();
    await expect.poll(() => news.count()).toBe(0);
    await page.getByTestId('sheet-tab-log').click();
    await logged.waitFor();
    expect(await logged.count()).toBe(1);
    expect(await news.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it('Ticket to Ride: three face-up locomotives replacing the display, and Monsoon Season, are announced and logged', async () => {
    const page = await client.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = collectErrors(page);
    // Seed wipe-1: the display is replaced at the 7th move; seed wipe-0: Monsoon Season begins at the 129th.
    await page.goto(`${client.url}/#/play/ttr-india?players=2&name=Asha&bots=medium&autoplay=medium&botDelay=0&seed=wipe-1`);
    const wipe = await announced(page, 'Face-up cards replaced');
    expect(wipe).toMatch(/3 locomotives were face up, so all 5 face-up cards \([a-z, ]+\) went to the discard pile\. New face-up cards: [a-z, ]+\./);
    expect(await page.getByTestId('log-happening').filter({ hasText: 'Face-up cards replaced' }).count()).toBeGreaterThan(0);

    await page.goto(`${client.url}/#/play/ttr-india?players=2&name=Asha&bots=medium&autoplay=medium&botDelay=0&seed=wipe-0`);
    const monsoon = await announced(page, 'Monsoon Season begins');
    expect(monsoon).toMatch(
      /The draw pile ran out as (Asha|Bot 1) drew, so the discards were shuffled into a new one\. From now on every unclaimed ferry needs 1 more locomotive\./,
    );
    expect(await page.getByTestId('log-happening').filter({ hasText: 'Monsoon Season begins' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it('Replay: what a move brought about is told under it in the list and announced at its frame', async () => {
    const providers = await loadProviders();
    const config: TournamentConfig = { game: 'ttr-india', bots: ['medium', 'medium'], games: 1, seed: 'e2e-events' };
    const outcomes = [playTournamentGame(getGameCore('ttr-india'), providers, config, 0)];
    const summary = summarize(config, outcomes, { interrupted: false, workers: 1, elapsedMs: 1 });
    const dir = mkdtempSync(join(tmpdir(), 'events-replay-'));
    const path = join(dir, 'tournament.json');
    writeFileSync(path, JSON.stringify(tournamentJson(config, summary, outcomes)));

    const page = await client.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = collectErrors(page);
    await page.goto(`${client.url}/#/replay-file`);
    await page.getByTestId('sim-file').setInputFiles(path);
    await page.getByTestId('sim-watch-0').click();
    await page.getByTestId('replay-view').waitFor({ timeout: 60_000 });
    // This seed's game replaces the face-up cards at least once: the first such move, from the list.
    const told = page.getByTestId('replay-told').first();
    const title = ((await told.locator('strong').textContent()) ?? '').trim();
    expect(title).toMatch(/^(Face-up cards replaced|Monsoon Season begins)$/);
    const move = told.locator('xpath=..').locator('xpath=..').getByRole('button');
    const n = Number(((await move.getAttribute('data-testid')) ?? '').replace('replay-move-', ''));
    expect(n).toBeGreaterThan(0);
    expect(await page.getByTestId('event-news').count()).toBe(0);
    await move.click();
    await page.waitForFunction((want) => document.querySelector('[data-testid="replay-view"]')?.getAttribute('data-frame') === String(want), n);
    expect(await page.getByTestId('event-news-item').first().textContent()).toContain(title);
    expect(await page.getByTestId('replay-current').textContent()).toContain(title);
    await page.screenshot({ path: join(IMAGES, 'replay-event.png') });
    await page.getByTestId('event-news-ok').click();
    await expect.poll(() => page.getByTestId('event-news').count()).toBe(0);
    // The move before it brought nothing about: no message there.
    await page.getByTestId('replay-prev').click();
    await page.waitForFunction((want) => document.querySelector('[data-testid="replay-view"]')?.getAttribute('data-frame') === String(want), n - 1);
    expect(await page.getByTestId('event-news').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
    rmSync(dir, { recursive: true, force: true });
  }, 180_000);
});
