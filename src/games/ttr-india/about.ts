/**
 * Ticket to Ride – India as the pages, the server and the reports see it before its rules load:
 * the light part of its definition (src/engine/game-definition.ts).
 */
import type { GameAbout } from '../../engine/game-definition.ts';

/** Who the game is, how many play and which moves are public. */
export const TTR_INDIA_ABOUT: GameAbout = Object.freeze({
  id: 'ttr-india',
  title: 'Ticket to Ride – India',
  blurb: 'Collect coloured cards, claim routes between 40 Indian cities, complete your tickets — and beware the monsoon on the ferries.',
  minPlayers: 2,
  maxPlayers: 5,
  defaultPlayers: 3,
  variants: [],
  setupData: () => ({}),
  scoreUnit: 'final score (points)',
  // Everything but keepTickets: which tickets a player kept stays secret.
  publicMoves: ['drawFromDeck', 'drawFaceUp', 'claimRoute', 'drawTickets', 'pass'],
});
