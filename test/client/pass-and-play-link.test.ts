/**
 * Pass-and-play play links: `names=Asha,Ravi` gives one human seat per name (seats 0, 1, …) and the
 * bots take the rest; `name=` still names a lone player. A name that cannot be used is changed and
 * the change is named, like every other play-link value, and the corrected link needs none.
 */
import { describe, expect, it } from 'vitest';
import { catalogEntry } from '../../src/client/catalog.ts';
import { playLink, readSettings } from '../../src/client/pages/playSettings.ts';
import { parseHash } from '../../src/client/router.ts';

const ttr = catalogEntry('ttr-india')!;
const rails = catalogEntry('india-rails')!;
const read = (entry: typeof ttr, query: string) => readSettings(entry, new URLSearchParams(query));

describe('pass-and-play link', () => {
  it('names=Asha,Ravi&bots=easy with 3 players: two human seats, then one easy bot', () => {
    const s = read(ttr, 'players=3&names=Asha,Ravi&bots=easy&seed=p');
    expect(s.corrections).toEqual([]);
    expect(s.names).toEqual(['Asha', 'Ravi']);
    expect(s.bots).toEqual(['easy']);
  });

  it('name= alone still names one player, and no name is "You"', () => {
    expect(read(rails, 'name=Asha&bots=medium').names).toEqual(['Asha']);
    expect(read(rails, '').names).toEqual(['You']);
  });

  it('without players=, everyone named plays: four names make four seats, the default count is the least', () => {
    expect(read(rails, 'names=A,B,C,D').players).toBe(4);
    expect(read(rails, 'names=A,B').players).toBe(rails.defaultPlayers);
  });

  it('as many names as seats leaves no bot seat; bot levels given anyway are named as left out', () => {
    const s = read(ttr, 'players=2&names=Asha,Ravi&bots=hard');
    expect(s.bots).toEqual([]);
    expect(s.corrections).toEqual(['bots=hard: 1 level for 0 bot seats, so the last one is left out.']);
  });

  it('each unusable name is named: too many names, an empty one, a repeated one, one too long, name= beside names=', () => {
    expect(read(ttr, 'players=2&names=A,B,C').corrections).toEqual(['names=A,B,C: 3 names for 2 seats, so the last one is left out.']);
    const empty = read(ttr, 'names=Asha,,Ravi');
    expect(empty.names).toEqual(['Asha', 'Ravi']);
    expect(empty.corrections).toEqual(['names=Asha,,Ravi: an empty name is left out.']);
    const twice = read(ttr, 'names=Ravi,ravi');
    expect(twice.names).toEqual(['Ravi', 'ravi 2']);
    expect(twice.corrections).toEqual(["names=Ravi,ravi: two players are called 'ravi', so the second is 'ravi 2'."]);
    const long = read(ttr, `names=Asha,${'R'.repeat(30)}`);
    expect(long.names[1]).toBe('R'.repeat(24));
    expect(long.corrections[0]).toMatch(/is longer than 24 characters, so it is cut to 'R{24}'\.$/);
    expect(read(ttr, 'name=Mira&names=Asha,Ravi').corrections).toEqual(['name=Mira: names= names every player at this device, so name= is left out.']);
  });

  it('autoplay with several names is refused: the named players play their own seats', () => {
    const s = read(ttr, 'names=Asha,Ravi&autoplay=easy');
    expect(s.autoplay).toBeUndefined();
    expect(s.corrections).toEqual(["autoplay=easy: a bot plays only a lone player's seat, and 2 players are named, so they play their own seats."]);
  });

  it('the link of pass-and-play settings carries names= and reads back the same; one player keeps name=', () => {
    const s = read(rails, 'players=4&names=Asha,Ravi,,Ravi&bots=easy,hard&seed=z&botDelay=0');
    expect(s.corrections.length).toBeGreaterThan(0);
    const link = playLink(rails, s);
    const params = parseHash(link).params;
    expect(params.get('names')).toBe('Asha,Ravi,Ravi 2');
    expect(params.get('name')).toBeNull();
    const again = readSettings(rails, params);
    expect(again.corrections).toEqual([]);
    expect({ ...again, corrections: s.corrections }).toEqual(s);
    const solo = parseHash(playLink(rails, read(rails, 'name=Asha&seed=z'))).params;
    expect([solo.get('name'), solo.get('names')]).toEqual(['Asha', null]);
  });
});
