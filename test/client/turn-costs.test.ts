/**
 * No silent loss: the actions that give up part of a turn ask first, saying what they cost
 * (India Rails: docs/rules/india-rails.md §5.2 ending the turn, §5.3 discarding the hand, §9
 * upgrading, §12 backtracking; Ticket to Ride: docs/rules/ttr-india.md §4, a face-up locomotive
 * is the whole draw), and nothing else asks.
 */
import { describe, expect, it } from 'vitest';
import { costQuestion } from '../../src/client/boards/india-rails/turnCosts.ts';
import { ttrCostQuestion } from '../../src/client/boards/ttr-india/turnCosts.ts';
import { createRng } from '../../src/engine/rng.ts';
import type { IndiaRailsAction } from '../../src/games/india-rails/rules/types.ts';
import { CARD_KINDS, LOCO } from '../../src/games/ttr-india/data/types.ts';
import { TtrIndiaCore } from '../../src/games/ttr-india/rules/core.ts';

describe('India Rails: what giving up part of the turn costs', () => {
  const moving = { movesLeft: 9, budget: 20 };
  const moved = { movesLeft: 0, budget: 20 };
  const spent = { movesLeft: 0, budget: 0 };

  it('Upgrading the Train: an upgrade before moving ends the train’s operations, and says how far it could still go', () => {
    const q = costQuestion({ type: 'upgradeLoco', to: 'fastFreight' }, moving);
    expect(q?.kind).toBe('ir-upgrade-before-moving');
    expect(q?.title).toBe('Upgrade to Fast Freight before moving?');
    expect(q?.cost).toContain('it will not move the 9 mileposts it has left this turn');
    expect(costQuestion({ type: 'upgradeLoco', to: 'fastFreight' }, { movesLeft: 1, budget: 20 })?.cost).toContain('the 1 milepost it has');
    // After moving, an upgrade loses nothing.
    expect(costQuestion({ type: 'upgradeLoco', to: 'heavyFreight' }, moved)).toBeNull();
  });

  it('A normal turn: ending it names the movement and the money left, and asks nothing when none is', () => {
    expect(costQuestion({ type: 'endTurn' }, moving)?.cost).toBe(
      'You still have 9 mileposts of movement and 20M to build with this turn. Ending now gives both up: nothing carries over to your next turn.',
    );
    expect(costQuestion({ type: 'endTurn' }, { movesLeft: 0, budget: 7 })?.cost).toBe(
      'You still have 7M to build with this turn. Ending now gives it up: nothing carries over to your next turn.',
    );
    expect(costQuestion({ type: 'endTurn' }, { movesLeft: 2, budget: 0 })?.cost).toMatch(/^You still have 2 mileposts of movement this turn\./);
    expect(costQuestion({ type: 'endTurn' }, spent)).toBeNull();
  });

  it('Discarding the hand and backtracking take the whole turn: always asked', () => {
    expect(costQuestion({ type: 'discardHand' }, spent)?.cost).toContain('It takes your whole turn');
    expect(costQuestion({ type: 'backtrack' }, spent)?.cost).toContain('takes your whole turn');
  });

  it('moving, loading, delivering and building ask nothing', () => {
    const quiet: IndiaRailsAction[] = [
      { type: 'moveTrain', path: [1, 2] },
      { type: 'pickUpLoad', load: 'Tea' },
      { type: 'deliverLoad', load: 'Tea', card: 'd1', demand: 0 },
      { type: 'buildTrack', path: [1, 2] },
    ];
    for (const a of quiet) expect(costQuestion(a, moving)).toBeNull();
  });
});

describe('Ticket to Ride: a face-up locomotive as the first card', () => {
  const start = TtrIndiaCore.setup(2, undefined, createRng('costs'));
  const withFaceUp = (first: number, drawn: number) => ({ ...start, faceUp: [first, ...start.faceUp.slice(1)], drawn });
  const red = CARD_KINDS.indexOf('red');

  it('Drawing Train Car Cards: taking it as the first card is the whole draw, and says so', () => {
    const q = ttrCostQuestion(withFaceUp(LOCO, 0), { type: 'drawFaceUp', slot: 0 });
    expect(q?.kind).toBe('ttr-face-up-locomotive');
    expect(q?.cost).toMatch(/^A face-up locomotive is your whole draw: you take this one card instead of two\./);
  });

  it('another card, the deck, or a second draw ask nothing', () => {
    expect(ttrCostQuestion(withFaceUp(red, 0), { type: 'drawFaceUp', slot: 0 })).toBeNull();
    expect(ttrCostQuestion(withFaceUp(LOCO, 0), { type: 'drawFromDeck' })).toBeNull();
    expect(ttrCostQuestion(withFaceUp(LOCO, 1), { type: 'drawFaceUp', slot: 0 })).toBeNull();
  });
});
