/**
 * The one gate every new match and every seat a person takes passes, whatever the route (create,
 * join, a rematch, any later one): per client address, matches at CREATES_PER_MINUTE (bursts of
 * CREATE_BURST) and seats at JOINS_PER_MINUTE (bursts of JOIN_BURST), past that 429 with the reason.
 *
 * A route asks the gate for what it may make and gets an Admission; the code that makes a match
 * (routes/create.ts) and the code that seats a person (`seatPerson`) each spend one from it and
 * cannot run without one, so a route that forgot the gate fails on its first request. Bot seats
 * and stand-ins are the server's, not a person's: they pass no gate.
 */
import type { Server as ServerTypes } from 'boardgame.io';
import { addressLimiter } from '../hardening/addresses.ts';
import { secureSeed } from '../hardening/seed.ts';
import { HttpError } from './body.ts';
import type { LobbyLimits } from './limits.ts';

/** Only the gate makes admissions. */
const GATE = Symbol('admission gate');

/** What a request may make: matches and seats, spent as they are made. */
export class Admission {
  private matches: number;
  private seats: number;

  constructor(
    key: typeof GATE,
    readonly address: string,
    wants: { matches: number; seats: number },
  ) {
    if (key !== GATE) throw new Error('admissions come from the AdmissionGate only');
    this.matches = wants.matches;
    this.seats = wants.seats;
  }

  /** Spends one match (throws when the request was not admitted for one: a route that skipped the gate). */
  spendMatch(): void {
    if (this.matches <= 0) throw new Error(`a match was about to be made for ${this.address} without passing the gate`);
    this.matches--;
  }

  /** Spends one seat (throws when the request was not admitted for one). */
  spendSeat(): void {
    if (this.seats <= 0) throw new Error(`a seat was about to be taken for ${this.address} without passing the gate`);
    this.seats--;
  }
}

/** The per-address limits on new matches and seats. */
export class AdmissionGate {
  private readonly creates: { take(address: string): boolean };
  private readonly joins: { take(address: string): boolean };

  constructor(private readonly limits: LobbyLimits) {
    this.creates = addressLimiter(limits.createsPerMinute / 60, limits.createBurst);
    this.joins = addressLimiter(limits.joinsPerMinute / 60, limits.joinBurst);
  }

  /**
   * Admits a request from `address` to make `matches` matches and `seats` seats (each counted
   * against its own rate, matches first), else 429 with the reason. Every request counts, whether
   * or not it then succeeds.
   */
  admit(address: string, wants: { matches?: number; seats?: number }): Admission {
    const matches = wants.matches ?? 0;
    const seats = wants.seats ?? 0;
    for (let i = 0; i < matches; i++)
      if (!this.creates.take(address))
        throw new HttpError(
          429,
          `too many matches created from your address (at most ${this.limits.createsPerMinute} a minute, rematches included): wait a minute`,
        );
    for (let i = 0; i < seats; i++)
      if (!this.joins.take(address))
        throw new HttpError(429, `too many seats joined from your address (at most ${this.limits.joinsPerMinute} a minute, rematches included): wait a minute`);
    return new Admission(GATE, address, { matches, seats });
  }
}

/** Seats a person in `player` under `name` (a name already cleaned), spending a seat of `admission`; returns the seat's new credentials. */
export function seatPerson(admission: Admission, player: ServerTypes.PlayerMetadata, name: string): string {
  admission.spendSeat();
  const credentials = secureSeed();
  player.name = name;
  player.credentials = credentials;
  return credentials;
}
