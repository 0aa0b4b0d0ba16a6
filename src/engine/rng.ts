/**
 * The one seeded random source of the project. Every random choice in a rules core goes through
 * an `Rng`; its state is plain JSON so a boardgame.io match can keep it in G (hidden from players
 * by playerView) and a simulation can replay any game from its seed.
 */
import seedrandom from 'seedrandom';

/** Serializable state of the generator (seedrandom's Alea). */
export interface RngState {
  c: number;
  s0: number;
  s1: number;
  s2: number;
}

/** A source of uniform random numbers in [0, 1) with helpers built on it. */
export interface Rng {
  /** A uniform float in [0, 1). */
  next(): number;
  /** A uniform integer in [0, n). */
  int(n: number): number;
  /** A new array with the items of `items` in random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** One item of a non-empty array, uniformly. */
  pick<T>(items: readonly T[]): T;
  /** The generator's state, to resume it later with `restoreRng`. */
  state(): RngState;
}

type AleaPrng = (() => number) & { state(): RngState };

class SeededRng implements Rng {
  constructor(private readonly prng: AleaPrng) {}

  next(): number {
    return this.prng();
  }

  int(n: number): number {
    if (!(n > 0) || !Number.isInteger(n)) throw new RangeError(`Rng.int needs a positive integer, got ${n}`);
    return Math.floor(this.prng() * n);
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.prng() * (i + 1));
      const t = out[i];
      out[i] = out[j];
      out[j] = t;
    }
    return out;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Rng.pick needs a non-empty array');
    return items[Math.floor(this.prng() * items.length)];
  }

  state(): RngState {
    return this.prng.state();
  }
}

/** A generator seeded from a string or number: the same seed always gives the same sequence. */
export function createRng(seed: string | number): Rng {
  return new SeededRng(seedrandom.alea(String(seed), { state: true }) as unknown as AleaPrng);
}

/** A generator that continues exactly where the one that produced `state` stopped. */
export function restoreRng(state: RngState): Rng {
  return new SeededRng(seedrandom.alea('', { state: { ...state } }) as unknown as AleaPrng);
}

/** A seed for a derived stream (a bot, a seat, a game of a tournament), stable for the same inputs. */
export function deriveSeed(seed: string | number, ...labels: (string | number)[]): string {
  return [String(seed), ...labels.map(String)].join('/');
}
