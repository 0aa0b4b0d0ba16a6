/**
 * `#/history`: the matches finished on this server, newest first, with their result (game,
 * players, winners, scores, date), a page at a time, each with a link to its replay; and a way to
 * open a simulator tournament file in the same viewer.
 */
import { useCallback, useEffect, useState } from 'react';
import { catalogEntry } from '../catalog.ts';
import { resultWords } from '../replay/matchInfo.ts';
import { fetchFinished, type FinishedMatch } from '../replay/serverReplay.ts';
import '../replay/replay.css';
import { href } from '../router.ts';
import { GamesTable } from '../ui/GamesTable.tsx';

/** One finished match in the list. */
function MatchRow({ m }: { m: FinishedMatch }) {
  const names = m.players.map((p) => p.name);
  return (
    <tr data-testid={`history-${m.matchID}`}>
      <td>{new Date(m.finishedAt).toLocaleString()}</td>
      <td>{catalogEntry(m.game)?.title ?? m.game}</td>
      <td>
        {m.players.map((p) => (
          <span key={p.seat} className="history-player">
            <bdi>{p.name}</bdi>
            {p.bot && <span className="muted"> (bot, {p.bot})</span>}
            {m.winners.includes(p.seat) && <span title="Winner"> ★</span>}
          </span>
        ))}
      </td>
      <td>{resultWords(names, m.winners, m.scores)}</td>
      <td>{m.turns ?? ''}</td>
      <td>
        <a className="button" href={href(['replay', m.game, m.matchID])} data-testid={`replay-${m.matchID}`}>
          Replay
        </a>
      </td>
    </tr>
  );
}

/** How long the server keeps finished matches, in words (0 days: for good). */
export function retentionWords(keptDays: number): string {
  if (keptDays === 0) return 'This server keeps finished matches and their replays for good.';
  return `This server keeps a finished match and its replay for ${keptDays === 1 ? '1 day' : `${keptDays} days`} after it ends, then deletes it.`;
}

/** The list of finished matches. */
export default function HistoryPage() {
  const [matches, setMatches] = useState<FinishedMatch[]>([]);
  const [keptDays, setKeptDays] = useState<number | undefined>(undefined);
  const [next, setNext] = useState<string | null | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback((before?: string) => {
    setLoading(true);
    fetchFinished(before).then(
      (page) => {
        setMatches((have) => (before ? [...have, ...page.matches] : page.matches));
        setNext(page.next);
        if (typeof page.keptDays === 'number') setKeptDays(page.keptDays);
        setLoading(false);
      },
      (e: Error) => {
        setError(`The server did not list its finished matches: ${e.message}`);
        setLoading(false);
      },
    );
  }, []);
  useEffect(() => {
    load();
  }, [load]);

  return (
    <main className="page history-page" data-testid="history-page">
      <h1>Finished matches</h1>
      <p className="muted">
        Matches played on this server, newest first. A replay steps through a match move by move as a spectator saw it; the last move shows everything. A
        tournament of the simulator can be watched too: <a href="#/replay-file">open its JSON file</a>.
      </p>
      {keptDays !== undefined && (
        <p className="muted" data-testid="history-retention">
          {retentionWords(keptDays)}
        </p>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {next !== undefined && matches.length === 0 && !error && <p data-testid="history-empty">No match has finished on this server yet.</p>}
      {matches.length > 0 && (
        <GamesTable testId="history-table" columns={['Finished', 'Game', 'Players', 'Result', 'Turns']}>
          {matches.map((m) => (
            <MatchRow key={m.matchID} m={m} />
          ))}
        </GamesTable>
      )}
      {next && (
        <button type="button" onClick={() => load(next)} disabled={loading} data-testid="history-more">
          {loading ? 'Loading…' : 'Older matches'}
        </button>
      )}
      {loading && next === undefined && <p className="loading">Loading…</p>}
    </main>
  );
}
