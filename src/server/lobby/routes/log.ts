/**
 * `POST /games/<game>/<matchID>/log` `{ playerID?, credentials?, before?, limit? }`: a page of the
 * log before state `before` (default: the newest), redacted for the asking seat as a sync is.
 * Ours, not boardgame.io's: a sync carries only the newest entries.
 */
import { LIMITS } from '../../hardening/payloads.ts';
import { filteredLog } from '../../hardening/sync.ts';
import { HttpError } from '../body.ts';
import { checkPlayerID } from '../checks.ts';
import type { Lobby, LobbyRequest } from '../context.ts';

/** Whether `v` is a JSON number that is a whole number from `min` to `max`. */
function isWhole(v: unknown, min: number, max: number): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
}

/** The log route. */
export async function logRoute(lobby: Lobby, { game, matchID, body, address }: LobbyRequest): Promise<{ log: unknown[] }> {
  if (!lobby.logPages.take(address)) throw new HttpError(429, 'too many log requests: wait a moment');
  const playerID = checkPlayerID(body.playerID, false) ?? null;
  const metadata = await lobby.loadMatch(game, matchID);
  if (playerID !== null) lobby.authorize(metadata, playerID, body.credentials);
  const before = body.before;
  if (before !== undefined && !isWhole(before, 0, LIMITS.stateIDMax))
    throw new HttpError(400, `before must be a state id (a whole number from 0 to ${LIMITS.stateIDMax})`);
  const limit = body.limit ?? LIMITS.logPageEntries;
  if (!isWhole(limit, 1, LIMITS.logPageEntries)) throw new HttpError(400, `limit must be a whole number from 1 to ${LIMITS.logPageEntries}`);
  const { state } = await lobby.deps.db.fetch(matchID, { state: true });
  const log = await lobby.deps.db.fetchLog(matchID, { limit: limit as number, before: (before as number | undefined) ?? state!._stateID });
  return { log: filteredLog(lobby.filters.get(game.name!)!, playerID, matchID, state!, log).log };
}
