/**
 * The how-to-play page over a board, as a dialog: the game goes on underneath untouched (nothing
 * is unmounted), and Close or Escape brings the player back to it. Keys typed in the dialog do not
 * reach the board's shortcuts.
 */
import { useEffect, useRef } from 'react';
import { HowToPlay } from './HowToPlay.tsx';

/** The dialog; `onClose` hides it. */
export function HelpOverlay({ gameId, onClose }: { gameId: string; onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    close.current?.focus();
    return () => before?.focus?.();
  }, []);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop closes the dialog; the keyboard has Escape and Close
    <div
      className="help-backdrop"
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Escape') onClose();
      }}
    >
      <div className="help-dialog" role="dialog" aria-modal="true" aria-labelledby="help-title" data-testid="help-overlay">
        <div className="help-dialog-bar">
          <button type="button" ref={close} onClick={onClose} data-testid="help-close">
            Back to the game
          </button>
        </div>
        <HowToPlay gameId={gameId} headingId="help-title" />
      </div>
    </div>
  );
}
