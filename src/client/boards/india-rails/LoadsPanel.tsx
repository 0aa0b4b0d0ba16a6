/**
 * The train's loads, each with the deliveries it can make now as the main action and Drop as a
 * small secondary one. Dropping a load that a demand card in hand asks for asks first.
 */
import { useState } from 'react';
import type { RulesContext } from '../../../games/india-rails/rules/context.ts';
import type { IndiaRailsAction } from '../../../games/india-rails/rules/types.ts';
import { money } from './words.ts';

type Deliver = Extract<IndiaRailsAction, { type: 'deliverLoad' }>;
type Drop = Extract<IndiaRailsAction, { type: 'dropLoad' }>;

/** The demands in `hand` that would pay for `load`, as "24M at Delhi". */
export function demandsFor(ctx: RulesContext, hand: readonly string[], load: string): string[] {
  return hand.flatMap((id) =>
    (ctx.demandById.get(id)?.demands ?? []).filter((d) => d.load === load).map((d) => `${money(d.payout)} at ${ctx.graph.cityById(d.city)?.name ?? d.city}`),
  );
}

/** The loads row of the turn panel. */
export function LoadsPanel({
  ctx,
  loads,
  hand,
  deliveries,
  drops,
  pickups,
  disabled,
  onAct,
}: {
  ctx: RulesContext;
  loads: readonly string[];
  hand: readonly string[];
  deliveries: readonly Deliver[];
  drops: readonly Drop[];
  pickups: readonly IndiaRailsAction[];
  disabled: boolean;
  onAct: (a: IndiaRailsAction) => void;
}) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const drop = (a: Drop) => {
    if (demandsFor(ctx, hand, a.load).length > 0) setConfirming(a.load);
    else onAct(a);
  };
  return (
    <div className="ir-loads" data-testid="my-loads">
      {loads.length === 0 && <span className="muted">No loads.</span>}
      {loads.map((load, i) => {
        const first = loads.indexOf(load) === i;
        const dropAction = first ? drops.find((a) => a.load === load) : undefined;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: load chips are positional
          <div key={i} className="ir-load-row">
            <span className="chip-load">{load}</span>
            {first &&
              deliveries
                .filter((a) => a.load === load)
                .map((a) => {
                  const d = ctx.demandById.get(a.card)?.demands[a.demand];
                  const city = d ? (ctx.graph.cityById(d.city)?.name ?? d.city) : '';
                  return (
                    <button
                      key={`${a.card}-${a.demand}`}
                      type="button"
                      className="primary small"
                      disabled={disabled}
                      onClick={() => onAct(a)}
                      data-testid={`deliver-load-${a.card}-${a.demand}`}
                    >
                      Deliver to {city} for {money(d?.payout ?? 0)}
                    </button>
                  );
                })}
            {dropAction && (
              <button type="button" className="link-button" disabled={disabled} onClick={() => drop(dropAction)} data-testid={`drop-${load}`}>
                drop
              </button>
            )}
          </div>
        );
      })}
      {confirming && (
        <div className="ir-confirm" role="alertdialog" aria-label={`Drop ${confirming}?`} data-testid="confirm-drop-dialog">
          <p>
            Drop {confirming}? A demand card in your hand pays for it: {demandsFor(ctx, hand, confirming).join(', ')}.
          </p>
          <button type="button" className="primary small" onClick={() => setConfirming(null)} data-testid="cancel-drop">
            Keep {confirming}
          </button>{' '}
          <button
            type="button"
            className="danger small"
            disabled={disabled}
            onClick={() => {
              const a = drops.find((x) => x.load === confirming);
              setConfirming(null);
              if (a) onAct(a);
            }}
            data-testid="confirm-drop"
          >
            Drop it anyway
          </button>
        </div>
      )}
      {pickups.map((a) => (
        <button
          key={`p-${'load' in a ? a.load : ''}`}
          type="button"
          disabled={disabled}
          onClick={() => onAct(a)}
          data-testid={`pickup-${'load' in a ? a.load : ''}`}
        >
          Pick up {'load' in a ? a.load : ''}
        </button>
      ))}
    </div>
  );
}
