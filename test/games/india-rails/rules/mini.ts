/**
 * The India Rails rules on the mini map (test/fixtures/india-rails-mini-map.ts) with a small
 * hand-made demand deck and event deck, and helpers to set up exact situations.
 */
import { createRng } from '../../../../src/engine/rng.ts';
import type { EventCard } from '../../../../src/games/india-rails/data/events.ts';
import { buildMapGraph } from '../../../../src/games/india-rails/map/graph.ts';
import type { IndiaRailsSetupData } from '../../../../src/games/india-rails/params.ts';
import { createIndiaRailsCore, type IndiaRailsCore } from '../../../../src/games/india-rails/rules/core.ts';
import type { DemandCard, IndiaRailsAction, IndiaRailsState } from '../../../../src/games/india-rails/rules/types.ts';
import { buildMiniMap, mp } from '../../../fixtures/india-rails-mini-map.ts';

export { mp };

/** The mini map's graph. */
export const MINI_GRAPH = buildMapGraph(buildMiniMap());

const card = (id: string, ...d: [string, string, number][]): DemandCard => ({
  id,
  demands: d.map(([load, city, payout]) => ({ load, city, payout })) as DemandCard['demands'],
});

/** Twelve demand cards over the mini map's loads and cities. */
export const MINI_DEMANDS: DemandCard[] = [
  card('d1', ['Cotton', 'delhi', 8], ['Textiles', 'jodhpur', 9], ['Mica', 'agra', 10]),
  card('d2', ['Goats', 'agra', 11], ['Mica', 'delhi', 7], ['Pilgrims', 'agra', 12]),
  card('d3', ['Textiles', 'lahore', 9], ['Cotton', 'jaipur', 6], ['Mica', 'lahore', 8]),
  card('d4', ['Goats', 'jaipur', 7], ['Textiles', 'delhi', 5], ['Cotton', 'jodhpur', 9]),
  card('d5', ['Mica', 'jaipur', 6], ['Pilgrims', 'jodhpur', 9], ['Goats', 'delhi', 8]),
  card('d6', ['Cotton', 'agra', 10], ['Textiles', 'jaipur', 5], ['Mica', 'lahore', 9]),
  card('d7', ['Goats', 'jodhpur', 10], ['Cotton', 'delhi', 8], ['Textiles', 'lahore', 9]),
  card('d8', ['Mica', 'delhi', 7], ['Goats', 'agra', 11], ['Cotton', 'jaipur', 6]),
  card('d9', ['Textiles', 'jodhpur', 9], ['Pilgrims', 'lahore', 10], ['Goats', 'jaipur', 7]),
  card('d10', ['Cotton', 'jodhpur', 9], ['Mica', 'jaipur', 6], ['Textiles', 'delhi', 5]),
  card('d11', ['Goats', 'delhi', 8], ['Textiles', 'lahore', 9], ['Mica', 'agra', 10]),
  card('d12', ['Cotton', 'agra', 10], ['Goats', 'jodhpur', 10], ['Pilgrims', 'delhi', 6]),
];

/** One event card of each kind, on the mini map. */
export const MINI_EVENTS: EventCard[] = [
  {
    id: 'derail',
    kind: 'derailment',
    title: 'Derailment',
    duration: 'instant',
    area: { kind: 'nearCities', cities: ['jaipur'], radius: 1 },
    impacts: { loseLoad: true, loseTurn: true },
  },
  {
    id: 'flood',
    kind: 'flood',
    title: 'Flood: Ganges',
    duration: 'drawersNextTurn',
    area: { kind: 'rivers', rivers: ['ganges'] },
    impacts: { destroyTrack: true, noBuilding: true, noMovement: true },
  },
  {
    id: 'strike',
    kind: 'strike',
    title: 'Strike',
    duration: 'drawersNextTurn',
    area: { kind: 'coast', within: 3 },
    impacts: { noPickup: true, noDelivery: true },
  },
  {
    id: 'storm',
    kind: 'sandStorm',
    title: 'Sand Storm',
    duration: 'drawersNextTurn',
    area: { kind: 'desert', name: 'Mini desert' },
    impacts: { destroyTrack: true, noBuilding: true, noMovement: true },
  },
  { id: 'tax', kind: 'tax', title: 'Excess Profits Tax', duration: 'instant', area: { kind: 'everywhere' }, impacts: { tax: true } },
];

/** The rules core on the mini map. */
export const MINI_CORE = createIndiaRailsCore(MINI_GRAPH, { demandCards: MINI_DEMANDS, eventCards: MINI_EVENTS });

/** Bad weather around Delhi: trains within 2 of it move at half rate (the real deck has no such card). */
export const MINI_WEATHER: EventCard = {
  id: 'weather',
  kind: 'sandStorm',
  title: 'Bad weather around Delhi',
  duration: 'drawersNextTurn',
  area: { kind: 'nearCities', cities: ['delhi'], radius: 2 },
  impacts: { halfRate: true },
};

/** The rules core on the mini map with the bad-weather card in the deck too. */
export const WEATHER_CORE = createIndiaRailsCore(MINI_GRAPH, { demandCards: MINI_DEMANDS, eventCards: [...MINI_EVENTS, MINI_WEATHER] });

/** Lahore's red area when the mini map makes it a second major city: 17 and its six neighbours. */
export const LAHORE_MAJOR_MILEPOSTS: readonly number[] = [17, 8, 9, 16, 18, 24, 25];

/** The rules core on a copy of the mini map where Lahore is a second major city (Right to Enter, Victory). */
export function twoMajorsCore(): IndiaRailsCore {
  const data = buildMiniMap();
  const lahore = data.cities.find((c) => c.id === 'lahore')!;
  lahore.class = 'major';
  lahore.mileposts = [...LAHORE_MAJOR_MILEPOSTS];
  for (const m of lahore.mileposts) data.mileposts[m].city = 'lahore';
  return createIndiaRailsCore(buildMapGraph(data), { demandCards: MINI_DEMANDS, eventCards: MINI_EVENTS });
}

/** A fresh game on the mini map. */
export function newGame(numPlayers = 2, options?: IndiaRailsSetupData, seed = 'mini'): IndiaRailsState {
  return MINI_CORE.setup(numPlayers, options, createRng(seed));
}

/** A state in the main game, `seat` to play its operations, with the given changes. */
export function mainGame(numPlayers = 2, seat = 0, options?: IndiaRailsSetupData): IndiaRailsState {
  const s = newGame(numPlayers, options);
  return {
    ...s,
    phase: 'main',
    buildIndex: s.buildOrder.length,
    turn: { ...s.turn, seat, stage: 'operations', allowance: s.params.speed.freight, moved: 0 },
  };
}

/** Replaces one player's fields. */
export function withPlayer(s: IndiaRailsState, seat: number, patch: Partial<IndiaRailsState['players'][number]>): IndiaRailsState {
  return { ...s, players: s.players.map((p, q) => (q === seat ? { ...p, ...patch } : p)) };
}

/** Gives a player track along a milepost path. */
export function withTrack(s: IndiaRailsState, seat: number, path: number[]): IndiaRailsState {
  const keys = path.slice(1).map((m, i) => MINI_GRAPH.edgeKey(path[i], m));
  return { ...s, track: s.track.map((l, q) => (q === seat ? [...l, ...keys] : l)) };
}

/** Applies an action, failing the test with the reason when it is illegal. */
export function act(s: IndiaRailsState, seat: number, a: IndiaRailsAction, seed = 'act'): IndiaRailsState {
  const why = MINI_CORE.validate(s, seat, a);
  if (why) throw new Error(`illegal ${JSON.stringify(a)}: ${why}`);
  return MINI_CORE.apply(s, seat, a, createRng(seed));
}

/** Total money: bank plus every player's cash. */
export function money(s: IndiaRailsState): number {
  return s.bank + s.players.reduce((n, p) => n + p.cash, 0);
}

/** Puts cards on top of the draw deck (the last one is drawn first) and empties the discard pile. */
export function withDeckTop(s: IndiaRailsState, top: string[]): IndiaRailsState {
  const held = new Set(s.players.flatMap((p) => p.hand));
  const all = [...MINI_DEMANDS.map((c) => c.id), ...MINI_EVENTS.map((e) => e.id)];
  const rest = all.filter((c) => !held.has(c) && !top.includes(c));
  return { ...s, deck: [...rest, ...top], discard: [] };
}
