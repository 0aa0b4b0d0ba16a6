/**
 * The game-agnostic checks of the shared test harness (docs/architecture.md §3.8). Each check
 * throws a `HarnessError` naming the game, seed and step, so a failure can be replayed exactly.
 */
import { isDeepStrictEqual } from 'node:util';
import type { CoreAction, GameCore, Seat } from '../../src/engine/core.ts';
import type { Rng } from '../../src/engine/rng.ts';
import { restoreRng } from '../../src/engine/rng.ts';

/** A failed harness check, with where it happened. */
export class HarnessError extends Error {}

/** Where a check runs: for messages. */
export interface Where {
  game: string;
  numPlayers: number;
  seed: string;
  step: number;
}

/** Throws a HarnessError with its location. */
export function fail(where: Where, message: string): never {
  throw new HarnessError(`[${where.game} ${where.numPlayers}p seed=${where.seed} step=${where.step}] ${message}`);
}

/** A canonical string of a JSON value (object keys sorted), to compare actions by value. */
export function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(obj[k])}`).join(',')}}`;
}

/** Freezes `value` and everything reachable from it (stops at parts already frozen: structural sharing). */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const v of Object.values(value as object)) deepFreeze(v);
  return value;
}

type Core<S, A extends CoreAction> = GameCore<S, A, unknown>;

/** Seats that are not active have no legal action, and validate refuses them the action the active seat took. */
export function checkInactiveSeats<S, A extends CoreAction>(core: Core<S, A>, s: S, numPlayers: number, probe: A | undefined, where: Where): void {
  const active = core.activePlayers(s);
  for (let q = 0; q < numPlayers; q++) {
    if (active.includes(q)) continue;
    if (core.legalActions(s, q).length > 0) fail(where, `inactive seat ${q} has legal actions`);
    if (probe && core.validate(s, q, probe) === null) fail(where, `inactive seat ${q} may play ${canonical(probe)}`);
  }
}

/** Listed actions pass validate (about ten per step when cheap); when `expensive`, all do, each is listed once and goes through apply too, with a copy of the RNG. */
export function checkListedActionsAccepted<S, A extends CoreAction>(core: Core<S, A>, s: S, seat: Seat, rng: Rng, expensive: boolean, where: Where): A[] {
  const actions = core.legalActions(s, seat);
  if (actions.length === 0) fail(where, `active seat ${seat} has no legal action`);
  const seen = new Set<string>();
  // Cheap mode validates about ten listed actions per step (spread over the list); expensive mode all.
  const stride = expensive ? 1 : Math.max(1, Math.floor(actions.length / 10));
  for (let i = 0; i < actions.length; i += stride) {
    const a = actions[i];
    const reason = core.validate(s, seat, a);
    if (reason !== null) fail(where, `listed action ${canonical(a)} refused: ${reason}`);
    if (!expensive) continue;
    const key = canonical(a);
    if (seen.has(key)) fail(where, `action listed twice: ${key}`);
    seen.add(key);
    try {
      core.apply(s, seat, a, restoreRng(rng.state()));
    } catch (e) {
      fail(where, `listed action ${key} throws in apply: ${(e as Error).message}`);
    }
  }
  return actions;
}

/**
 * Exactness: of the game's candidate actions, validate accepts only listed ones. (Every listed action
 * is accepted: `checkListedActionsAccepted`.) Candidates are compared by value, keys in any order.
 */
export function checkExactness<S, A extends CoreAction>(
  core: Core<S, A>,
  s: S,
  seat: Seat,
  listed: readonly A[],
  candidates: readonly unknown[],
  where: Where,
): void {
  const legal = new Set(listed.map(canonical));
  for (const c of candidates) {
    if (core.validate(s, seat, c) === null && !legal.has(canonical(c))) fail(where, `candidate ${canonical(c)} is accepted but not listed`);
  }
}

/** The state survives a JSON round trip unchanged. */
export function checkJsonRoundTrip<S>(s: S, where: Where): void {
  if (!isDeepStrictEqual(JSON.parse(JSON.stringify(s)), s)) fail(where, 'state changes in a JSON round trip');
}

/** Legal actions read only what the seat may see: legalActions(observe(s,p),p) equals legalActions(s,p), for every seat. */
export function checkObservation<S, A extends CoreAction>(core: Core<S, A>, s: S, numPlayers: number, where: Where): void {
  for (let p = 0; p < numPlayers; p++) {
    const full = core.legalActions(s, p);
    const seen = core.legalActions(core.observe(s, p), p);
    if (!isDeepStrictEqual(full, seen)) fail(where, `seat ${p}: legal actions differ between the state and its observation`);
  }
}

/** A determinized state looks the same to the seat as the state it came from, and obeys the conservation law. */
export function checkDeterminize<S, A extends CoreAction>(
  core: Core<S, A>,
  s: S,
  seat: Seat,
  rng: Rng,
  conservation: ((s: S) => string | null) | undefined,
  where: Where,
): void {
  const o = core.observe(s, seat);
  const d = core.determinize(o, seat, restoreRng(rng.state()));
  if (!isDeepStrictEqual(core.observe(d, seat), o)) fail(where, `seat ${seat}: a determinization does not match the observation`);
  const broken = conservation?.(d);
  if (broken) fail(where, `determinized state breaks conservation: ${broken}`);
}
