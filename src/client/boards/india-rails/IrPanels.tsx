/** India Rails side panels: every player's cash, connected majors, train and loads; the events in play. */
import { LOCO_NAMES } from '../../../games/india-rails/data/locos.ts';
import type { IndiaRailsCore } from '../../../games/india-rails/rules/core.ts';
import { majorsConnected } from '../../../games/india-rails/rules/track.ts';
import type { IndiaRailsState } from '../../../games/india-rails/rules/types.ts';
import { declaredSeats } from '../../../games/india-rails/rules/victory.ts';
import { SeatLabel } from '../../ui/PlayerBadge.tsx';
import { seatName, useSession } from '../../view/session.tsx';
import { eventText, money } from './words.ts';

/** The players table (everything in India Rails is public) and the win condition. */
export function IrPlayersPanel({ core, state, me, active }: { core: IndiaRailsCore; state: IndiaRailsState; me: number | undefined; active: number[] }) {
  const session = useSession();
  const need = state.params.majorCitiesToConnect;
  const declared = declaredSeats(state);
  return (
    <section className="panel" aria-label="Players">
      <h3>Players</h3>
      <table className="players-table" data-testid="ir-players">
        <thead>
          <tr>
            <th>Player</th>
            <th>Cash</th>
            <th title="Major cities connected by one line">Majors</th>
            <th>Train</th>
          </tr>
        </thead>
        <tbody>
          {state.players.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
            <tr key={i} className={`${active.includes(i) ? 'active-row' : ''} ${i === me ? 'me-row' : ''}`} data-testid={`ir-player-${i}`}>
              <td>
                <SeatLabel seat={i} />
              </td>
              <td data-testid={`ir-cash-${i}`}>
                {p.cash}M{p.debt > 0 ? ` (owes ${p.debt}M)` : ''}
              </td>
              <td>
                {state.track[i].length > 0 ? majorsConnected(core.ctx, state, i) : 0}/{need}
              </td>
              <td className="loads-cell">
                <div>{LOCO_NAMES[p.loco]}</div>
                <div className="muted" data-testid={`ir-loads-${i}`}>
                  {p.loads.length > 0 ? p.loads.map((c) => c.load).join(', ') : 'empty'}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted small-print">
        Win: {money(state.target)} cash and {need} major cities joined by one line. Round {state.round + 1}.
        {declared.length > 0 && <span data-testid="ir-declared"> Declared victory this round: {declared.map((q) => seatName(session, q)).join(', ')}.</span>}
      </p>
    </section>
  );
}

/** The event cards in play, each in one line (what it does and where). */
export function IrEventsPanel({ core, state }: { core: IndiaRailsCore; state: IndiaRailsState }) {
  const session = useSession();
  const warehouse = state.warehouse ?? [];
  if (state.events.length === 0 && warehouse.length === 0) return null;
  return (
    <section className="panel" aria-label="Events in play" data-testid="ir-events">
      {state.events.length > 0 && <h3>Events in play</h3>}
      <ul className="plain">
        {state.events.map((e) => {
          const card = core.ctx.eventById.get(e.card);
          return <li key={e.card}>{card ? eventText(core.ctx, card) : e.card}</li>;
        })}
      </ul>
      {warehouse.length > 0 && (
        <>
          <h3>Loads waiting in cities</h3>
          <ul className="plain" data-testid="ir-warehouse">
            {warehouse.map((w, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: chips are positional
              <li key={i}>
                {w.load} at {core.ctx.graph.cityById(w.city)?.name ?? w.city} (dropped by {seatName(session, w.dropper)})
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
