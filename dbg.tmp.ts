import { createDecider } from './bots/index.ts';
import { deriveSeed } from './src/engine/rng.ts';
import { runGame } from './src/engine/runner.ts';
import { TtrIndiaCore as core } from './src/games/ttr-india/rules/core.ts';
let withC = 0, n = 0;
for (let g = 0; g < 10; g++) {
  const seed = deriveSeed('cnt', g);
  const deciders = [0, 1].map((seat) => createDecider<any, any>({ game: 'ttr-india', level: 'medium', seed: deriveSeed(seed, 'bot', seat) }));
  const { state } = runGame(core, deciders, { numPlayers: 2, seed, maxSteps: 8000 });
  for (const p of state.players) { n++; if (p.tickets.some((id: string) => id.startsWith('m') || id.startsWith('c'))) withC++; console.log(p.tickets.join(',')); }
}
console.log(withC, n);
