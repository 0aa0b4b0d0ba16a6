/**
 * Selling and Trading Track (docs/rules/india-rails.md §12): instead of building, the
 * player whose turn it is offers to buy track from another player, or to trade track for track,
 * at a price both accept; the other player answers at once. Track changes colour; nothing else
 * moves. The deal must respect the city entry limits like any build.
 */
import { fail, ok, type Result } from '../../../engine/result.ts';
import type { RulesContext } from './context.ts';
import { transfer } from './draft.ts';
import { edgeOwners } from './track.ts';
import type { IndiaRailsState, TrackOffer } from './types.ts';

/** Edge keys of milepost paths, or why they are not all `owner`'s track. */
function keysOf(ctx: RulesContext, s: IndiaRailsState, paths: number[][], owner: number): Result<number[]> {
  const owners = edgeOwners(s);
  const keys: number[] = [];
  for (const path of paths) {
    if (path.length < 2) return fail('a path of track needs at least two mileposts');
    for (let i = 0; i + 1 < path.length; i++) {
      const k = ctx.graph.edgeKey(path[i], path[i + 1]);
      if (!ctx.graph.isEdge(path[i], path[i + 1])) return fail(`mileposts ${path[i]} and ${path[i + 1]} are not neighbours`);
      if (owners.get(k) !== owner) return fail(`segment ${path[i]}–${path[i + 1]} is not player ${owner + 1}'s track`);
      if (!keys.includes(k)) keys.push(k);
    }
  }
  return ok(keys);
}

/** Why `buyer` may not make this offer now, or the offer. */
export function checkOffer(
  ctx: RulesContext,
  s: IndiaRailsState,
  buyer: number,
  seller: number,
  buy: number[][],
  give: number[][],
  price: number,
): Result<TrackOffer> {
  if (!s.variants.sellingAndTradingTrack) return fail('selling and trading track is a variant not in play');
  if (!Number.isInteger(seller) || seller < 0 || seller >= s.numPlayers || seller === buyer) return fail('offer to another player');
  if (s.turn.spent > 0 || s.turn.upgraded || s.turn.offered) return fail('a track deal takes the place of building, once a turn');
  const buyKeysR = keysOf(ctx, s, buy, seller);
  if (!buyKeysR.ok) return buyKeysR;
  const buyKeys = buyKeysR.value;
  const giveKeysR = keysOf(ctx, s, give, buyer);
  if (!giveKeysR.ok) return giveKeysR;
  const giveKeys = giveKeysR.value;
  if (buyKeys.length + giveKeys.length === 0) return fail('the deal moves no track');
  if (price > 0 && price > s.players[buyer].cash) return fail(`you have ${s.players[buyer].cash}M, not ${price}M`);
  if (price < 0 && -price > s.players[seller].cash) return fail(`player ${seller + 1} has ${s.players[seller].cash}M, not ${-price}M`);
  const after = new Map(edgeOwners(s));
  for (const k of buyKeys) after.set(k, buyer);
  for (const k of giveKeys) after.set(k, seller);
  for (const k of [...buyKeys, ...giveKeys]) {
    for (const m of ctx.graph.edgeEnds(k)) {
      const city = ctx.graph.cityAt(m);
      if (!city || city.class === 'major') continue;
      const sections = new Map<number, number>();
      for (const v of ctx.graph.neighbours(m)) {
        const o = after.get(ctx.graph.edgeKey(m, v));
        if (o !== undefined) sections.set(o, (sections.get(o) ?? 0) + 1);
      }
      if (sections.size > s.params.cityPlayerLimit[city.class])
        return fail(`only ${s.params.cityPlayerLimit[city.class]} players may have track into ${city.name}`);
      if ([...sections.values()].some((n) => n > s.params.maxSectionsIntoCity))
        return fail(`no player may have more than ${s.params.maxSectionsIntoCity} sections into ${city.name}`);
    }
  }
  return ok({ buyer, seller, buy: buyKeys, give: giveKeys, price });
}

/** Carries out an accepted deal: the track changes owner and the price is paid. */
export function applyDeal(t: IndiaRailsState, o: TrackOffer): void {
  const buy = new Set(o.buy);
  const give = new Set(o.give);
  t.track = t.track.map((list, q) => {
    if (q === o.buyer) return [...list.filter((k) => !give.has(k)), ...o.buy];
    if (q === o.seller) return [...list.filter((k) => !buy.has(k)), ...o.give];
    return list;
  });
  if (o.price > 0) transfer(t, o.buyer, o.seller, o.price);
  if (o.price < 0) transfer(t, o.seller, o.buyer, -o.price);
}
