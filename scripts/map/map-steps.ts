/**
 * The steps of the India Rails map generator (build-map.ts), in order: land mileposts, Adam's Bridge,
 * the major cities' red areas, edges, the mainland's component, the other cities, the milepost
 * records (terrain, coast distance), and the edges with the rivers they cross. Each step works on
 * the shared `Lattice` and keeps the iteration orders that make the output the same bytes each run.
 */
import { ADAMS_BRIDGE, ADAMS_BRIDGE_BOUNDARY_LON } from '../../src/games/india-rails/data/adams-bridge.ts';
import { CITY_SOURCES } from '../../src/games/india-rails/data/cities.ts';
import { RIVER_SOURCES } from '../../src/games/india-rails/data/rivers.ts';
import { TERRAIN_REGIONS } from '../../src/games/india-rails/data/terrain-regions.ts';
import { COUNTRY_CODES, type CompactMilepost, TERRAIN_CODES } from '../../src/games/india-rails/map/compact.ts';
import { latticeNeighbours, ROW_HEIGHT } from '../../src/games/india-rails/map/lattice.ts';
import type { Country, Terrain } from '../../src/games/india-rails/map/types.ts';
import { BoardFrame } from './frame.ts';
import { distToPolyline, PolygonIndex, type Pt, segmentsCross } from './geo.ts';
import type { loadNaturalEarth } from './natural-earth.ts';
import { roundTo as round } from './outlines.ts';

/** Lattice positions within this many spacings of Adam's Bridge become bridge mileposts. */
const BRIDGE_REACH = 0.6;
/** How far (in spacings) a city may be moved to find a free milepost. */
const CITY_REACH = 3;
const { at, key } = BoardFrame;

type Kind = 'land' | 'bridge' | 'sea';

/** A lattice position that is a milepost. */
export interface Node {
  row: number;
  col: number;
  lon: number;
  lat: number;
  country: Country;
  kind: Kind;
  /** Major city whose red area holds it. */
  major?: string;
  city?: string;
}

/** The board frame, the land and countries, and the mileposts found so far (by lattice key). */
export interface Lattice {
  frame: BoardFrame;
  nodes: Map<number, Node>;
  toLonLat: (b: Pt) => Pt;
  toBoard: (ll: Pt) => Pt;
  countryAt: (ll: Pt) => Country | undefined;
  isLand: (ll: Pt) => boolean;
}

/** Lattice keys to their neighbours joined by an edge. */
export type Adjacency = Map<number, number[]>;

/** The frame over the six countries at `spacingKm`, with no mileposts yet. */
export function newLattice(ne: ReturnType<typeof loadNaturalEarth>, spacingKm: number): Lattice {
  const countryIdx = ne.countries.map((c) => ({ country: c.country, index: new PolygonIndex(c.rings) }));
  const landIdx = new PolygonIndex(ne.landRings);
  const countryAt = (ll: Pt) => countryIdx.find((c) => c.index.contains(ll))?.country;
  const isLand = (ll: Pt) => landIdx.contains(ll) || countryAt(ll) !== undefined;

  const frame = new BoardFrame(
    ne.countries.flatMap((c) => c.rings),
    spacingKm,
  );
  return { frame, nodes: new Map(), toLonLat: (b) => frame.toLonLat(b), toBoard: (ll) => frame.toBoard(ll), countryAt, isLand };
}

/** 1. Land mileposts of the six countries. */
export function addLandMileposts(lattice: Lattice): void {
  const { frame, nodes, toLonLat, countryAt } = lattice;
  for (let row = 0; row < frame.rows; row++) {
    for (let col = 0; col < frame.cols; col++) {
      const [lon, lat] = toLonLat(at(row, col));
      const country = countryAt([lon, lat]);
      if (country) nodes.set(key(row, col), { row, col, lon, lat, country, kind: 'land' });
    }
  }
}

/** 2. Adam's Bridge: a chain of clear mileposts over the shoals. Returns whether a point is within `reach` of the bridge. */
export function addAdamsBridge(lattice: Lattice): (b: Pt, reach: number) => boolean {
  const { nodes, toLonLat, toBoard } = lattice;
  const bridgeLine = ADAMS_BRIDGE.map((p) => toBoard(p));
  const nearBridge = (b: Pt, reach: number) => distToPolyline(b, bridgeLine) < reach;
  {
    const ys = bridgeLine.map((p) => p[1]);
    const rowLo = Math.floor(Math.min(...ys) / ROW_HEIGHT) - 2;
    const rowHi = Math.ceil(Math.max(...ys) / ROW_HEIGHT) + 2;
    const xs = bridgeLine.map((p) => p[0]);
    for (let row = rowLo; row <= rowHi; row++) {
      for (let col = Math.floor(Math.min(...xs)) - 2; col <= Math.ceil(Math.max(...xs)) + 2; col++) {
        if (nodes.has(key(row, col)) || !nearBridge(at(row, col), BRIDGE_REACH)) continue;
        const [lon, lat] = toLonLat(at(row, col));
        const country: Country = lon < ADAMS_BRIDGE_BOUNDARY_LON ? 'India' : 'Sri Lanka';
        nodes.set(key(row, col), { row, col, lon, lat, country, kind: 'bridge' });
      }
    }
  }
  return nearBridge;
}

/**
 * 3. Major cities: the lattice position nearest the city (a coastal city's may lie over the sea,
 * as on the board) and its 6 neighbours, added as mileposts of the city's country where missing.
 */
export function placeMajorCities(lattice: Lattice): Map<string, Node[]> {
  const { nodes, toLonLat, toBoard } = lattice;
  const cityMileposts = new Map<string, Node[]>();
  const nodeAt = (row: number, col: number, country: Country): Node => {
    let n = nodes.get(key(row, col));
    if (!n) {
      const [lon, lat] = toLonLat(at(row, col));
      n = { row, col, lon, lat, country, kind: 'sea' };
      nodes.set(key(row, col), n);
    }
    return n;
  };
  for (const city of CITY_SOURCES.filter((c) => c.class === 'major')) {
    const b = toBoard([city.lon, city.lat]);
    const row = Math.round(b[1] / ROW_HEIGHT);
    let best: [number, number] = [row, 0];
    let bestD = Number.POSITIVE_INFINITY;
    for (let r = row - 1; r <= row + 1; r++) {
      for (let c = Math.floor(b[0]) - 1; c <= Math.ceil(b[0]) + 1; c++) {
        const p = at(r, c);
        const d = Math.hypot(p[0] - b[0], p[1] - b[1]);
        if (d < bestD) {
          bestD = d;
          best = [r, c];
        }
      }
    }
    const centre = nodeAt(best[0], best[1], city.country);
    if (centre.city || centre.country !== city.country) throw new Error(`${city.id} falls on ${centre.city ?? centre.country}`);
    const area = [centre];
    for (const [r, c] of latticeNeighbours(centre.row, centre.col)) {
      const n = nodeAt(r, c, city.country);
      if (n.city) throw new Error(`${city.id}'s red area overlaps ${n.city}`);
      area.push(n);
    }
    for (const n of area) {
      n.city = city.id;
      n.major = city.id;
      // The red area is the city's, even where it reaches over a border (Calcutta's east edge).
      n.country = city.country;
    }
    cityMileposts.set(city.id, area);
  }
  return cityMileposts;
}

/** 4. Edges: lattice neighbours joined over land (or along the bridge, or inside a red area). */
export function joinNeighbours(lattice: Lattice, nearBridge: (b: Pt, reach: number) => boolean): { adj: Adjacency; sortedKeys: number[] } {
  const { nodes, toLonLat, isLand } = lattice;
  const landAlong = (a: Pt, b: Pt) => [0.25, 0.5, 0.75].every((t) => isLand(toLonLat([a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])])));
  const edgeOk = (m: Node, n: Node) => {
    if (m.major && m.major === n.major) return true;
    const a = at(m.row, m.col);
    const b = at(n.row, n.col);
    if (m.kind === 'bridge' || n.kind === 'bridge') return nearBridge(a, 1) && nearBridge(b, 1);
    return landAlong(a, b);
  };
  const sortedKeys = [...nodes.keys()].sort((a, b) => a - b);
  const adj = new Map<number, number[]>();
  for (const k of sortedKeys) adj.set(k, []);
  for (const k of sortedKeys) {
    const m = nodes.get(k)!;
    for (const [r, c] of latticeNeighbours(m.row, m.col)) {
      const k2 = key(r, c);
      const n = nodes.get(k2);
      if (!n || k2 < k || !edgeOk(m, n)) continue;
      adj.get(k)!.push(k2);
      adj.get(k2)!.push(k);
    }
  }
  return { adj, sortedKeys };
}

/** 5. Keep the mainland's component (with Sri Lanka over the bridge); islands apart are dropped. */
export function keepMainland(lattice: Lattice, adj: Adjacency, sortedKeys: number[], cityMileposts: Map<string, Node[]>): void {
  const { nodes } = lattice;
  const delhiCentre = cityMileposts.get('delhi')![0];
  const keep = new Set<number>([key(delhiCentre.row, delhiCentre.col)]);
  const queue = [...keep];
  while (queue.length) {
    for (const k2 of adj.get(queue.shift()!)!) {
      if (!keep.has(k2)) {
        keep.add(k2);
        queue.push(k2);
      }
    }
  }
  for (const k of sortedKeys) if (!keep.has(k)) nodes.delete(k);
  for (const [id, area] of cityMileposts) {
    if (area.some((n) => !nodes.has(key(n.row, n.col)))) throw new Error(`${id} is cut off`);
  }
}

/** Mileposts accepted by `ok` within CITY_REACH of a place, nearest first. */
function nearest(lattice: Lattice, ll: Pt, ok: (n: Node) => boolean): { node: Node; d: number }[] {
  const { nodes, toBoard } = lattice;
  const b = toBoard(ll);
  const out: { node: Node; d: number }[] = [];
  const row = Math.round(b[1] / ROW_HEIGHT);
  for (let r = row - CITY_REACH - 1; r <= row + CITY_REACH + 1; r++) {
    for (let c = Math.floor(b[0]) - CITY_REACH - 1; c <= Math.ceil(b[0]) + CITY_REACH + 1; c++) {
      const n = nodes.get(key(r, c));
      if (!n || !ok(n)) continue;
      const p = at(r, c);
      const d = Math.hypot(p[0] - b[0], p[1] - b[1]);
      if (d <= CITY_REACH) out.push({ node: n, d });
    }
  }
  return out.sort((a, z) => a.d - z.d || key(a.node.row, a.node.col) - key(z.node.row, z.node.col));
}

/**
 * 6. Other cities: closest city–milepost pairs first, never two cities on one milepost, always
 * in the city's own country, and on a milepost with a way in for as many players as the city
 * admits (three for a medium city, two for a small one) plus one to spare: a coastal milepost
 * with a single land neighbour would keep everybody out under the no-blocking rule.
 */
export function placeOtherCities(lattice: Lattice, adj: Adjacency, cityMileposts: Map<string, Node[]>): void {
  const pairs: { city: string; node: Node; d: number }[] = [];
  const ways = (n: Node) => adj.get(key(n.row, n.col))?.length ?? 0;
  for (const city of CITY_SOURCES.filter((c) => c.class !== 'major')) {
    const country = city.country;
    const need = city.class === 'medium' ? 4 : 3;
    for (const { node, d } of nearest(lattice, [city.lon, city.lat], (n) => n.kind === 'land' && !n.city && n.country === country && ways(n) >= need)) {
      pairs.push({ city: city.id, node, d });
    }
  }
  pairs.sort((a, b) => a.d - b.d || a.city.localeCompare(b.city) || key(a.node.row, a.node.col) - key(b.node.row, b.node.col));
  for (const p of pairs) {
    if (cityMileposts.has(p.city) || p.node.city) continue;
    p.node.city = p.city;
    cityMileposts.set(p.city, [p.node]);
  }
  for (const city of CITY_SOURCES) if (!cityMileposts.has(city.id)) throw new Error(`no free milepost near ${city.id}`);
}

/** 7. Ids in row-major order; terrain, coast distance: the milepost records. */
export function milepostRecords(lattice: Lattice, adj: Adjacency): { order: number[]; idOf: Map<number, number>; mileposts: CompactMilepost[] } {
  const { nodes, toLonLat, isLand } = lattice;
  const order = [...nodes.keys()].sort((a, b) => a - b);
  const idOf = new Map(order.map((k, i) => [k, i]));
  const regionIdx = TERRAIN_REGIONS.map((r) => new PolygonIndex([r.polygon]));
  const terrainOf = (n: Node): { terrain: Terrain; area: number } => {
    if (n.kind !== 'land') return { terrain: 'clear', area: -1 };
    const i = TERRAIN_REGIONS.findIndex((r, j) => (!r.countries || r.countries.includes(n.country)) && regionIdx[j].contains([n.lon, n.lat]));
    return i < 0 ? { terrain: 'clear', area: -1 } : { terrain: TERRAIN_REGIONS[i].terrain, area: i };
  };
  const coastDist = new Array<number>(order.length).fill(-1);
  const bfs: number[] = [];
  order.forEach((k, i) => {
    const n = nodes.get(k)!;
    const coastal = n.kind !== 'land' || latticeNeighbours(n.row, n.col).some(([r, c]) => !isLand(toLonLat(at(r, c))));
    if (coastal) {
      coastDist[i] = 0;
      bfs.push(k);
    }
  });
  for (let h = 0; h < bfs.length; h++) {
    const d = coastDist[idOf.get(bfs[h])!] + 1;
    for (const k2 of adj.get(bfs[h])!) {
      const j = idOf.get(k2);
      if (j !== undefined && coastDist[j] < 0) {
        coastDist[j] = d;
        bfs.push(k2);
      }
    }
  }

  const mileposts: CompactMilepost[] = order.map((k, i) => {
    const n = nodes.get(k)!;
    const { terrain, area } = terrainOf(n);
    return [n.row, n.col, round(n.lat, 3), round(n.lon, 3), TERRAIN_CODES[terrain], COUNTRY_CODES[n.country], coastDist[i], area];
  });
  return { order, idOf, mileposts };
}

/** 8. Edges (as pairs of milepost ids) with the rivers they cross, and the rivers' lines on the board. */
export function edgesAndRivers(lattice: Lattice, adj: Adjacency, order: number[], idOf: Map<number, number>) {
  const { nodes, toBoard } = lattice;
  const edges: number[] = [];
  const edgeEnds: [Pt, Pt][] = [];
  for (const k of order) {
    for (const k2 of adj.get(k)!) {
      if (k2 <= k || !idOf.has(k2)) continue;
      edges.push(idOf.get(k)!, idOf.get(k2)!);
      const m = nodes.get(k)!;
      const n = nodes.get(k2)!;
      edgeEnds.push([at(m.row, m.col), at(n.row, n.col)]);
    }
  }
  const bridges: Record<string, number[]> = {};
  const riverLines: Record<string, number[]> = {};
  for (const river of RIVER_SOURCES) {
    const line = river.points.map((p) => toBoard(p));
    riverLines[river.id] = line.flatMap(([x, y]) => [round(x, 2), round(y, 2)]);
    const crossed: number[] = [];
    edgeEnds.forEach(([a, b], e) => {
      for (let i = 1; i < line.length; i++) {
        if (segmentsCross(a, b, line[i - 1], line[i])) {
          crossed.push(e);
          return;
        }
      }
    });
    bridges[river.id] = crossed;
  }
  return { edges, bridges, riverLines };
}
