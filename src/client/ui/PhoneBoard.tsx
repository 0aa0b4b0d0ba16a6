/**
 * A board on a phone: the map fills the screen between the top bar and an action bar at the foot
 * of the screen. The bar holds the current turn's actions (always on screen) and a tab per panel
 * (cards, players, log…); a tab opens its panel as a sheet over the foot of the map. A choice the
 * game waits for (say, which tickets to keep) is pinned open over the map until it is made; it
 * folds away to its title to show the whole map.
 */
import { type ReactNode, useState } from 'react';
import { useResetOn } from './useResetOn.ts';

/** A panel the phone layout opens as a sheet from the action bar. */
export interface BoardSheet {
  /** Names the sheet (test ids `sheet-<id>` and `sheet-tab-<id>`). */
  id: string;
  /** The tab's words, e.g. "Players" or "Hand (4)". */
  label: ReactNode;
  content: ReactNode;
}

/** A choice the game waits for; it folds away (to its title) to show the whole map, and back. */
export interface PinnedChoice {
  title: ReactNode;
  content: ReactNode;
}

/** What a board shows on a phone besides the map and the top bar. */
export interface PhoneParts {
  /** The current turn's actions, in the bar at the foot of the screen. */
  actions?: ReactNode;
  /** A choice the game waits for: open over the map's foot, above the bar, until it is made. */
  pinned?: PinnedChoice;
  /** The panels the bar's tabs open, in the order of the tabs. */
  sheets: readonly BoardSheet[];
}

/** One open sheet: its title, a close button, and its panel (scrolling inside the sheet). */
function Sheet({ sheet, onClose }: { sheet: BoardSheet; onClose: () => void }) {
  return (
    <section
      className="sheet"
      id={`sheet-${sheet.id}`}
      aria-label={typeof sheet.label === 'string' ? sheet.label : sheet.id}
      data-testid={`sheet-${sheet.id}`}
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
    >
      <div className="sheet-head">
        <strong>{sheet.label}</strong>
        <button type="button" className="sheet-close" onClick={onClose} aria-label="Close" data-testid="sheet-close">
          ×
        </button>
      </div>
      <div className="sheet-body">{sheet.content}</div>
    </section>
  );
}

/** The pinned choice: its title and a button that folds it away to show the map, or opens it again. */
function Pinned({ choice }: { choice: PinnedChoice }) {
  const [folded, setFolded] = useState(false);
  return (
    <section className={`sheet sheet-pinned ${folded ? 'folded' : ''}`} data-testid="sheet-pinned">
      <div className="sheet-head">
        <strong>{choice.title}</strong>
        <button type="button" onClick={() => setFolded((f) => !f)} aria-expanded={!folded} data-testid="sheet-fold">
          {folded ? 'Show ▴' : 'Hide ▾'}
        </button>
      </div>
      {!folded && <div className="sheet-body">{choice.content}</div>}
    </section>
  );
}

/** The map, the open sheet (or the pinned choice) over its foot, and the action bar. */
export function PhoneBoard({ map, parts }: { map: ReactNode; parts: PhoneParts }) {
  const [open, setOpen] = useState<string | null>(null);
  const current = parts.sheets.find((s) => s.id === open);
  // A choice the game starts waiting for comes to the front: an open sheet closes.
  useResetOn(parts.pinned ? 'pinned' : '', () => {
    if (parts.pinned) setOpen(null);
  });
  return (
    <>
      <div className="board-main phone-main">
        <div className="board-map">{map}</div>
        {current ? <Sheet sheet={current} onClose={() => setOpen(null)} /> : parts.pinned && <Pinned choice={parts.pinned} />}
      </div>
      <footer className="action-bar" data-testid="action-bar">
        {parts.actions && <div className="action-bar-actions">{parts.actions}</div>}
        <nav className="sheet-tabs" aria-label="Panels">
          {parts.sheets.map((s) => (
            <button
              key={s.id}
              type="button"
              className={open === s.id ? 'pressed' : ''}
              aria-expanded={open === s.id}
              aria-controls={open === s.id ? `sheet-${s.id}` : undefined}
              onClick={() => setOpen((o) => (o === s.id ? null : s.id))}
              data-testid={`sheet-tab-${s.id}`}
            >
              {s.label}
            </button>
          ))}
        </nav>
      </footer>
    </>
  );
}
