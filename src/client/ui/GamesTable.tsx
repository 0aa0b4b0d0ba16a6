/**
 * A scrolling table of finished games, one row each with a last column for its action (watch,
 * replay): the server's match history and a simulator file's games.
 */
import type { ReactNode } from 'react';

/** The table with `columns` as headers (and an empty one for the action); `children` are its rows. */
export function GamesTable({ testId, columns, children }: { testId: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <div className="table-scroll">
      <table className="history-table" data-testid={testId}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
            <th scope="col" />
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
