/** Mileposts in words for players: the city on it, or how far it lies from the nearest city. */
import type { MilepostId } from '../map/types.ts';
import type { RulesContext } from './context.ts';

/** The nearest city to a milepost by steps along the lattice, and how many steps away it is (0 on the city). */
export function nearestCity(ctx: RulesContext, m: MilepostId): { name: string; steps: number } | null {
  const { graph } = ctx;
  const seen = new Set<MilepostId>([m]);
  let ring: MilepostId[] = [m];
  for (let steps = 0; ring.length > 0; steps++) {
    // Neighbours are sorted, so a tie between two cities always resolves the same way.
    for (const x of ring) {
      const city = graph.cityAt(x);
      if (city) return { name: city.name, steps };
    }
    const next: MilepostId[] = [];
    for (const x of ring) {
      for (const y of graph.neighbours(x)) {
        if (!seen.has(y)) {
          seen.add(y);
          next.push(y);
        }
      }
    }
    ring = next;
  }
  return null;
}

/** "Nagpur" on a city, else "3 mileposts past Nagpur" (the nearest city); never a milepost number. */
export function placeName(ctx: RulesContext, m: MilepostId): string {
  const near = nearestCity(ctx, m);
  if (!near) return 'open country';
  if (near.steps === 0) return near.name;
  return `${near.steps} milepost${near.steps === 1 ? '' : 's'} past ${near.name}`;
}
