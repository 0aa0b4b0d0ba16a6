/**
 * The first-game tips of India Rails: what to do next in the first turns, read from the player's
 * own view (build from a major city, place the train, move, pick up, deliver).
 */
import type { IndiaRailsState } from '../../../games/india-rails/rules/types.ts';
import type { GuideTip } from '../types.ts';

/** Main-game rounds during which tips are given. */
const ROUNDS = 4;

/** The tip for seat `seat` in view `view`. */
export function indiaRailsGuide(view: unknown, seat: number, myTurn: boolean): GuideTip | null {
  const s = view as IndiaRailsState;
  const me = s.players?.[seat];
  if (!me || s.phase === 'over') return null;
  const track = s.track?.[seat]?.length ?? 0;
  if (s.phase === 'building') {
    if (!myTurn)
      return { id: 'build-wait', title: 'The others are building', text: 'Hover a demand on your cards: its sources light up green and its city red.' };
    if (track === 0)
      return {
        id: 'build-first',
        title: 'Build from a major city',
        text: `Pick a demand whose load and city are near each other. Click a milepost near a red major city toward them: the line is green as far as this turn’s ${s.params.buildLimit}M go. Add to plan, then End turn.`,
      };
    return { id: 'build-more', title: 'Build on', text: 'Extend your track toward the load’s source and the city that wants it, then End turn.' };
  }
  if (s.round >= ROUNDS) return null;
  if (!myTurn) return { id: 'wait', title: 'The others are playing', text: 'The move log says what each of them did.' };
  if (me.at === null)
    return { id: 'place', title: 'Place your train', text: 'Click a city on your track, best one that produces a load on your demand cards.' };
  if (me.loads.length === 0)
    return {
      id: 'pick-up',
      title: 'Move and pick up',
      text: 'Move to a city that produces a load on your cards (hover a demand to light its sources), then press Pick up. Build with what is left of the turn.',
    };
  return {
    id: 'deliver',
    title: 'Deliver',
    text: 'Carry the load to the city on your demand card (red when you hover it) and press Deliver to be paid. Then build on toward your next demand.',
  };
}
