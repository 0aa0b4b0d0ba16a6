/**
 * The bots' settings are passed in (createDecider/createBot `tuning`), never patched in a global:
 * overrides reach the kit, leave the shipped settings as they are, and a wrong name or type is
 * refused with one line.
 */
import { describe, expect, it } from 'vitest';
import { createDecider } from '../../bots/index.ts';
import { irKit } from '../../bots/india-rails/kit.ts';
import { IR_TUNING } from '../../bots/india-rails/tuning.ts';
import { ttrKit } from '../../bots/ttr-india/kit.ts';
import { TTR_TUNING } from '../../bots/ttr-india/tuning.ts';
import type { IndiaRailsCore } from '../../src/games/india-rails/rules/core.ts';
import { createRng } from '../../src/engine/rng.ts';
import { runGame } from '../../src/engine/runner.ts';
import { getGameCore } from '../../src/games/registry.ts';
import { TtrIndiaCore, type TtrState } from '../../src/games/ttr-india/index.ts';

const irCore = getGameCore('india-rails') as unknown as IndiaRailsCore;

describe('bot tuning passed in', () => {
  it('the shipped settings are frozen, nested settings too', () => {
    expect(Object.isFrozen(IR_TUNING)).toBe(true);
    expect(Object.isFrozen(IR_TUNING.search)).toBe(true);
    expect(Object.isFrozen(TTR_TUNING)).toBe(true);
    expect(() => {
      (IR_TUNING as { rentTurns: number }).rentTurns = 9;
    }).toThrow(TypeError);
  });

  it('a kit with overrides has them, nested ones merged field by field, and the defaults stay as shipped', () => {
    const kit = irKit(irCore).withTuning!({ trackCharge: 0.5, search: { iterations: 2 } });
    const t = kit.tuning as typeof IR_TUNING;
    expect(t.trackCharge).toBe(0.5);
    expect(t.search.iterations).toBe(2);
    expect(t.search.rewardScale).toBe(IR_TUNING.search.rewardScale);
    expect(kit.search).toBe(t.search);
    expect(IR_TUNING.trackCharge).toBe(0.6);
    expect(ttrKit(getGameCore('ttr-india') as never, { raceTrains: 9 }).tuning).toMatchObject({
      raceTrains: 9,
      spareTicketTrains: TTR_TUNING.spareTicketTrains,
    });
  });

  it('createDecider refuses an unknown setting or a value of the wrong type, in one line', () => {
    expect(() => createDecider({ game: 'india-rails', level: 'medium', seed: 1, tuning: { trackCharg: 0.5 } })).toThrow(
      /^tuning: unknown setting 'trackCharg'/,
    );
    expect(() => createDecider({ game: 'ttr-india', level: 'medium', seed: 1, tuning: { raceTrains: 'six' } })).toThrow(/^tuning: raceTrains must be a number/);
    expect(() => createDecider({ game: 'india-rails', level: 'hard', seed: 1, tuning: { search: { iterations: 'x' } } })).toThrow(
      /^tuning: search\.iterations must be a number/,
    );
  });

  it('a Ticket to Ride card weight is read from the tuning passed in: a dearer blind card turns a face-up draw into a deck draw', () => {
    // Thirty steps of two medium players: seat to act has no claim worth making and draws the
    // face-up card its plan needs (worth cards.needed, 2+) over the blind card (cards.blind, 1.1).
    const medium = (seed: string) => createDecider({ game: 'ttr-india', level: 'medium', seed });
    const s = runGame(TtrIndiaCore, [medium('a'), medium('b')], { numPlayers: 2, seed: 'tuning-read', maxSteps: 30 }).state as TtrState;
    const seat = TtrIndiaCore.activePlayers(s)[0];
    const choose = (kit: ReturnType<typeof ttrKit>) => kit.createHeuristic(kit.medium).choose(s, seat, createRng(0));
    expect(choose(ttrKit(TtrIndiaCore))).toEqual({ type: 'drawFaceUp', slot: 0 });
    expect(choose(ttrKit(TtrIndiaCore, { cards: { blind: 50 } }))).toEqual({ type: 'drawFromDeck' });
  });
});
