/** The games of a simulator tournament file: seats' levels, winner, status, scores, turns, and a Watch button each. */
import type { CatalogEntry } from '../catalog.ts';
import { GamesTable } from '../ui/GamesTable.tsx';
import type { SimFile, SimGame } from './simFile.ts';

/** The file's heading and its games; `busy` disables Watch while a game is being played again. */
export function SimGamesTable({
  file,
  entry,
  busy,
  watch,
}: {
  file: { name: string; sim: SimFile };
  entry: CatalogEntry;
  busy: string | null;
  watch: (entry: CatalogEntry, sim: SimFile, game: SimGame) => void;
}) {
  return (
    <>
      <h2>
        {file.name}: {file.sim.games.length} games of {entry.title}
      </h2>
      {!file.sim.data.deterministic && <p className="error">These games were played with a time budget (--budget-ms): played again here, they may differ.</p>}
      <GamesTable testId="sim-games" columns={['Game', 'Seats', 'Status', 'Scores', 'Turns']}>
        {file.sim.games.map((g) => (
          <tr key={g.index}>
            <td>{g.index + 1}</td>
            <td>
              {g.levels.map((l, s) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: seats are fixed
                <span key={s} className="history-player">
                  {s + 1}: {l}
                  {g.winners.includes(s) && <span title="Winner"> ★</span>}
                </span>
              ))}
            </td>
            <td>{g.status}</td>
            <td>{g.scores.join(' · ')}</td>
            <td>{g.turns}</td>
            <td>
              <button type="button" disabled={busy !== null} onClick={() => void watch(entry, file.sim, g)} data-testid={`sim-watch-${g.index}`}>
                Watch
              </button>
            </td>
          </tr>
        ))}
      </GamesTable>
    </>
  );
}
