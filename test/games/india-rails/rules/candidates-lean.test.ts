/**
 * The lean ways the bots ask the rules (fast paths for the bots' hot loops), against the plain definitions on states of a
 * seeded game: candidate actions without builds (docs/architecture.md §2.1), the owner of the track
 * a train travels (docs/rules/india-rails.md §7.2), and where the train can go, asked twice.
 */
import { describe, expect, it } from 'vitest';
import { runGame } from '../../../../src/engine/runner.ts';
import { candidateActions } from '../../../../src/games/india-rails/rules/candidates.ts';
import type { IndiaRailsCore } from '../../../../src/games/india-rails/rules/core.ts';
import { trackOwnersAt, travelOwner } from '../../../../src/games/india-rails/rules/move.ts';
import { reachableMileposts } from '../../../../src/games/india-rails/rules/reach.ts';
import { edgeOwners } from '../../../../src/games/india-rails/rules/track.ts';
import type { IndiaRailsState } from '../../../../src/games/india-rails/rules/types.ts';
import { getGameCore } from '../../../../src/games/registry.ts';
import { createDecider } from '../../../../bots/index.ts';

const core = getGameCore('india-rails') as unknown as IndiaRailsCore;
const { ctx } = core;

/** Every 7th state of a seeded 3-player game of easy bots (they build, move and deliver). */
function sampledStates(): IndiaRailsState[] {
  const states: IndiaRailsState[] = [];
  const deciders = [0, 1, 2].map((seat) => createDecider<IndiaRailsState, never>({ game: 'india-rails', level: 'easy', seed: `lean/${seat}` }));
  runGame(core as never, deciders, { numPlayers: 3, seed: 'lean', maxSteps: 420, onStep: (s, _step, i) => i % 7 === 0 && states.push(s as IndiaRailsState) });
  return states;
}

const states = sampledStates();

describe('India Rails rules asked leanly', () => {
  it('candidate actions without builds are the legal actions less the builds, in the same order', () => {
    let builds = 0;
    for (const s of states) {
      const seat = s.pending[0]?.seat ?? s.turn.seat;
      const all = core.legalActions(s, seat);
      builds += all.filter((a) => a.type === 'buildTrack').length;
      expect(candidateActions(ctx, s, seat, false)).toEqual(all.filter((a) => a.type !== 'buildTrack'));
    }
    // The sample holds states where builds were offered, or the test would prove nothing.
    expect(builds).toBeGreaterThan(0);
  });

  it('Running the train: the owner of a segment is -1 in a red area, the builder on track, none elsewhere', () => {
    const g = ctx.graph;
    const wrong: string[] = [];
    let track = 0;
    for (const s of states.filter((_, i) => i % 4 === 0)) {
      const owners = edgeOwners(s);
      for (let m = 0; m < g.size; m++) {
        const expected: number[] = [];
        for (const v of g.neighbours(m)) {
          const o = g.isRedAreaEdge(m, v) ? -1 : owners.get(g.edgeKey(m, v));
          if (travelOwner(ctx, s, m, v) !== o) wrong.push(`${m}-${v}`);
          if (o !== undefined) expected.push(o);
          if (o !== undefined && o >= 0) track++;
        }
        if (trackOwnersAt(ctx, s, m).join() !== expected.join()) wrong.push(`at ${m}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(track).toBeGreaterThan(0);
    expect(travelOwner(ctx, states[0], 0, g.size - 1)).toBeUndefined();
  });

  it('Running the train: where a train can go is the same asked twice, and every path runs on track from the train', () => {
    const wrong: string[] = [];
    let reached = 0;
    for (const s of states.filter((_, i) => i % 3 === 0)) {
      for (let seat = 0; seat < s.numPlayers; seat++) {
        const first = reachableMileposts(ctx, s, seat);
        expect(reachableMileposts(ctx, s, seat)).toBe(first);
        for (const m of first.order) {
          const path = first.path(m);
          const onTrack = path.every((v, i) => i === 0 || travelOwner(ctx, s, path[i - 1], v) !== undefined);
          if (path[0] !== s.players[seat].at || path[path.length - 1] !== m || path.length - 1 !== first.steps(m) || !onTrack) wrong.push(`${seat}>${m}`);
          reached++;
        }
        expect(first.path(-1)).toEqual([]);
      }
    }
    expect(wrong).toEqual([]);
    expect(reached).toBeGreaterThan(0);
  });
});
