/**
 * Study (not a benchmark): India Rails medium whose plan choice is made by playing the real game to
 * the end, both seats medium, for each of medium's best K plans. MODE=honest (default) plays the
 * rollouts in W worlds sampled from the bot's view; MODE=oracle plays one rollout from the true
 * state (the true deck order). Prints one JSON line per game.
 *   NODE_ENV=production MODE=honest W=3 K=3 npx tsx bench/studies/ir-plan-rollouts.ts 0-8 hfull
 */ Not product code.
import { irBot } from '../../bots/india-rails/bot.ts';
import { chooseIr } from '../../bots/india-rails/heuristic.ts';
import { newMemory, type IrMemory } from '../../bots/india-rails/memory.ts';
import { createRng, deriveSeed } from '../../src/engine/rng.ts';
import { getGameCore } from '../../src/games/registry.ts';
const core = getGameCore('india-rails') as any;
const bot = irBot(core);
const med = bot.tuning.medium;
const K = Number(process.env.K ?? 3);
const [from, to] = (process.argv[2] ?? '0-10').split('-').map(Number);
const prefix = process.argv[3] ?? 'ofull';
function clean(m: IrMemory): IrMemory { const { chooseTrip, ...rest } = m; return structuredClone(rest) as IrMemory; }
for (let g = from; g < to; g++) {
  const seed = `${prefix}-${g}`;
  const hardSeat = g % 2;
  const rng = createRng(seed);
  let s = core.setup(2, undefined, rng);
  const mems: IrMemory[] = [newMemory(), newMemory()];
  let choices = 0, changed = 0;
  mems[hardSeat].chooseTrip = (obs, pool) => {
    const cands = pool.slice(0, K);
    if (cands.length < 2) return pool[0] ?? null;
    choices++;
    let best = cands[0], bestScore = -Infinity;
    const oracle = process.env.MODE === 'oracle';
    const W = oracle ? 1 : Number(process.env.W ?? 3);
    const worlds = oracle ? [s] : Array.from({ length: W }, (_, w) => core.determinize(obs, hardSeat, createRng(deriveSeed(seed, 'world', choices, w))));
    for (const c of cands) {
      let score = 0;
      for (let w = 0; w < W; w++) {
      const rm = [0, 1].map((q) => clean(mems[q]));
      rm[hardSeat].trip = c; rm[hardSeat].stall = 0; rm[hardSeat].turnSeen = obs.players[hardSeat].turns;
      let st = worlds[w]; const rr = createRng(deriveSeed(seed, 'roll', choices, w));
      for (let i = 0; i < 6000 && core.result(st) === null; i++) {
        const q = Math.min(...core.activePlayers(st));
        const a = chooseIr(bot, core.observe(st, q), q, rr, med, rm[q]);
        st = core.apply(st, q, a, rr);
      }
      const r = st.winners; const mine = st.players[hardSeat].turns;
      score += r && r.includes(hardSeat) ? 200 - mine : (r ? -200 + st.players[1 - hardSeat].turns : -300);
      }
      if (score > bestScore) { bestScore = score; best = c; }
    }
    if (best !== cands[0]) changed++;
    return best;
  };
  for (let i = 0; i < 8000 && core.result(s) === null; i++) {
    const q = Math.min(...core.activePlayers(s));
    const a = chooseIr(bot, core.observe(s, q), q, rng, med, mems[q]);
    s = core.apply(s, q, a, rng);
  }
  console.log(JSON.stringify({ seed, hardSeat, winners: s.winners, turns: s.players.map((p: any) => p.turns), choices, changed }));
}
