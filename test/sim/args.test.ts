import { describe, expect, it } from 'vitest';
import { parseArgs, UsageError, validateAgainst } from '../../src/sim/args.ts';
import { loadProviders } from './nim-providers.ts';

describe('simulator flags', () => {
  it('parses a full tournament command line', () => {
    const c = parseArgs([
      '--game',
      'ttr-india',
      '--bots',
      'medium,easy,random',
      '--games',
      '50',
      '--seed',
      'abc',
      '--workers',
      '2',
      '--variant',
      'a=1,b=true',
      '--variant',
      'name=big',
      '--json',
      'o.json',
      '--csv=o.csv',
      '--report',
      'r.html',
      '--iterations',
      '200',
      '--quiet',
    ]);
    expect(c).toEqual({
      kind: 'run',
      config: { game: 'ttr-india', bots: ['medium', 'easy', 'random'], games: 50, seed: 'abc', options: { a: 1, b: true, name: 'big' }, iterations: 200 },
      workers: 2,
      outputs: { json: 'o.json', csv: 'o.csv', report: 'r.html' },
      quiet: true,
    });
  });

  it('defaults: 100 games, seed "sim", default workers, no files', () => {
    const c = parseArgs(['--game', 'nim', '--bots', 'random,random']);
    expect(c).toMatchObject({ kind: 'run', config: { games: 100, seed: 'sim' }, workers: undefined, outputs: {}, quiet: false });
  });

  it('--variant sets nested options with dotted keys and keeps JSON values whole', () => {
    const c = parseArgs([
      '--game',
      'ttr-india',
      '--bots',
      'random,random',
      '--options',
      '{"params":{"startingHand":5}}',
      '--variant',
      'params.trainsPerPlayer=35,params.routePoints=[0,1,2,4,7,10,15],label=big',
    ]);
    expect(c.kind === 'run' && c.config.options).toEqual({
      params: { startingHand: 5, trainsPerPlayer: 35, routePoints: [0, 1, 2, 4, 7, 10, 15] },
      label: 'big',
    });
    expect(() => parseArgs(['--game', 'g', '--bots', 'a', '--variant', '__proto__.x=1'])).toThrow(/bad key/);
    expect(() => parseArgs(['--game', 'g', '--bots', 'a', '--variant', 'a=1,a.b=2'])).toThrow(/"a" is not an object/);
  });

  it('--queue and --queue-name say where the games are queued (a tournament across machines)', () => {
    const c = parseArgs(['--game', 'nim', '--bots', 'random,random', '--queue', 'redis://10.0.0.5:6379/2', '--queue-name', 'study']);
    expect(c).toMatchObject({ kind: 'run', queue: { url: 'redis://10.0.0.5:6379/2', name: 'study' } });
    expect(parseArgs(['--game', 'nim', '--bots', 'random,random', '--queue', 'redis://h'])).toMatchObject({
      queue: { url: 'redis://h', name: 'sim', graceMs: 10_000 },
    });
    expect(parseArgs(['--game', 'nim', '--bots', 'random,random', '--queue', 'redis://h', '--queue-grace-ms', '2500'])).toMatchObject({
      queue: { graceMs: 2500 },
    });
  });

  it('--help and -h win over everything else', () => {
    expect(parseArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseArgs(['--game', 'x', '-h'])).toEqual({ kind: 'help' });
  });

  it('--replay takes the game seed and the levels seat by seat', () => {
    expect(parseArgs(['--replay', '7/game/3', '--game', 'nim', '--bots', 'greedy,random'])).toEqual({
      kind: 'replay',
      gameSeed: '7/game/3',
      config: { game: 'nim', bots: ['greedy', 'random'], games: 1, seed: '7/game/3' },
    });
  });

  it.each([
    [['--game', 'nim', '--bots', 'random', '--frobnicate'], /unknown flag --frobnicate/],
    [['--game', 'nim', '--bots'], /--bots needs a value/],
    [['--game', '--bots', 'random'], /--game needs a value/],
    [['--game', 'nim', '--bots', 'random', '--games', 'ten'], /--games needs a whole number/],
    [['--game', 'nim', '--bots', 'random', '--games', '0'], /--games must be between 1/],
    [['--game', 'nim', '--bots', 'random', '--workers', '-1'], /--workers must be between 0/],
    [['--game', 'nim', '--bots', 'random', '--games', '2.5'], /whole number/],
    [['--bots', 'random'], /--game is required/],
    [['--game', 'nim'], /--bots is required/],
    [['--game', 'nim', '--bots', 'random,,random'], /empty level/],
    [['--game', 'nim', '--bots', 'random', '--variant', 'novalue'], /key=value/],
    [['--game', 'nim', '--bots', 'random', '--options', '{bad'], /not valid JSON/],
    [['--game', 'nim', '--bots', 'random', '--options', '[1]'], /JSON object/],
    [['--game', 'nim', '--bots', 'random', '--seed', '1', '--seed', '2'], /given twice/],
    [['--game', 'nim', '--bots', 'random', 'stray'], /unexpected argument "stray"/],
    [['--replay', 's', '--game', 'nim', '--bots', 'random', '--games', '3'], /--games does not apply to --replay/],
    [['--game', 'nim', '--bots', 'random', '--quiet=1'], /--quiet takes no value/],
    [['--game', 'nim', '--bots', 'random', '--queue', 'localhost:6379'], /--queue needs a redis:\/\/ or rediss:\/\/ URL, got "localhost:6379"/],
    [['--game', 'nim', '--bots', 'random', '--queue', 'redis://h', '--workers', '2'], /--workers does not apply to --queue/],
    [['--game', 'nim', '--bots', 'random', '--queue-name', 'q'], /--queue-name needs --queue/],
    [['--game', 'nim', '--bots', 'random', '--queue-grace-ms', '2000'], /--queue-grace-ms needs --queue/],
    [['--game', 'nim', '--bots', 'random', '--queue', 'redis://h', '--queue-grace-ms', '10'], /--queue-grace-ms must be between 500 and 3600000, got 10/],
    [['--replay', 's', '--game', 'nim', '--bots', 'random', '--queue', 'redis://h'], /--queue does not apply to --replay/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(UsageError);
    expect(() => parseArgs(argv)).toThrow(message);
  });

  it('checks the game, the levels and the player count against the providers', async () => {
    const providers = await loadProviders();
    const config = (game: string, bots: string[]) => ({ game, bots, games: 1, seed: 's' });
    await expect(validateAgainst(config('nim', ['random', 'greedy']), providers)).resolves.toBeUndefined();
    await expect(validateAgainst(config('chess', ['random', 'random']), providers)).rejects.toThrow(/unknown game "chess"/);
    await expect(validateAgainst(config('nim', ['random', 'wizard']), providers)).rejects.toThrow(/unknown bot level "wizard"/);
    await expect(validateAgainst(config('nim', ['random']), providers)).rejects.toThrow(/nim takes 2 to 4 players; --bots lists 1/);
    await expect(validateAgainst(config('nim', Array(5).fill('random')), providers)).rejects.toThrow(/lists 5/);
    await expect(validateAgainst({ ...config('nim', ['random', 'random']), options: { pile: 'lots' } }, providers)).rejects.toThrow(
      /nim does not accept these options \{"pile":"lots"\}: pile must be a positive whole number/,
    );
  });
});
