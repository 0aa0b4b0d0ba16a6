/** The Ticket to Ride – India tray: the viewing player's hand, and the draws (face-up cards, deck, tickets, pass, the claim list). */
import type { RefObject } from 'react';
import { CARD_KINDS } from '../../../games/ttr-india/data/types.ts';
import type { Hint } from '../../view/session.tsx';
import { CardTile } from './cards.tsx';
import { routeName } from './names.ts';
import type { TtrTurn } from './useTtrTurn.ts';
import { count } from './words.ts';

/** The cards in hand by colour. */
function HandPanel({ hand, handSize }: { hand: readonly number[]; handSize: number }) {
  return (
    <section className="panel hand" aria-label="Your cards">
      <h3>Your hand ({handSize})</h3>
      <div className="cards" data-testid="hand">
        {hand.map((n, k) =>
          n > 0 ? (
            <span key={CARD_KINDS[k]} data-testid={`hand-${CARD_KINDS[k]}`} data-count={n}>
              <CardTile kind={k} count={n} />
            </span>
          ) : null,
        )}
      </div>
    </section>
  );
}

/**
 * The route list: every claimable track, for the keyboard (C) and for those who prefer a list to the
 * map. Always there (disabled when nothing can be claimed), so the tray and the map above it keep
 * their size from turn to turn.
 */
function ClaimList({ turn, claimSelect }: { turn: TtrTurn; claimSelect: RefObject<HTMLSelectElement> }) {
  const { claimable } = turn;
  const none = claimable.size === 0;
  return (
    <label className="claim-select">
      <span>Claim a route (C): </span>
      <select
        ref={claimSelect}
        value=""
        onChange={(e) => e.target.value !== '' && turn.claimTrack(Number(e.target.value))}
        data-testid="claim-select"
        aria-label="Claim a route (C)"
        disabled={turn.waiting || none}
      >
        <option value="">{none ? 'No route to claim now' : `${count(claimable.size, 'route')} to claim…`}</option>
        {[...claimable.entries()].map(([ti, o]) => (
          <option key={ti} value={ti}>
            {routeName(o.track.route.id)}
            {o.track.route.tracks.length > 1 ? ` (${o.track.colour})` : ''} — {o.track.route.length} {o.track.colour}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The draws: face-up cards, the deck, tickets, pass, and the claim list; the hinted one is marked. */
function DrawPanel({ turn, hint, claimSelect }: { turn: TtrTurn; hint: Hint | null; claimSelect: RefObject<HTMLSelectElement> }) {
  const { s, send, waiting } = turn;
  const hinted = hint?.action.type;
  return (
    <section className="panel draw" aria-label="Draw">
      <h3>Draw</h3>
      <div className="cards">
        {s.faceUp.map((c, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: slots are positional
            key={i}
            type="button"
            className={`card-button ${hinted === 'drawFaceUp' && hint?.action.slot === i ? 'hinted' : ''}`}
            disabled={!turn.faceSlots.has(i) || waiting}
            onClick={() => send({ type: 'drawFaceUp', slot: i })}
            data-testid={`faceup-${i}`}
            aria-label={`Take face-up card ${i + 1}: ${c >= 0 ? CARD_KINDS[c] : 'empty'} (key ${i + 1})`}
          >
            {c >= 0 ? <CardTile kind={c} /> : <span className="card-tile card-empty">empty</span>}
          </button>
        ))}
        <button
          type="button"
          className={`card-button deck ${hinted === 'drawFromDeck' ? 'hinted' : ''}`}
          disabled={!turn.canDeck || waiting}
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
          className={`ticket-button ${hinted === 'drawTickets' ? 'hinted' : ''}`}
          disabled={!turn.canTickets || waiting}
          onClick={() => send({ type: 'drawTickets' })}
          data-testid="draw-tickets"
          aria-label="Draw destination tickets (key T)"
        >
          <span className="ticket-icon" aria-hidden="true">
            ▭
          </span>{' '}
          Tickets ({s.ticketDeck.length})
        </button>
        {turn.canPass && (
          <button type="button" onClick={() => send({ type: 'pass' })} data-testid="pass">
            Pass
          </button>
        )}
      </div>
      <ClaimList turn={turn} claimSelect={claimSelect} />
    </section>
  );
}

/** The tray under the map. */
export function TtrTray({ turn, hint, claimSelect }: { turn: TtrTurn; hint: Hint | null; claimSelect: RefObject<HTMLSelectElement> }) {
  const mine = turn.me !== undefined ? turn.s.players[turn.me] : undefined;
  return (
    <div className="ttr-tray">
      <HandPanel hand={mine?.hand ?? []} handSize={mine?.handSize ?? 0} />
      <DrawPanel turn={turn} hint={hint} claimSelect={claimSelect} />
    </div>
  );
}
