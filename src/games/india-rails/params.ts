/**
 * Every number of the India Rails rules (docs/rules/india-rails.md §13 lists them) and the variant flags
 * (§12). setupData
 * may override any value through `params` and switch variants on through `variants`.
 */
import type { LocoType } from './data/locos.ts';

/** A band of the Excess Profits Tax: players with at least `from` cash pay `pay`. */
export interface TaxBand {
  from: number;
  pay: number;
}

/** The numbers of the game. */
export interface IndiaRailsParams {
  startingCash: number;
  /** Building turns before the first operations turn (Switchback Start). */
  buildingTurns: number;
  /** The most a player may spend on track and upgrades in one turn. */
  buildLimit: number;
  /** Track segments a player may build out of major city mileposts in one turn. */
  majorCitySegmentsPerTurn: number;
  /** The most track sections one player may build into one small or medium city. */
  maxSectionsIntoCity: number;
  /** Players allowed to build into a city of each class. */
  cityPlayerLimit: { small: number; medium: number };
  /** Rent per opponent whose track a train uses in a turn. */
  rent: number;
  upgradeCost: number;
  crossgradeCost: number;
  /** Build money still allowed in a turn with a crossgrade. */
  crossgradeBuildLimit: number;
  speed: Record<LocoType, number>;
  /** Speed at half rate (rulebook: 5 and 6). */
  halfSpeed: Record<LocoType, number>;
  capacity: Record<LocoType, number>;
  handSize: number;
  /** Fast Game: cards dealt at the start (two are discarded after the building turns). */
  fastGameDeal: number;
  winCash: number;
  /** The cash target rises by this on an exact tie. */
  tieRaise: number;
  majorCitiesToConnect: number;
  /** Excess Profits Tax bands, highest `from` last. */
  taxBands: TaxBand[];
  /** Cost to Move variant: paid per turn the train moves on own track. */
  costToMove: number;
  /** Borrowing variant: the most one may borrow, and how much is repaid per 1M borrowed. */
  maxLoan: number;
  loanRepayFactor: number;
  /** Open Contracts variant: the most contracts face up on the table. */
  maxOpenContracts: number;
  /** Field Warehousing variant: the dropper's turns a dropped load stays in its city. */
  warehouseTurns: number;
  /** The money the bank holds at the start (for the conservation check; never runs out). */
  bankStart: number;
}

/** Optional rules (all off by default). Unsupported ones are refused by validateSetupData. */
export interface IndiaRailsVariants {
  fastTrains?: boolean;
  fastGame?: boolean;
  crossgrading?: boolean;
  costToMove?: boolean;
  costToLoad?: boolean;
  borrowing?: boolean;
  latePaymentOfUseFee?: boolean;
  backtracking?: boolean;
  openContracts?: boolean;
  fieldWarehousing?: boolean;
  additionalTrains?: boolean;
  sellingAndTradingTrack?: boolean;
  /** Tournament time limit, as a number of rounds of the main game (0 or absent: none). */
  turnLimit?: number;
}

/** The variants this implementation plays. */
export const SUPPORTED_VARIANTS: ReadonlySet<keyof IndiaRailsVariants> = new Set([
  'fastTrains',
  'fastGame',
  'crossgrading',
  'costToMove',
  'costToLoad',
  'borrowing',
  'backtracking',
  'latePaymentOfUseFee',
  'openContracts',
  'fieldWarehousing',
  'sellingAndTradingTrack',
  'additionalTrains',
  'turnLimit',
] as const);

/** Every variant name of the rulebook (known, whether supported or not): all of them are supported. */
export const KNOWN_VARIANTS: ReadonlySet<string> = SUPPORTED_VARIANTS;

/** The default numbers. */
export const DEFAULT_PARAMS: Readonly<IndiaRailsParams> = Object.freeze({
  startingCash: 50,
  buildingTurns: 2,
  buildLimit: 20,
  majorCitySegmentsPerTurn: 2,
  maxSectionsIntoCity: 3,
  cityPlayerLimit: { small: 2, medium: 3 },
  rent: 4,
  upgradeCost: 20,
  crossgradeCost: 5,
  crossgradeBuildLimit: 15,
  speed: { freight: 9, fastFreight: 12, heavyFreight: 9, superFreight: 12 },
  halfSpeed: { freight: 5, fastFreight: 6, heavyFreight: 5, superFreight: 6 },
  capacity: { freight: 2, fastFreight: 2, heavyFreight: 3, superFreight: 3 },
  handSize: 3,
  fastGameDeal: 5,
  winCash: 250,
  tieRaise: 50,
  majorCitiesToConnect: 5,
  taxBands: [
    { from: 0, pay: 0 },
    { from: 50, pay: 10 },
    { from: 100, pay: 15 },
    { from: 150, pay: 20 },
    { from: 200, pay: 25 },
    { from: 250, pay: 30 },
  ],
  costToMove: 1,
  maxLoan: 20,
  loanRepayFactor: 2,
  maxOpenContracts: 4,
  warehouseTurns: 4,
  bankStart: 100_000,
});

/**
 * Numbers of the rules that no setupData changes. They stay out of `IndiaRailsParams`, which every
 * state carries, so that naming a fixed number here changes no state's bytes (nor a saved game, nor
 * the seed a bot derives from what it sees).
 */
export const FIXED_PARAMS = Object.freeze({
  /** An event lasts until its drawer has finished this many more turns (the drawing turn and the next). */
  eventTurns: 2,
  /** Mileposts a detour around a newly built segment may take before the exact reachability search decides (blocking.ts). */
  detourSearchLimit: 48,
});

/** Fast Trains: 12/16 mileposts, half rate 6/8. */
export const FAST_TRAINS: Pick<IndiaRailsParams, 'speed' | 'halfSpeed'> = {
  speed: { freight: 12, fastFreight: 16, heavyFreight: 12, superFreight: 16 },
  halfSpeed: { freight: 6, fastFreight: 8, heavyFreight: 6, superFreight: 8 },
};

/** Fast Game: more starting cash and one more building turn (no Excess Profits Tax, in the rules). */
export const FAST_GAME: Readonly<Pick<IndiaRailsParams, 'startingCash' | 'buildingTurns'>> = Object.freeze({ startingCash: 70, buildingTurns: 3 });

/** India Rails setupData. */
export interface IndiaRailsSetupData {
  seed?: string;
  params?: Partial<IndiaRailsParams>;
  variants?: IndiaRailsVariants;
}

/** The params of a game: defaults, then variant changes, then explicit overrides. */
export function resolveParams(setup?: IndiaRailsSetupData): IndiaRailsParams {
  const v = setup?.variants ?? {};
  const base: IndiaRailsParams = structuredClone(DEFAULT_PARAMS) as IndiaRailsParams;
  if (v.fastTrains) Object.assign(base, structuredClone(FAST_TRAINS));
  if (v.fastGame) Object.assign(base, FAST_GAME);
  const out = { ...base } as unknown as Record<string, unknown>;
  for (const [k, v] of Object.entries(setup?.params ?? {})) {
    const current = out[k];
    // Records (speeds, capacities, city limits) merge key by key; numbers and lists replace.
    out[k] = current && typeof current === 'object' && !Array.isArray(current) && v && typeof v === 'object' && !Array.isArray(v) ? { ...current, ...v } : v;
  }
  return out as unknown as IndiaRailsParams;
}

const isPositiveInt = (x: unknown) => typeof x === 'number' && Number.isInteger(x) && x >= 0;

/**
 * Why setupData is not acceptable, or null. Refuses `seed` when `allowSeed` is false (the lobby
 * server), unknown or unsupported variants, and unknown or malformed params.
 */
export function validateSetupData(data: unknown, allowSeed = false): string | null {
  if (data === undefined || data === null) return null;
  if (typeof data !== 'object' || Array.isArray(data)) return 'setupData must be an object';
  const d = data as Record<string, unknown>;
  for (const k of Object.keys(d)) {
    if (k === 'seed') {
      if (!allowSeed) return 'setupData.seed is not allowed here (the server seeds the game)';
      if (typeof d.seed !== 'string') return 'setupData.seed must be a string';
    } else if (k !== 'params' && k !== 'variants') return `unknown setupData field "${k}"`;
  }
  if (d.variants !== undefined) {
    if (typeof d.variants !== 'object' || d.variants === null || Array.isArray(d.variants)) return 'setupData.variants must be an object';
    for (const [k, val] of Object.entries(d.variants)) {
      if (!KNOWN_VARIANTS.has(k)) return `unknown variant "${k}"`;
      if (k === 'turnLimit') {
        if (!isPositiveInt(val)) return 'variant turnLimit must be a non-negative integer (rounds)';
        if (val === 0) continue;
      } else if (typeof val !== 'boolean') return `variant ${k} must be true or false`;
      else if (!val) continue;
      if (!SUPPORTED_VARIANTS.has(k as keyof IndiaRailsVariants)) return `variant "${k}" is not supported yet`;
    }
  }
  if (d.params !== undefined) {
    if (typeof d.params !== 'object' || d.params === null || Array.isArray(d.params)) return 'setupData.params must be an object';
    for (const [k, val] of Object.entries(d.params)) {
      if (!(k in DEFAULT_PARAMS)) return `unknown param "${k}"`;
      const def = (DEFAULT_PARAMS as unknown as Record<string, unknown>)[k];
      if (typeof def === 'number' && !isPositiveInt(val)) return `param ${k} must be a non-negative integer`;
      if (typeof def === 'object' && (typeof val !== 'object' || val === null)) return `param ${k} must be an object like the default`;
    }
  }
  return null;
}
