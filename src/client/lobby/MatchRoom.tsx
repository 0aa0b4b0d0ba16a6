/** A lobby match before its board: no such match, the waiting room, a full match, or the seats to take. */
import type { LobbyAPI } from 'boardgame.io';
import type { CatalogEntry } from '../catalog.ts';
import { href } from '../router.ts';
import type { HeldSeat } from './api.ts';
import { ShareLink, WatchOrLeave } from './MatchLinks.tsx';
import { standIn } from './matchSeats.ts';
import { NameField, type useName } from './NameField.tsx';
import { SeatList } from './SeatList.tsx';

/** The page of a link that names no match of this server. */
export function NoSuchMatch({ entry, matchID }: { entry: CatalogEntry | undefined; matchID: string | undefined }) {
  return (
    <main className="page" data-testid="no-such-match">
      <h1>No such match</h1>
      <p>
        {entry && matchID ? `There is no ${entry.title} match ${matchID} on this server` : 'This link names no game of this server'}: the link may be mistyped
        or cut short, or the match was removed.
      </p>
      <p>
        <a className="button primary" href={href(['lobby'])} data-testid="back-to-lobby">
          Back to the lobby
        </a>
      </p>
    </main>
  );
}

/** Props of the room. */
export interface MatchRoomProps {
  entry: CatalogEntry;
  matchID: string;
  match: LobbyAPI.Match | null;
  error: string | null;
  seat: HeldSeat | null;
  full: boolean;
  nameState: ReturnType<typeof useName>;
  join: (playerID: string) => Promise<void>;
  leave: () => Promise<void>;
}

/** The match page until the game starts for this browser. */
export function MatchRoom({ entry, matchID, match, error, seat, full, nameState, join, leave }: MatchRoomProps) {
  return (
    <main className="page lobby-match-page">
      <h1>
        {entry.title} <span className="muted">· match {matchID}</span>
      </h1>
      {error && (
        <p className="error" data-testid="lobby-error">
          {error}
        </p>
      )}
      {!match ? (
        error ? (
          <p>
            <a className="button" href={href(['lobby'])}>
              Back to the lobby
            </a>
          </p>
        ) : (
          <p className="muted">Loading the match…</p>
        )
      ) : seat ? (
        <section data-testid="waiting-room">
          <h2>Waiting room</h2>
          <p>
            You are <strong>{seat.name}</strong> in seat {Number(seat.playerID) + 1}. The game starts when every seat is taken.
          </p>
          <SeatList match={match} mine={seat.playerID} />
          <ShareLink gameId={entry.id} matchID={matchID} />
          <div className="actions">
            <button type="button" onClick={leave}>
              Leave the match
            </button>
          </div>
        </section>
      ) : full && !match.players.some(standIn) ? (
        <section data-testid="match-full">
          <h2>This match is full</h2>
          <p>Every seat is taken. You can watch the game as a spectator.</p>
          <SeatList match={match} mine={null} />
          <WatchOrLeave gameId={entry.id} matchID={matchID} full />
        </section>
      ) : (
        <section data-testid="join-match">
          <form className="form" onSubmit={(e) => e.preventDefault()}>
            <NameField state={nameState} purpose="to take a seat" testId="join-name" />
          </form>
          <SeatList match={match} mine={null} onJoin={(id) => void join(id)} />
          <WatchOrLeave gameId={entry.id} matchID={matchID} full={false} />
        </section>
      )}
    </main>
  );
}
