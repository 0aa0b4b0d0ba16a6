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

/** The log route. */
export async function logRoute(lobby: Lobby, { game, matchID, body, address }: LobbyRequest): Promise<{ log: unknown[] }> {
  if (!lobby.logPages.take(address)) throw new HttpError(429, 'too many log requests: wait a moment');
  const playerID = checkPlayerID(body.playerID, false) ?? null;
  const metadata = await lobby.loadMatch(game, matchID);
  if (playerID !== null) lobby.authorize(metadata, playerID, body.credentials);
  const before = body.before;
  if (before !== undefined && !(typeof before === 'number' && Number.isInteger(before) && before >= 0))
    throw new HttpError(400, 'before must be a state id (an integer from 0)');
  const limit = body.limit === undefined ? LIMITS.logPageEntries : Number(body.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > LIMITS.logPageEntries)
    throw new HttpError(400, `limit must be an integer from 1 to ${LIMITS.logPageEntries}`);
  const { state } = await lobby.deps.db.fetch(matchID, { state: true });
  const log = await lobby.deps.db.fetchLog(matchID, { limit, before: before ?? state!._stateID });
  return { log: filteredLog(lobby.filters.get(game.name!)!, playerID, matchID, state!, log).log };
}
