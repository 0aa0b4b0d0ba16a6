/**
 * The 12 loco cards and the upgrade paths between loco types (docs/rules/india-rails.md §3.4, §9;
 * Crossgrading variant §12). Speeds and capacities are in params.ts.
 */

/** A type of train. */
export type LocoType = 'freight' | 'fastFreight' | 'heavyFreight' | 'superFreight';

/** Every loco type, slowest first. */
export const LOCO_TYPES: readonly LocoType[] = Object.freeze(['freight', 'fastFreight', 'heavyFreight', 'superFreight']);

/** Printed names of the loco types. */
export const LOCO_NAMES: Readonly<Record<LocoType, string>> = Object.freeze({
  freight: 'Freight',
  fastFreight: 'Fast Freight',
  heavyFreight: 'Heavy Freight',
  superFreight: 'Super Freight',
});

/** One loco card. */
export interface LocoCard {
  readonly id: string;
  readonly type: LocoType;
}

/**
 * The 12 loco cards: 3 of each type. The rulebook never limits upgrades by the cards left, so the
 * rules treat the supply of each type as unlimited (the cards only show which train a player has).
 */
export const LOCO_CARDS: readonly LocoCard[] = Object.freeze(LOCO_TYPES.flatMap((type) => [1, 2, 3].map((i) => Object.freeze({ id: `${type}-${i}`, type }))));

/** Upgrades (20M): freight to fast or heavy; fast or heavy to super. */
export const UPGRADES: Readonly<Record<LocoType, readonly LocoType[]>> = Object.freeze({
  freight: Object.freeze(['fastFreight', 'heavyFreight'] as LocoType[]),
  fastFreight: Object.freeze(['superFreight'] as LocoType[]),
  heavyFreight: Object.freeze(['superFreight'] as LocoType[]),
  superFreight: Object.freeze([] as LocoType[]),
});

/** Crossgrades (variant, 5M): fast freight and heavy freight into each other. */
export const CROSSGRADES: Readonly<Record<LocoType, readonly LocoType[]>> = Object.freeze({
  freight: Object.freeze([] as LocoType[]),
  fastFreight: Object.freeze(['heavyFreight'] as LocoType[]),
  heavyFreight: Object.freeze(['fastFreight'] as LocoType[]),
  superFreight: Object.freeze([] as LocoType[]),
});
