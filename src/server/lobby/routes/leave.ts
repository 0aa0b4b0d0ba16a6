/**
 * `POST /games/<game>/<matchID>/leave` `{ playerID, credentials }`: frees the seat. In a started
 * match (the table was full) a stand-in bot holds it until someone joins; the match is deleted when
 * no person is left.
 */
import { vacateSeat } from '../../bots/stand-ins.ts';
import { CLOCK_LIMITS, clockOf } from '../../clock/config.ts';
import { checkPlayerID } from '../checks.ts';
import type { Lobby, LobbyRequest } from '../context.ts';

/** The leave route. */
export function leaveRoute(lobby: Lobby, { game, matchID, body }: LobbyRequest): Promise<Record<string, never>> {
  return lobby.deps.locks.run(matchID, async () => {
    const metadata = await lobby.loadMatch(game, matchID);
    const playerID = checkPlayerID(body.playerID, true)!;
    const player = lobby.authorize(metadata, playerID, body.credentials);
    const started = Object.values(metadata.players).every((p) => !!p.name);
    delete player.name;
    delete player.credentials;
    delete player.data;
    const humans = vacateSeat(metadata, playerID, started, clockOf(metadata)?.level ?? CLOCK_LIMITS.defaultLevel);
    if (humans) {
      await lobby.saveSeats(matchID, metadata);
    } else {
      await lobby.deps.db.wipe(matchID);
      lobby.deps.onMatchGone?.(matchID);
    }
    return {};
  });
}
