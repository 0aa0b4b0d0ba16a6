/**
 * When the "your turn" alerts fire (src/client/ui/yourTurn.ts, turnStarted): at the start of each of
 * the viewer's turns, even when the renders of the others' moves in between were skipped.
 */
import { describe, expect, it } from 'vitest';
import { turnStarted } from '../../src/client/ui/yourTurn.ts';

describe('your-turn alerts: when a turn starts', () => {
  it('fires when the turn comes to the viewer, and not again at renders within the same turn', () => {
    expect(turnStarted(null, { myTurn: true, turnKey: 'main|1' })).toBe(true);
    expect(turnStarted({ myTurn: false, turnKey: 'main|2' }, { myTurn: true, turnKey: 'main|3' })).toBe(true);
    expect(turnStarted({ myTurn: true, turnKey: 'main|3' }, { myTurn: true, turnKey: 'main|3' })).toBe(false);
  });

  it('fires when the game reached another turn though no render showed the others moving (a bot answering at once)', () => {
    expect(turnStarted({ myTurn: true, turnKey: 'main|3' }, { myTurn: true, turnKey: 'main|5' })).toBe(true);
    expect(turnStarted({ myTurn: true, turnKey: 'setup|1' }, { myTurn: true, turnKey: 'main|1' })).toBe(true);
  });

  it('never fires while it is not the viewer’s turn', () => {
    expect(turnStarted({ myTurn: true, turnKey: 'main|3' }, { myTurn: false, turnKey: 'main|4' })).toBe(false);
    expect(turnStarted(null, { myTurn: false, turnKey: 'main|1' })).toBe(false);
  });
});
