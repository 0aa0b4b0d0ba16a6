/**
 * The building blocks of India Rails plans: every demand on every card in hand, as a delivery of a
 * load the train carries or as a pickup at one of the load's source cities followed by the
 * delivery (rules: Picking Up Loads, Delivering Loads; Pilgrims count only outside the region
 * they boarded in).
 */
import type { Seat } from '../../src/engine/core.ts';
import { PILGRIMS } from '../../src/games/india-rails/data/loads.ts';
import type { City } from '../../src/games/india-rails/map/types.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import type { IrBot } from './bot.ts';
import { sourcesOf } from './legs.ts';
import type { Stop } from './trip.ts';

/** One demand served one way: its stops in order (a pickup then the delivery, or the delivery alone). */
export interface Job {
  readonly stops: readonly Stop[];
  readonly payout: number;
  readonly card: string;
  readonly load: string;
  /** Served by a load already aboard. */
  readonly carried: boolean;
  /** A rough cost of the job alone (track to its cities from the network), to rank its sources. */
  readonly rough: number;
}

/**
 * The jobs of `seat`'s hand: for each demand, the delivery of a matching load aboard, and pickups
 * at the `sources` cheapest source cities (by `rough`, given as the track from the network to a
 * city plus the link between two) while the supply holds a chip of the load.
 */
export function handJobs(bot: IrBot, s: IndiaRailsState, seat: Seat, sources: number, rough: (a: City, b?: City) => number): Job[] {
  const { ctx } = bot;
  const g = ctx.graph;
  const pl = s.players[seat];
  const jobs: Job[] = [];
  for (const card of pl.hand) {
    ctx.demandById.get(card)!.demands.forEach((d, demand) => {
      const dest = g.cityById(d.city);
      if (!dest) return;
      const deliver: Stop = { city: d.city, kind: 'deliver', load: d.load, card, demand };
      const aboard = pl.loads.some((c) => c.load === d.load && (c.region === undefined || c.region !== dest.region));
      if (aboard) jobs.push({ stops: [deliver], payout: d.payout, card, load: d.load, carried: true, rough: rough(dest) });
      if ((s.supply[d.load] ?? 0) <= 0) return;
      const options: Job[] = [];
      for (const src of sourcesOf(ctx, d.load)) {
        if (src.id === d.city || (d.load === PILGRIMS && src.region === dest.region)) continue;
        const pickup: Stop = { city: src.id, kind: 'pickup', load: d.load, ...(d.load === PILGRIMS ? { notFrom: dest.region } : {}) };
        options.push({ stops: [pickup, deliver], payout: d.payout, card, load: d.load, carried: false, rough: rough(src, dest) });
      }
      options.sort((a, b) => a.rough - b.rough);
      jobs.push(...options.slice(0, sources));
    });
  }
  return jobs;
}
