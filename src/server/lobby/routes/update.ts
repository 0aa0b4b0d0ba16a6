/** `POST /games/<game>/<matchID>/update` (and `rename`) `{ playerID, credentials, newName?, data? }`: a seat's name or public data. */
import { HttpError } from '../body.ts';
import { checkData, checkName, checkPlayerID } from '../checks.ts';
import type { Lobby, LobbyRequest } from '../context.ts';

/** The update and rename routes. */
export function updateRoute(lobby: Lobby, { game, matchID, body }: LobbyRequest): Promise<Record<string, never>> {
  return lobby.deps.locks.run(matchID, async () => {
    const metadata = await lobby.loadMatch(game, matchID);
    const playerID = checkPlayerID(body.playerID, true)!;
    const player = lobby.authorize(metadata, playerID, body.credentials);
    const newName = body.newName === undefined ? undefined : checkName(body.newName, 'newName');
    const data = checkData(body.data);
    if (newName === undefined && data === undefined) throw new HttpError(400, 'newName or data is required');
    if (newName !== undefined) player.name = newName;
    if (data !== undefined) player.data = data;
    await lobby.saveSeats(matchID, metadata);
    return {};
  });
}
