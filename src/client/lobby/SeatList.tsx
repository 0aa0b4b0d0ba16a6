/** The seats of a lobby match: who sits where, bots with their level, and "Take this seat" for free ones. */
import type { LobbyAPI } from 'boardgame.io';
import { keptFor } from './rematch.ts';
import { botLevel, shownName, standIn } from './matchSeats.ts';

/** The list; `onJoin` (when given) offers the free seats and those a bot holds. */
export function SeatList({ match, mine, onJoin }: { match: LobbyAPI.Match; mine: string | null; onJoin?: (playerID: string) => void }) {
  return (
    <ul className="lobby-seats" data-testid="seat-list">
      {match.players.map((p) => {
        const level = botLevel(p);
        const kept = p.name ? undefined : keptFor(p);
        return (
          <li key={p.id} data-testid={`seat-${p.id}`} className={p.name ? 'taken' : 'free'}>
            <span className="lobby-seat-no">Seat {p.id + 1}</span>
            <span className="lobby-seat-name">
              {shownName(p) ? (
                <bdi>{shownName(p)}</bdi>
              ) : kept ? (
                <>
                  kept for <bdi>{kept}</bdi> (rematch)
                </>
              ) : (
                'free'
              )}
            </span>
            <span className="muted">{level ? `bot (${level})` : p.name ? (String(p.id) === mine ? 'you' : p.isConnected ? 'connected' : 'joined') : ''}</span>
            {(!p.name || standIn(p)) && !kept && onJoin && (
              <button type="button" onClick={() => onJoin(String(p.id))} data-testid={`take-seat-${p.id}`}>
                Take this seat
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
