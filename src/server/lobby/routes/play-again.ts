/** `POST /games/<game>/<matchID>/playAgain` `{ playerID, credentials }`: the rematch (src/server/rematch/). */
import { type PlayAgainAnswer, playAgain } from '../../rematch/play-again.ts';
import { checkPlayerID } from '../checks.ts';
import type { Lobby, LobbyRequest } from '../context.ts';
import type { Admission } from '../gate.ts';
import { createFromBody } from './create.ts';

/** The playAgain route: the asker's credentials checked here, the rest in rematch/play-again.ts. */
export async function playAgainRoute(lobby: Lobby, { game, matchID, body, address }: LobbyRequest): Promise<PlayAgainAnswer> {
  const playerID = checkPlayerID(body.playerID, true)!;
  const metadata = await lobby.loadMatch(game, matchID);
  lobby.authorize(metadata, playerID, body.credentials);
  const deps = {
    db: lobby.deps.db,
    locks: lobby.deps.locks,
    changed: lobby.deps.onMatchChanged,
    admit: (wants: { matches?: number; seats?: number }) => lobby.gate.admit(address, wants),
    create: (admission: Admission, b: Record<string, unknown>, prepare: Parameters<typeof createFromBody>[4]) =>
      createFromBody(lobby, game, b, admission, prepare),
  };
  return playAgain(deps, matchID, metadata, playerID, body);
}
