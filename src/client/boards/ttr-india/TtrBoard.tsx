/**
 * The Ticket to Ride – India board. Everything the player may do comes from the core's
 * `legalActions` on the player's own view (the single source of truth): claimable tracks light up,
 * face-up cards and the deck are enabled only when a draw is legal, and the ticket choice offers
 * only legal keep sets.
 */
import type { BoardProps } from 'boardgame.io/react';
import { Fragment, useMemo, useRef, useState } from 'react';
import { CHARTER_IDS, ROUTE_INDEX, ROUTE_TRACKS, TICKET_BY_ID, TRACKS } from '../../../games/ttr-india/data/board.ts';
import { CITIES } from '../../../games/ttr-india/data/cities.ts';
import { ROUTES } from '../../../games/ttr-india/data/routes.ts';
import { CARD_KINDS } from '../../../games/ttr-india/data/types.ts';
import { TtrIndiaCore } from '../../../games/ttr-india/rules/core.ts';
import { shownCards } from '../../../games/ttr-india/rules/shown.ts';
import type { ClaimRoute, KeepTickets, TtrAction, TtrState } from '../../../games/ttr-india/rules/state.ts';
import { type CoreG, seatOf } from '../../../engine/bgio.ts';
import type { GameResult } from '../../../engine/core.ts';
import { BoardShell } from '../../ui/BoardShell.tsx';
import { EndScreen } from '../../ui/EndScreen.tsx';
import { MoveLog } from '../../ui/MoveLog.tsx';
import { SeatLabel } from '../../ui/PlayerBadge.tsx';
import { useHint } from '../../ui/useHint.ts';
import { useKeys } from '../../ui/useKeys.ts';
import { SHARED_SHORTCUTS } from '../../ui/shortcuts.ts';
import { useMoveLog } from '../../ui/useMoveLog.ts';
import { useOutbox } from '../../ui/useOutbox.ts';
import { CardTile, paymentText, seenText } from './cards.tsx';
import { PaymentDialog } from './PaymentDialog.tsx';
import { TicketResults } from './TicketResults.tsx';
import { longestTrail, ownEdges } from '../../../games/ttr-india/rules/network.ts';
import { ticketProgress } from './progress.ts';
import { TicketChoice } from './TicketChoice.tsx';
import { type ClaimOption, TtrMap } from './TtrMap.tsx';

const core = TtrIndiaCore;
const cityName = (id: string) => CITIES.find((c) => c.id === id)?.name ?? id;

function trackIndexOf(a: ClaimRoute): number {
  return ROUTE_TRACKS[ROUTE_INDEX.get(a.route) ?? 0][a.track];
}

function routeName(routeId: string): string {
  const r = ROUTES[ROUTE_INDEX.get(routeId) ?? 0];
  return `${cityName(r.a)}–${cityName(r.b)}`;
}

/** The board component boardgame.io renders for one seat. */
export function TtrBoard(props: BoardProps<CoreG<TtrState>>) {
  const { G, ctx, moves, playerID, log, _stateID } = props;
  const s = G.core;
  const me = seatOf(playerID);
  const [paying, setPaying] = useState<number | null>(null);
  const [hoverTicket, setHoverTicket] = useState<string | null>(null);
  const [showEnd, setShowEnd] = useState(true);
  const claimSelect = useRef<HTMLSelectElement>(null);

  const outbox = useOutbox(core, s, me, _stateID, moves, `${ctx.turn}`);
  const { waiting } = outbox;
  const active = core.activePlayers(s);
  const legal = useMemo(() => (me !== undefined && !ctx.gameover ? core.legalActions(s, me) : []), [s, me, ctx.gameover]);
  const { lines, older } = useMoveLog(core, s, _stateID, log);
  const hint = useHint(core, s, me, _stateID);

  const send = (a: TtrAction) => {
    if (waiting || core.validate(s, me ?? -1, a) !== null) return;
    setPaying(null);
    outbox.send([a]);
  };

  const claims = legal.filter((a): a is ClaimRoute => a.type === 'claimRoute');
  const claimable = useMemo(() => {
    const m = new Map<number, ClaimOption & { actions: ClaimRoute[] }>();
    for (const a of claims) {
      const ti = trackIndexOf(a);
      const t = TRACKS[ti];
      const e = m.get(ti) ?? { track: t, costs: [], actions: [] };
      e.actions.push(a);
      e.costs.push(paymentText(t.route.length, a.colour, a.locos));
      m.set(ti, e);
    }
    return m;
  }, [claims]);
  const keeps = legal.filter((a): a is KeepTickets => a.type === 'keepTickets');
  const canDeck = legal.some((a) => a.type === 'drawFromDeck');
  const faceSlots = new Set(legal.flatMap((a) => (a.type === 'drawFaceUp' ? [a.slot] : [])));
  const canTickets = legal.some((a) => a.type === 'drawTickets');
  const canPass = legal.some((a) => a.type === 'pass');

  const claimTrack = (ti: number) => {
    const opt = claimable.get(ti);
    if (!opt) return;
    // Always confirm (a mis-click must never claim a route); a single payment is one Enter away.
    setPaying(ti);
  };

  const mine = me !== undefined ? s.players[me] : undefined;
  const myTickets = mine?.tickets ?? [];
  const offer = mine?.offer ?? [];
  const progress = useMemo(
    () => new Map(myTickets.map((id) => [id, ticketProgress(s, me ?? 0, TICKET_BY_ID.get(id) ?? { id, a: '', b: '', value: 0 })])),
    [s, me, myTickets],
  );

  const trails = useMemo(() => s.players.map((_, p) => longestTrail(ownEdges(s, p))), [s]);
  const bestTrail = Math.max(...trails);
  const shownTickets = hoverTicket ? [hoverTicket] : offer.length > 0 ? offer : [];
  const ticketPairs = shownTickets.flatMap((id) => {
    const t = TICKET_BY_ID.get(id);
    return t ? [[t.a, t.b] as [string, string]] : [];
  });
  const emphasis = new Set<string>();
  if (hoverTicket && progress.has(hoverTicket)) for (const r of progress.get(hoverTicket)?.missing ?? []) emphasis.add(r);
  if (hint.hint?.action.type === 'claimRoute') emphasis.add(String(hint.hint.action.route));

  let prompt: string;
  if (keeps.length > 0) prompt = 'Choose which tickets to keep.';
  else if (s.drawn > 0) prompt = 'Take a second card (not a face-up locomotive).';
  else if (canPass) prompt = 'Nothing can be done: pass.';
  else prompt = 'Draw cards, claim a route or draw tickets.';
  if (s.phase === 'lastRound') prompt += ` Last round: ${s.finalTurns ?? 0} turn(s) left.`;
  if (me === undefined || !active.includes(me)) prompt = s.phase === 'opening' ? 'Everyone is choosing tickets.' : 'Wait for your turn.';

  useKeys([
    ['d', canDeck ? () => send({ type: 'drawFromDeck' }) : undefined],
    ['t', canTickets ? () => send({ type: 'drawTickets' }) : undefined],
    ['h', hint.available ? hint.ask : undefined],
    ['c', () => claimSelect.current?.focus()],
    ['Escape', () => setPaying(null)],
    ...[0, 1, 2, 3, 4].map((i): [string, (() => void) | undefined] => [
      String(i + 1),
      faceSlots.has(i) ? () => send({ type: 'drawFaceUp', slot: i }) : undefined,
    ]),
  ]);

  const result = ctx.gameover as GameResult | undefined;
  const payingOpt = paying !== null ? claimable.get(paying) : undefined;

  const side = (
    <>
      {/* In the side column, not over the map: the tickets' cities (often in the north-east) stay in view. */}
      {keeps.length > 0 && offer.length > 0 && (
        <TicketChoice
          key={offer.join(',')}
          offer={offer}
          legal={keeps}
          onKeep={(keep) => send({ type: 'keepTickets', keep })}
          onHover={setHoverTicket}
          disabled={waiting}
        />
      )}
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
      <section className="panel" aria-label="Your tickets">
        <h3>Your tickets</h3>
        <ul className="ticket-list" data-testid="my-tickets">
          {myTickets.map((id) => {
            const t = TICKET_BY_ID.get(id);
            const p = progress.get(id);
            if (!t || !p) return null;
            const done = p.carsToGo === 0;
            const blocked = !Number.isFinite(p.carsToGo);
            return (
              <li
                key={id}
                className={`ticket ${done ? 'ticket-done' : ''} ${blocked ? 'ticket-blocked' : ''}`}
                onPointerEnter={() => setHoverTicket(id)}
                onPointerLeave={() => setHoverTicket(null)}
                data-testid={`ticket-${id}`}
              >
                <span className="ticket-cities">
                  {cityName(t.a)} – {cityName(t.b)}
                  {CHARTER_IDS.has(id) && <span className="tag">charter</span>}
                </span>
                <span className="ticket-value">{t.value}</span>
                <span className="ticket-progress">{done ? '✔ done' : blocked ? '✖ blocked' : `${p.carsToGo} cars to go`}</span>
              </li>
            );
          })}
          {myTickets.length === 0 && <li className="muted">None yet.</li>}
        </ul>
      </section>
      <MoveLog lines={lines} older={older} />
    </>
  );

  const tray = (
    <div className="ttr-tray">
      <section className="panel hand" aria-label="Your cards">
        <h3>Your hand ({mine?.handSize ?? 0})</h3>
        <div className="cards" data-testid="hand">
          {(mine?.hand ?? []).map((n, k) =>
            n > 0 ? (
              <span key={CARD_KINDS[k]} data-testid={`hand-${CARD_KINDS[k]}`} data-count={n}>
                <CardTile kind={k} count={n} />
              </span>
            ) : null,
          )}
        </div>
      </section>
      <section className="panel draw" aria-label="Draw">
        <h3>Draw</h3>
        <div className="cards">
          {s.faceUp.map((c, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: slots are positional
              key={i}
              type="button"
              className={`card-button ${hint.hint?.action.type === 'drawFaceUp' && hint.hint.action.slot === i ? 'hinted' : ''}`}
              disabled={!faceSlots.has(i) || waiting}
              onClick={() => send({ type: 'drawFaceUp', slot: i })}
              data-testid={`faceup-${i}`}
              aria-label={`Take face-up card ${i + 1}: ${c >= 0 ? CARD_KINDS[c] : 'empty'} (key ${i + 1})`}
            >
              {c >= 0 ? <CardTile kind={c} /> : <span className="card-tile card-empty">empty</span>}
            </button>
          ))}
          <button
            type="button"
            className={`card-button deck ${hint.hint?.action.type === 'drawFromDeck' ? 'hinted' : ''}`}
            disabled={!canDeck || waiting}
            onClick={() => send({ type: 'drawFromDeck' })}
            data-testid="draw-deck"
            aria-label="Draw from the deck (key D)"
          >
            <span className="card-tile card-back">
              <span className="card-letter">?</span>
              <span className="card-name">Deck {s.deck.length}</span>
            </span>
          </button>
          <button
            type="button"
            className={`ticket-button ${hint.hint?.action.type === 'drawTickets' ? 'hinted' : ''}`}
            disabled={!canTickets || waiting}
            onClick={() => send({ type: 'drawTickets' })}
            data-testid="draw-tickets"
            aria-label="Draw destination tickets (key T)"
          >
            <span className="ticket-icon" aria-hidden="true">
              ▭
            </span>{' '}
            Tickets ({s.ticketDeck.length})
          </button>
          {canPass && (
            <button type="button" onClick={() => send({ type: 'pass' })} data-testid="pass">
              Pass
            </button>
          )}
        </div>
        {claimable.size > 0 && (
          <label className="claim-select">
            <span>Claim a route (C): </span>
            <select
              ref={claimSelect}
              value=""
              onChange={(e) => e.target.value !== '' && claimTrack(Number(e.target.value))}
              data-testid="claim-select"
              disabled={waiting}
            >
              <option value="">{claimable.size} claimable…</option>
              {[...claimable.entries()].map(([ti, o]) => (
                <option key={ti} value={ti}>
                  {routeName(o.track.route.id)}
                  {o.track.route.tracks.length > 1 ? ` (${o.track.colour})` : ''} — {o.track.route.length} {o.track.colour}
                </option>
              ))}
            </select>
          </label>
        )}
      </section>
    </div>
  );

  return (
    <BoardShell
      className="ttr-board"
      stateId={_stateID}
      title="Ticket to Ride – India"
      active={active}
      me={me}
      prompt={prompt}
      gameover={result !== undefined}
      hint={{ ...hint, apply: hint.hint ? () => hint.hint && send(hint.hint.action as TtrAction) : undefined }}
      shortcuts={[
        { keys: 'D', what: 'draw from the deck' },
        { keys: '1–5', what: 'take a face-up card' },
        { keys: 'T', what: 'draw destination tickets' },
        { keys: 'C', what: 'choose a route to claim' },
        ...SHARED_SHORTCUTS,
        { keys: 'Esc', what: 'cancel' },
      ]}
      map={<TtrMap state={s} me={me} claimable={claimable} onClaim={claimTrack} ticketPairs={ticketPairs} emphasis={emphasis} />}
      side={side}
      tray={tray}
      overlay={
        <>
          {payingOpt && (
            <PaymentDialog
              title={`Claim ${routeName(payingOpt.track.route.id)} (${payingOpt.track.route.length}, ${payingOpt.track.colour})`}
              length={payingOpt.track.route.length}
              actions={payingOpt.actions}
              onPay={send}
              onCancel={() => setPaying(null)}
            />
          )}
          {result && showEnd && (
            <EndScreen result={result} onClose={() => setShowEnd(false)}>
              <TicketResults state={s} />
            </EndScreen>
          )}
        </>
      }
    />
  );
}
