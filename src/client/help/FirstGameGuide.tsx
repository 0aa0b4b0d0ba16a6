/**
 * The first-game tips over a board: a small card saying what to do next, from the player's own
 * view. "OK" hides the current tip until the advice changes; "No more tips" hides them for good
 * for this game (guide.ts keeps that in localStorage).
 */
import type { BoardProps } from 'boardgame.io/react';
import { type ComponentType, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { AnyGameCore } from '../../engine/core.ts';
import { dismissGuide, guideWanted, loadGuide } from './guide.ts';
import type { GuideSteps } from './types.ts';
import './help.css';

/** The tip card for `seat`'s view `view` of game `gameId`. */
export function FirstGameGuide({ gameId, view, seat, myTurn }: { gameId: string; view: unknown; seat: number; myTurn: boolean }) {
  const [wanted, setWanted] = useState(() => guideWanted(gameId));
  const [steps, setSteps] = useState<GuideSteps | null>(null);
  const [hidden, setHidden] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadGuide(gameId).then(
      (s) => live && setSteps(() => s),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [gameId, wanted]);
  if (!wanted || !steps) return null;
  const tip = steps(view, seat, myTurn);
  if (!tip || tip.id === hidden) return null;
  return (
    <aside className="first-game-guide" aria-label="Tips for your first game" data-testid="first-game-guide" data-tip={tip.id}>
      <h2>{tip.title}</h2>
      <p>{tip.text}</p>
      <div className="actions">
        <button type="button" onClick={() => setHidden(tip.id)} data-testid="guide-ok">
          OK
        </button>
        <button
          type="button"
          onClick={() => {
            dismissGuide(gameId);
            setWanted(false);
          }}
          data-testid="guide-dismiss"
        >
          No more tips
        </button>
      </div>
    </aside>
  );
}

/** The board's map frame once drawn (the tips sit in its corner, clear of the hand and the panels), else null. */
function useMapFrame(): Element | null {
  const [frame, setFrame] = useState<Element | null>(null);
  useEffect(() => {
    const found = document.querySelector('.board-shell .board-map');
    if (found !== frame) setFrame(found);
  });
  return frame;
}

/** A board with the first-game tips of its player over its map (spectators get none). */
export function withGuide(Board: ComponentType<BoardProps>, gameId: string, core: AnyGameCore): ComponentType<BoardProps> {
  function GuidedBoard(props: BoardProps) {
    const seat = props.playerID == null ? undefined : Number(props.playerID);
    const view = (props.G as { core?: unknown } | undefined)?.core;
    const over = props.ctx.gameover !== undefined;
    const frame = useMapFrame();
    const guide = seat !== undefined && view !== undefined && !over && (
      <FirstGameGuide gameId={gameId} view={view} seat={seat} myTurn={core.activePlayers(view).includes(seat)} />
    );
    return (
      <>
        <Board {...props} />
        {guide && (frame ? createPortal(guide, frame) : guide)}
      </>
    );
  }
  return GuidedBoard;
}
