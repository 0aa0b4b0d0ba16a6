/**
 * The move planner (docs/rules/india-rails.md §7.2 moving, §7.3 renting, §8 loads, §10.2 floods).
 * Mini map: Jaipur 51, Agra 46, Jodhpur 14, Delhi's red area around 27. Player 0's own way from
 * Jaipur to Agra is six mileposts (51 59 60 61 62 55 46); player 1's is four (51 52 53 54 46,
 * crossing the Ganges between 53 and 54).
 */
import { describe, expect, it } from 'vitest';
import { createMovePlanner, type MovePlan } from '../../../../src/games/india-rails/rules/move-plan.ts';
import type { IndiaRailsState } from '../../../../src/games/india-rails/rules/types.ts';
import { act, MINI_CORE, mainGame, withPlayer, withTrack } from './mini.ts';

const OWN_WAY = [51, 59, 60, 61, 62, 55, 46];
const RIVAL_WAY = [51, 52, 53, 54, 46];
const AGRA = [46];

/** Player 0 in Jaipur to move, both ways to Agra built, every train moving `speed` mileposts a turn. */
function jaipur(speed: number, patch: Partial<IndiaRailsState['players'][number]> = {}): IndiaRailsState {
  let s = mainGame(2, 0);
  s = withTrack(withTrack(s, 0, OWN_WAY), 1, RIVAL_WAY);
  s = withPlayer(s, 0, { at: 51, prev: null, hand: [], ...patch });
  const all = { freight: speed, fastFreight: speed, heavyFreight: speed, superFreight: speed };
  return { ...s, params: { ...s.params, speed: all }, turn: { ...s.turn, allowance: speed } };
}

function plan(s: IndiaRailsState, targets: readonly number[], seat = 0): MovePlan {
  const r = createMovePlanner(MINI_CORE.ctx, s, seat).planTo(targets);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

/** Ends player 0's turn and player 1's, back to player 0's operations. */
function nextRound(s: IndiaRailsState): IndiaRailsState {
  return act(act(s, 0, { type: 'endTurn' }), 1, { type: 'endTurn' });
}

describe('the move planner', () => {
  it('Running the Train: own track first — the way round on own track when the rival short cut saves no turn', () => {
    // At 3 a turn both ways take two turns: the player keeps to his own track and pays nothing.
    const p = plan(jaipur(3), AGRA);
    expect(p.path).toEqual(OWN_WAY);
    expect(p.ownTrack).toBe(true);
    expect(p.cost).toMatchObject({ turns: 2, rent: 0, turnEnds: [3, 6] });
    expect(p.now).toEqual([51, 59, 60, 61]);
  });

  it('Renting Track: another player’s track when it saves a turn and the rent can be paid, with the rent shown', () => {
    // At 4 a turn the rival way arrives this turn, the own way next turn.
    const p = plan(jaipur(4), AGRA);
    expect(p.path).toEqual(RIVAL_WAY);
    expect(p.ownTrack).toBe(false);
    expect(p.cost).toMatchObject({ turns: 1, rent: 4, landlords: [[1]] });
    expect(MINI_CORE.validate(jaipur(4), 0, { type: 'moveTrain', path: p.now ?? [] })).toBeNull();
  });

  it('Renting Track: never a way the player cannot pay for — own track instead, and the faster way named', () => {
    const p = plan(jaipur(4, { cash: 3 }), AGRA);
    expect(p.path).toEqual(OWN_WAY);
    expect(p.faster).toEqual({ turns: 1, rent: 4 });
    // Without own track there, no plan at all, and Agra is not offered.
    const bare = { ...jaipur(4, { cash: 3 }), track: [[], jaipur(4).track[1]] };
    const planner = createMovePlanner(MINI_CORE.ctx, bare, 0);
    const r = planner.planTo(AGRA);
    expect(r.ok ? r.value.path : r.reason).toMatch(/needs 4M of rent to other players but you have 3M/);
    expect(planner.destinations().has('agra')).toBe(false);
    // Nor is any milepost of the rival track ringed to click this turn.
    expect(planner.reach().size).toBe(0);
  });

  it('Renting Track: rent is due again every turn the train runs on another player’s track', () => {
    // At 2 a turn the rival way takes two turns (rent each turn), the own way three.
    const s = jaipur(2);
    const p = plan(s, AGRA);
    expect(p.path).toEqual(RIVAL_WAY);
    expect(p.cost).toMatchObject({ turns: 2, rent: 8, landlords: [[1], [1]] });
    // With 7M only one turn's rent is there: the train keeps to its own track.
    expect(plan(withPlayer(s, 0, { cash: 7 }), AGRA).path).toEqual(OWN_WAY);
    // Rent already paid to player 1 this turn is not asked again this turn.
    const rented = { ...s, turn: { ...s.turn, rented: [1] } };
    expect(plan(rented, AGRA).cost.rent).toBe(4);
  });

  it('a destination kept across turns: planned again each turn, the train gets there one move a turn', () => {
    let s = jaipur(2);
    s = { ...s, track: [s.track[0], []] };
    const moves: number[][] = [];
    for (let turn = 0; turn < 5 && s.players[0].at !== 46; turn++) {
      const p = plan(s, AGRA);
      expect(p.cost.turns).toBe(3 - turn);
      expect(p.now).not.toBeNull();
      s = act(s, 0, { type: 'moveTrain', path: p.now ?? [] });
      moves.push(p.now ?? []);
      if (s.players[0].at !== 46) s = nextRound(s);
    }
    expect(moves).toEqual([
      [51, 59, 60],
      [60, 61, 62],
      [62, 55, 46],
    ]);
  });

  it('Reversing: the way back from outside a city runs on to the next city to turn round', () => {
    let s = jaipur(9);
    s = withPlayer({ ...s, track: [s.track[0], []] }, 0, { at: 60, prev: 59 });
    const p = plan(s, [51]);
    expect(p.path).toEqual([60, 61, 62, 55, 46, 55, 62, 61, 60, 59, 51]);
    expect(p.cost.turns).toBe(2);
  });

  it('Floods: no way over a flooded river while the card is in play', () => {
    let s = jaipur(9);
    s = { ...s, events: [{ card: 'flood', drawer: 1, endsAtTurns: 99, destroyed: [] }] };
    // Both ways cross the Ganges (60–61 and 53–54): Agra is out of reach until the card leaves play.
    const planner = createMovePlanner(MINI_CORE.ctx, s, 0);
    const r = planner.planTo(AGRA);
    expect(r.ok ? r.value.path : r.reason).toBe('no track the train may use leads there');
    expect([...planner.reach().keys()].sort((a, b) => a - b)).toEqual([52, 53, 59, 60]);
    expect(planner.destinations().size).toBe(0);
  });

  it('Loads: a stop is offered where a demand can be met on the way, and this turn’s run ends there', () => {
    // Card d1 wants Textiles in Jodhpur (Agra makes Textiles) and pays for Mica delivered to Agra.
    let s = withTrack(jaipur(9, { hand: ['d1'], loads: [{ load: 'Mica' }] }), 0, [46, 38, 30, 22, 14]);
    s = { ...s, track: [s.track[0], []] };
    const p = plan(s, [14]);
    expect(p.path).toEqual([...OWN_WAY, 38, 30, 22, 14]);
    expect(p.stops).toEqual([{ index: 6, city: 'agra', deliver: [{ load: 'Mica', payout: 10 }], pickUp: ['Textiles'] }]);
    expect(p.now).toEqual(OWN_WAY);
    // Once there, the plan goes on from Agra to Jodhpur with what is left of the turn.
    const there = act(s, 0, { type: 'moveTrain', path: OWN_WAY });
    expect(plan(there, [14]).now).toEqual([46, 38, 30, 22]);
  });

  it('Loads: no stop where nothing can be done (a full train, a load already aboard, a card that wants nothing there)', () => {
    const base = withTrack(jaipur(9), 0, [46, 38, 30, 22, 14]);
    const s = { ...base, track: [base.track[0], []] };
    expect(plan(s, [14]).stops).toEqual([]);
    const full = withPlayer(s, 0, { hand: ['d1'], loads: [{ load: 'Goats' }, { load: 'Cotton' }] });
    expect(plan(full, [14]).stops).toEqual([]);
    const aboard = withPlayer(s, 0, { hand: ['d1'], loads: [{ load: 'Textiles' }] });
    expect(plan(aboard, [14]).stops).toEqual([]);
  });

  it('Running the Train: the cities offered are those the track reaches, with their turns', () => {
    const planner = createMovePlanner(MINI_CORE.ctx, jaipur(3), 0);
    const dest = planner.destinations();
    expect([...dest.keys()]).toEqual(['agra']);
    expect(dest.get('agra')?.cost.turns).toBe(2);
    // This turn's reach takes own track where it gets there, the rival's only beyond it.
    const reach = planner.reach();
    expect(reach.get(61)).toEqual([51, 59, 60, 61]);
    expect(reach.get(53)).toEqual([51, 52, 53]);
  });
});
