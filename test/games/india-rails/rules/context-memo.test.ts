/**
 * Caches hang off the rules context: two contexts (another map or other decks) never share a
 * derived value, even for the very same track lists.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../src/engine/rng.ts';
import { createContext } from '../../../../src/games/india-rails/rules/context.ts';
import type { IndiaRailsCore } from '../../../../src/games/india-rails/rules/core.ts';
import { adjOwners, networkMileposts } from '../../../../src/games/india-rails/rules/track.ts';
import type { IndiaRailsState } from '../../../../src/games/india-rails/rules/types.ts';
import { getGameCore } from '../../../../src/games/registry.ts';

const core = getGameCore('india-rails') as unknown as IndiaRailsCore;

describe('rules context caches', () => {
  it('Building track: the owners and network of one state are cached per context, not per module', () => {
    const s = core.setup(2, undefined, createRng('memo')) as IndiaRailsState;
    const g = core.ctx.graph;
    // Any segment outside a red area will do.
    const a = core.ctx.majors[0].milepost;
    const b = [...g.neighbours(a)].find((v) => !g.isRedAreaEdge(a, v)) ?? [...g.neighbours(a)][0];
    const built: IndiaRailsState = { ...s, track: [[g.edgeKey(a, b)], []] };
    const other = createContext(g, { demandCards: core.ctx.demandCards });
    expect(adjOwners(core.ctx, built)).toBe(adjOwners(core.ctx, built));
    expect(adjOwners(other, built)).not.toBe(adjOwners(core.ctx, built));
    expect(adjOwners(other, built)).toEqual(adjOwners(core.ctx, built));
    expect(networkMileposts(other, built, 0)).not.toBe(networkMileposts(core.ctx, built, 0));
    expect([...networkMileposts(other, built, 0)].sort((x, y) => x - y)).toEqual([a, b].sort((x, y) => x - y));
  });
});
