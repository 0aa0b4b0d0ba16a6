/** The build preview in words: where the path starts and why, what it costs, what can be built now, and a choice of start. */
import type { RulesContext } from '../../../games/india-rails/rules/context.ts';
import { placeName } from '../../../games/india-rails/rules/places.ts';
import type { BuildPreview } from './planning.ts';
import { money } from './words.ts';

/** The panel under the mode buttons while a build preview is on the map. */
export function BuildPreviewPanel({
  ctx,
  preview,
  onStart,
  onConfirm,
}: {
  ctx: RulesContext;
  preview: BuildPreview;
  onStart: (key: string) => void;
  onConfirm: () => void;
}) {
  const { start } = preview;
  const from = start.key === 'own' ? `your track at ${placeName(ctx, start.at)}` : start.name;
  return (
    <div className="ir-preview" data-testid="build-preview">
      <div className="ir-preview-line" data-testid="build-start">
        From <strong>{from}</strong> to <strong>{placeName(ctx, preview.target)}</strong>: {money(preview.total)} ({start.reason}).
      </div>
      <div className="ir-preview-line">
        <span className="ok">{money(preview.affordableCost)} buildable now</span>
        {preview.problem && <span className="bad"> — {preview.problem}</span>}
      </div>
      {preview.starts.length > 1 && (
        <label className="ir-start-choice">
          Start from:{' '}
          <select value={start.key} onChange={(e) => onStart(e.target.value)} data-testid="build-start-select">
            {preview.starts.map((s) => (
              <option key={s.key} value={s.key}>
                {s.name} ({money(s.cost)})
              </option>
            ))}
          </select>
        </label>
      )}
      <button type="button" className="primary" onClick={onConfirm} disabled={preview.runs.length === 0} data-testid="confirm-build">
        Add to plan (Enter)
      </button>
    </div>
  );
}
