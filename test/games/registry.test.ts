/**
 * The registry and the game definitions (src/engine/game-definition.ts): a definition whose parts
 * disagree is refused when it is registered, not in play; the variants' help text states the
 * numbers the rules then play with.
 */
import { describe, expect, it } from 'vitest';
import { definitionError } from '../../src/engine/game-definition.ts';
import { INDIA_RAILS_ABOUT } from '../../src/games/india-rails/about.ts';
import { resolveParams } from '../../src/games/india-rails/params.ts';
import { getGame, registerGame } from '../../src/games/registry.ts';
import { NIM } from '../fixtures/nim-definition.ts';

const helpOf = (key: string) => INDIA_RAILS_ABOUT.variants.find((v) => v.key === key)?.help ?? '';

describe('registerGame refuses a definition whose parts disagree', () => {
  it('an id already taken', () => {
    expect(() => registerGame({ ...NIM, id: 'ttr-india' })).toThrow('game "ttr-india" is already registered');
  });

  it('a core of another id', () => {
    expect(definitionError({ ...NIM, id: 'nim2' })).toBe('game "nim2": its rules core says id "nim"');
  });

  it('player counts other than the core plays', () => {
    expect(definitionError({ ...NIM, maxPlayers: 6 })).toBe('game "nim": 2–6 players declared, the rules core takes 2–4');
  });

  it('a public move that is no move of the Game', () => {
    expect(definitionError({ ...NIM, publicMoves: ['take', 'give'] })).toBe('game "nim": public move(s) give are not moves of its Game');
  });

  it('accepts the two games of the project as they are', () => {
    expect(definitionError(getGame('ttr-india'))).toBeNull();
    expect(definitionError(getGame('india-rails'))).toBeNull();
  });
});

describe("India Rails variants' help states the numbers the rules play with (rules §12)", () => {
  it('Fast Game: the starting cash and the building turns', () => {
    const p = resolveParams({ variants: { fastGame: true } });
    expect(helpOf('fastGame')).toBe(`Start with ${p.startingCash}M and ${p.buildingTurns} building turns; no Excess Profits Tax.`);
    expect(helpOf('fastGame')).toBe('Start with 70M and 3 building turns; no Excess Profits Tax.');
  });

  it('Fast Trains: the speeds of freight and fast freight', () => {
    const p = resolveParams({ variants: { fastTrains: true } });
    expect(helpOf('fastTrains')).toBe(`Freights move ${p.speed.freight} mileposts, fast freights ${p.speed.fastFreight} (recommended for beginners).`);
  });

  it('Borrowing, Crossgrading, Cost to Move and Field Warehousing: their amounts', () => {
    const p = resolveParams();
    expect(helpOf('borrowing')).toBe(`Borrow up to ${p.maxLoan}M from the bank; repay twice as much.`);
    expect(p.loanRepayFactor).toBe(2);
    expect(helpOf('crossgrading')).toContain(`for ${p.crossgradeCost}M`);
    expect(helpOf('costToMove')).toContain(`Pay ${p.costToMove}M a turn`);
    expect(helpOf('fieldWarehousing')).toContain(`wait ${p.warehouseTurns} turns`);
  });
});
