/**
 * The lobby's rematch (docs/server.md, "Rematch"): ask the server's playAgain with this browser's
 * seat; it answers the one rematch of the match and, the first time, this player's seat in it, whose
 * credentials are kept like any joined seat. Then open the rematch's page (its waiting room).
 */
import { NAME_TEXT, shownText } from '../../text/player-text.ts';
import type { RematchSession } from '../view/session.tsx';
import { href, navigate } from '../router.ts';
import { type HeldSeat, heldSeat, holdSeat, lobbyClient, reason } from './api.ts';

/** The answer of the server's playAgain (boardgame.io's LobbyClient types only nextMatchID). */
interface PlayAgainAnswer {
  nextMatchID: string;
  playerID?: string;
  playerCredentials?: string;
}

/** The name a free seat of a rematch is still kept for (the server's hold, docs/server.md#rematch), if any. */
export function keptFor(player: { data?: unknown }): string | undefined {
  const hold = (player.data as { rematch?: { for?: unknown; until?: unknown } } | undefined)?.rematch;
  return typeof hold?.for === 'string' && typeof hold.until === 'number' && hold.until > Date.now() ? shownText(hold.for, NAME_TEXT, 'a player') : undefined;
}

/**
 * playAgain, asked again a few times while the server answers "not over": the board hears of the
 * end before the server has stored it, so a quick click can come a moment early.
 */
async function askPlayAgain(gameId: string, matchID: string, seat: HeldSeat): Promise<PlayAgainAnswer> {
  for (let attempt = 0; ; attempt++) {
    try {
      return (await lobbyClient().playAgain(gameId, matchID, { playerID: seat.playerID, credentials: seat.credentials })) as PlayAgainAnswer;
    } catch (err) {
      if (attempt >= 4 || !/not over/.test(reason(err))) throw new Error(reason(err));
      await new Promise((r) => setTimeout(r, 400));
    }
  }
}

/** The rematch of a finished lobby match for the seat this browser holds in it. */
export function lobbyRematch(gameId: string, matchID: string, seat: HeldSeat): RematchSession {
  return {
    async start() {
      const answer = await askPlayAgain(gameId, matchID, seat);
      if (answer.playerID !== undefined && answer.playerCredentials) {
        holdSeat(answer.nextMatchID, { gameId, playerID: answer.playerID, credentials: answer.playerCredentials, name: seat.name });
      } else if (!heldSeat(answer.nextMatchID)) {
        throw new Error('Your seat in the rematch was taken by someone else; you can watch it from its page.');
      }
      navigate(href(['match', gameId, answer.nextMatchID]));
    },
    async offered() {
      return !!(await lobbyClient().getMatch(gameId, matchID)).nextMatchID;
    },
  };
}
