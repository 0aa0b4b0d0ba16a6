/** Helpers for driving a board page in end-to-end tests. */
import type { Page } from 'playwright-core';

/** The board's current boardgame.io state id. */
export async function stateId(page: Page): Promise<number> {
  return Number(await page.getByTestId('board').getAttribute('data-state-id'));
}

/** Waits until the state id differs from `before` (a move went through). */
export async function waitForNewState(page: Page, before: number, timeout = 15_000): Promise<void> {
  await waitOrExplain(page, () =>
    page.waitForFunction((b) => Number(document.querySelector('[data-testid="board"]')?.getAttribute('data-state-id')) !== b, before, { timeout }),
  );
}

/** Waits until it is the viewer's turn or the game is over; returns which. */
export async function waitForMyTurnOrEnd(page: Page, timeout = 60_000): Promise<'turn' | 'over'> {
  const handle = await waitOrExplain(page, () =>
    page.waitForFunction(
      () => {
        const b = document.querySelector('[data-testid="board"]');
        if (!b) return null;
        if (b.getAttribute('data-gameover') === 'true') return 'over';
        return b.getAttribute('data-my-turn') === 'true' ? 'turn' : null;
      },
      undefined,
      { timeout, polling: 50 },
    ),
  );
  return (await handle.jsonValue()) as 'turn' | 'over';
}

/** Runs a wait; on failure, adds what the page says (turn status, banners, last moves) to the error. */
async function waitOrExplain<T>(page: Page, wait: () => Promise<T>): Promise<T> {
  try {
    return await wait();
  } catch (err) {
    const said = await page
      .evaluate(() => ({
        status: document.querySelector('[data-testid="turn-status"]')?.textContent,
        banners: [...document.querySelectorAll('.banner, [role="alert"]')].map((e) => e.textContent),
        log: [...document.querySelectorAll('[data-testid="move-log"] li')].slice(0, 5).map((e) => e.textContent),
        stateId: document.querySelector('[data-testid="board"]')?.getAttribute('data-state-id'),
      }))
      .catch(() => null);
    throw new Error(`${(err as Error).message}\npage: ${JSON.stringify(said)}`);
  }
}

/** Collects page errors so a test can assert there were none; a console error names where it came from (a failed resource's URL). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const { url } = m.location();
    errors.push(url ? `${m.text()} (${url})` : m.text());
  });
  return errors;
}

/**
 * Reads and puts away the message about what just happened (an event card, a wipe) whenever it
 * stands over something the test is about to click, as a player would press its OK.
 */
export async function okEventNewsWhenInTheWay(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByTestId('event-news-ok'), async (ok) => {
    // Pressed like a player would; if something passing over it (a sheet sliding, a notice) keeps the
    // click from landing for a while, the button's own click event puts the message away all the same.
    await ok.click({ timeout: 5_000 }).catch(() => ok.dispatchEvent('click'));
  });
}
