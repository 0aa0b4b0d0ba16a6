/**
 * `POST /games/<game>/<matchID>/join` `{ playerName, playerID?, data? }`: takes a free seat (or
 * the given one) and answers its new credentials. A seat a stand-in bot holds goes back to a
 * person; bot seats and seats kept for a rematch's players are refused.
 */
import { botSeatsOf } from '../../bots/seats.ts';
import { endStandIn, isStandIn, seatToJoin } from '../../bots/stand-ins.ts';
import { seatHold } from '../../rematch/holds.ts';
import { HttpError } from '../body.ts';
import { checkData, checkName, checkPlayerID } from '../checks.ts';
import type { Lobby, LobbyRequest } from '../context.ts';
import { seatPerson } from '../gate.ts';

/** The join route. */
export function joinRoute(lobby: Lobby, { game, matchID, body, address }: LobbyRequest): Promise<{ playerID: string; playerCredentials: string }> {
  const admission = lobby.gate.admit(address, { seats: 1 });
  return lobby.deps.locks.run(matchID, async () => {
    const metadata = await lobby.loadMatch(game, matchID);
    const playerName = checkName(body.playerName, 'playerName');
    const data = checkData(body.data);
    let playerID = checkPlayerID(body.playerID, false);
    if (playerID === undefined) {
      const now = Date.now();
      playerID = seatToJoin(metadata, (id) => !seatHold(metadata.players[Number(id)], now));
      if (playerID === undefined) throw new HttpError(409, 'every seat of this match is taken');
    }
    const player = metadata.players[Number(playerID)];
    if (!player) throw new HttpError(404, `no seat ${playerID} in this match`);
    if (botSeatsOf(metadata)[playerID]) throw new HttpError(409, `seat ${playerID} is a bot seat`);
    // A seat a bot holds for a player who left goes back to a person (under the match lock: between moves).
    if (isStandIn(metadata, playerID)) endStandIn(metadata, playerID);
    if (player.name) throw new HttpError(409, `seat ${playerID} is taken`);
    const hold = seatHold(player, Date.now());
    if (hold) throw new HttpError(409, `seat ${playerID} is kept a few minutes for ${hold.for}, who played it in the match before this rematch`);
    const playerCredentials = seatPerson(admission, player, playerName);
    if (data !== undefined) player.data = data;
    metadata.updatedAt = Date.now();
    await lobby.saveSeats(matchID, metadata);
    return { playerID, playerCredentials };
  });
}
