import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateMapJson, MAP_JSON_PATH } from '../../../../scripts/map/build-map.ts';

describe('India Rails generated map', () => {
  it('regenerates byte for byte from Natural Earth and the authored geography', () => {
    expect(generateMapJson() === readFileSync(MAP_JSON_PATH, 'utf8')).toBe(true);
  });
});
