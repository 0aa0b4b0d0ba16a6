/**
 * What the India Rails board says and does with a planned move (docs/client.md, India Rails,
 * Moving): the plan in words (how far and how long, whose track and what rent, where it stops,
 * what the button does), the hint's move taken the planner's way, the mileposts a click may be
 * meant for, and the kept destination read back from storage as untrusted input.
 * Mini map: Jaipur 51, Agra 46; player 0's own way to Agra 51 59 60 61 62 55 46, player 1's 51 52 53 54 46.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { destinationKey, loadDestination, saveDestination } from '../../src/client/boards/india-rails/destination.ts';
import { nearestOf } from '../../src/client/boards/india-rails/geometry.ts';
import { planWords } from '../../src/client/boards/india-rails/moveWords.ts';
import { pickTargets } from '../../src/client/boards/india-rails/pickTargets.ts';
import { plannedHint } from '../../src/client/boards/india-rails/plannedHint.ts';
import { createMovePlanner, type MovePlan } from '../../src/games/india-rails/rules/move-plan.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import { MINI_CORE, MINI_GRAPH, mainGame, withPlayer, withTrack } from '../games/india-rails/rules/mini.ts';

const ctx = MINI_CORE.ctx;

function jaipur(speed: number, patch: Partial<IndiaRailsState['players'][number]> = {}): IndiaRailsState {
  let s = withTrack(withTrack(mainGame(2, 0), 0, [51, 59, 60, 61, 62, 55, 46]), 1, [51, 52, 53, 54, 46]);
  s = withPlayer(s, 0, { at: 51, prev: null, hand: [], ...patch });
  return { ...s, params: { ...s.params, speed: { ...s.params.speed, freight: speed } }, turn: { ...s.turn, allowance: speed } };
}

function plan(s: IndiaRailsState, targets: number[]): MovePlan {
  const r = createMovePlanner(ctx, s, 0).planTo(targets);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

const words = (p: MovePlan, extra: Partial<{ cash: number; kept: boolean; myTurn: boolean }> = {}) =>
  planWords(ctx, p, 'Agra', { rent: 4, cash: 50, who: (q) => ['Ravi', 'Asha'][q], kept: false, myTurn: true, ...extra });

describe('the plan in words', () => {
  it('own track over two turns: how far, how long, this turn’s part, no rent', () => {
    const w = words(plan(jaipur(3), [46]));
    expect(w).toEqual({
      heading: 'To Agra: 6 mileposts, 2 turns (3 this turn).',
      track: 'On your own track: no rent.',
      stops: null,
      faster: null,
      action: 'Move toward Agra',
    });
    expect(words(plan(jaipur(3), [46]), { kept: true }).action).toBe('Continue to Agra');
  });

  it('another player’s track: whose, the rent this turn and in all, and the turn it saves', () => {
    const w = words(plan(jaipur(4), [46]));
    expect(w.heading).toBe('To Agra: 4 mileposts, this turn.');
    expect(w.track).toBe("Over Asha's track: 4M rent this turn, 4M in all. 1 turn sooner than on your own track.");
    expect(w.action).toBe('Move to Agra');
  });

  it('the faster way the cash cannot pay for is named', () => {
    expect(words(plan(jaipur(4, { cash: 3 }), [46]), { cash: 3 }).faster).toBe(
      "Over other players' track it would take 1 turn, but the rent (4M) is more than your 3M.",
    );
  });

  it('a stop on the way: what can be done there, and the button says the run ends there', () => {
    // Card d1 pays for Mica delivered to Agra and wants Textiles (made in Agra) in Jodhpur.
    let s = withTrack(jaipur(9, { hand: ['d1'], loads: [{ load: 'Mica' }] }), 0, [46, 38, 30, 22, 14]);
    s = { ...s, track: [s.track[0], []] };
    const w = planWords(ctx, plan(s, [14]), 'Jodhpur', { rent: 4, cash: 50, who: String, kept: true, myTurn: true });
    expect(w.stops).toBe('Stops on the way: Agra (deliver Mica for 10M, pick up Textiles).');
    expect(w.action).toBe('Move to Agra (a stop)');
  });

  it('no movement now: on the player’s turn, and on another’s', () => {
    const s = jaipur(3);
    const done = { ...s, turn: { ...s.turn, moved: 3 } };
    expect(words(plan(done, [46])).action).toBe('No more moving this turn');
    expect(words(plan(done, [46]), { myTurn: false }).action).toBe('Continues on your turn');
    expect(words(plan(done, [46])).heading).toBe('To Agra: 6 mileposts, 3 turns (none this turn).');
  });
});

describe('the hint', () => {
  it('a suggested move takes the planner’s way to the same milepost, worded again', () => {
    const s = jaipur(9);
    const planner = createMovePlanner(ctx, s, 0);
    // The bot's way over player 1's track to Agra; the planner keeps to own track (same turn, no rent).
    const hint = { action: { type: 'moveTrain', path: [51, 52, 53, 54, 46] }, text: 'Suggestion: moves 4 mileposts to Agra' };
    const planned = plannedHint(MINI_CORE, s, 0, planner, hint);
    expect(planned?.action).toEqual({ type: 'moveTrain', path: [51, 59, 60, 61, 62, 55, 46] });
    expect(planned?.text).toBe('Suggestion: moves 6 mileposts to Agra');
    // Anything else is left as the bot said it.
    const end = { action: { type: 'endTurn' }, text: 'Suggestion: ends the turn' };
    expect(plannedHint(MINI_CORE, s, 0, planner, end)).toBe(end);
  });
});

describe('what a click may be meant for', () => {
  const data = MINI_GRAPH.data;

  it('the placeable cities’ mileposts, else the reach and the destinations’ mileposts, else nothing in particular', () => {
    expect(pickTargets(data, new Set(['delhi']), null, null)).toEqual(new Set([27, 26, 28, 19, 20, 35, 36]));
    expect(pickTargets(data, null, new Map([[59, []]]), new Map([['agra', null]]))).toEqual(new Set([59, 46]));
    expect(pickTargets(data, null, null, null)).toBeNull();
  });

  it('the nearest target within the radius wins; none beyond it', () => {
    const p = data.mileposts[46];
    expect(nearestOf(data, [46, 55], p.x + 0.3, p.y, 1)).toBe(46);
    expect(nearestOf(data, [46, 55], p.x + 3, p.y, 1)).toBeNull();
  });
});

describe('the kept destination in storage', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    globalThis.localStorage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    } as Storage;
  });
  afterEach(() => {
    delete (globalThis as { localStorage?: Storage }).localStorage;
  });
  const key = destinationKey('local-seed', 0);
  const agra = { name: 'Agra', targets: [46], city: 'agra' };

  it('survives a reload of the same game, and is forgotten on arrival', () => {
    saveDestination(key, agra, 7);
    expect(loadDestination(key, 9, 64)).toEqual(agra);
    saveDestination(key, null, 9);
    expect(loadDestination(key, 9, 64)).toBeNull();
  });

  it('is dropped when it belongs to another game that used the same match id (more turns than this game has)', () => {
    saveDestination(key, agra, 7);
    expect(loadDestination(key, 2, 64)).toBeNull();
  });

  it('is refused when malformed or out of the map', () => {
    for (const raw of [
      '{',
      '{"dest":{"name":"x","targets":[]},"turns":1}',
      '{"dest":{"name":"x","targets":[99]},"turns":1}',
      '{"dest":{"name":3,"targets":[1]},"turns":1}',
      '[]',
    ]) {
      store.set(key, raw);
      expect(loadDestination(key, 5, 64)).toBeNull();
    }
  });
});
