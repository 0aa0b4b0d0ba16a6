/** The chosen move in words: where to, how far, and the rent it costs or why it is refused. */
import type { RulesContext } from '../../../games/india-rails/rules/context.ts';
import { placeName } from '../../../games/india-rails/rules/places.ts';
import type { moveQuote } from './planning.ts';
import { money } from './words.ts';

/** The panel under the mode buttons while a move path is on the map. */
export function MovePreview({
  ctx,
  path,
  quote,
  waiting,
  onConfirm,
}: {
  ctx: RulesContext;
  path: readonly number[];
  quote: ReturnType<typeof moveQuote> | null;
  waiting: boolean;
  onConfirm: () => void;
}) {
  return (
    <div className="ir-preview" data-testid="move-preview">
      To {placeName(ctx, path[path.length - 1])}: {path.length - 1} mileposts
      {typeof quote === 'string' ? (
        <span className="bad"> — {quote}</span>
      ) : quote && quote.rent > 0 ? (
        <span className="bad"> — rent {money(quote.rent)}</span>
      ) : (
        ' — no rent'
      )}
      <button type="button" className="primary" onClick={onConfirm} disabled={waiting || typeof quote === 'string'} data-testid="confirm-move">
        Move (Enter)
      </button>
    </div>
  );
}
