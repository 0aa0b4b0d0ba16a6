/**
 * The screen between two people's turns on a shared device: whose turn it is, and a button that
 * person taps to see their own cards. The board is not rendered behind it, so no hand, ticket or
 * demand card is in the page while it shows.
 */
import { PlayerBadge } from '../ui/PlayerBadge.tsx';
import { Logo } from '../ui/Logo.tsx';
import './handoff.css';

/** The hand-off to `name` in `seat`; `onContinue` shows that seat's board. */
export function HandOffScreen({ title, seat, name, onContinue }: { title: string; seat: number; name: string; onContinue: () => void }) {
  return (
    <main className="handoff" data-testid="handoff" data-seat={seat}>
      <div className="handoff-card" role="dialog" aria-modal="true" aria-labelledby="handoff-title">
        <p className="handoff-game">
          <Logo /> {title}
        </p>
        <h1 id="handoff-title" data-testid="handoff-title">
          Pass the device to {name}
        </h1>
        <p className="handoff-seat">
          <PlayerBadge seat={seat} name={name} />
        </p>
        <p className="muted">Everyone's cards are hidden. {name}, tap when only you can see the screen.</p>
        {/* biome-ignore lint/a11y/noAutofocus: the one thing to do on this screen; Enter continues */}
        <button type="button" className="primary handoff-continue" onClick={onContinue} data-testid="handoff-continue" autoFocus>
          I'm {name}: show my turn
        </button>
      </div>
    </main>
  );
}
