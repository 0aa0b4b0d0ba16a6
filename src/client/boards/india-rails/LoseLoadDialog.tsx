/** The derailment dialog: the player chooses the load the train loses. */
import type { IndiaRailsAction } from '../../../games/india-rails/rules/types.ts';

/** A modal with one button per load that may be lost. */
export function LoseLoadDialog({
  choices,
  onLose,
}: {
  choices: readonly Extract<IndiaRailsAction, { type: 'loseLoad' }>[];
  onLose: (a: IndiaRailsAction) => void;
}) {
  return (
    <div className="modal-backdrop">
      <div className="modal" role="dialog" aria-modal="true" aria-label="Derailment" data-testid="lose-load-dialog">
        <h3>Derailment: which load do you lose?</h3>
        <div className="actions">
          {choices.map((a) => (
            <button key={a.load} type="button" onClick={() => onLose(a)}>
              {a.load}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
