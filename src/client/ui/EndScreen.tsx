/** The end-of-game screen: winners, and every seat's full scoring breakdown from the core's result. */
import type { ReactNode } from 'react';
import type { GameResult } from '../../../src/engine/core.ts';
import { seatName, useSession } from '../view/session.tsx';
import { SeatChip } from './PlayerBadge.tsx';
import { RematchButton } from './Rematch.tsx';

/** Turns a breakdown key such as 'routePoints' into 'Route points'. */
export function labelOf(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Results table. `unit` formats a score ('' for points, 'M' for millions). */
export function EndScreen({ result, unit = '', onClose, children }: { result: GameResult; unit?: string; onClose?: () => void; children?: ReactNode }) {
  const session = useSession();
  const seats = result.scores.map((_, i) => i);
  const order = [...seats].sort((a, b) => result.scores[b] - result.scores[a]);
  const keys = [...new Set(result.breakdown.flatMap((b) => Object.keys(b)))].filter((k) => k !== 'total');
  const winners = result.winners.map((w) => seatName(session, w)).join(' and ');
  return (
    <div className="end-screen" role="dialog" aria-modal="true" aria-labelledby="end-title" data-testid="end-screen">
      <div className="end-card">
        <h2 id="end-title">{result.winners.length > 1 ? `${winners} share the victory` : winners === 'You' ? 'You win' : `${winners} wins`}</h2>
        <p className="muted">
          Game over after {result.turns} {result.turns === 1 ? 'turn' : 'turns'}.
        </p>
        <div className="table-scroll">
          <table className="score-table" data-testid="score-table">
            <thead>
              <tr>
                <th scope="col">Scoring</th>
                {order.map((s) => (
                  <th key={s} scope="col">
                    <SeatChip seat={s} size="sm" /> {seatName(session, s)}
                    {result.winners.includes(s) && (
                      <span className="trophy" title="Winner">
                        {' '}
                        ★ winner
                      </span>
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {keys.map((k) => (
                <tr key={k}>
                  <th scope="row">{labelOf(k)}</th>
                  {order.map((s) => (
                    <td key={s}>{result.breakdown[s]?.[k] ?? 0}</td>
                  ))}
                </tr>
              ))}
              <tr className="total">
                <th scope="row">Total</th>
                {order.map((s) => (
                  <td key={s} data-testid={`final-score-${s}`}>
                    {result.scores[s]}
                    {unit}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
        {children}
        <div className="actions">
          {onClose && (
            <button type="button" onClick={onClose} data-testid="end-view-board">
              View the board
            </button>
          )}
          {session.rematch && <RematchButton rematch={session.rematch} />}
          <a className={session.rematch ? 'button' : 'button primary'} href={session.homeHref} data-testid="play-again">
            {session.rematch ? 'New game' : 'Play again'}
          </a>
          <a className="button" href="#/">
            Home
          </a>
        </div>
      </div>
    </div>
  );
}
