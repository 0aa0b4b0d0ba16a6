/**
 * End to end in Chromium: a play link with settings that cannot be used does
 * not start a different game in silence; it says what would change, and one click starts the game
 * with the changes.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMAGES, serveBuiltClient } from './support/client.ts';
import { collectErrors } from './support/page.ts';

const client = serveBuiltClient();

describe('a play link that needs changes', () => {
  it('#/play/ttr-india?players=9&bots=foo names both changes, then starts 5 players with medium bots', async () => {
    const page = await client.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = collectErrors(page);
    await page.goto(`${client.url}/#/play/ttr-india?players=9&bots=foo&seed=link&botDelay=60000`);
    const notice = page.getByTestId('play-corrections');
    await notice.waitFor();
    const text = (await notice.textContent()) ?? '';
    expect(text).toContain('players=9: Ticket to Ride – India takes 2 to 5 players, so 5 play.');
    expect(text).toContain("bots=foo: 'foo' is not a bot level");
    expect(await page.getByTestId('ttr-map').count()).toBe(0);
    await page.screenshot({ path: join(IMAGES, 'play-link-corrections.png') });
    await page.getByTestId('play-corrected').click();
    await page.getByTestId('ttr-map').waitFor();
    const params = new URLSearchParams(new URL(page.url()).hash.split('?')[1]);
    expect(params.get('players')).toBe('5');
    expect(params.get('bots')).toBe('medium,medium,medium,medium');
    expect(params.get('seed')).toBe('link');
    expect(errors).toEqual([]);
    await page.close();
  });
});
