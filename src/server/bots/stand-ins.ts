/**
 * Empty seats of a started match: when a player leaves a match whose table was full (the game had
 * begun), a bot takes the seat over until someone joins it again. The server records the stand-ins
 * in the match's metadata (`metadata.standIns`, e.g. `{ "1": "medium" }`): that record, which no
 * request can write, is what makes a seat bot-driven — not the seat's public `data`, which its
 * holder may change. A stand-in gets credentials nobody is ever shown (so the leaver's old ones stop
 * working) and a bot's name; a join of the seat gives it back to a person.
 */
import type { Server as ServerTypes } from 'boardgame.io';
import type { BotLevel } from '../../../bots/index.ts';
import { secureSeed } from '../hardening/seed.ts';
import { type BotSeats, botName, botSeatsOf } from './seats.ts';

type Metadata = ServerTypes.MatchData;

/** The seats a bot holds for a player who left, by playerID. */
export function standInsOf(metadata: Metadata): BotSeats {
  const s = (metadata as { standIns?: unknown }).standIns;
  return s && typeof s === 'object' && !Array.isArray(s) ? { ...(s as BotSeats) } : {};
}

/** Every seat a bot plays: the host's bot seats and the stand-ins. */
export function botDrivenSeats(metadata: Metadata): BotSeats {
  return { ...botSeatsOf(metadata), ...standInsOf(metadata) };
}

/** Whether a seat of the match is held by a person (named, neither a bot seat nor a stand-in). */
function isPerson(metadata: Metadata, seat: string): boolean {
  return !!metadata.players[Number(seat)]?.name && botDrivenSeats(metadata)[seat] === undefined;
}

/**
 * Frees `seat` (the player left; its name and credentials are already removed): in a started match
 * a stand-in bot of `level` takes it. Changes `metadata`; says whether a person is still seated
 * (when none is, the caller deletes the match: no match of bots only).
 */
export function vacateSeat(metadata: Metadata, seat: string, started: boolean, level: BotLevel): boolean {
  const people = Object.keys(metadata.players).some((id) => id !== seat && isPerson(metadata, id));
  if (!people || !started) return people;
  const player = metadata.players[Number(seat)];
  player.name = botName(level, seat);
  player.credentials = secureSeed();
  player.data = { bot: level, standIn: true };
  (metadata as { standIns?: BotSeats }).standIns = { ...standInsOf(metadata), [seat]: level };
  return true;
}

/** Whether a join may take `seat` from its stand-in bot. */
export function isStandIn(metadata: Metadata, seat: string): boolean {
  return standInsOf(metadata)[seat] !== undefined;
}

/** Gives a stand-in's seat back to a person (who then gets new name and credentials). */
export function endStandIn(metadata: Metadata, seat: string): void {
  const rest = standInsOf(metadata);
  delete rest[seat];
  const player = metadata.players[Number(seat)];
  delete player.name;
  delete player.credentials;
  delete player.data;
  (metadata as { standIns?: BotSeats }).standIns = rest;
}

/** The seat a join without a playerID gets, among those `open` allows: a free seat first, else one a stand-in holds. */
export function seatToJoin(metadata: Metadata, open: (id: string) => boolean = () => true): string | undefined {
  const ids = Object.keys(metadata.players).filter(open);
  return ids.find((id) => !metadata.players[Number(id)].name) ?? ids.find((id) => isStandIn(metadata, id));
}
