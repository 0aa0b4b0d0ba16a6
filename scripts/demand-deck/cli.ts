/**
 * Writes src/games/india-rails/data/demand-cards.json from the real map.
 * Usage: npx tsx scripts/demand-deck/cli.ts [--check]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { LOADS } from '../../src/games/india-rails/data/loads.ts';
import { indiaRailsGraph } from '../../src/games/india-rails/map/index.ts';
import { deckJson, generateDemandDeck } from './generate.ts';

const OUT = new URL('../../src/games/india-rails/data/demand-cards.json', import.meta.url);
const args = process.argv.slice(2);
if (args.some((a) => a !== '--check')) {
  console.error(`unknown argument(s): ${args.join(' ')}\nusage: npx tsx scripts/demand-deck/cli.ts [--check]`);
  process.exit(2);
}
const text = deckJson(generateDemandDeck(indiaRailsGraph(), LOADS));
if (args.includes('--check')) {
  const same = readFileSync(OUT, 'utf8') === text;
  console.log(same ? 'demand-cards.json is up to date' : 'demand-cards.json differs from the generator');
  process.exit(same ? 0 : 1);
}
writeFileSync(OUT, text);
console.log(`wrote ${OUT.pathname}`);
