/**
 * The India Rails lattice as an immutable graph, built once from map data (generated or a test
 * fixture): neighbours, segment build costs, rivers crossed, hop distances and cheapest paths.
 * docs/rules/india-rails.md §2.
 */
import { DEFAULT_BUILD_COSTS } from './costs.ts';
import { type Adjacency, PathFinder } from './paths.ts';
import type { BuildCosts, City, IndiaRailsMapData, MapGraph, MilepostId, PathQuery, PathResult } from './types.ts';

const UNREACHED = 0xffff;
const NO_RIVERS: readonly string[] = Object.freeze([]);

/** Builds the graph of a map. Throws if the data is inconsistent (ids, edges, cities). */
export function buildMapGraph(data: IndiaRailsMapData, costs: BuildCosts = DEFAULT_BUILD_COSTS): MapGraph {
  return new LatticeGraph(data, costs);
}

class LatticeGraph implements MapGraph {
  readonly size: number;
  private readonly adj: Adjacency;
  private readonly neighbourLists: (readonly MilepostId[])[];
  /** Edge key → index in `data.edges`. */
  private readonly edgeByKey = new Map<number, number>();
  private readonly riversOfEdge: (readonly string[])[] = [];
  private readonly cityOf: (City | undefined)[];
  private readonly majorOf: Int32Array;
  private readonly citiesById = new Map<string, City>();
  private readonly hopRows = new Map<MilepostId, Uint16Array>();
  private readonly finder: PathFinder;

  constructor(
    readonly data: IndiaRailsMapData,
    readonly costs: BuildCosts,
  ) {
    const n = data.mileposts.length;
    this.size = n;
    data.mileposts.forEach((m, i) => {
      if (m.id !== i) throw new Error(`milepost at index ${i} has id ${m.id}`);
    });

    this.cityOf = new Array(n).fill(undefined);
    this.majorOf = new Int32Array(n).fill(-1);
    data.cities.forEach((city, ci) => {
      if (this.citiesById.has(city.id)) throw new Error(`duplicate city ${city.id}`);
      this.citiesById.set(city.id, city);
      for (const m of city.mileposts) {
        if (m < 0 || m >= n) throw new Error(`city ${city.id} on unknown milepost ${m}`);
        if (this.cityOf[m]) throw new Error(`milepost ${m} holds ${this.cityOf[m]!.id} and ${city.id}`);
        this.cityOf[m] = city;
        if (city.class === 'major') this.majorOf[m] = ci;
      }
    });

    const lists: MilepostId[][] = Array.from({ length: n }, () => []);
    data.edges.forEach((e, i) => {
      if (e.a === e.b || e.a < 0 || e.b < 0 || e.a >= n || e.b >= n) throw new Error(`bad edge ${e.a}-${e.b}`);
      const k = this.edgeKey(e.a, e.b);
      if (this.edgeByKey.has(k)) throw new Error(`duplicate edge ${e.a}-${e.b}`);
      this.edgeByKey.set(k, i);
      this.riversOfEdge.push(e.rivers.length ? Object.freeze([...e.rivers]) : NO_RIVERS);
      lists[e.a].push(e.b);
      lists[e.b].push(e.a);
    });
    for (const l of lists) l.sort((x, y) => x - y);
    this.neighbourLists = lists.map((l) => Object.freeze(l));

    const start = new Int32Array(n + 1);
    for (let m = 0; m < n; m++) start[m + 1] = start[m] + lists[m].length;
    const total = start[n];
    const to = new Int32Array(total);
    const key = new Int32Array(total);
    const cost = new Float64Array(total);
    const red = new Uint8Array(total);
    const edge = new Int32Array(total);
    const edgeByKey = this.edgeByKey;
    for (let m = 0; m < n; m++) {
      lists[m].forEach((v, i) => {
        const j = start[m] + i;
        to[j] = v;
        key[j] = this.edgeKey(m, v);
        edge[j] = edgeByKey.get(key[j])!;
        red[j] = this.isRedAreaEdge(m, v) ? 1 : 0;
        cost[j] = this.segmentCost(m, v);
      });
    }
    this.adj = { size: n, start, to, key, cost, red, edge, edgeByKey };
    this.finder = new PathFinder(this.adj);
  }

  neighbours(m: MilepostId): readonly MilepostId[] {
    return this.neighbourLists[m];
  }

  edgeKey(a: MilepostId, b: MilepostId): number {
    return a < b ? a * this.size + b : b * this.size + a;
  }

  edgeEnds(key: number): [MilepostId, MilepostId] {
    return [Math.floor(key / this.size), key % this.size];
  }

  isEdge(a: MilepostId, b: MilepostId): boolean {
    return this.edgeByKey.has(this.edgeKey(a, b));
  }

  isRedAreaEdge(a: MilepostId, b: MilepostId): boolean {
    return this.majorOf[a] >= 0 && this.majorOf[a] === this.majorOf[b] && this.isEdge(a, b);
  }

  buildCost(a: MilepostId, b: MilepostId): number {
    if (!this.isEdge(a, b)) return Number.POSITIVE_INFINITY;
    return this.segmentCost(a, b);
  }

  riversCrossed(a: MilepostId, b: MilepostId): readonly string[] {
    const e = this.edgeByKey.get(this.edgeKey(a, b));
    return e === undefined ? NO_RIVERS : this.riversOfEdge[e];
  }

  distance(a: MilepostId, b: MilepostId): number {
    const row = this.hopsFrom(a);
    return row[b] === UNREACHED ? Number.POSITIVE_INFINITY : row[b];
  }

  hopsFrom(a: MilepostId): Readonly<Uint16Array> {
    let row = this.hopRows.get(a);
    if (!row) {
      row = this.distancesFrom(a);
      this.hopRows.set(a, row);
    }
    return row;
  }

  distancesFrom(from: MilepostId | readonly MilepostId[]): Uint16Array {
    const { start, to } = this.adj;
    const dist = new Uint16Array(this.size).fill(UNREACHED);
    const queue = new Int32Array(this.size);
    let head = 0;
    let tail = 0;
    for (const s of typeof from === 'number' ? [from] : from) {
      if (dist[s] === UNREACHED) {
        dist[s] = 0;
        queue[tail++] = s;
      }
    }
    while (head < tail) {
      const u = queue[head++];
      const du = dist[u] + 1;
      for (let j = start[u], end = start[u + 1]; j < end; j++) {
        const v = to[j];
        if (dist[v] === UNREACHED) {
          dist[v] = du;
          queue[tail++] = v;
        }
      }
    }
    return dist;
  }

  cityAt(m: MilepostId): City | undefined {
    return this.cityOf[m];
  }

  cityById(id: string): City | undefined {
    return this.citiesById.get(id);
  }

  cheapestPath(from: readonly MilepostId[], to: readonly MilepostId[], query?: PathQuery): PathResult | null {
    return this.finder.path(from, to, query);
  }

  cheapestCosts(from: readonly MilepostId[], query?: PathQuery, maxCost?: number): Float64Array {
    return this.finder.costs(from, query, maxCost);
  }

  /** Cost of building a–b, the edge being known to exist. */
  private segmentCost(a: MilepostId, b: MilepostId): number {
    if (this.majorOf[a] >= 0 && this.majorOf[a] === this.majorOf[b]) return Number.POSITIVE_INFINITY;
    const city = this.cityOf[b];
    const base = city ? this.costs.city[city.class] : this.costs.terrain[this.data.mileposts[b].terrain];
    const rivers = this.riversCrossed(a, b).length;
    return base + rivers * this.costs.river;
  }
}
