/**
 * Every tunable of Ticket to Ride – India (docs/architecture.md §3.5). The rulebook's numbers and
 * the house values of docs/rules/ttr-india.md §11 live here, never as literals in the rules; `setupData.params`
 * overrides any of them (see `resolveParams`).
 */

/** The parameters of a game. */
export interface TtrParams {
  /** Train cars per player (rules: 45). */
  trainsPerPlayer: number;
  /** Train cards dealt to each player at setup (rules: 4). */
  startingHand: number;
  /** Face-up cards beside the deck (rules: 5). */
  faceUpCount: number;
  /** Tickets dealt at setup (rules: 4) … */
  openingTickets: number;
  /** … of which a player keeps at least this many (rules: 2). */
  openingKeepMin: number;
  /** Mail Charters dealt at setup, each kept or discarded (rules: 1). */
  openingCharters: number;
  /** Tickets drawn by the draw-tickets action (rules: 3) … */
  drawTickets: number;
  /** … of which a player keeps at least this many (rules: 1). */
  drawKeepMin: number;
  /** Points for a route of length i (index 0 unused; rules: 1, 2, 4, 7, 10, 15). */
  routePoints: number[];
  /** A player ending a turn with this many trains or fewer starts the last round (rules: 2). */
  endTrainsThreshold: number;
  /** Face-up locomotives that wipe the display (rules: 3). */
  locoWipeThreshold: number;
  /** House value: at most this many wipes in a row after one refill, so the wipe can never loop forever. */
  maxConsecutiveWipes: number;
  /** Extra locomotives an unclaimed ferry costs once Monsoon Season has begun (rules: 1). */
  monsoonExtraLocos: number;
  /** From this many players both tracks of a double route are open (rules: 4). */
  doubleRoutesMinPlayers: number;
  /** Loop bonus by number of qualifying tickets, index = count (capped at the last entry; house value: 0, 5, 10, 20, 30, 40). */
  loopBonus: number[];
  /** Points to every player tied for the longest trail (house value: 10). */
  longestTrailBonus: number;
}

/** The rulebook's values and the house values (docs/rules/ttr-india.md §11). */
export const DEFAULT_PARAMS: Readonly<TtrParams> = Object.freeze({
  trainsPerPlayer: 45,
  startingHand: 4,
  faceUpCount: 5,
  openingTickets: 4,
  openingKeepMin: 2,
  openingCharters: 1,
  drawTickets: 3,
  drawKeepMin: 1,
  routePoints: [0, 1, 2, 4, 7, 10, 15],
  endTrainsThreshold: 2,
  locoWipeThreshold: 3,
  maxConsecutiveWipes: 5,
  monsoonExtraLocos: 1,
  doubleRoutesMinPlayers: 4,
  loopBonus: [0, 5, 10, 20, 30, 40],
  longestTrailBonus: 10,
});

const isCount = (x: unknown, min = 0, max = 1000): x is number => typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;
const isTable = (x: unknown, len: number): x is number[] =>
  Array.isArray(x) && x.length >= len && x.length <= 100 && x.every((v) => typeof v === 'number' && Number.isFinite(v));

/** Why `override` is not a valid partial parameter set, or null when it is. */
export function paramsError(override: unknown): string | null {
  if (override === undefined) return null;
  if (override === null || typeof override !== 'object' || Array.isArray(override)) return 'params must be an object';
  const p = { ...DEFAULT_PARAMS, ...(override as Partial<TtrParams>) };
  for (const key of Object.keys(override)) if (!(key in DEFAULT_PARAMS)) return `unknown param ${key}`;
  if (!isCount(p.trainsPerPlayer, 1, 200)) return 'trainsPerPlayer must be an integer 1–200';
  if (!isCount(p.startingHand, 0, 20)) return 'startingHand must be an integer 0–20';
  if (!isCount(p.faceUpCount, 1, 8)) return 'faceUpCount must be an integer 1–8';
  if (!isCount(p.openingTickets, 1, 6) || !isCount(p.openingKeepMin, 0, p.openingTickets)) return 'openingTickets 1–6, openingKeepMin 0..openingTickets';
  if (!isCount(p.openingCharters, 0, 1)) return 'openingCharters must be 0 or 1';
  if (!isCount(p.drawTickets, 1, 6) || !isCount(p.drawKeepMin, 1, p.drawTickets)) return 'drawTickets 1–6, drawKeepMin 1..drawTickets';
  if (!isTable(p.routePoints, 7)) return 'routePoints needs a number for each length 0–6';
  if (!isCount(p.endTrainsThreshold, 0, 200)) return 'endTrainsThreshold must be a non-negative integer';
  if (!isCount(p.locoWipeThreshold, 1, p.faceUpCount + 1)) return 'locoWipeThreshold must be 1..faceUpCount+1';
  if (!isCount(p.maxConsecutiveWipes, 0, 100)) return 'maxConsecutiveWipes must be an integer 0–100';
  if (!isCount(p.monsoonExtraLocos, 0, 1)) return 'monsoonExtraLocos must be 0 or 1 (a ferry must stay payable)';
  if (!isCount(p.doubleRoutesMinPlayers, 2, 6)) return 'doubleRoutesMinPlayers must be an integer 2–6';
  if (!isTable(p.loopBonus, 1)) return 'loopBonus must be a non-empty list of numbers';
  if (typeof p.longestTrailBonus !== 'number' || !Number.isFinite(p.longestTrailBonus)) return 'longestTrailBonus must be a number';
  return null;
}

/** The defaults with `override` applied; throws on an invalid override. */
export function resolveParams(override?: Partial<TtrParams>): TtrParams {
  const reason = paramsError(override);
  if (reason) throw new Error(`ttr-india params: ${reason}`);
  const p = { ...DEFAULT_PARAMS, ...override };
  return { ...p, routePoints: [...p.routePoints], loopBonus: [...p.loopBonus] };
}
