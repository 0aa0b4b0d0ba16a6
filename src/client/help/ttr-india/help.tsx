/**
 * How to play Ticket to Ride – India, in short sections (the full rules: docs/rules/ttr-india.md).
 * Every number comes from the rules' parameters, so the page follows the rules when they change.
 */
import { DEFAULT_PARAMS as P } from '../../../games/ttr-india/params.ts';
import type { GameHelp } from '../types.ts';

/** "1, 2, 4, 7, 10 and 15" */
const list = (xs: readonly (number | string)[]) => `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;

const points = P.routePoints.slice(1);
const loops = P.loopBonus.slice(1);

/** The how-to-play page of Ticket to Ride – India. */
export const TTR_INDIA_HELP: GameHelp = {
  gameId: 'ttr-india',
  title: 'Ticket to Ride – India',
  intro: (
    <p>
      Collect train cards, spend them to claim routes between cities, and join the cities on your secret tickets. Routes score when you claim them; at the end
      each ticket you joined adds its value and each you did not costs it. The most points wins.
    </p>
  ),
  sections: [
    {
      id: 'start',
      title: 'The start: choose your tickets',
      body: (
        <p>
          Everyone gets {P.trainsPerPlayer} trains, {P.startingHand} train cards, {P.openingTickets} tickets and a Mail Charter, and chooses at the same time.
          Keep at least {P.openingKeepMin} tickets: each names two cities and is worth the number of trains on the shortest way between them. Short tickets
          close to each other are the safe choice for a first game.
        </p>
      ),
    },
    {
      id: 'turn',
      title: 'Your turn: one of three things',
      body: (
        <ul>
          <li>
            <strong>Draw two train cards</strong>, each from the five face-up cards or blind from the deck. A face-up locomotive (★, wild) taken first is your
            whole draw, and one may not be taken second.
          </li>
          <li>
            <strong>Claim a route</strong> by paying as many cards as it is long, all of one colour, with locomotives standing in for any of them.
          </li>
          <li>
            <strong>Draw {P.drawTickets} tickets</strong> and keep at least {P.drawKeepMin}.
          </li>
        </ul>
      ),
    },
    {
      id: 'claim',
      title: 'Claiming a route',
      body: (
        <p>
          A route scores at once: {list(points)} points for a route of 1 to {points.length} cars. Once claimed it is yours for the game, drawn with your colour,
          glyph and pattern. On the board, routes you can pay for light up: click one (or pick it from the "Claim a route" list) and choose how to pay; Cancel
          changes nothing.
        </p>
      ),
      picture: { file: 'ttr-claimed-route.png', alt: 'A route claimed by a player, drawn in the player’s colour with the player’s glyph on each car' },
    },
    {
      id: 'grey',
      title: 'Grey routes',
      body: <p>A grey route takes cards of any one colour: three red, or three blue, never two red and a blue. Locomotives still fill in for any card.</p>,
      picture: { file: 'ttr-grey-route.png', alt: 'An unclaimed grey route between two cities' },
    },
    {
      id: 'double',
      title: 'Double routes',
      body: (
        <p>
          Some cities are joined by two tracks side by side. With two or three players only one of them may be claimed; from {P.doubleRoutesMinPlayers} players
          both are open, but never both to the same player.
        </p>
      ),
    },
    {
      id: 'ferries',
      title: 'Ferries and Monsoon Season',
      body: (
        <p>
          A ferry (dashed, with ★ on its cars) needs that many locomotives among the cards you pay. The first time the deck runs out and the discards are
          shuffled into a new one, <strong>Monsoon Season</strong> begins: every ferry nobody has claimed yet needs {P.monsoonExtraLocos} more locomotive for
          the rest of the game. Claim the ferries you need early.
        </p>
      ),
      picture: { file: 'ttr-ferry.png', alt: 'A ferry route with locomotive stars on its cars' },
    },
    {
      id: 'charters',
      title: 'Mail Charters',
      body: (
        <p>
          At the start you are also dealt a Mail Charter: a long ticket worth more than most. Keeping it is up to you. Joined by the end it scores its value;
          not joined, it costs its value.
        </p>
      ),
    },
    {
      id: 'display',
      title: 'Three locomotives face up',
      body: <p>Whenever {P.locoWipeThreshold} of the face-up cards are locomotives, all five are discarded and five new ones are turned up.</p>,
    },
    {
      id: 'end',
      title: 'The end of the game',
      body: (
        <p>
          When a player ends a turn with {P.endTrainsThreshold} trains or fewer, everyone, that player included, takes one more turn; then the game is scored.
        </p>
      ),
    },
    {
      id: 'scoring',
      title: 'Scoring',
      body: (
        <ul>
          <li>The points of your routes.</li>
          <li>Plus each ticket and charter you joined, minus each you did not.</li>
          <li>
            <strong>Loop bonus</strong>: a joined ticket whose two cities are linked by two of your paths that share no route qualifies; 1 to 5 or more such
            tickets score {list(loops)} points.
          </li>
          <li>
            <strong>Longest trail</strong>: {P.longestTrailBonus} points to every player tied for the longest chain of their own routes.
          </li>
        </ul>
      ),
    },
    {
      id: 'board',
      title: 'On this board',
      body: (
        <p>
          The top bar always says whose turn it is and what you may do. <strong>Hint</strong> asks a bot what it would do; <strong>Keys</strong> lists the
          keyboard shortcuts. Your tickets show how many cars are still missing; hover one to see its cities and the routes it still needs on the map.
        </p>
      ),
    },
  ],
};
