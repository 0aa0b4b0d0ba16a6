/**
 * What Ticket to Ride hard's set-level ticket model (ticket-likelihood.ts) hands the redeal of an
 * opponent's tickets (opponent.ts): a sampler of guessed ticket sets. Apart from both so that the
 * model may use the redeal's helpers without the redeal importing the model.
 */
import type { Rng } from '../../src/engine/rng.ts';

/** One world's guess of an opponent's kept tickets: its regular tickets and its Mail Charters. */
export interface TicketGuess {
  regular: readonly string[];
  charters: readonly string[];
}

/** Candidate ticket sets for one opponent, drawn by their likelihood: each world picks one. */
export interface SetSampler {
  /**
   * A guess of `size` regular tickets (all in `pool`) and `charters` Mail Charters, or null when
   * none fits `pool` or the counts differ from the first pick's (they are the same in every world
   * of one observation).
   */
  pick(rng: Rng, pool: ReadonlyMap<string, unknown>, size: number, charters: number): TicketGuess | null;
}
