/**
 * The India Rails map's types: the contract between the map generator, the lattice graph, the rules
 * core, the demand-deck generator, the bots and the board. (docs/rules/india-rails.md §2.)
 */

/** Milepost terrain. Cities are a milepost's `city`, not a terrain. */
export type Terrain = 'clear' | 'mountain' | 'alpine' | 'desert' | 'saltFlat';

/** Countries of the board. */
export type Country = 'India' | 'Pakistan' | 'Bangladesh' | 'Nepal' | 'Bhutan' | 'Sri Lanka';

/** City class: major cities have a 7-milepost red area; medium allow 3 builders, small 2. */
export type CityClass = 'major' | 'medium' | 'small';

/** Build costs in millions, by terrain and city class, plus the river surcharge (defaults in costs.ts). */
export interface BuildCosts {
  readonly terrain: Readonly<Record<Terrain, number>>;
  readonly city: Readonly<Record<CityClass, number>>;
  /** Added once per river a segment crosses. */
  readonly river: number;
}

/** A milepost id: its index in `mileposts`. */
export type MilepostId = number;

/** One milepost of the triangular lattice. */
export interface Milepost {
  id: MilepostId;
  /** Lattice coordinates: row and column (odd rows are offset by half a column). */
  row: number;
  col: number;
  lat: number;
  lon: number;
  /** Projected board coordinates (for drawing), in milepost spacings. */
  x: number;
  y: number;
  terrain: Terrain;
  country: Country;
  /** The city on this milepost (for a major city, each of its 7 mileposts), else undefined. */
  city?: string;
  /** Distance to the coast in mileposts (0 on a coastal milepost), for the rail strike events. */
  coastDistance: number;
  /** The terrain region it lies in (e.g. 'thar', 'kharan'): a sand storm names a desert area. */
  terrainArea?: string;
}

/** A city of the reference chart. */
export interface City {
  /** Stable id, e.g. 'bombay', 'hyderabad-india'. */
  id: string;
  name: string;
  class: CityClass;
  /** Region printed in the reference chart. */
  region: string;
  /** The country it lies in (Pilgrims board only at small and medium cities in India). */
  country: Country;
  /** Loads available here (by load id, e.g. 'Coal'); Pilgrims are not listed (any small/medium city in India). */
  goods: string[];
  lat: number;
  lon: number;
  /** The centre milepost. */
  milepost: MilepostId;
  /** All of the city's mileposts: the centre and, for a major city, its 6 neighbours (the red area). */
  mileposts: MilepostId[];
}

/** A named river, as a polyline of [lon, lat] points (source to mouth). */
export interface River {
  id: string;
  name: string;
  points: [number, number][];
  /** The same polyline in board coordinates, for drawing. */
  board: [number, number][];
}

/** A lattice edge (a possible track segment) between two neighbouring mileposts, a < b. */
export interface MapEdge {
  a: MilepostId;
  b: MilepostId;
  /** Ids of the rivers this segment crosses (its bridge). */
  rivers: string[];
}

/** The map as committed data (and as exported `INDIA_RAILS_MAP`). */
export interface IndiaRailsMapData {
  mileposts: Milepost[];
  cities: City[];
  rivers: River[];
  edges: MapEdge[];
  /**
   * Outlines for drawing, in board coordinates: coast and borders as open [x, y] polylines, and
   * `land` as closed rings (first point repeated last) of the six countries, to fill.
   */
  outlines: { coast: [number, number][][]; borders: [number, number][][]; land: [number, number][][] };
}

/** Options for a cheapest-path query. */
export interface PathQuery {
  /** Edge keys (see `MapGraph.edgeKey`) of the player's own track: free to use. */
  own?: ReadonlySet<number>;
  /** Edge keys that may not be used (others' track, flooded bridges, …). */
  blocked?: ReadonlySet<number>;
  /** Mileposts that may not be entered (e.g. sand-stormed desert, or other major cities' red areas). */
  blockedMileposts?: ReadonlySet<MilepostId>;
}

/** A path and what it costs to build. */
export interface PathResult {
  /** Milepost ids from start to end, inclusive. */
  path: MilepostId[];
  cost: number;
}

/**
 * The lattice as an immutable graph, built once by `buildMapGraph(data, costs?)`. The build cost of
 * a segment is the cost of the milepost built *to* (terrain or city class) plus `costs.river` per
 * river crossed. Segments inside a major city's red area can never be built (`buildCost` is
 * Infinity) but are everyone's track: path searches travel them for free.
 */
export interface MapGraph {
  readonly data: IndiaRailsMapData;
  /** The build costs this graph was built with. */
  readonly costs: BuildCosts;
  /** Number of mileposts. */
  readonly size: number;
  neighbours(m: MilepostId): readonly MilepostId[];
  /** The undirected edge key of a and b (neighbours or not): min(a,b) * size + max(a,b). */
  edgeKey(a: MilepostId, b: MilepostId): number;
  /** The two mileposts of an edge key, [min, max]. */
  edgeEnds(key: number): [MilepostId, MilepostId];
  /** Whether a and b are lattice neighbours. */
  isEdge(a: MilepostId, b: MilepostId): boolean;
  /** Whether a–b lies inside one major city's red area (never built; everyone's track). */
  isRedAreaEdge(a: MilepostId, b: MilepostId): boolean;
  /** The build cost of the segment from a to b (Infinity if it may never be built or is no edge). */
  buildCost(a: MilepostId, b: MilepostId): number;
  /** River ids the segment a–b crosses. */
  riversCrossed(a: MilepostId, b: MilepostId): readonly string[];
  /** Hops between two mileposts on the lattice (ignoring track); Infinity if unconnected. */
  distance(a: MilepostId, b: MilepostId): number;
  /**
   * Hops from `a` to every milepost (65535 when unconnected): the row `distance` reads, kept. The
   * lattice is undirected, so it is also every milepost's hops to `a`. Never to be changed.
   */
  hopsFrom(a: MilepostId): Readonly<Uint16Array>;
  /**
   * Hops from the nearest of `from` to every milepost (65535 when unreachable). A fresh array,
   * e.g. for "within 3 mileposts of a city" or "within 3 of the border".
   */
  distancesFrom(from: MilepostId | readonly MilepostId[]): Uint16Array;
  /** The city on milepost m, if any (for a major city, on any of its 7 mileposts). */
  cityAt(m: MilepostId): City | undefined;
  cityById(id: string): City | undefined;
  /**
   * Cheapest build path from any of `from` to any of `to`: own track and red areas cost 0, blocked
   * edges and mileposts excluded; ties go to fewer mileposts. Null when there is none.
   */
  cheapestPath(from: readonly MilepostId[], to: readonly MilepostId[], query?: PathQuery): PathResult | null;
  /**
   * Cheapest build cost from any of `from` to every milepost under the same rules (Infinity when
   * unreachable). A fresh array, for planners that need many targets at once. With `maxCost`, the
   * search stops there: mileposts dearer than that read Infinity, the others their exact cost.
   */
  cheapestCosts(from: readonly MilepostId[], query?: PathQuery, maxCost?: number): Float64Array;
}
