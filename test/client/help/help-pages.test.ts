/**
 * The how-to-play pages (src/client/help/): every picture a page names is in public/help/ and
 * small, section ids are unique, every variant the new-game page offers is explained, and the
 * first-game tips say what to do next from the player's own view and stay away once dismissed.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissGuide, guideWanted } from '../../../src/client/help/guide.ts';
import { INDIA_RAILS_HELP } from '../../../src/client/help/india-rails/help.tsx';
import { indiaRailsGuide } from '../../../src/client/help/india-rails/guide.ts';
import { TTR_INDIA_HELP } from '../../../src/client/help/ttr-india/help.tsx';
import { ttrGuide } from '../../../src/client/help/ttr-india/guide.ts';
import { createRng } from '../../../src/engine/rng.ts';
import { INDIA_RAILS_ABOUT } from '../../../src/games/india-rails/about.ts';
import { getGameCore } from '../../../src/games/registry.ts';

const PUBLIC = join(import.meta.dirname, '../../../src/client/public/help');

describe.each([TTR_INDIA_HELP, INDIA_RAILS_HELP])('the how-to-play page of $title', (help) => {
  it('names only pictures that exist in public/help/, each under 80 KB, and has unique section ids', () => {
    const pictures = help.sections.flatMap((s) => (s.picture ? [s.picture.file] : []));
    expect(pictures.length).toBeGreaterThanOrEqual(3);
    for (const file of pictures) {
      const path = join(PUBLIC, file);
      expect(existsSync(path), file).toBe(true);
      expect(statSync(path).size, file).toBeLessThan(80 * 1024);
    }
    const ids = help.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the India Rails page', () => {
  it('explains every variant the new-game page offers', () => {
    const variants = INDIA_RAILS_HELP.sections.find((s) => s.id === 'variants');
    const text = JSON.stringify(variants?.body);
    for (const v of INDIA_RAILS_ABOUT.variants) expect(text).toContain(v.label);
  });
});

describe('the first-game tips', () => {
  const store = new Map<string, string>();
  globalThis.localStorage ??= {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
    clear: () => store.clear(),
    key: () => null,
    length: 0,
  } as Storage;
  afterEach(() => localStorage.clear());

  it('Ticket to Ride: choose tickets at the opening, then draw or claim on your turn', () => {
    const core = getGameCore('ttr-india');
    const s = core.setup(2, {}, createRng('guide'));
    const view = core.observe(s, 0);
    expect(ttrGuide(view, 0, true)?.id).toBe('opening');
    // Both seats keep their tickets: main play starts.
    let next = s;
    for (const seat of [0, 1]) next = core.apply(next, seat, core.legalActions(next, seat).find((a) => a.type === 'keepTickets') as never, createRng('k'));
    const current = (next as { current: number }).current;
    expect(ttrGuide(core.observe(next, current), current, true)?.title).toBe('Draw or claim');
    expect(ttrGuide(core.observe(next, 1 - current), 1 - current, false)?.id).toBe('wait');
  });

  it('India Rails: build from a major city in the first building turn', () => {
    const core = getGameCore('india-rails');
    const s = core.setup(2, {}, createRng('guide'));
    const first = core.activePlayers(s)[0];
    expect(indiaRailsGuide(core.observe(s, first), first, true)?.id).toBe('build-first');
    expect(indiaRailsGuide(core.observe(s, 1 - first), 1 - first, false)?.id).toBe('build-wait');
  });

  it('once dismissed, a game’s tips are never wanted again; the other game’s still are', () => {
    expect(guideWanted('india-rails')).toBe(true);
    dismissGuide('india-rails');
    expect(guideWanted('india-rails')).toBe(false);
    expect(guideWanted('ttr-india')).toBe(true);
    expect(guideWanted('no-such-game')).toBe(false);
  });
});
