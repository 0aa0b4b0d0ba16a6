/**
 * The play page's URL: a value that cannot be used is replaced by a sensible one
 * and the replacement is described, and the corrected link needs no correction.
 */
import { describe, expect, it } from 'vitest';
import { catalogEntry } from '../../src/client/catalog.ts';
import { parseHash } from '../../src/client/router.ts';
import { playLink, readSettings } from '../../src/client/pages/playSettings.ts';

const ttr = catalogEntry('ttr-india')!;
const rails = catalogEntry('india-rails')!;
const read = (entry = ttr, query = '') => readSettings(entry, new URLSearchParams(query));

describe('play link settings', () => {
  it('a usable link needs no correction; fewer bot levels than seats repeat the last one', () => {
    const s = read(ttr, 'players=4&bots=easy&seed=s1&botDelay=0');
    expect(s.corrections).toEqual([]);
    expect(s.bots).toEqual(['easy', 'easy', 'easy']);
    expect(s.botDelay).toBe(0);
  });

  it('players=9&bots=foo for Ticket to Ride: 5 players, medium bots, and both changes named', () => {
    const s = read(ttr, 'players=9&bots=foo');
    expect(s.players).toBe(5);
    expect(s.bots).toEqual(['medium', 'medium', 'medium', 'medium']);
    expect(s.corrections).toEqual([
      'players=9: Ticket to Ride – India takes 2 to 5 players, so 5 play.',
      "bots=foo: 'foo' is not a bot level (random, easy, medium, hard), so a medium bot plays instead.",
    ]);
  });

  it('each other unusable value is named: a player count that is no number, extra bot levels, an unknown variant, autoplay, botDelay, params', () => {
    expect(read(ttr, 'players=three').corrections).toEqual(['players=three: Ticket to Ride – India takes 2 to 5 players, so 3 play.']);
    expect(read(ttr, 'players=2&bots=easy,hard').corrections).toEqual(['bots=easy,hard: 2 levels for 1 bot seat, so the last one is left out.']);
    expect(read(rails, 'variants=fastTrains,turbo').corrections[0]).toMatch(
      /^variants=fastTrains,turbo: India Rails has no variant 'turbo' \(its variants are fastTrains, /,
    );
    expect(read(ttr, 'variants=fastTrains').corrections).toEqual([
      "variants=fastTrains: Ticket to Ride – India has no variant 'fastTrains' (it has no variants), so it is left out.",
    ]);
    expect(read(ttr, 'autoplay=genius').corrections).toEqual(['autoplay=genius: not a bot level (random, easy, medium, hard), so you play your own seat.']);
    expect(read(ttr, 'botDelay=soon').corrections).toEqual(['botDelay=soon: not a number of milliseconds, so bots pause 600 ms.']);
    expect(read(ttr, 'params={oops').corrections).toEqual(["params={oops: not a JSON object of house values, so the rulebook's values apply."]);
  });

  it('the corrected link reads back to the same settings with no correction', () => {
    const s = read(rails, 'players=9&bots=foo,easy&variants=fastTrains,turbo&autoplay=x&botDelay=0&seed=abc&params={"startCash":70}');
    expect(s.corrections).toHaveLength(4);
    const again = readSettings(rails, parseHash(playLink(rails, s)).params);
    expect(again.corrections).toEqual([]);
    expect({ ...again, corrections: s.corrections }).toEqual(s);
  });
});
