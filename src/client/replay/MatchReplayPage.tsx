/**
 * `#/replay/<game>/<matchID>`: a finished match of this server in the replay viewer. A match that
 * is not over (or does not exist) gets the server's reason and a way on, never a half replay.
 */
import { useEffect, useState } from 'react';
import { catalogEntry } from '../catalog.ts';
import { href } from '../router.ts';
import { UnknownGame } from '../ui/UnknownGame.tsx';
import type { GameModule } from '../view/gameModule.ts';
import { matchSeats, resultWords } from './matchInfo.ts';
import { ReplayViewer } from './ReplayViewer.tsx';
import { fetchMatchReplay, HistoryError, type MatchReplay } from './serverReplay.ts';

/** The replay page of one finished match. */
export default function MatchReplayPage({ gameId, matchID }: { gameId: string | undefined; matchID: string | undefined }) {
  const entry = catalogEntry(gameId);
  const [replay, setReplay] = useState<{ module: GameModule; replay: MatchReplay } | null>(null);
  const [error, setError] = useState<{ status: number; message: string } | null>(null);

  useEffect(() => {
    if (!entry || !matchID) return;
    let live = true;
    entry
      .load()
      .then(async (module) => ({ module, replay: await fetchMatchReplay(module, entry.publicMoves, entry.id, matchID) }))
      .then(
        (r) => live && setReplay(r),
        (e: Error) => live && setError({ status: e instanceof HistoryError ? e.status : 0, message: e.message }),
      );
    return () => {
      live = false;
    };
  }, [entry, matchID]);

  if (!entry || !matchID) return <UnknownGame back="#/history" backLabel="Back to the finished matches" testId="replay-error" />;
  if (error) {
    return (
      <main className="page" data-testid="replay-error">
        <h1>This match cannot be replayed</h1>
        <p role="alert">{error.status === 409 ? `The match ${matchID} is not over yet: a match can be replayed once it is finished.` : error.message}</p>
        <div className="actions" style={{ justifyContent: 'flex-start' }}>
          {error.status === 409 && (
            <a className="button primary" href={href(['match', entry.id, matchID], { watch: 1 })} data-testid="replay-watch-live">
              Watch it live
            </a>
          )}
          <a className="button" href="#/history">
            Finished matches
          </a>
        </div>
      </main>
    );
  }
  if (!replay) return <div className="loading">Loading the replay…</div>;
  const { match, frames } = replay.replay;
  const seats = matchSeats(match);
  const names = seats.map((s) => s.name);
  const date = new Date(match.finishedAt).toLocaleString();
  return (
    <ReplayViewer
      module={replay.module}
      frames={frames}
      seats={seats}
      title={`${entry.title} · match ${matchID}`}
      note={`${resultWords(names, match.winners, match.scores)} · ${date}`}
      back={{ href: '#/history', label: 'Finished matches' }}
    />
  );
}
