/**
 * `POST /games/<game>/create` `{ numPlayers, setupData?, unlisted?, clock? }`: a new match with
 * checked options, its bot seats filled by the server (credentials nobody is shown).
 */
import { randomBytes } from 'node:crypto';
import type { Game } from 'boardgame.io';
import { createMatch } from 'boardgame.io/internal';
import { botName, botSeatsOf } from '../../bots/seats.ts';
import { parseClock } from '../../clock/config.ts';
import { secureSeed } from '../../hardening/seed.ts';
import { HttpError } from '../body.ts';
import { checkSetupData } from '../checks.ts';
import type { Lobby, LobbyRequest, Prepare } from '../context.ts';
import type { Admission } from '../gate.ts';

function newMatchID(): string {
  return randomBytes(9).toString('base64url');
}

function checkNumPlayers(game: Game, v: unknown): number {
  const min = game.minPlayers ?? 1;
  const max = game.maxPlayers ?? 8;
  const numPlayers = v === undefined ? min : Number(v);
  if (!Number.isInteger(numPlayers) || numPlayers < min || numPlayers > max) throw new HttpError(400, `numPlayers must be an integer from ${min} to ${max}`);
  return numPlayers;
}

/**
 * Creates a match of `game` from a create body (also a rematch's copied one), spending a match of
 * `admission` (the gate, gate.ts); resolves to its id. The only code that stores a new match.
 */
export async function createFromBody(lobby: Lobby, game: Game, body: Record<string, unknown>, admission: Admission, prepare?: Prepare): Promise<string> {
  const numPlayers = checkNumPlayers(game, body.numPlayers);
  if (body.unlisted !== undefined && typeof body.unlisted !== 'boolean') throw new HttpError(400, 'unlisted must be true or false');
  const setupData = checkSetupData(body.setupData, numPlayers);
  // The turn clock: the body's `clock`, or a copied setupData's (a rematch); kept in setupData.
  const clock = parseClock(body.clock ?? setupData.clock);
  if (typeof clock === 'string') throw new HttpError(400, clock);
  if (clock) setupData.clock = clock;
  else delete setupData.clock;
  let match: ReturnType<typeof createMatch>;
  try {
    match = createMatch({ game, numPlayers, setupData, unlisted: body.unlisted === true });
  } catch (err) {
    throw new HttpError(400, `setupData refused by the game: ${(err as Error).message}`);
  }
  if ('setupDataError' in match) throw new HttpError(400, `setupData refused by the game: ${match.setupDataError}`);
  for (const [seat, level] of Object.entries(botSeatsOf(match.metadata))) {
    const player = match.metadata.players[Number(seat)];
    player.name = botName(level, seat);
    player.credentials = secureSeed();
    player.data = { bot: level };
  }
  prepare?.(match.metadata);
  admission.spendMatch();
  const matchID = newMatchID();
  await lobby.deps.db.createMatch(matchID, match);
  lobby.deps.onMatchCreated?.(matchID, admission.address);
  lobby.deps.onMatchChanged(matchID, match.metadata);
  return matchID;
}

/** The create route. */
export async function createRoute(lobby: Lobby, req: LobbyRequest): Promise<{ matchID: string }> {
  const admission = lobby.gate.admit(req.address, { matches: 1 });
  return { matchID: await createFromBody(lobby, req.game, req.body, admission) };
}
