/**
 * Asking once before an action that costs the player part of the turn (ending it with movement or
 * money left, an upgrade that ends moving, giving up the turn): a dialog says what will be lost,
 * and "Don't ask me again" is kept in localStorage per kind of question. Both boards use it.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import './confirm.css';

/** One question: its kind (what "don't ask again" remembers), what it costs in words, and the buttons' labels. */
export interface CostQuestion {
  kind: string;
  title: string;
  cost: string;
  go: string;
  back?: string;
}

const SKIP_PREFIX = 'confirm-skip:';

/** Whether the player asked never to be asked this kind of question again. */
export function skipsQuestion(kind: string): boolean {
  try {
    return localStorage.getItem(SKIP_PREFIX + kind) === '1';
  } catch {
    return false;
  }
}

function rememberSkip(kind: string): void {
  try {
    localStorage.setItem(SKIP_PREFIX + kind, '1');
  } catch {
    // Storage off (private browsing): the question will be asked again next time.
  }
}

/** The dialog of one open question. */
function CostDialog({ q, onGo, onBack }: { q: CostQuestion; onGo: (skip: boolean) => void; onBack: () => void }) {
  const [skip, setSkip] = useState(false);
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => back.current?.focus(), []);
  return (
    <div className="modal-backdrop">
      {/* Keys pressed in the dialog stay in it: the board's shortcuts (Enter, E) must not act behind it. */}
      <div
        className="modal confirm-cost"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="confirm-cost-title"
        aria-describedby="confirm-cost-text"
        data-testid="confirm-cost-dialog"
        data-kind={q.kind}
        onKeyDown={(e) => {
          e.stopPropagation();
          if (e.key === 'Escape') onBack();
        }}
      >
        <h3 id="confirm-cost-title">{q.title}</h3>
        <p id="confirm-cost-text" data-testid="confirm-cost-text">
          {q.cost}
        </p>
        <label className="confirm-cost-skip">
          <input type="checkbox" checked={skip} onChange={(e) => setSkip(e.target.checked)} data-testid="confirm-cost-skip" /> Don't ask me again
        </label>
        <div className="actions">
          <button ref={back} type="button" className="primary" onClick={onBack} data-testid="confirm-cost-back">
            {q.back ?? 'Go back'}
          </button>
          <button type="button" className="danger" onClick={() => onGo(skip)} data-testid="confirm-cost-go">
            {q.go}
          </button>
        </div>
      </div>
    </div>
  );
}

/** `ask(question, run)` runs `run` at once if the player chose not to be asked, else after he confirms; `dialog` is the open question, to render over the board. */
export function useConfirmCost(): { ask: (q: CostQuestion, run: () => void) => void; dialog: ReactNode } {
  const [open, setOpen] = useState<{ q: CostQuestion; run: () => void } | null>(null);
  const ask = (q: CostQuestion, run: () => void) => {
    if (skipsQuestion(q.kind)) run();
    else setOpen({ q, run });
  };
  const dialog = open ? (
    <CostDialog
      key={open.q.kind}
      q={open.q}
      onBack={() => setOpen(null)}
      onGo={(skip) => {
        if (skip) rememberSkip(open.q.kind);
        setOpen(null);
        open.run();
      }}
    />
  ) : null;
  return { ask, dialog };
}
