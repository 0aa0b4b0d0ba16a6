/**
 * The layout every board uses: a top bar (game, whose turn, what they may do, hint, keyboard help),
 * the map, a side panel and a bottom tray. Landscape laptop screens put the panel at the right;
 * portrait tablets put it under the map (see styles.css).
 */
import { type ReactNode, useState } from 'react';
import { seatName, useSession } from '../view/session.tsx';
import { Countdown } from './Countdown.tsx';
import { ChatDock } from './Chat.tsx';
import { Logo } from './Logo.tsx';
import { SeatChip } from './PlayerBadge.tsx';
import type { Shortcut } from './shortcuts.ts';
import { TurnAlerts } from './TurnAlerts.tsx';
import { useYourTurn } from './yourTurn.ts';

interface Props {
  title: string;
  /** Seats that may act now. */
  active: number[];
  /** The viewer's seat (undefined for a spectator). */
  me: number | undefined;
  /** What the viewer may do now, in words. */
  prompt: ReactNode;
  hint?: { available: boolean; loading: boolean; text?: string; ask: () => void; apply?: () => void };
  shortcuts: readonly Shortcut[];
  map: ReactNode;
  /** Panels floating over the map (e.g. a choice that must keep the map in view). */
  mapOverlay?: ReactNode;
  side: ReactNode;
  tray: ReactNode;
  overlay?: ReactNode;
  gameover: boolean;
  className?: string;
  /** boardgame.io's state id, exposed for tests and tools as data-state-id. */
  stateId: number;
  /** Names the game's turn (boardgame.io's phase and turn number): a new one starts the turn alerts. */
  turnKey: string;
}

/** The board frame. */
export function BoardShell({ title, active, me, prompt, hint, shortcuts, map, mapOverlay, side, tray, overlay, gameover, className, stateId, turnKey }: Props) {
  const session = useSession();
  const [help, setHelp] = useState(false);
  const myTurn = me !== undefined && active.includes(me);
  const thinking = session.thinking.filter((s) => s !== me);
  useYourTurn(myTurn && !gameover, turnKey, title, session.matchName);
  return (
    <div
      className={`board-shell ${className ?? ''}`}
      data-testid="board"
      data-state-id={stateId}
      data-my-turn={myTurn && !gameover ? 'true' : 'false'}
      data-gameover={gameover ? 'true' : 'false'}
    >
      <header className="topbar">
        <a href="#/" className="topbar-home" title="Home" aria-label="Home">
          <Logo />
        </a>
        <h1 className="topbar-title">{title}</h1>
        <div className={`turn ${myTurn ? 'turn-mine' : ''}`} data-testid="turn-status" aria-live="polite">
          {gameover ? (
            <span>Game over</span>
          ) : myTurn ? (
            <span>
              <strong>{session.viewer ? `${session.viewer}, your turn.` : 'Your turn.'}</strong> {prompt}
            </span>
          ) : (
            <span>
              {active.map((s) => (
                <span key={s} className="turn-seat">
                  <SeatChip seat={s} size="sm" /> {seatName(session, s)}
                </span>
              ))}{' '}
              {thinking.length > 0 ? (
                <span className="thinking" data-testid="bot-thinking">
                  is thinking
                  <span className="dots" aria-hidden="true" />
                </span>
              ) : (
                <span>to play</span>
              )}
              {me !== undefined && !myTurn && <span className="muted"> — {prompt}</span>}
            </span>
          )}
        </div>
        <Countdown stateId={stateId} active={active} me={me} gameover={gameover} />
        {hint?.available && !gameover && (
          <div className="hint">
            <button type="button" onClick={hint.ask} disabled={!myTurn || hint.loading} data-testid="hint-button" title="Ask the medium bot (H)">
              {hint.loading ? 'Thinking…' : 'Hint'}
            </button>
            {hint.text && (
              <output className="hint-text" data-testid="hint-text">
                {hint.text}
              </output>
            )}
            {hint.text && hint.apply && myTurn && (
              <button type="button" onClick={hint.apply} data-testid="hint-apply" title="Play the suggestion">
                Do it
              </button>
            )}
          </div>
        )}
        {session.leave && !gameover && (
          <button
            type="button"
            className="icon"
            onClick={session.leave}
            data-testid="leave-match"
            title="Leave the match: a bot plays your seat until someone takes it"
          >
            Leave
          </button>
        )}
        {me !== undefined && <TurnAlerts notifications={session.matchName !== undefined} />}
        <button type="button" className="icon" onClick={() => setHelp((h) => !h)} aria-expanded={help} title="Keyboard shortcuts">
          Keys
        </button>
        {session.openHelp && (
          <button type="button" className="icon" onClick={session.openHelp} data-testid="open-rules" title="How to play: the rules, over the board">
            Rules
          </button>
        )}
      </header>
      {session.error && (
        <div className="banner error" role="alert">
          {session.error}
        </div>
      )}
      {help && (
        <div className="shortcuts panel" role="note">
          <h3>Keyboard</h3>
          <dl>
            {shortcuts.map((s) => (
              <div key={s.keys}>
                <dt>
                  <kbd>{s.keys}</kbd>
                </dt>
                <dd>{s.what}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <div className="board-main">
        <div className="board-map">
          {map}
          {mapOverlay && <div className="map-overlay">{mapOverlay}</div>}
        </div>
        <aside className="board-side">
          {side}
          <ChatDock />
        </aside>
        <div className="board-tray">{tray}</div>
      </div>
      {overlay}
    </div>
  );
}
