/**
 * How to play India Rails, in short sections (the full rules: docs/rules/india-rails.md). Every
 * number comes from the rules' parameters and the map's build costs, and the variants are the ones
 * the new-game page offers, so the page follows the rules when they change.
 */
import { INDIA_RAILS_ABOUT } from '../../../games/india-rails/about.ts';
import { DEFAULT_BUILD_COSTS as COST } from '../../../games/india-rails/map/costs.ts';
import { DEFAULT_PARAMS as P } from '../../../games/india-rails/params.ts';
import type { GameHelp } from '../types.ts';

const speed = P.speed;

/** The how-to-play page of India Rails. */
export const INDIA_RAILS_HELP: GameHelp = {
  gameId: 'india-rails',
  title: 'India Rails',
  intro: (
    <p>
      Draw your railway across the subcontinent, run your train over it, and carry loads from the cities that produce them to the cities that want them. The
      first player to hold <strong>{P.winCash}M</strong> with track joining <strong>all {P.majorCitiesToConnect} major cities</strong> wins.
    </p>
  ),
  sections: [
    {
      id: 'turn',
      title: 'Your turn',
      body: (
        <ol>
          <li>
            <strong>Operations</strong>: move your train, pick up loads and deliver them, in any order.
          </li>
          <li>
            <strong>Building</strong>: spend up to {P.buildLimit}M on track, or upgrade your train.
          </li>
        </ol>
      ),
    },
    {
      id: 'start',
      title: 'The first turns: building only',
      body: (
        <p>
          Everyone starts with {P.startingCash}M and takes {P.buildingTurns} building turns before any train runs (the second round goes back the other way).
          Build from a major city toward the loads and cities on your demand cards, so your first delivery is short.
        </p>
      ),
    },
    {
      id: 'build',
      title: 'Building track',
      body: (
        <>
          <p>
            Track starts at a major city or anywhere your own track already reaches. Each step to the next milepost costs what that milepost costs: clear{' '}
            {COST.terrain.clear}M, mountain {COST.terrain.mountain}M, desert {COST.terrain.desert}M, salt flat {COST.terrain.saltFlat}M, alpine{' '}
            {COST.terrain.alpine}M, a small or medium city {COST.city.small}M, a major city {COST.city.major}M, and {COST.river}M more to bridge a river.
          </p>
          <p>
            On the board, click a milepost: the cheapest line from your track (or a major city) is drawn, green as far as this turn’s money goes. “Add to plan”
            keeps it; the plan is built when you end your turn.
          </p>
        </>
      ),
      picture: { file: 'ir-build.png', alt: 'A planned line of track from a major city, drawn milepost by milepost with its cost' },
    },
    {
      id: 'majors',
      title: 'Major cities',
      body: (
        <p>
          Bombay, Calcutta, Delhi, Karachi and Madras are each a red hexagon of seven mileposts. Nobody builds inside one, and every train may run through it as
          if it were its own track. At most {P.majorCitySegmentsPerTurn} segments a turn may be built out of major cities. Small cities take at most{' '}
          {P.cityPlayerLimit.small} players’ track, medium cities {P.cityPlayerLimit.medium}.
        </p>
      ),
      picture: { file: 'ir-major-city.png', alt: 'A major city: a red hexagon of mileposts on the map' },
    },
    {
      id: 'demands',
      title: 'Demand cards',
      body: (
        <p>
          You hold {P.handSize} demand cards, each with three demands: a load, the city that wants it and what it pays. Deliver one and the card is used up
          (only one demand of a card is ever paid) and you draw a new card. Hover a demand to light its sources and its city on the map. Instead of a turn you
          may throw away all your cards and draw new ones.
        </p>
      ),
      picture: { file: 'ir-demand-card.png', alt: 'A demand card with three demands: load, city and payout' },
    },
    {
      id: 'train',
      title: 'Running the train and carrying loads',
      body: (
        <>
          <p>
            At your first operations turn, put your train in any city. It moves up to {speed.freight} mileposts a turn along your track, the major cities and
            other players’ track (paying {P.rent}M to each owner whose track you enter, once a turn). It can turn round only in a city.
          </p>
          <p>
            In a city that produces a load, pick it up (a Freight carries {P.capacity.freight}); in a city that wants it, deliver it and get paid. Loading and
            unloading cost no movement.
          </p>
        </>
      ),
    },
    {
      id: 'upgrade',
      title: 'Upgrading the train',
      body: (
        <p>
          Instead of building, pay {P.upgradeCost}M for a Fast Freight ({speed.fastFreight} mileposts) or a Heavy Freight ({P.capacity.heavyFreight} loads), and
          later a Super Freight (both).
        </p>
      ),
    },
    {
      id: 'events',
      title: 'Events',
      body: (
        <>
          <p>Event cards are shuffled into the demand deck and act the moment they are drawn; most stay in play until the end of their drawer’s next turn.</p>
          <ul>
            <li>
              <strong>Derailment</strong>: trains near the named cities lose a load and their owners lose a turn.
            </li>
            <li>
              <strong>Flood</strong>: every bridge over the named rivers is washed away; nobody builds or crosses there for now, and the owner may rebuild
              first.
            </li>
            <li>
              <strong>Rail strike</strong>: no pickups or deliveries near the coast, inland or near the border, as the card says.
            </li>
            <li>
              <strong>Sand storm</strong>: track into a desert area is erased and nobody builds or runs there for now.
            </li>
            <li>
              <strong>Excess Profits Tax</strong>: everyone with {P.taxBands[1]?.from}M or more pays, more the richer they are.
            </li>
          </ul>
        </>
      ),
      picture: { file: 'ir-event.png', alt: 'The events in play, listed beside the map' },
    },
    {
      id: 'winning',
      title: 'Winning',
      body: (
        <p>
          At the end of your own turn, with {P.winCash}M and your track joining all {P.majorCitiesToConnect} major cities, you declare victory. The round is
          finished so everyone has had as many turns; among those who declared, the most cash wins. Money spent on track and trains does not count.
        </p>
      ),
    },
    {
      id: 'variants',
      title: 'Variants you can choose',
      body: (
        <>
          <p>The new-game page offers these; all are off unless you tick them.</p>
          <dl className="help-variants">
            {INDIA_RAILS_ABOUT.variants.map((v) => (
              <div key={v.key}>
                <dt>{v.label}</dt>
                <dd>{v.help}</dd>
              </div>
            ))}
          </dl>
        </>
      ),
    },
    {
      id: 'board',
      title: 'On this board',
      body: (
        <p>
          <strong>Build</strong> and <strong>Move</strong> switch what a click on the map does; <strong>Undo</strong> takes back the last planned segment;{' '}
          <strong>End turn</strong> builds the plan and passes. <strong>Hint</strong> asks a bot what it would do, and “Do it” plays it. The “Map key” gives
          each terrain’s symbol and cost.
        </p>
      ),
    },
  ],
};
