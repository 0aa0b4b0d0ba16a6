/**
 * The 136 demand cards (docs/rules/india-rails.md §3.2), generated once by
 * scripts/demand-deck/ from the real map and committed as demand-cards.json.
 */
import type { DemandCard } from '../rules/types.ts';
import cards from './demand-cards.json' with { type: 'json' };

/** Every demand card of the deck. */
export const DEMAND_CARDS: readonly DemandCard[] = Object.freeze(
  (cards as DemandCard[]).map((c) =>
    Object.freeze({ id: c.id, demands: Object.freeze(c.demands.map((d) => Object.freeze({ ...d }))) as DemandCard['demands'] }),
  ),
);
