/**
 * What the India Rails board offers on a turn, checked without a browser: the sorting of the core's
 * legal actions into the my-turn panel's choices, the keyboard's city list, and the prompt in the
 * top bar. `legal` is on the state with the plan built, `realLegal` on the real state.
 */
import { describe, expect, it } from 'vitest';
import { cityChoices, destinationLabel } from '../../src/client/boards/india-rails/cityChoices.ts';
import { placeableCities, turnChoices } from '../../src/client/boards/india-rails/turnChoices.ts';
import { type PromptFacts, turnPrompt } from '../../src/client/boards/india-rails/turnPrompt.ts';
import { IndiaRailsCore } from '../../src/games/india-rails/index.ts';
import type { MovePlan } from '../../src/games/india-rails/rules/move-plan.ts';
import type { IndiaRailsAction } from '../../src/games/india-rails/rules/types.ts';

const CITIES = IndiaRailsCore.ctx.graph.data.cities;

/** A plan taking `turns` turns and `rent` in rent (the rest of it does not matter to the list). */
const planOf = (turns: number, rent: number): MovePlan => ({
  path: [],
  cost: { turns, rent, fees: 0, landlords: [], turnEnds: [] },
  ownTrack: rent === 0,
  ownTurns: null,
  faster: null,
  stops: [],
  now: null,
});

describe('turnChoices', () => {
  const deliver: IndiaRailsAction = { type: 'deliverLoad', load: 'Coal', card: 'd1', demand: 0 };
  const pickUp: IndiaRailsAction = { type: 'pickUpLoad', load: 'Tea' };
  const upgrade: IndiaRailsAction = { type: 'upgradeLoco', to: 'fastFreight' };

  it('takes loads, borrowing and discarding from the real state, upgrades and derailments from the planned one', () => {
    const legal: IndiaRailsAction[] = [upgrade, { type: 'loseLoad', load: 'Salt' }, pickUp];
    const realLegal: IndiaRailsAction[] = [
      deliver,
      { type: 'dropLoad', load: 'Rice' },
      { type: 'borrow', amount: 10 },
      { type: 'backtrack' },
      { type: 'discardHand' },
    ];
    const c = turnChoices(legal, realLegal, false);
    expect(c.upgrades).toEqual([upgrade]);
    expect(c.pendingLose).toEqual([{ type: 'loseLoad', load: 'Salt' }]);
    expect(c.pickups).toEqual([]);
    expect(c.deliveries).toEqual([deliver]);
    expect(c.drops).toEqual([{ type: 'dropLoad', load: 'Rice' }]);
    expect(c.extras).toEqual([{ type: 'borrow', amount: 10 }, { type: 'backtrack' }]);
    expect(c.canDiscard).toBe(true);
  });

  it('offers discarding the hand only while no track is planned', () => {
    expect(turnChoices([], [{ type: 'discardHand' }], true).canDiscard).toBe(false);
  });

  it('offers ending the turn when either state allows it', () => {
    expect(turnChoices([{ type: 'endTurn' }], [], true).canEnd).toBe(true);
    expect(turnChoices([], [{ type: 'endTurn' }], true).canEnd).toBe(true);
    expect(turnChoices([upgrade], [pickUp], false).canEnd).toBe(false);
  });
});

describe('placeableCities', () => {
  it('is the cities of the placeTrain actions, or null when there are none', () => {
    expect(placeableCities([{ type: 'placeTrain', city: 'delhi' }, { type: 'placeTrain', city: 'agra' }, { type: 'endTurn' }])).toEqual(
      new Set(['delhi', 'agra']),
    );
    expect(placeableCities([{ type: 'endTurn' }])).toBeNull();
  });
});

describe('cityChoices', () => {
  it('offers only the placeable cities, by name, while the train is being placed', () => {
    const list = cityChoices(CITIES, new Set(['madras', 'agra', 'delhi']), 'move', null);
    expect(list.map((c) => c.id)).toEqual(['agra', 'delhi', 'madras']);
  });

  it('offers in move mode the cities the train can get to, this turn or later, by name', () => {
    const dest = new Map([
      ['delhi', planOf(3, 8)],
      ['agra', planOf(1, 0)],
    ]);
    const list = cityChoices(CITIES, null, 'move', dest);
    expect(list.map((c) => c.id)).toEqual(['agra', 'delhi']);
    expect(list.map((c) => destinationLabel(c, dest.get(c.id)))).toEqual(['Agra — this turn', 'Delhi — 3 turns, 8M rent']);
  });

  it('offers every city, sorted by name, to build toward', () => {
    const list = cityChoices(CITIES, null, 'build', new Map([['agra', planOf(1, 0)]]));
    expect(list).toHaveLength(CITIES.length);
    expect(list.map((c) => c.name)).toEqual([...CITIES.map((c) => c.name)].sort((a, b) => a.localeCompare(b)));
  });
});

describe('turnPrompt', () => {
  const mine: PromptFacts = { myTurn: true, phase: 'main', viewPhase: 'main', derailed: false, placing: false, canOperate: false, budget: 20 };

  it('tells a waiting player whether the first track is being built', () => {
    expect(turnPrompt({ ...mine, myTurn: false, phase: 'building' })).toBe('Players are building their first track.');
    expect(turnPrompt({ ...mine, myTurn: false, derailed: true })).toBe('Wait for your turn.');
  });

  it('asks about a derailment before placing the train, and placing before building', () => {
    expect(turnPrompt({ ...mine, derailed: true })).toBe('A derailment: choose the load you lose.');
    expect(turnPrompt({ ...mine, derailed: true, placing: true })).toBe('A derailment: choose the load you lose.');
    expect(turnPrompt({ ...mine, placing: true, viewPhase: 'building' })).toBe('Place your train in any city (click a ringed city).');
  });

  it('names the money left to build on a building turn and after operating', () => {
    expect(turnPrompt({ ...mine, viewPhase: 'building', budget: 13 })).toBe('Building turn: click a milepost to plan track (13M left), then End turn.');
    expect(turnPrompt({ ...mine, canOperate: true })).toBe(
      'Move your train (click a yellow milepost, or a city to head for), pick up and deliver; then build or upgrade.',
    );
    expect(turnPrompt(mine)).toBe('Build or upgrade (20M left), then End turn.');
  });
});
