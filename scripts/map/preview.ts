/**
 * `npm run map:preview`: draws the committed India Rails map to docs/images/india-rails-map.svg
 * and, where rsvg-convert or ImageMagick is installed, docs/images/india-rails-map.png.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { INDIA_RAILS_MAP } from '../../src/games/india-rails/map/index.ts';
import { renderMapSvg } from './svg.ts';

const SVG = 'docs/images/india-rails-map.svg';
const PNG = 'docs/images/india-rails-map.png';

mkdirSync('docs/images', { recursive: true });
writeFileSync(SVG, renderMapSvg(INDIA_RAILS_MAP));
const converters: [string, string[]][] = [
  ['rsvg-convert', ['-o', PNG, SVG]],
  ['convert', [SVG, PNG]],
];
let png = false;
for (const [cmd, args] of converters) {
  try {
    execFileSync(cmd, args, { stdio: 'ignore' });
    png = true;
    break;
  } catch {
    // try the next converter
  }
}
console.log(JSON.stringify({ svg: SVG, png: png ? PNG : null }));
