/**
 * `npm run map:generate`: regenerates src/games/india-rails/data/map.generated.json from Natural
 * Earth and the authored geography, and prints a summary.
 */
import { writeFileSync } from 'node:fs';
import { generateCompactMap, MAP_JSON_PATH, serializeCompactMap } from './build-map.ts';

const map = generateCompactMap();
writeFileSync(MAP_JSON_PATH, serializeCompactMap(map));
const terrains: Record<string, number> = {};
const countries: Record<string, number> = {};
for (const m of map.mileposts) {
  terrains[m[4]] = (terrains[m[4]] ?? 0) + 1;
  countries[m[5]] = (countries[m[5]] ?? 0) + 1;
}
const bridges = Object.fromEntries(Object.entries(map.bridges).map(([r, l]) => [r, l.length]));
console.log(JSON.stringify({ file: MAP_JSON_PATH, mileposts: map.mileposts.length, edges: map.edges.length / 2, terrains, countries, bridges }));
