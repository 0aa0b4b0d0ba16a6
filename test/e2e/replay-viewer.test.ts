/**
 * End to end in Chromium through the lobby server (docs/client.md, "History and replays"): a
 * finished Ticket to Ride match is listed on #/history and its replay steps forwards and backwards
 * (buttons, arrow keys, Home/End, the slider, the move list) on the real board, read-only, as a
 * spectator until the end; an unfinished match is refused with a reason; a simulator tournament
 * JSON opened from the file picker (and by drag-and-drop) replays an India Rails game that is the
 * file's own (fingerprint checked), forwards and backwards.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/engine/rng.ts';
import { getBgioGame, getGameCore } from '../../src/games/registry.ts';
import { tournamentJson } from '../../src/sim/json.ts';
import { playTournamentGame } from '../../src/sim/play.ts';
import { loadProviders } from '../../src/sim/providers.ts';
import { summarize } from '../../src/sim/summary.ts';
import type { TournamentConfig } from '../../src/sim/types.ts';
import { connect, lobby as lobbyClient } from '../server/helpers.ts';
import { playRandomly } from '../server/play.ts';
import { serveLobby } from './support/lobby.ts';
import { collectErrors } from './support/page.ts';
import { IMAGES } from './support/screenshots.ts';

const lobby = serveLobby();

async function freshPage(): Promise<Page> {
  return (await lobby.browser.newContext({ viewport: { width: 1366, height: 800 } })).newPage();
}

async function waitFrame(page: Page, n: number): Promise<void> {
  await page.waitForFunction((want) => document.querySelector('[data-testid="replay-view"]')?.getAttribute('data-frame') === String(want), n, {
    timeout: 5000,
  });
  expect(await page.getByTestId('board').getAttribute('data-state-id')).toBe(String(n));
}

/** A two-seat Ticket to Ride match, short, played to its end by random socket clients (or left unfinished). */
async function ttrMatch(finish: boolean): Promise<string> {
  const api = lobbyClient(lobby.server.url);
  const game = getBgioGame('ttr-india');
  const { matchID } = await api.createMatch('ttr-india', { numPlayers: 2, setupData: { params: { trainsPerPlayer: 12 } } });
  const a = await api.joinMatch('ttr-india', matchID, { playerID: '0', playerName: 'Asha' });
  const b = await api.joinMatch('ttr-india', matchID, { playerID: '1', playerName: 'Bilal' });
  if (!finish) return matchID;
  const seats = [
    await connect(lobby.server.url, game, matchID, '0', a.playerCredentials),
    await connect(lobby.server.url, game, matchID, '1', b.playerCredentials),
  ];
  await playRandomly(seats, getGameCore('ttr-india'), createRng(matchID));
  for (const s of seats) s.stop();
  for (let i = 0; i < 300; i++) {
    const { metadata } = await lobby.server.storage.fetch(matchID, { metadata: true });
    if (metadata?.gameover) return matchID;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the match did not record its end');
}

describe('the replay viewer', () => {
  it('lists a finished match and steps through it forwards and backwards as a spectator', async () => {
    const matchID = await ttrMatch(true);
    const unfinished = await ttrMatch(false);
    const page = await freshPage();
    const errors = collectErrors(page);
    await page.goto(`${lobby.server.url}/#/`);
    await page.getByTestId('history-link').click();
    const row = page.getByTestId(`history-${matchID}`);
    await row.waitFor({ timeout: 10_000 });
    expect(await page.getByTestId(`history-${unfinished}`).count()).toBe(0);
    expect(await page.getByTestId('history-retention').textContent()).toBe(
      'This server keeps a finished match and its replay for 30 days after it ends, then deletes it.',
    );
    expect(((await row.textContent()) ?? '').replace(/\s+/g, ' ')).toMatch(
      /Ticket to Ride – India.*Asha.*Bilal.*(won|share the win) \(Asha -?\d+, Bilal -?\d+\)/,
    );
    await page.screenshot({ path: join(IMAGES, 'history-list.png') });

    await page.getByTestId(`replay-${matchID}`).click();
    await page.getByTestId('replay-view').waitFor({ timeout: 15_000 });
    await page.getByTestId('board').waitFor();
    const last = Number(await page.getByTestId('replay-view').getAttribute('data-frames'));
    expect(last).toBeGreaterThan(10);
    expect(await page.getByTestId('replay-moves').locator('li').count()).toBe(last + 1);
    await waitFrame(page, 0);
    expect(await page.getByTestId('replay-position').textContent()).toBe('Start');
    // Read-only: no seat, nothing to click that plays (no "your turn", no ticket choice).
    expect(await page.getByTestId('board').getAttribute('data-my-turn')).toBe('false');

    await page.getByTestId('replay-next').click();
    await waitFrame(page, 1);
    expect(await page.getByTestId('replay-position').textContent()).toBe(`Move 1 of ${last}`);
    // The first moves are the secret ticket choices: worded without which tickets.
    expect(await page.getByTestId('replay-current').textContent()).toMatch(/(Asha|Bilal) keeps \d tickets?/);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await waitFrame(page, 3);
    await page.keyboard.press('ArrowLeft');
    await waitFrame(page, 2);
    await page.getByTestId('replay-prev').click();
    await waitFrame(page, 1);
    await page.getByTestId('replay-move-12').click();
    await waitFrame(page, 12);
    expect(await page.getByTestId('replay-current').textContent()).toMatch(/Asha|Bilal/);
    // The slider moves with the keyboard too (its own arrows).
    await page.getByTestId('replay-slider').focus();
    await page.keyboard.press('ArrowRight');
    await waitFrame(page, 13);
    await page.getByTestId('board').click({ position: { x: 5, y: 5 } });
    await page.screenshot({ path: join(IMAGES, 'replay-ttr-mid.png') });

    await page.keyboard.press('End');
    await waitFrame(page, last);
    expect(await page.getByTestId('board').getAttribute('data-gameover')).toBe('true');
    await page.getByTestId('end-screen').waitFor();
    await page.screenshot({ path: join(IMAGES, 'replay-ttr-end.png') });
    await page.getByTestId('end-view-board').click();
    await page.getByTestId('replay-last').isDisabled();
    await page.getByTestId('replay-first').click();
    await waitFrame(page, 0);
    expect(await page.getByTestId('board').getAttribute('data-gameover')).toBe('false');
    await page.keyboard.press('End');
    await waitFrame(page, last);
    await page.keyboard.press('Home');
    await waitFrame(page, 0);
    // On a tablet the list of moves goes under the board.
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.getByTestId('replay-move-20').click();
    await waitFrame(page, 20);
    await page.screenshot({ path: join(IMAGES, 'replay-ttr-tablet.png') });

    // An unfinished match: refused with the reason, and a way to watch it live.
    await page.goto(`${lobby.server.url}/#/replay/ttr-india/${unfinished}`);
    await page.getByTestId('replay-error').waitFor();
    expect(await page.getByTestId('replay-error').textContent()).toMatch(/is not over yet/);
    expect(await page.getByTestId('replay-watch-live').count()).toBe(1);
    await page.screenshot({ path: join(IMAGES, 'replay-refused.png') });
    // The refusal is a 409 the page shows; nothing else may fail.
    expect(errors.filter((e) => !/409/.test(e))).toEqual([]);
    await page.context().close();
  });

  it('opens a simulator tournament file and replays its India Rails game forwards and backwards', async () => {
    const providers = await loadProviders();
    const config: TournamentConfig = { game: 'india-rails', bots: ['medium', 'easy'], games: 2, seed: 'e2e-replay', options: { variants: { turnLimit: 6 } } };
    const core = getGameCore('india-rails');
    const outcomes = [0, 1].map((i) => playTournamentGame(core, providers, config, i));
    const summary = summarize(config, outcomes, { interrupted: false, workers: 1, elapsedMs: 1 });
    const text = JSON.stringify(tournamentJson(config, summary, outcomes));
    const path = join(IMAGES, '..', 'replay-tournament.json');
    writeFileSync(path, text);

    const page = await freshPage();
    const errors = collectErrors(page);
    await page.goto(`${lobby.server.url}/#/replay-file`);
    // A file that is not a tournament is refused with the reason.
    await page.getByTestId('sim-file').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello":1}') });
    await page.getByTestId('sim-error').waitFor();
    expect(await page.getByTestId('sim-error').textContent()).toMatch(/notes\.json: This JSON is not a tournament/);

    await page.getByTestId('sim-file').setInputFiles(path);
    await page.getByTestId('sim-games').waitFor();
    expect(await page.getByTestId('sim-games').locator('tbody tr').count()).toBe(2);
    await page.screenshot({ path: join(IMAGES, 'replay-file-games.png') });
    await page.getByTestId('sim-watch-1').click();
    await page.getByTestId('replay-view').waitFor({ timeout: 60_000 });
    expect(await page.locator('.replay-title').textContent()).toMatch(/game 2 · the same game as in the file/);
    const last = Number(await page.getByTestId('replay-view').getAttribute('data-frames'));
    expect(last).toBe(outcomes[1].steps);
    await page.getByTestId('replay-next').click();
    await waitFrame(page, 1);
    await page.keyboard.press('PageDown');
    await waitFrame(page, 11);
    await page.keyboard.press('ArrowLeft');
    await waitFrame(page, 10);
    await page.getByTestId(`replay-move-${Math.floor(last / 2)}`).click();
    await waitFrame(page, Math.floor(last / 2));
    await page.screenshot({ path: join(IMAGES, 'replay-india-rails-file.png') });
    await page.getByTestId('replay-last').click();
    await waitFrame(page, last);
    await page.getByTestId('replay-prev').click();
    await waitFrame(page, last - 1);

    // Back to the list; the same file dropped on the page opens too.
    await page.getByTestId('replay-back-link').click();
    await page.getByTestId('sim-games').waitFor();
    await page.goto(`${lobby.server.url}/#/`);
    await page.goto(`${lobby.server.url}/#/replay-file`);
    await page.getByTestId('sim-replay-page').waitFor();
    await page.evaluate((json) => {
      const dt = new DataTransfer();
      dt.items.add(new File([json], 'dropped.json', { type: 'application/json' }));
      document.querySelector('[data-testid="sim-replay-page"]')?.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    }, text);
    await page.getByTestId('sim-games').waitFor();
    expect(await page.getByRole('heading', { name: /dropped\.json: 2 games of India Rails/ }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
