/**
 * Hard's set-level model of an opponent's hidden tickets (its regular tickets and its Mail Charter,
 * whose numbers the public counts fix) in Ticket to Ride. The medium player plans
 * its whole network (plan.ts) and claims routes on that plan, so a candidate set of tickets is likely
 * when the connections of its tickets cover the opponent's claimed routes, with few claims off them
 * and few other routes besides (a set whose connections span the map covers everything and explains
 * little: each claim on the plan counts as one drawn from the plan's routes). A ticket's connection
 * is its cheapest one at the opponent's prices (its own routes free), computed once per decision;
 * a set's plan is the union of its tickets' connections, so scoring a set is a few bit operations.
 * Once per decision a Gibbs sampler over the sets (each ticket in turn redrawn from the unseen ones
 * by the likelihood of the set it makes) records the sets each world then picks from. Reads only the
 * observation: the owners of the tracks, the opponent's trains and the viewer's own tickets.
 */
import type { Seat } from '../../src/engine/core.ts';
import type { Rng } from '../../src/engine/rng.ts';
import { TICKET_BY_ID } from '../../src/games/ttr-india/data/board.ts';
import type { TtrState } from '../../src/games/ttr-india/rules/state.ts';
import { cheapestConnection, TTR_GRAPH } from './graph.ts';
import { pricesFor, weightedOrder } from './opponent.ts';
import type { SetSampler, TicketGuess } from './ticket-guess.ts';

/** How a candidate set is scored against the opponent's claims. */
export interface SetLikelihoodSettings {
  /** Log-likelihood lost per claimed route off the set's plan, and per ticket the set cannot join. */
  off: number;
  /** Weight of the Occam term: each claim on the plan counts −log(routes of the whole plan), as if drawn at random from it. */
  occam: number;
  /**
   * While the opponent holds at most this many routes, plan at the prices of the start (its routes
   * at their length: its first claims lie on the plan it made then), later with its routes free (it
   * replans around them). 0: always with its routes free.
   */
  freshUpTo: number;
}

/** Words of a route bit set. */
const WORDS = Math.ceil(TTR_GRAPH.routes.length / 32);
const LENGTHS = TTR_GRAPH.routes.map((r) => r.length);

/** Set bits of a 32-bit word. */
function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** What the likelihood reads of one observation for one opponent, computed once per decision. */
export interface ClaimsView {
  /** The candidate tickets by id: the unseen regular ones, then the unseen Mail Charters. */
  ids: readonly string[];
  /** Per candidate, the routes of its connection as a bit set (WORDS words at j × WORDS), and whether it has one. */
  bits: Uint32Array;
  joinable: Uint8Array;
  /** The opponent's claimed routes as a bit set, and how many. */
  claimed: Uint32Array;
  claims: number;
  /** Its trains left. */
  trains: number;
}

/** The claims of opponent `q` in observation `o` and the connection of each of `ids` (public parts only). */
export function claimsView(o: TtrState, q: Seat, ids: readonly string[], freshUpTo: number): ClaimsView {
  const p = pricesFor(o, q);
  const claimed = new Uint32Array(WORDS);
  let claims = 0;
  for (let r = 0; r < p.own.length; r++) {
    if (p.own[r] !== 0) continue;
    claimed[r >>> 5] |= 1 << (r & 31);
    claims++;
  }
  const prices = claims <= freshUpTo ? p.fresh : p.own;
  const bits = new Uint32Array(ids.length * WORDS);
  const joinable = new Uint8Array(ids.length);
  ids.forEach((id, j) => {
    const t = TICKET_BY_ID.get(id);
    const conn = t && cheapestConnection(TTR_GRAPH, t.a, t.b, prices);
    if (!conn) return;
    joinable[j] = 1;
    for (const r of conn.routes) bits[j * WORDS + (r >>> 5)] |= 1 << (r & 31);
  });
  return { ids, bits, joinable, claimed, claims, trains: o.players[q].trains };
}

const union = new Uint32Array(WORDS);

/**
 * Log-likelihood of the claims in `v` for a holder of the candidates `set` (indices into `v.ids`):
 * their plan is the union of their connections; claims off it and tickets it cannot join (no
 * connection, or more trains than are left) each lose `off`, each claim on it −occam × log(plan
 * routes). Higher is likelier.
 */
export function setLogLikelihood(v: ClaimsView, set: readonly number[], s: SetLikelihoodSettings): number {
  union.fill(0);
  let hopeless = 0;
  for (const j of set) {
    if (v.joinable[j] === 0) hopeless++;
    for (let k = 0; k < WORDS; k++) union[k] |= v.bits[j * WORDS + k];
  }
  let explained = 0;
  let planRoutes = 0;
  let trainsNeeded = 0;
  for (let k = 0; k < WORDS; k++) {
    explained += popcount(union[k] & v.claimed[k]);
    planRoutes += popcount(union[k]);
    for (let open = union[k] & ~v.claimed[k]; open !== 0; open &= open - 1) trainsNeeded += LENGTHS[k * 32 + (31 - Math.clz32(open & -open))];
  }
  if (trainsNeeded > v.trains) hopeless++;
  return -s.off * (v.claims - explained + hopeless) - s.occam * explained * Math.log(Math.max(1, planRoutes));
}

/** Chains of the Gibbs sampler, and sweeps each runs before its sets are recorded. */
const CHAINS = 4;
const BURN_IN = 4;

/**
 * Gibbs chains over sets of `k` candidates among `0 .. regular − 1` and `c` among `regular ..
 * view.ids.length − 1` (the charters): each step redraws one member by the likelihood of the set it
 * makes. Starts from `start` (k regular then c charter indices); records the set after each sweep
 * past burn-in.
 */
function gibbs(view: ClaimsView, regular: number, start: number[], k: number, sweeps: number, settings: SetLikelihoodSettings, rng: Rng): number[][] {
  const n = view.ids.length;
  const set = [...start];
  const inSet = new Uint8Array(n);
  for (const j of set) inSet[j] = 1;
  const logp = new Float64Array(n);
  const out: number[][] = [];
  for (let sweep = 0; sweep < sweeps; sweep++) {
    for (let slot = 0; slot < set.length; slot++) {
      const [lo, hi] = slot < k ? [0, regular] : [regular, n];
      inSet[set[slot]] = 0;
      let top = Number.NEGATIVE_INFINITY;
      for (let c = lo; c < hi; c++) {
        logp[c] = Number.NEGATIVE_INFINITY;
        if (inSet[c] === 1) continue;
        set[slot] = c;
        logp[c] = setLogLikelihood(view, set, settings);
        if (logp[c] > top) top = logp[c];
      }
      let total = 0;
      for (let c = lo; c < hi; c++) if (logp[c] !== Number.NEGATIVE_INFINITY) total += Math.exp(logp[c] - top);
      let u = rng.next() * total;
      let pick = -1;
      for (let c = lo; c < hi; c++) {
        if (logp[c] === Number.NEGATIVE_INFINITY) continue;
        pick = c;
        u -= Math.exp(logp[c] - top);
        if (u < 0) break;
      }
      set[slot] = pick;
      inSet[pick] = 1;
    }
    if (sweep >= BURN_IN) out.push([...set]);
  }
  return out;
}

/**
 * A sampler of opponent `q`'s kept tickets: its regular ones among the unseen (the keys of
 * `weights`), its charters among `charterIds` (the charters the viewer has not seen). On its first
 * pick, which fixes how many of each it holds, it runs CHAINS Gibbs chains from sets drawn by
 * `weights` (charters at random) and records about `sets` sets after burn-in, one per sweep; each
 * pick takes a recorded set at random.
 */
export function setSampler(
  o: TtrState,
  q: Seat,
  weights: ReadonlyMap<string, number>,
  charterIds: readonly string[],
  sets: number,
  settings: SetLikelihoodSettings,
): SetSampler {
  let built: { size: number; charters: number; guesses: TicketGuess[] } | null = null;
  const build = (rng: Rng, size: number, charters: number) => {
    const regular = [...weights.keys()].sort();
    const ids = [...regular, ...[...charterIds].sort()];
    const index = new Map(regular.map((id, j) => [id, j]));
    const view = claimsView(o, q, ids, settings.freshUpTo);
    const guesses: TicketGuess[] = [];
    const k = Math.min(size, regular.length);
    const c = Math.min(charters, ids.length - regular.length);
    // Nothing to choose between: the one set there is (at most one charter is dealt each, so a charter always has rivals unless none is unseen).
    if (k === regular.length && c === ids.length - regular.length) guesses.push({ regular, charters: ids.slice(regular.length) });
    else {
      const sweeps = BURN_IN + Math.ceil(sets / CHAINS);
      for (let chain = 0; chain < CHAINS; chain++) {
        // Start from regular tickets drawn by weight, charters at random.
        const drawn = weightedOrder(regular, (id) => weights.get(id) ?? 1, rng).slice(0, k);
        const start = [...drawn.map((id) => index.get(id) as number), ...rng.shuffle(ids.slice(regular.length).map((_, j) => regular.length + j)).slice(0, c)];
        for (const set of gibbs(view, regular.length, start, k, sweeps, settings, rng)) {
          guesses.push({ regular: set.slice(0, k).map((j) => ids[j]), charters: set.slice(k).map((j) => ids[j]) });
        }
      }
    }
    return { size, charters, guesses };
  };
  return {
    pick(rng, pool, size, charters) {
      built ??= build(rng, size, charters);
      if (built.guesses.length === 0 || built.size !== size || built.charters !== charters) return null;
      for (let attempt = 0; attempt < 8; attempt++) {
        const guess = built.guesses[rng.int(built.guesses.length)];
        if (guess.regular.every((id) => pool.has(id))) return guess;
      }
      return null;
    },
  };
}
