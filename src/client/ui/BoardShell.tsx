/**
 * The layout every board uses: a top bar (game, whose turn, what they may do, hint, keyboard help),
 * the map, a side panel and a bottom tray. Landscape laptop screens put the panel at the right;
 * portrait tablets put it under the map (see styles.css). Phones get their own layout
 * (`PhoneBoard`): the map fills the screen, the turn's actions sit in a bar at its foot, and the
 * panels open as sheets from that bar.
 */
import { type ReactNode, useState } from 'react';
import { seatName, useSession } from '../view/session.tsx';
import { ChatDock } from './Chat.tsx';
import { Countdown } from './Countdown.tsx';
import { BoardNews } from './EventNews.tsx';
import { Logo } from './Logo.tsx';
import { type BoardSheet, PhoneBoard, type PhoneParts } from './PhoneBoard.tsx';
import { SeatChip } from './PlayerBadge.tsx';
import { PresenceNotice } from './PresenceNotice.tsx';
import type { Shortcut } from './shortcuts.ts';
import { TurnAlerts } from './TurnAlerts.tsx';
import { usePhoneLayout } from './usePhoneLayout.ts';
import { useYourTurn } from './yourTurn.ts';

export type { BoardSheet, PhoneParts };

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
  /** The same board's parts as a phone shows them: the turn's actions in the bar, the panels as sheets. */
  phone: PhoneParts;
  overlay?: ReactNode;
  gameover: boolean;
  className?: string;
  /** boardgame.io's state id, exposed for tests and tools as data-state-id. */
  stateId: number;
  /** Names the game's turn (boardgame.io's phase and turn number): a new one starts the turn alerts. */
  turnKey: string;
}

/** Whose turn it is and what the viewer may do, in words (the top bar's status line). */
function TurnStatus({ active, me, prompt, gameover }: { active: number[]; me: number | undefined; prompt: ReactNode; gameover: boolean }) {
  const session = useSession();
  const myTurn = me !== undefined && active.includes(me);
  const thinking = session.thinking.filter((s) => s !== me);
  return (
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
  );
}

/** The hint button, the suggestion in words, and "Do it". */
function HintBox({ hint, myTurn }: { hint: NonNullable<Props['hint']>; myTurn: boolean }) {
  return (
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
  );
}

/** The keyboard help, over the map's top left corner: never over the side panel and the player's own tickets. */
function KeysHelp({ shortcuts }: { shortcuts: readonly Shortcut[] }) {
  return (
    <div className="shortcuts panel" role="note" data-testid="keys-help">
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
  );
}

/** The board frame. */
export function BoardShell(props: Props) {
  const { title, active, me, prompt, hint, shortcuts, map, mapOverlay, side, tray, phone, overlay, gameover, className, stateId, turnKey } = props;
  const session = useSession();
  const onPhone = usePhoneLayout();
  const [help, setHelp] = useState(false);
  const myTurn = me !== undefined && active.includes(me);
  useYourTurn(myTurn && !gameover, turnKey, title, session.matchName);
  const mapArea = (
    <>
      {map}
      {mapOverlay && <div className="map-overlay">{mapOverlay}</div>}
      {help && <KeysHelp shortcuts={shortcuts} />}
      <BoardNews />
    </>
  );
  const sheets: BoardSheet[] = session.chat ? [...phone.sheets, { id: 'chat', label: 'Chat', content: <ChatDock /> }] : [...phone.sheets];
  return (
    <div
      className={`board-shell ${onPhone ? 'board-phone' : ''} ${className ?? ''}`}
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
        <TurnStatus active={active} me={me} prompt={prompt} gameover={gameover} />
        <Countdown stateId={stateId} active={active} me={me} gameover={gameover} />
        {hint?.available && !gameover && <HintBox hint={hint} myTurn={myTurn} />}
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
        <button type="button" className="icon topbar-keys" onClick={() => setHelp((h) => !h)} aria-expanded={help} title="Keyboard shortcuts">
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
      <PresenceNotice stateId={stateId} active={active} me={me} gameover={gameover} />
      {onPhone ? (
        <PhoneBoard map={mapArea} parts={{ ...phone, sheets }} />
      ) : (
        <div className="board-main">
          <div className="board-map">{mapArea}</div>
          <aside className="board-side">
            {side}
            <ChatDock />
          </aside>
          <div className="board-tray">{tray}</div>
        </div>
      )}
      {overlay}
    </div>
  );
}
