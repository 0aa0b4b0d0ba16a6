/** Study: the empty-board greedy Steiner tree of the five majors, and how much of a medium winner's track is its majors tree, the rest, and never travelled. */
import { createDecider } from '../../bots/index.ts';
import { runGame } from '../../src/engine/runner.ts';
import { getGameCore } from '../../src/games/registry.ts';
import { deriveSeed } from '../../src/engine/rng.ts';
import type { IndiaRailsCore } from '../../src/games/india-rails/rules/core.ts';
const core = getGameCore('india-rails') as unknown as IndiaRailsCore;
const ctx = core.ctx; const g = ctx.graph;
// empty-board steiner approx: greedy from each major
function steiner(): number {
  let best = Infinity;
  for (const start of ctx.majors) {
    const net = new Set(start.mileposts); let cost = 0; const left = ctx.majors.filter(c => c !== start);
    while (left.length) {
      let bi = -1, bc = Infinity, bp: number[] = [];
      left.forEach((c, i) => { const r = g.cheapestPath([...net], c.mileposts); if (r && r.cost < bc) { bc = r.cost; bi = i; bp = r.path; } });
      cost += bc; for (const m of bp) net.add(m); for (const m of left[bi].mileposts) net.add(m); left.splice(bi, 1);
    }
    best = Math.min(best, cost);
  }
  return best;
}
console.log('empty-board greedy steiner of majors', steiner());
const N = Number(process.argv[2] ?? 6);
for (let i = 0; i < N; i++) {
  const seed = `trunk-${i}`;
  const ds = [0, 1].map(seat => createDecider({ game: 'india-rails', level: 'medium', seed: deriveSeed(seed, 'bot', seat) }));
  const trav = [new Set<number>(), new Set<number>()];
  const { state } = runGame(core as any, ds as any, { numPlayers: 2, seed, maxSteps: 8000, onStep(s: any, st: any) { if (st.action.type === 'moveTrain') { const p = st.action.path; for (let j = 0; j + 1 < p.length; j++) trav[st.seat].add(g.edgeKey(p[j], p[j + 1])); } } });
  const w = state.winners?.[0]; if (w === undefined) continue;
  const own = new Set(state.track[w]);
  let total = 0; for (const k of own) { const [a, b] = g.edgeEnds(k); total += g.buildCost(a, b); }
  // trunk: greedy steiner restricted to own track (cost 0 on own, inf elsewhere) -> use cheapestPath with own set? Use BFS over own edges with cost
  const adj = new Map<number, [number, number, number][]>();
  for (const k of own) { const [a, b] = g.edgeEnds(k); const c = g.buildCost(a, b); (adj.get(a) ?? adj.set(a, []).get(a)!).push([b, c, k]); (adj.get(b) ?? adj.set(b, []).get(b)!).push([a, c, k]); }
  // add red area edges at cost 0
  for (const c of ctx.majors) for (const m of c.mileposts) for (const n of g.neighbours(m)) if (g.isRedAreaEdge(m, n)) { (adj.get(m) ?? adj.set(m, []).get(m)!).push([n, 0, -1]); }
  function dijkstra(src: number[]) { const dist = new Map<number, number>(); const prev = new Map<number, [number, number]>(); const q: [number, number][] = src.map(s => [0, s]); for (const s of src) dist.set(s, 0);
    while (q.length) { q.sort((x, y) => x[0] - y[0]); const [d, u] = q.shift()!; if (d > (dist.get(u) ?? Infinity)) continue; for (const [v, c, k] of adj.get(u) ?? []) { const nd = d + c; if (nd < (dist.get(v) ?? Infinity)) { dist.set(v, nd); prev.set(v, [u, k]); q.push([nd, v]); } } } return { dist, prev }; }
  const tree = new Set<number>(); const net = new Set(ctx.majors[0].mileposts); const left = ctx.majors.slice(1);
  while (left.length) { const { dist, prev } = dijkstra([...net]); let bi = -1, bd = Infinity, bm = -1; left.forEach((c, i) => { for (const m of c.mileposts) { const d = dist.get(m) ?? Infinity; if (d < bd) { bd = d; bi = i; bm = m; } } }); if (bi < 0) break;
    let m = bm; while (!net.has(m)) { const [u, k] = prev.get(m)!; if (k >= 0) tree.add(k); net.add(m); m = u; } for (const x of left[bi].mileposts) net.add(x); left.splice(bi, 1); }
  let trunk = 0; for (const k of tree) { const [a, b] = g.edgeEnds(k); trunk += g.buildCost(a, b); }
  let never = 0, neverTrunk = 0; for (const k of own) { if (trav[w].has(k)) continue; const [a, b] = g.edgeEnds(k); const c = g.buildCost(a, b); never += c; if (tree.has(k)) neverTrunk += c; }
  console.log(JSON.stringify({ seed, winner: w, turns: state.players[w].turns, totalTrack: total, trunkInNetwork: trunk, rest: total - trunk, never, neverTrunk }));
}
