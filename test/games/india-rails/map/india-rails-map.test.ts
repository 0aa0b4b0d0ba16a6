/**
 * The generated India Rails map against docs/rules/india-rails.md §2: lattice, cities, red areas,
 * terrain where real geography puts it, rivers past their real towns, Adam's Bridge, build costs.
 */
import { describe, expect, it } from 'vitest';
import { CITY_SOURCES } from '../../../../src/games/india-rails/data/cities.ts';
import { INDIA_RAILS_MAP, indiaRailsGraph } from '../../../../src/games/india-rails/map/index.ts';
import { latticeNeighbours, latticeX, latticeY } from '../../../../src/games/india-rails/map/lattice.ts';
import type { Milepost, Terrain } from '../../../../src/games/india-rails/map/types.ts';

const map = INDIA_RAILS_MAP;
const g = indiaRailsGraph();
const city = (id: string) => {
  const c = g.cityById(id);
  if (!c) throw new Error(`no city ${id}`);
  return c;
};

/** Great-circle distance in km. */
function km(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const r = Math.PI / 180;
  const h = Math.sin(((bLat - aLat) * r) / 2) ** 2 + Math.cos(aLat * r) * Math.cos(bLat * r) * Math.sin(((bLon - aLon) * r) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The milepost nearest a real place. */
function near(lat: number, lon: number): Milepost {
  let best = map.mileposts[0];
  for (const m of map.mileposts) if (km(lat, lon, m.lat, m.lon) < km(lat, lon, best.lat, best.lon)) best = m;
  return best;
}

const terrainOf = (lat: number, lon: number): Terrain => near(lat, lon).terrain;

describe('India Rails map: the lattice', () => {
  it('has 1,800–2,600 mileposts over the six countries', () => {
    expect(map.mileposts.length).toBeGreaterThanOrEqual(1800);
    expect(map.mileposts.length).toBeLessThanOrEqual(2600);
    const countries = new Set(map.mileposts.map((m) => m.country));
    expect([...countries].sort()).toEqual(['Bangladesh', 'Bhutan', 'India', 'Nepal', 'Pakistan', 'Sri Lanka']);
  });

  it('is a triangular lattice about 50 km apart: inland mileposts are joined to every lattice neighbour', () => {
    const byPos = new Map(map.mileposts.map((m) => [`${m.row},${m.col}`, m.id]));
    let inner6 = 0;
    for (const m of map.mileposts) {
      const positions = latticeNeighbours(m.row, m.col).map(([r, c]) => byPos.get(`${r},${c}`));
      // Next to the coast an edge may cross an estuary (the Sundarbans): it is left out.
      if (m.coastDistance >= 2) {
        for (const n of positions) if (n !== undefined) expect(g.isEdge(m.id, n)).toBe(true);
      }
      if (g.neighbours(m.id).length === 6) inner6++;
      for (const n of g.neighbours(m.id)) {
        expect(positions).toContain(n);
        const d = km(m.lat, m.lon, map.mileposts[n].lat, map.mileposts[n].lon);
        expect(d).toBeGreaterThan(45);
        expect(d).toBeLessThan(55);
      }
    }
    expect(inner6 / map.mileposts.length).toBeGreaterThan(0.8);
  });

  it('has coast distances that count hops from coastal mileposts', () => {
    expect(city('bombay').mileposts.some((m) => map.mileposts[m].coastDistance === 0)).toBe(true);
    expect(map.mileposts[city('madras').milepost].coastDistance).toBe(0);
    expect(map.mileposts[city('delhi').milepost].coastDistance).toBeGreaterThan(10);
    for (const m of map.mileposts) {
      if (m.coastDistance === 0) continue;
      const best = Math.min(...g.neighbours(m.id).map((n) => map.mileposts[n].coastDistance));
      expect(m.coastDistance).toBe(best + 1);
    }
  });
});

describe('India Rails map: drawing data', () => {
  it('puts mileposts at their lattice board coordinates, and outlines and rivers around them', () => {
    for (const m of map.mileposts) {
      expect(m.x).toBe(latticeX(m.row, m.col));
      expect(m.y).toBe(latticeY(m.row));
    }
    const xs = map.mileposts.map((m) => m.x);
    const ys = map.mileposts.map((m) => m.y);
    const inBox = ([x, y]: [number, number]) => x > Math.min(...xs) - 3 && x < Math.max(...xs) + 3 && y > Math.min(...ys) - 3 && y < Math.max(...ys) + 3;
    const { coast, borders, land } = map.outlines;
    for (const line of [...coast, ...borders, ...land]) expect(line.every(inBox)).toBe(true);
    expect(coast.length).toBeGreaterThan(0);
    expect(borders.length).toBeGreaterThan(0);
    for (const ring of land) expect(ring[0]).toEqual(ring[ring.length - 1]);
    // A river's drawn line passes the mileposts of the towns on it: the Ganges by Patna.
    const ganges = map.rivers.find((r) => r.id === 'ganges')!;
    const patna = map.mileposts[city('patna').milepost];
    expect(Math.min(...ganges.board.map(([x, y]) => Math.hypot(x - patna.x, y - patna.y)))).toBeLessThan(1);
  });
});

describe('India Rails map: cities', () => {
  it('places the 52 cities of the reference chart, each on its own milepost', () => {
    expect(map.cities.map((c) => c.id)).toEqual(CITY_SOURCES.map((c) => c.id));
    expect(map.cities).toHaveLength(52);
    const seen = new Set<number>();
    for (const c of map.cities) {
      for (const m of c.mileposts) {
        expect(seen.has(m)).toBe(false);
        seen.add(m);
        expect(map.mileposts[m].city).toBe(c.id);
      }
      expect(c.mileposts[0]).toBe(c.milepost);
    }
    expect(map.mileposts.filter((m) => m.city).length).toBe(seen.size);
  });

  it('snaps each city near its real place, in its own country', () => {
    for (const c of map.cities) {
      const m = map.mileposts[c.milepost];
      expect(km(c.lat, c.lon, m.lat, m.lon)).toBeLessThan(50);
      for (const id of c.mileposts) expect(map.mileposts[id].country).toBe(c.country);
    }
  });

  it('Major cities: Bombay, Calcutta, Delhi, Karachi and Madras have a centre and its 6 neighbours', () => {
    const majors = map.cities.filter((c) => c.class === 'major').map((c) => c.id);
    expect(majors.sort()).toEqual(['bombay', 'calcutta', 'delhi', 'karachi', 'madras']);
    for (const id of majors) {
      const c = city(id);
      expect(c.mileposts).toHaveLength(7);
      expect([...g.neighbours(c.milepost)].sort((a, b) => a - b)).toEqual(c.mileposts.slice(1).sort((a, b) => a - b));
      for (const m of c.mileposts.slice(1)) {
        expect(g.isRedAreaEdge(c.milepost, m)).toBe(true);
        expect(g.buildCost(c.milepost, m)).toBe(Number.POSITIVE_INFINITY);
      }
    }
  });

  it('has 14 medium cities and 33 small ones, as the rules list them (§2.3)', () => {
    const medium = map.cities.filter((c) => c.class === 'medium').map((c) => c.id);
    expect(medium.sort()).toEqual(
      [
        'ahmadabad',
        'bangalore',
        'hyderabad-india',
        'pune',
        'kanpur',
        'lucknow',
        'nagpur',
        'jaipur',
        'patna',
        'lahore',
        'rawalpindi',
        'dhaka',
        'chittagong',
        'colombo',
      ].sort(),
    );
    expect(map.cities.filter((c) => c.class === 'small')).toHaveLength(33);
  });

  it('Limits on Entry into Medium and Small Cities: each city has a buildable way in for every player it admits', () => {
    // With fewer ways in than admitted players, the no-blocking rule would keep everybody out.
    for (const c of map.cities.filter((x) => x.class !== 'major')) {
      const ways = g.neighbours(c.milepost).filter((v) => Number.isFinite(g.buildCost(v, c.milepost)));
      expect(ways.length, c.id).toBeGreaterThanOrEqual(c.class === 'medium' ? 3 : 2);
    }
  });

  it('joins every city to every other on the lattice', () => {
    const hops = g.distancesFrom(city('delhi').milepost);
    for (const c of map.cities) expect(hops[c.milepost]).toBeLessThan(0xffff);
    // Every milepost is on the one connected board.
    expect(hops.every((h) => h < 0xffff)).toBe(true);
  });
});

describe('India Rails map: terrain where the rules put it (§2.2)', () => {
  it('Srinagar is surrounded by mountains, with the alpine Himalaya to its north', () => {
    const s = city('srinagar').milepost;
    for (const n of g.neighbours(s)) expect(['mountain', 'alpine']).toContain(map.mileposts[n].terrain);
    const hops = g.distancesFrom(s);
    const alpineNorth = map.mileposts.filter((m) => m.terrain === 'alpine' && hops[m.id] <= 2 && m.lat > map.mileposts[s].lat);
    expect(alpineNorth.length).toBeGreaterThan(0);
    expect(terrainOf(35.9, 74.3)).toBe('alpine'); // Gilgit, Karakoram
    expect(terrainOf(34.16, 77.58)).toBe('alpine'); // Leh, Ladakh
  });

  it("Kathmandu sits in the hills below the alpine belt; the high Himalaya and Bhutan's north are alpine", () => {
    const k = map.mileposts[city('kathmandu').milepost];
    expect(k.terrain).toBe('mountain');
    const hops = g.distancesFrom(k.id);
    expect(map.mileposts.some((m) => m.terrain === 'alpine' && hops[m.id] <= 2 && m.lat > k.lat)).toBe(true);
    expect(terrainOf(28.6, 83.8)).toBe('alpine'); // Annapurna
    expect(terrainOf(27.9, 90.4)).toBe('alpine'); // northern Bhutan
    expect(terrainOf(28.3, 94.5)).toBe('alpine'); // Arunachal
    expect(map.mileposts[city('darjeeling').milepost].terrain).toBe('mountain');
  });

  it('The Thar is desert west of Jodhpur and between Jodhpur and Hyderabad (Pakistan)', () => {
    const j = map.mileposts[city('jodhpur').milepost];
    const west = map.mileposts.find((m) => m.row === j.row && m.col === j.col - 1)!;
    const west2 = map.mileposts.find((m) => m.row === j.row && m.col === j.col - 2)!;
    expect(west.terrain).toBe('desert');
    expect(west2.terrain).toBe('desert');
    const h = city('hyderabad-pakistan');
    const line = Array.from({ length: 9 }, (_, i) => (i + 1) / 10).map((t) => terrainOf(j.lat + t * (h.lat - j.lat), j.lon + t * (h.lon - j.lon)));
    expect(line.filter((t) => t === 'desert').length).toBeGreaterThanOrEqual(6);
    expect(terrainOf(26.9, 70.9)).toBe('desert'); // Jaisalmer
    expect(near(26.9, 70.9).terrainArea).toBe('thar');
    expect(terrainOf(28.3, 65.3)).toBe('desert'); // Kharan
    expect(near(28.3, 65.3).terrainArea).toBe('kharan');
    expect(map.mileposts[h.milepost].terrain).toBe('clear'); // the Indus plain
  });

  it('The Great and Little Rann of Kutch are salt flats', () => {
    expect(terrainOf(24.0, 70.0)).toBe('saltFlat');
    expect(terrainOf(23.4, 71.3)).toBe('saltFlat');
    expect(map.mileposts.filter((m) => m.terrain === 'saltFlat').length).toBeGreaterThanOrEqual(6);
  });

  it('The Gangetic plain is clear around Kanpur, Lucknow, Allahabad, Varanasi and Patna', () => {
    for (const id of ['kanpur', 'lucknow', 'allahabad', 'varanasi', 'patna', 'agra', 'gorakhpur', 'bareilly']) {
      const c = city(id);
      for (const n of [c.milepost, ...g.neighbours(c.milepost)]) expect(map.mileposts[n].terrain).toBe('clear');
    }
  });

  it('The hill ranges are mountain: Sulaiman–Baluchistan, Aravallis, Vindhya, Satpura, both Ghats, Nilgiris, north-east, Sri Lanka', () => {
    for (const n of g.neighbours(city('quetta').milepost)) expect(map.mileposts[n].terrain).toBe('mountain');
    const places: [string, number, number][] = [
      ['Sulaiman range', 31.0, 69.9],
      ['Kirthar range', 27.0, 67.3],
      ['Aravallis near Ajmer', 26.45, 74.64],
      ['Mount Abu', 24.6, 72.7],
      ['Vindhya', 23.2, 77.0],
      ['Satpura', 21.9, 78.2],
      ['Western Ghats, Mahabaleshwar', 17.92, 73.66],
      ['Western Ghats, Coorg', 12.4, 75.7],
      ['Nilgiris', 11.4, 76.7],
      ['Cardamom hills', 9.8, 77.2],
      ['Eastern Ghats, Koraput', 18.8, 82.7],
      ['Nallamala', 15.6, 78.9],
      ['Shillong plateau', 25.57, 91.88],
      ['Naga hills', 25.7, 94.1],
      ['Mizo hills', 23.4, 92.8],
      ['Sri Lanka highlands', 7.0, 80.75],
    ];
    for (const [name, lat, lon] of places) expect([name, terrainOf(lat, lon)]).toEqual([name, 'mountain']);
  });

  it('The plains and the Deccan are mostly clear', () => {
    const count = (t: Terrain) => map.mileposts.filter((m) => m.terrain === t).length;
    expect(count('clear')).toBeGreaterThan(map.mileposts.length / 2);
    for (const [lat, lon] of [
      [17.66, 75.91], // Solapur
      [30.9, 75.86], // Ludhiana, Punjab
      [27.7, 68.86], // Sukkur, Indus plain
      [26.2, 91.0], // Assam valley
      [23.5, 90.0], // Bangladesh delta
    ]) {
      expect(terrainOf(lat, lon)).toBe('clear');
    }
  });
});

describe('India Rails map: rivers', () => {
  /** Whether `river` crosses an edge with an end within `reach` hops of a milepost. */
  const crossesNear = (river: string, at: number, reach = 1) => {
    const hops = g.distancesFrom(at);
    return map.edges.some((e) => e.rivers.includes(river) && (hops[e.a] <= reach || hops[e.b] <= reach));
  };
  const places: Record<string, number> = {
    sukkur: near(27.7, 68.86).id,
    attock: near(33.9, 72.24).id,
    surat: near(21.17, 72.83).id,
    burhanpur: near(21.3, 76.23).id,
    cuttack: near(20.47, 85.88).id,
    rajahmundry: near(17.0, 81.78).id,
    nashik: near(20.0, 73.79).id,
    bharuch: near(21.7, 72.98).id,
    hoshangabad: near(22.75, 77.72).id,
    sambalpur: near(21.47, 83.97).id,
    tezpur: near(26.62, 92.8).id,
    ayodhya: near(26.8, 82.2).id,
    mathura: near(27.5, 77.68).id,
    haridwar: near(29.95, 78.16).id,
    bhagalpur: near(25.27, 87.0).id,
  };
  const at = (id: string) => g.cityById(id)?.milepost ?? places[id];

  it.each([
    ['indus', ['hyderabad-pakistan', 'sukkur', 'attock']],
    ['jhelum', ['srinagar']],
    ['chenab', ['multan']],
    ['ravi', ['lahore']],
    ['sutlej', ['ludhiana']],
    ['yamuna', ['delhi', 'mathura', 'agra', 'allahabad']],
    ['ganges', ['haridwar', 'kanpur', 'allahabad', 'varanasi', 'patna', 'bhagalpur', 'english-bazar']],
    ['hooghly', ['calcutta']],
    ['ghaghara', ['ayodhya']],
    ['brahmaputra', ['dibrugarh', 'tezpur', 'guwahati']],
    ['narmada', ['jabalpur', 'hoshangabad', 'bharuch']],
    ['tapti', ['burhanpur', 'surat']],
    ['mahanadi', ['sambalpur', 'cuttack']],
    ['godavari', ['nashik', 'rajahmundry']],
    ['krishna', ['vijayawada']],
    ['kaveri', ['tiruchchirappalli']],
  ])('the %s crosses edges beside %j', (river, towns) => {
    for (const t of towns) expect([t, crossesNear(river, at(t))]).toEqual([t, true]);
  });

  it('crosses edges only along its own course', () => {
    for (const river of map.rivers) {
      const lons = river.points.map((p) => p[0]);
      const lats = river.points.map((p) => p[1]);
      const crossed = map.edges.filter((e) => e.rivers.includes(river.id));
      expect(crossed.length).toBeGreaterThan(5);
      for (const e of crossed) {
        const m = map.mileposts[e.a];
        expect(m.lon).toBeGreaterThan(Math.min(...lons) - 1);
        expect(m.lon).toBeLessThan(Math.max(...lons) + 1);
        expect(m.lat).toBeGreaterThan(Math.min(...lats) - 1);
        expect(m.lat).toBeLessThan(Math.max(...lats) + 1);
      }
    }
  });

  it('does not cross far from any river: Bombay to Pune has no bridge', () => {
    const r = g.cheapestPath(city('bombay').mileposts, [city('pune').milepost])!;
    for (let i = 1; i < r.path.length; i++) expect(g.riversCrossed(r.path[i - 1], r.path[i])).toEqual([]);
  });
});

describe("India Rails map: Sri Lanka and Adam's Bridge", () => {
  const bridgeZone = (m: Milepost) => m.lat > 8.5 && m.lat < 9.7 && m.lon > 78.9 && m.lon < 80.3;

  it("joins Sri Lanka to India only along Adam's Bridge, by clear mileposts", () => {
    const crossings = map.edges.filter((e) => (map.mileposts[e.a].country === 'Sri Lanka') !== (map.mileposts[e.b].country === 'Sri Lanka'));
    expect(crossings.length).toBeGreaterThan(0);
    for (const e of crossings) {
      expect(bridgeZone(map.mileposts[e.a])).toBe(true);
      expect(bridgeZone(map.mileposts[e.b])).toBe(true);
      expect(map.mileposts[e.a].terrain).toBe('clear');
      expect(map.mileposts[e.b].terrain).toBe('clear');
    }
  });

  it('lets Madras build to Colombo over the bridge', () => {
    const r = g.cheapestPath(city('madras').mileposts, [city('colombo').milepost])!;
    expect(r).not.toBeNull();
    expect(r.path.some((m) => bridgeZone(map.mileposts[m]))).toBe(true);
  });
});

describe('India Rails map: build costs', () => {
  it('Building costs: the cheapest build from Delhi to Bombay matches a hand count', () => {
    // Hand count. The fewest hops between the two red areas is 22 (checked below by BFS). Every step
    // costs at least 1M, the last one enters Bombay (a major city: 5M), and the Narmada and the
    // Tapti both run from central India to the Arabian Sea between the two cities, so a path crosses
    // each (+2M) unless it detours round their sources in the east, which costs far more. Lower
    // bound: 21 × 1M + 5M + 2 × 2M = 30M. It is reached along the Western Railway's line: out of
    // Delhi south through the clear gap between the Aravallis and the Vindhyas (Kota, Ratlam),
    // down the Gujarat plain over the Narmada near Bharuch and the Tapti near Surat, and along the
    // coastal plain west of the Ghats into Bombay.
    const delhi = city('delhi');
    const bombay = city('bombay');
    let hops = Number.POSITIVE_INFINITY;
    for (const a of delhi.mileposts) for (const b of bombay.mileposts) hops = Math.min(hops, g.distance(a, b));
    expect(hops).toBe(22);
    const r = g.cheapestPath(delhi.mileposts, bombay.mileposts)!;
    expect(r.cost).toBe(21 * 1 + 5 + 2 * 2);
    expect(r.path).toHaveLength(23);
    const rivers = r.path.slice(1).flatMap((m, i) => g.riversCrossed(r.path[i], m));
    expect(rivers).toEqual(['narmada', 'tapti']);
    const steps = r.path.slice(1).map((m, i) => g.buildCost(r.path[i], m));
    expect(steps.reduce((a, b) => a + b, 0)).toBe(r.cost);
    expect(r.path.slice(1, -1).every((m) => map.mileposts[m].terrain === 'clear' && !map.mileposts[m].city)).toBe(true);
  });

  it('Right of way: with the cheapest Delhi–Bombay line taken by another player the next one costs more', () => {
    const delhi = city('delhi');
    const bombay = city('bombay');
    const first = g.cheapestPath(delhi.mileposts, bombay.mileposts)!;
    const taken = new Set(first.path.slice(1).map((m, i) => g.edgeKey(first.path[i], m)));
    const second = g.cheapestPath(delhi.mileposts, bombay.mileposts, { blocked: taken })!;
    expect(second.cost).toBeGreaterThanOrEqual(first.cost);
    for (let i = 1; i < second.path.length; i++) expect(taken.has(g.edgeKey(second.path[i - 1], second.path[i]))).toBe(false);
    // And with that line as the player's own track, it is free.
    expect(g.cheapestPath(delhi.mileposts, bombay.mileposts, { own: taken })!.cost).toBe(0);
  });
});
