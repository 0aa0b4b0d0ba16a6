/** docs/rules/india-rails.md §9; variants Crossgrading and Borrowing (Mercy), §12. */
import { describe, expect, it } from 'vitest';
import { act, MINI_CORE, mainGame, money, withPlayer } from './mini.ts';

describe('Upgrading the train', () => {
  it('Upgrade: 20M instead of building, freight to fast or heavy, then to super', () => {
    let s = mainGame(2, 0);
    expect(MINI_CORE.validate(s, 0, { type: 'upgradeLoco', to: 'superFreight' })).toMatch(/cannot become/);
    s = act(s, 0, { type: 'upgradeLoco', to: 'heavyFreight' });
    expect(s.players[0].loco).toBe('heavyFreight');
    expect(s.players[0].cash).toBe(30);
    expect(MINI_CORE.validate(s, 0, { type: 'buildTrack', path: [35, 43] })).toMatch(/only 0M may be spent/);
    expect(MINI_CORE.validate(s, 0, { type: 'upgradeLoco', to: 'superFreight' })).toMatch(/already/);
    expect(money(s)).toBe(s.params.bankStart);
    const built = act(mainGame(2, 0), 0, { type: 'buildTrack', path: [35, 43] });
    expect(MINI_CORE.validate(built, 0, { type: 'upgradeLoco', to: 'fastFreight' })).toMatch(/place of building/);
    const poor = withPlayer(mainGame(2, 0), 0, { cash: 19 });
    expect(MINI_CORE.validate(poor, 0, { type: 'upgradeLoco', to: 'fastFreight' })).toMatch(/you have 19M/);
  });

  it('Crossgrading: fast ↔ heavy for 5M, with up to 15M of building in the same turn', () => {
    let s = withPlayer(mainGame(2, 0), 0, { loco: 'fastFreight' });
    expect(MINI_CORE.validate(s, 0, { type: 'upgradeLoco', to: 'heavyFreight' })).toMatch(/cannot become/);
    s = { ...s, variants: { crossgrading: true } };
    s = act(s, 0, { type: 'upgradeLoco', to: 'heavyFreight' });
    expect(s.players[0].cash).toBe(45);
    expect(s.turn.spent).toBe(5);
    expect(MINI_CORE.validate(s, 0, { type: 'buildTrack', path: [35, 43, 51] })).toBeNull();
    const heavy = withPlayer({ ...mainGame(2, 0), variants: { crossgrading: true } }, 0, {
      loco: 'heavyFreight',
      loads: [{ load: 'Cotton' }, { load: 'Cotton' }, { load: 'Goats' }],
    });
    expect(MINI_CORE.validate(heavy, 0, { type: 'upgradeLoco', to: 'fastFreight' })).toMatch(/could not carry/);
  });
});

describe('Mercy: Borrowing', () => {
  it('Borrowing: up to 20M from the bank, twice the amount repaid from the next payouts', () => {
    let s = mainGame(2, 0);
    expect(MINI_CORE.validate(s, 0, { type: 'borrow', amount: 10 })).toMatch(/variant not in play/);
    s = { ...s, variants: { borrowing: true } };
    expect(MINI_CORE.validate(s, 0, { type: 'borrow', amount: 21 })).toMatch(/1 to 20M/);
    s = act(s, 0, { type: 'borrow', amount: 10 });
    expect(s.players[0].cash).toBe(60);
    expect(s.players[0].debt).toBe(20);
    expect(MINI_CORE.validate(s, 0, { type: 'borrow', amount: 5 })).toMatch(/repay/);
    s = withPlayer(s, 0, { at: 26, loads: [{ load: 'Cotton' }], hand: ['d1', 'd2', 'd3'] });
    s = act(s, 0, { type: 'deliverLoad', load: 'Cotton', card: 'd1', demand: 0 });
    expect(s.players[0].debt).toBe(0);
    expect(s.players[0].cash).toBe(48);
    expect(money(s)).toBe(s.params.bankStart);
  });
});
