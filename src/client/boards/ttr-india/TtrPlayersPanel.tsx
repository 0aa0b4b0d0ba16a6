/** The Ticket to Ride – India players table: points, trains, hand size, tickets, longest trail, and the cards seen in each opponent's hand. */
import { Fragment, useMemo } from 'react';
import { longestTrail, ownEdges } from '../../../games/ttr-india/rules/network.ts';
import { shownCards } from '../../../games/ttr-india/rules/shown.ts';
import type { TtrState } from '../../../games/ttr-india/rules/state.ts';
import { SeatLabel } from '../../ui/PlayerBadge.tsx';
import { seenText } from './cards.tsx';

/** Every seat's public figures; the monsoon notice under them. */
export function TtrPlayersPanel({ s, me, active }: { s: TtrState; me: number | undefined; active: number[] }) {
  const trails = useMemo(() => s.players.map((_, p) => longestTrail(ownEdges(s, p))), [s]);
  const bestTrail = Math.max(...trails);
  return (
    <section className="panel" aria-label="Players">
      <h3>Players</h3>
      <table className="players-table" data-testid="players-table">
        <thead>
          <tr>
            <th>Player</th>
            <th title="Route points so far">Pts</th>
            <th title="Trains left">Trains</th>
            <th title="Cards in hand">Cards</th>
            <th title="Tickets">Tix</th>
            <th title="Longest continuous trail (★ leads for the 10-point bonus)">Long</th>
          </tr>
        </thead>
        <tbody>
          {s.players.map((p, i) => {
            // Another player's cards taken face up and not spent since: public, so shown to everyone.
            const seen = i === me ? '' : seenText(shownCards(p));
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
              <Fragment key={i}>
                <tr className={`${active.includes(i) ? 'active-row' : ''} ${i === me ? 'me-row' : ''}`} data-testid={`player-row-${i}`}>
                  <td>
                    <SeatLabel seat={i} />
                  </td>
                  <td data-testid={`score-${i}`}>{p.routePoints}</td>
                  <td data-testid={`trains-${i}`}>{p.trains}</td>
                  <td data-testid={`handsize-${i}`}>{p.handSize}</td>
                  <td>{p.ticketCount}</td>
                  <td data-testid={`longest-${i}`}>
                    {trails[i]}
                    {trails[i] > 0 && trails[i] === bestTrail ? ' ★' : ''}
                  </td>
                </tr>
                {seen && (
                  <tr className="seen-row">
                    <td colSpan={6} data-testid={`seen-${i}`} title="Cards this player took face up and has not spent since (everyone saw them)">
                      Seen in hand: {seen}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
      {s.monsoon && <p className="monsoon">☂ Monsoon Season: unclaimed ferries need one more locomotive.</p>}
    </section>
  );
}
