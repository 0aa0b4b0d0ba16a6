/** The viewer's demand cards: three demands each; hovering one lights its sources and destination on the map. */
import type { RulesContext } from '../../../games/india-rails/rules/context.ts';
import type { IndiaRailsAction } from '../../../games/india-rails/rules/types.ts';
import type { CityHighlight } from './IrMap.tsx';

/** Sources of a load (cities) for highlighting; Pilgrims board anywhere small or medium in India. */
export function sourcesOf(ctx: RulesContext, load: string): string[] {
  const def = ctx.loadById.get(load);
  if (def && def.sources.length > 0) return [...def.sources];
  return [...ctx.goodsAt.entries()].filter(([, goods]) => goods.includes(load)).map(([city]) => city);
}

/** Cards with their demands; a Deliver button where the core says a delivery is legal. */
export function DemandCards({
  title = 'Demand cards',
  ctx,
  hand,
  deliveries,
  onHighlight,
  onDeliver,
  disabled,
}: {
  title?: string;
  ctx: RulesContext;
  hand: string[];
  deliveries: Extract<IndiaRailsAction, { type: 'deliverLoad' }>[];
  onHighlight: (h: CityHighlight | null) => void;
  onDeliver: (a: IndiaRailsAction) => void;
  disabled: boolean;
}) {
  return (
    <section className="panel demand-cards" aria-label={title}>
      <h3>{title}</h3>
      <div className="cards-row" data-testid={title === 'Demand cards' ? 'demand-cards' : 'open-contracts'}>
        {hand.map((id) => {
          const card = ctx.demandById.get(id);
          if (!card) return null;
          return (
            <div key={id} className="demand-card" data-testid={`demand-card-${id}`}>
              {card.demands.map((d, i) => {
                const deliver = deliveries.find((a) => a.card === id && a.demand === i);
                const city = ctx.graph.cityById(d.city)?.name ?? d.city;
                const hl = { sources: sourcesOf(ctx, d.load), destinations: [d.city] };
                return (
                  <div
                    // biome-ignore lint/suspicious/noArrayIndexKey: three fixed demands
                    key={i}
                    className={`demand ${deliver ? 'demand-ready' : ''}`}
                    onPointerEnter={() => onHighlight(hl)}
                    onPointerLeave={() => onHighlight(null)}
                    data-testid={`demand-${id}-${i}`}
                  >
                    <button
                      type="button"
                      className="demand-show"
                      onFocus={() => onHighlight(hl)}
                      onBlur={() => onHighlight(null)}
                      onClick={() => onHighlight(hl)}
                    >
                      <span className="demand-load">{d.load}</span>
                      <span className="demand-arrow" aria-hidden="true">
                        →
                      </span>
                      <span className="demand-city">{city}</span>
                      <span className="demand-pay">{d.payout}M</span>
                    </button>
                    {deliver && (
                      <button type="button" className="primary small" disabled={disabled} onClick={() => onDeliver(deliver)} data-testid={`deliver-${id}-${i}`}>
                        Deliver
                      </button>
                    )}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </section>
  );
}
