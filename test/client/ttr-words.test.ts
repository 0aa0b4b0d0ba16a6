/**
 * Ticket to Ride – India's board words that depend on a number are singular for one: a ticket's
 * progress ("1 car to go"), the last round's turns in the top bar ("1 turn left").
 */
import { describe, expect, it } from 'vitest';
import { ttrPrompt } from '../../src/client/boards/ttr-india/turnPrompt.ts';
import { count, progressText } from '../../src/client/boards/ttr-india/words.ts';
import { mainState } from '../games/ttr-india/fixtures.ts';

describe('Ticket to Ride – India words with a number', () => {
  it('counts one of a thing in the singular, any other number in the plural', () => {
    expect(count(1, 'car')).toBe('1 car');
    expect(count(0, 'car')).toBe('0 cars');
    expect(count(7, 'ticket')).toBe('7 tickets');
  });

  it('a ticket one car from done reads "1 car to go"; done and blocked tickets say so', () => {
    expect(progressText(1)).toBe('1 car to go');
    expect(progressText(7)).toBe('7 cars to go');
    expect(progressText(0)).toBe('✔ done');
    expect(progressText(Number.POSITIVE_INFINITY)).toBe('✖ blocked');
  });

  it('the last round tells how many turns are left, "1 turn left" for the last', () => {
    const last = { ...mainState(2), phase: 'lastRound' as const, finalTurns: 1 };
    expect(ttrPrompt(last, { myTurn: true, choosingTickets: false, canPass: false })).toBe(
      'Draw cards, claim a route or draw tickets. Last round: 1 turn left.',
    );
    expect(ttrPrompt({ ...last, finalTurns: 2 }, { myTurn: true, choosingTickets: false, canPass: false })).toMatch(/Last round: 2 turns left\.$/);
  });
});
