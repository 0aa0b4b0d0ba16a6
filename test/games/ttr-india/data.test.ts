/** Validation of the static data (docs/architecture.md §3.4): every count the rules give, and the map's soundness. */
import { describe, expect, it } from 'vitest';
import { CITIES } from '../../../src/games/ttr-india/data/cities.ts';
import { DECK_COUNTS, FULL_DECK } from '../../../src/games/ttr-india/data/deck.ts';
import { ROUTES } from '../../../src/games/ttr-india/data/routes.ts';
import { charterValue, shortestPathLengths, ticketValue } from '../../../src/games/ttr-india/data/ticketValue.ts';
import { MAIL_CHARTERS, TICKETS } from '../../../src/games/ttr-india/data/tickets.ts';
import { CARD_COLOURS, LOCO } from '../../../src/games/ttr-india/data/types.ts';
import { TTR_INDIA_MAP } from '../../../src/games/ttr-india/index.ts';
import { DEFAULT_PARAMS } from '../../../src/games/ttr-india/params.ts';

const cityIds = new Set(CITIES.map((c) => c.id));

describe('Components: the map', () => {
  it('has 40 cities with unique ids at real coordinates inside India (and the Andamans)', () => {
    expect(CITIES).toHaveLength(40);
    expect(cityIds.size).toBe(40);
    for (const c of CITIES) {
      expect(c.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(c.lat).toBeGreaterThan(6);
      expect(c.lat).toBeLessThan(36);
      expect(c.lon).toBeGreaterThan(68);
      expect(c.lon).toBeLessThan(98);
    }
  });

  it('has 83 routes with unique ids, both ends existing, each city pair once', () => {
    expect(ROUTES).toHaveLength(83);
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(83);
    const pairs = new Set<string>();
    for (const r of ROUTES) {
      expect(cityIds.has(r.a) && cityIds.has(r.b) && r.a !== r.b).toBe(true);
      const key = [r.a, r.b].sort().join('|');
      expect(pairs.has(key)).toBe(false);
      pairs.add(key);
    }
  });

  it('has every length 1–6, every card colour, grey routes, and double routes whose tracks differ in colour', () => {
    expect(new Set(ROUTES.map((r) => r.length))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    const colours = new Set(ROUTES.flatMap((r) => r.tracks));
    for (const c of [...CARD_COLOURS, 'grey']) expect(colours.has(c as never)).toBe(true);
    const doubles = ROUTES.filter((r) => r.tracks.length === 2);
    expect(doubles.length).toBeGreaterThan(0);
    for (const r of ROUTES) {
      expect(r.tracks.length === 1 || r.tracks.length === 2).toBe(true);
      expect(new Set(r.tracks).size).toBe(r.tracks.length);
    }
  });

  it('has ferries: grey, with 1 or 2 locomotive symbols, payable even with the Monsoon surcharge', () => {
    const ferries = ROUTES.filter((r) => r.ferryLocos > 0);
    expect(new Set(ferries.map((r) => r.ferryLocos))).toEqual(new Set([1, 2]));
    for (const r of ferries) {
      expect(r.tracks).toEqual(['grey']);
      expect(r.ferryLocos + DEFAULT_PARAMS.monsoonExtraLocos).toBeLessThanOrEqual(r.length);
    }
    for (const r of ROUTES) expect([0, 1, 2]).toContain(r.ferryLocos);
  });

  it('is connected', () => {
    const seen = new Set([CITIES[0].id]);
    const queue = [CITIES[0].id];
    while (queue.length) {
      const c = queue.pop() as string;
      for (const r of ROUTES) {
        const other = r.a === c ? r.b : r.b === c ? r.a : null;
        if (other && !seen.has(other)) {
          seen.add(other);
          queue.push(other);
        }
      }
    }
    expect(seen.size).toBe(40);
  });

  it('lets five players place all 45 trains: claimable track length at 5 players ≥ 225 with room to spare', () => {
    const total = ROUTES.reduce((n, r) => n + r.length * r.tracks.length, 0);
    expect(total).toBeGreaterThanOrEqual(5 * 45 * 1.25);
    // at 2–3 players only one track of a double counts
    const single = ROUTES.reduce((n, r) => n + r.length, 0);
    expect(single).toBeGreaterThanOrEqual(3 * 45 * 1.5);
  });

  it('is exported as TTR_INDIA_MAP and frozen', () => {
    expect(TTR_INDIA_MAP.cities).toBe(CITIES);
    expect(TTR_INDIA_MAP.routes).toBe(ROUTES);
    expect(Object.isFrozen(ROUTES) && Object.isFrozen(ROUTES[0]) && Object.isFrozen(ROUTES[0].tracks)).toBe(true);
    expect(Object.isFrozen(CITIES) && Object.isFrozen(CITIES[0]) && Object.isFrozen(TICKETS[0])).toBe(true);
  });
});

describe('Components: the cards', () => {
  it('has 110 train cards: 12 of each of eight colours and 14 locomotives', () => {
    expect(FULL_DECK).toHaveLength(110);
    expect(CARD_COLOURS).toHaveLength(8);
    for (let c = 0; c < 8; c++) expect(FULL_DECK.filter((k) => k === c)).toHaveLength(12);
    expect(FULL_DECK.filter((k) => k === LOCO)).toHaveLength(14);
    expect(DECK_COUNTS.reduce((a, b) => a + b, 0)).toBe(110);
  });
});

describe('Components: the tickets', () => {
  const dist = shortestPathLengths();
  const all = [...TICKETS, ...MAIL_CHARTERS];

  it('has 50 destination tickets worth 4–22 and 6 Mail Charters worth 20–35, ids unique, cities existing', () => {
    expect(TICKETS).toHaveLength(50);
    expect(MAIL_CHARTERS).toHaveLength(6);
    expect(new Set(all.map((t) => t.id)).size).toBe(56);
    for (const t of all) expect(cityIds.has(t.a) && cityIds.has(t.b) && t.a !== t.b).toBe(true);
    expect(Math.min(...TICKETS.map((t) => t.value))).toBe(4);
    expect(Math.max(...TICKETS.map((t) => t.value))).toBe(22);
    expect(Math.min(...MAIL_CHARTERS.map((t) => t.value))).toBe(20);
    expect(Math.max(...MAIL_CHARTERS.map((t) => t.value))).toBe(35);
  });

  it('sets every value by the committed shortest-path formula', () => {
    for (const t of TICKETS) expect([t.id, t.value]).toEqual([t.id, ticketValue(dist.get(t.a)?.get(t.b) ?? Number.NaN)]);
    for (const t of MAIL_CHARTERS) expect([t.id, t.value]).toEqual([t.id, charterValue(dist.get(t.a)?.get(t.b) ?? Number.NaN)]);
  });

  it('names no city pair twice', () => {
    const pairs = all.map((t) => [t.a, t.b].sort().join('|'));
    expect(new Set(pairs).size).toBe(pairs.length);
  });
});
