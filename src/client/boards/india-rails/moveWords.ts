/** A planned move over several turns in words for the player: how far and how long, whose track and what rent, where it stops, and what the button does. */
import type { RulesContext } from '../../../games/india-rails/rules/context.ts';
import type { MovePlan, MoveStop } from '../../../games/india-rails/rules/move-plan.ts';

/** "1 turn", "3 turns". */
function turnsText(n: number): string {
  return `${n} turn${n === 1 ? '' : 's'}`;
}

/** What the plan panel says. */
export interface PlanWords {
  heading: string;
  track: string;
  stops: string | null;
  faster: string | null;
  /** The button's label (without the key). */
  action: string;
}

/** A stop in words: "Agra (deliver Mica for 10M, pick up Textiles)". */
function stopText(ctx: RulesContext, stop: MoveStop): string {
  const parts = [...stop.deliver.map((d) => `deliver ${d.load} for ${d.payout}M`), ...stop.pickUp.map((l) => `pick up ${l}`)];
  return `${ctx.graph.cityById(stop.city)?.name ?? stop.city} (${parts.join(', ')})`;
}

/**
 * The words of `plan` to destination `name`. `rent` is the rent per landlord and turn, `cash` the
 * player's, `who` names a seat, `kept` says whether this is the destination kept from an earlier
 * move, `myTurn` whether the player is to move now.
 */
export function planWords(
  ctx: RulesContext,
  plan: MovePlan,
  name: string,
  { rent, cash, who, kept, myTurn }: { rent: number; cash: number; who: (seat: number) => string; kept: boolean; myTurn: boolean },
): PlanWords {
  const { cost, now } = plan;
  const steps = plan.path.length - 1;
  const thisTurn = now ? now.length - 1 : 0;
  const heading =
    cost.turns === 1 && now && now.length === plan.path.length
      ? `To ${name}: ${steps} mileposts, this turn.`
      : `To ${name}: ${steps} mileposts, ${turnsText(cost.turns)} (${thisTurn > 0 ? `${thisTurn} this turn` : 'none this turn'}).`;
  let track: string;
  if (plan.ownTrack) track = cost.fees > 0 ? `On your own track: ${cost.fees}M in fees (Cost to Move).` : 'On your own track: no rent.';
  else {
    const owners = [...new Set(cost.landlords.flat())].map(who);
    const now0 = cost.landlords[0].length * rent;
    const sooner = plan.ownTurns === null ? 'Your own track does not lead there.' : `${turnsText(plan.ownTurns - cost.turns)} sooner than on your own track.`;
    track = `Over ${owners.join(' and ')}'s track: ${now0}M rent this turn, ${cost.rent + cost.fees}M in all. ${sooner}`;
  }
  const stops = plan.stops.length > 0 ? `Stops on the way: ${plan.stops.map((x) => stopText(ctx, x)).join('; ')}.` : null;
  const faster = plan.faster
    ? `Over other players' track it would take ${turnsText(plan.faster.turns)}, but the rent (${plan.faster.rent}M) is more than your ${cash}M.`
    : null;
  const end = now?.[now.length - 1];
  const stop = end !== undefined ? plan.stops.find((x) => plan.path[x.index] === end) : undefined;
  let action: string;
  if (!now) action = myTurn ? 'No more moving this turn' : 'Continues on your turn';
  else if (now.length === plan.path.length) action = `Move to ${name}`;
  else if (stop) action = `Move to ${ctx.graph.cityById(stop.city)?.name ?? stop.city} (a stop)`;
  else action = kept ? `Continue to ${name}` : `Move toward ${name}`;
  return { heading, track, stops, faster, action };
}
