/** Which cards to spend on a route: one button per legal payment (the core's claim actions for that track). */
import { CARD_KINDS, LOCO } from '../../../games/ttr-india/data/types.ts';
import type { ClaimRoute } from '../../../games/ttr-india/rules/state.ts';
import { CardTile, paymentText } from './cards.tsx';

/** A modal listing the payments; Escape or a click beside it cancels. */
export function PaymentDialog({
  title,
  length,
  actions,
  onPay,
  onCancel,
}: {
  title: string;
  length: number;
  actions: ClaimRoute[];
  onPay: (a: ClaimRoute) => void;
  onCancel: () => void;
}) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: clicking beside the dialog cancels it (Escape too)
    <div
      className="modal-backdrop"
      onClick={(e) => e.target === e.currentTarget && onCancel()}
      onKeyDown={(e) => e.key === 'Escape' && onCancel()}
      role="presentation"
    >
      <div className="modal" role="dialog" aria-modal="true" aria-label="Choose cards" data-testid="payment-dialog">
        <h3>{title}</h3>
        <p>{actions.length > 1 ? 'Which cards do you spend?' : 'Claim it with these cards?'}</p>
        <div className="payments">
          {actions.map((a, i) => (
            <button
              key={`${a.colour}-${a.locos}`}
              type="button"
              onClick={() => onPay(a)}
              data-testid={`pay-${i}`}
              // biome-ignore lint/a11y/noAutofocus: the dialog's first choice takes the focus
              autoFocus={i === 0}
            >
              {a.colour !== 'loco' &&
                Array.from({ length: length - a.locos }, (_, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: identical cards
                  <CardTile key={`c${j}`} kind={CARD_KINDS.indexOf(a.colour)} small />
                ))}
              {Array.from({ length: a.locos }, (_, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: identical cards
                <CardTile key={`l${j}`} kind={LOCO} small />
              ))}
              <span className="pay-text">{paymentText(length, a.colour, a.locos)}</span>
            </button>
          ))}
        </div>
        <div className="actions">
          <button type="button" onClick={onCancel} data-testid="pay-cancel">
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}
