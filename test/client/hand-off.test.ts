/**
 * Pass-and-play's hand-off rule: the device stays with the viewing person while that seat may act
 * or only bots act; it goes to the next person whose seat may act; never after the game is over.
 */
import { describe, expect, it } from 'vitest';
import { handOffTarget } from '../../src/client/pass-and-play/handOff.ts';

const humans = [0, 1];

describe('hand-off target', () => {
  it('at the start the device goes to the first person who may act', () => {
    expect(handOffTarget(humans, null, { active: [0, 1, 2], over: false })).toBe(0);
    expect(handOffTarget(humans, null, { active: [1], over: false })).toBe(1);
  });

  it('the viewing seat keeps the device while it may act, and while only bots act', () => {
    expect(handOffTarget(humans, 0, { active: [0], over: false })).toBeNull();
    expect(handOffTarget(humans, 0, { active: [2], over: false })).toBeNull();
  });

  it("another person's turn passes the device to that person", () => {
    expect(handOffTarget(humans, 0, { active: [1], over: false })).toBe(1);
    expect(handOffTarget(humans, 1, { active: [0], over: false })).toBe(0);
  });

  it('among people acting at once (the opening ticket choice) the next seat after the viewer goes first', () => {
    expect(handOffTarget([0, 1, 2], 1, { active: [0, 2], over: false })).toBe(2);
    expect(handOffTarget([0, 1, 2], 2, { active: [0, 1], over: false })).toBe(0);
  });

  it('no hand-off once the game is over', () => {
    expect(handOffTarget(humans, 0, { active: [1], over: true })).toBeNull();
  });
});
