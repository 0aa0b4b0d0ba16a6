/**
 * The replay viewer: a recorded game on the game's own board, read-only and seen as a spectator,
 * stepped move by move (first / back / forward / last, a slider, the move list, the arrow keys and
 * Home / End), with every move in words beside it and what it brought about (an event card drawn, …)
 * under it, announced over the board at its move. The board gets the frame's state as boardgame.io
 * props with no seat and moves that do nothing, so nothing can be played.
 */
import type { BoardProps } from 'boardgame.io/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { bgioGameover } from '../../engine/bgio.ts';
import type { HappeningWords } from '../../engine/core.ts';
import { EventNews } from '../ui/EventNews.tsx';
import type { NewsItem } from '../ui/newsChannel.ts';
import { namedSeats, withSeatNames } from '../ui/logWords.ts';
import { SeatChip } from '../ui/PlayerBadge.tsx';
import type { GameModule } from '../view/gameModule.ts';
import { type SeatInfo, type Session, SessionProvider, seatName } from '../view/session.tsx';
import { frameView, type ReplayFrames } from './frames.ts';
import './replay.css';

interface Props {
  module: GameModule;
  frames: ReplayFrames;
  seats: SeatInfo[];
  /** What is replayed, e.g. "Ticket to Ride – India · match abc". */
  title: string;
  /** A line under the title (who won, where it came from). */
  note?: string;
  /** Where "Back" leads: a link or an action, and its label. */
  back: { href?: string; onClick?: () => void; label: string };
}

/** Moves that do nothing: a replay cannot be played. */
const NO_MOVES = new Proxy({}, { get: () => () => {} }) as BoardProps['moves'];

/** The boardgame.io props of frame `i`: no seat, the spectator's state, game over at a finished end. */
function boardProps(module: GameModule, frames: ReplayFrames, i: number, numPlayers: number): BoardProps {
  const core = module.core;
  const state = frames.states[i];
  const active = core.activePlayers(state);
  const over = i === frames.states.length - 1 && frames.result !== null;
  const ctx = {
    numPlayers,
    playOrder: Array.from({ length: numPlayers }, (_, s) => String(s)),
    playOrderPos: active[0] ?? 0,
    currentPlayer: String(active[0] ?? 0),
    activePlayers: null,
    turn: i + 1,
    numMoves: 0,
    phase: 'replay',
    gameover: over && frames.result ? bgioGameover(frames.result) : undefined,
  };
  return {
    G: { core: frameView(core, frames, i) },
    ctx,
    moves: NO_MOVES,
    events: {},
    playerID: null,
    matchID: 'replay',
    log: [],
    _stateID: i,
    isActive: false,
    isMultiplayer: false,
    isConnected: true,
    credentials: null,
    matchData: undefined,
    plugins: {},
    chatMessages: [],
    sendChatMessage: () => {},
    reset: () => {},
    undo: () => {},
    redo: () => {},
    // biome-ignore lint/suspicious/noExplicitAny: the subset of boardgame.io's props a board reads
  } as any;
}

/** What a move brought about, one paragraph each, under the move (the move list keeps one item per move). */
function Told({ told, session }: { told: readonly HappeningWords[]; session: Session }) {
  if (told.length === 0) return null;
  return (
    <div className="replay-told">
      {told.map((t, k) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a move's happenings are fixed and in order
        <p key={k} className="log-happening" data-testid="replay-told">
          <strong>{t.title}</strong> {namedSeats(t.text, (q) => seatName(session, q))}
        </p>
      ))}
    </div>
  );
}

/** Whether a key press belongs to a field or to the map (which pans with the arrows). */
function typing(e: KeyboardEvent): boolean {
  const t = e.target as HTMLElement | null;
  if (!t) return false;
  if (t.tagName === 'INPUT' || t.tagName === 'SELECT' || t.tagName === 'TEXTAREA') return true;
  return t.closest('.board-map') !== null;
}

/** The viewer of one recorded game. */
export function ReplayViewer({ module, frames, seats, title, note, back }: Props) {
  const last = frames.states.length - 1;
  const [i, setI] = useState(0);
  const go = (n: number) => setI(Math.max(0, Math.min(last, n)));
  const goRef = useRef(go);
  goRef.current = go;
  const atRef = useRef(i);
  atRef.current = i;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e) || e.ctrlKey || e.metaKey || e.altKey) return;
      const at = atRef.current;
      const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: Number.POSITIVE_INFINITY, PageUp: at - 10, PageDown: at + 10 }[e.key];
      if (to === undefined) return;
      e.preventDefault();
      goRef.current(to);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const current = useRef<HTMLLIElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the current move
  useEffect(() => {
    current.current?.scrollIntoView({ block: 'nearest' });
  }, [i]);

  const homeHref = back.href ?? '#/history';
  const session: Session = useMemo(() => ({ seats, thinking: [], homeHref }), [seats, homeHref]);
  const props = useMemo(() => boardProps(module, frames, i, seats.length), [module, frames, i, seats.length]);
  const Board = module.Board;
  // Secret moves stay worded as a spectator reads them until the finished game's end.
  const revealed = i === last && frames.result !== null;
  const words = (n: number) => {
    const line = frames.lines[n];
    return withSeatNames(revealed ? line.full : line.hidden, (q) => seatName(session, q));
  };
  // What the current move brought about is announced as it is in play, until read.
  const news: NewsItem[] = i === 0 ? [] : frames.lines[i - 1].told.map((t, k) => ({ key: `${i}:${k}`, ...t }));

  return (
    <SessionProvider value={session}>
      <div className="replay-view full-window" data-testid="replay-view" data-frame={i} data-frames={last}>
        <div className="replay-bar">
          {back.href ? (
            <a className="button" href={back.href} data-testid="replay-back-link">
              ← {back.label}
            </a>
          ) : (
            <button type="button" onClick={back.onClick} data-testid="replay-back-link">
              ← {back.label}
            </button>
          )}
          <div className="replay-title">
            <strong>{title}</strong>
            {note && <span className="muted"> · {note}</span>}
          </div>
          <fieldset className="replay-controls" aria-label="Replay controls">
            <button type="button" onClick={() => go(0)} disabled={i === 0} data-testid="replay-first" title="First (Home)" aria-label="First">
              |◀
            </button>
            <button type="button" onClick={() => go(i - 1)} disabled={i === 0} data-testid="replay-prev" title="Back (←)" aria-label="Back">
              ◀
            </button>
            <input type="range" min={0} max={last} value={i} onChange={(e) => go(Number(e.target.value))} aria-label="Move" data-testid="replay-slider" />
            <button type="button" onClick={() => go(i + 1)} disabled={i === last} data-testid="replay-next" title="Forward (→)" aria-label="Forward">
              ▶
            </button>
            <button type="button" onClick={() => go(last)} disabled={i === last} data-testid="replay-last" title="Last (End)" aria-label="Last">
              ▶|
            </button>
            <output className="replay-position" data-testid="replay-position">
              {i === 0 ? 'Start' : `Move ${i} of ${last}`}
            </output>
          </fieldset>
          <div className="replay-current" data-testid="replay-current" aria-live="polite">
            {i === 0 ? (
              'The game as dealt.'
            ) : (
              <>
                <SeatChip seat={frames.lines[i - 1].seat} size="sm" /> <strong>{seatName(session, frames.lines[i - 1].seat)}</strong> {words(i - 1)}
                <Told told={frames.lines[i - 1].told} session={session} />
              </>
            )}
          </div>
          <EventNews items={news} atFoot />
        </div>
        <div className="replay-body">
          <div className="replay-board">
            <Board {...props} />
          </div>
          <section className="panel replay-moves" aria-label="Moves">
            <h3>Moves</h3>
            <ol data-testid="replay-moves">
              <li ref={i === 0 ? current : undefined} className={i === 0 ? 'current' : ''}>
                <button type="button" onClick={() => go(0)}>
                  Start
                </button>
              </li>
              {frames.lines.map((line, n) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: moves are fixed and in order
                <li key={n} ref={n + 1 === i ? current : undefined} className={n + 1 === i ? 'current' : n + 1 > i ? 'future' : ''}>
                  <button type="button" onClick={() => go(n + 1)} data-testid={`replay-move-${n + 1}`}>
                    <span className="replay-move-no">{n + 1}.</span> <SeatChip seat={line.seat} size="sm" /> {seatName(session, line.seat)} {words(n)}
                  </button>
                  <Told told={line.told} session={session} />
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </SessionProvider>
  );
}
