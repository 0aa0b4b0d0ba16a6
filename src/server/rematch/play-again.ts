/**
 * `POST /games/<game>/<matchID>/playAgain` (boardgame.io's route, our rules): a seated player of a
 * finished match asks for a rematch. The first request creates it with the same numPlayers and
 * setupData (bots, clock, variants: copied whole, never taken from the request), keeps every
 * person's seat for them (holds.ts) and records it as the match's `nextMatchID`; every request,
 * the first included, seats the asker in their own seat of the rematch under their name and returns
 * that seat's new credentials to them alone. A second request of another player joins the same
 * rematch; a request for a seat already taken gets only the rematch's id.
 */
import type { Server as ServerTypes } from 'boardgame.io';
import { NAME_TEXT, shownText } from '../../text/player-text.ts';
import { HttpError } from '../lobby/body.ts';
import { type Admission, seatPerson } from '../lobby/gate.ts';
import type { MatchLocks } from '../match-locks.ts';
import type { SqlStorage } from '../storage/index.ts';
import { holdSeats } from './holds.ts';

/** What the route needs from the Lobby API. */
export interface PlayAgainDeps {
  db: SqlStorage;
  locks: MatchLocks;
  /** The gate of new matches and seats for the asker's address (429 past its rates). */
  admit(wants: { matches?: number; seats?: number }): Admission;
  /** Creates a match as the create route does, spending a match of `admission`; `prepare` edits its metadata before it is stored. */
  create(admission: Admission, body: Record<string, unknown>, prepare: (metadata: ServerTypes.MatchData) => void): Promise<string>;
  /** A match's seats changed (waiting rooms update). */
  changed(matchID: string, metadata: ServerTypes.MatchData): void;
}

/** The answer: the rematch, and the asker's seat in it when they were seated now. */
export interface PlayAgainAnswer {
  nextMatchID: string;
  playerID?: string;
  playerCredentials?: string;
}

/** The name a seat keeps in the rematch: the finished match's, cleaned again (it may predate the cleaner). */
function rematchName(metadata: ServerTypes.MatchData, playerID: string): string {
  const name = metadata.players[Number(playerID)]?.name;
  if (!name) throw new HttpError(403, `seat ${playerID} is not held`);
  return shownText(name, NAME_TEXT, `Player ${Number(playerID) + 1}`);
}

/**
 * Carries out a rematch request of `playerID`, whose credentials the caller has checked. The gate
 * counts the rematch's creation (the first request) and the asker's seat like a create and a join.
 */
export async function playAgain(
  deps: PlayAgainDeps,
  matchID: string,
  metadata: ServerTypes.MatchData,
  playerID: string,
  body: Record<string, unknown>,
): Promise<PlayAgainAnswer> {
  for (const key of ['numPlayers', 'setupData', 'unlisted'])
    if (body[key] !== undefined)
      throw new HttpError(400, `${key} is not accepted: a rematch copies the match's seats and options (create a new match to change them)`);
  if (metadata.gameover === undefined || metadata.gameover === null) throw new HttpError(409, 'the match is not over: a rematch is offered at its end');
  const name = rematchName(metadata, playerID);
  // One rematch per match, whoever asks first and on whichever instance.
  const made = await deps.locks.run(`again:${matchID}`, async () => {
    const { metadata: now } = await deps.db.fetch(matchID, { metadata: true });
    if (!now) throw new HttpError(404, `match ${matchID} not found`);
    if (now.nextMatchID) return { nextMatchID: now.nextMatchID, admission: undefined };
    const admission = deps.admit({ matches: 1, seats: 1 });
    const id = await deps.create(admission, { numPlayers: Object.keys(now.players).length, setupData: now.setupData, unlisted: now.unlisted }, (next) =>
      holdSeats(matchID, now, next, Date.now()),
    );
    await deps.locks.run(matchID, async () => {
      const { metadata: fresh } = await deps.db.fetch(matchID, { metadata: true });
      if (fresh) await deps.db.setMetadata(matchID, { ...fresh, nextMatchID: id });
    });
    return { nextMatchID: id, admission };
  });
  const { nextMatchID } = made;
  return deps.locks.run(nextMatchID, async () => {
    const { metadata: next } = await deps.db.fetch(nextMatchID, { metadata: true });
    const seat = next?.players[Number(playerID)];
    if (!next || !seat || seat.name) return { nextMatchID };
    const playerCredentials = seatPerson(made.admission ?? deps.admit({ seats: 1 }), seat, name);
    delete seat.data;
    next.updatedAt = Date.now();
    await deps.db.setMetadata(nextMatchID, next);
    deps.changed(nextMatchID, next);
    return { nextMatchID, playerID, playerCredentials };
  });
}
