/**
 * The Ticket to Ride – India map as SVG: land, every track as its cars in its colour (doubles side by
 * side, ferries marked with locomotive stars), claimed tracks in the owner's pattern with their glyph,
 * cities with names. Tracks the player may claim now light up and can be clicked.
 */
import { memo, useMemo, useState } from 'react';
import { TRACKS, type Track } from '../../../games/ttr-india/data/board.ts';
import { CITIES } from '../../../games/ttr-india/data/cities.ts';
import { UNCLAIMED, type TtrState } from '../../../games/ttr-india/rules/state.ts';
import { trackOpenTo } from '../../../games/ttr-india/rules/claim.ts';
import { type MapLabel, useMapLabels } from '../../ui/mapLabels.ts';
import { PanZoomSvg } from '../../ui/PanZoomSvg.tsx';
import { PatternDefs } from '../../ui/PatternDefs.tsx';
import { CITY_R, CITY_XY, TTR_BOUNDS } from './geometry.ts';
import { LAND } from './land.ts';
import { TrackView, trackTitle } from './TrackView.tsx';

/** What a claimable track would cost, for its tooltip. */
export interface ClaimOption {
  track: Track;
  costs: string[];
}

interface Props {
  state: TtrState;
  me: number | undefined;
  claimable: ReadonlyMap<number, ClaimOption>;
  onClaim: (track: number) => void;
  /** Cities to ring (tickets on show) and the pairs to join with a dashed line. */
  ticketPairs: [string, string][];
  /** Routes to outline (what a hovered ticket still needs, or the hint). */
  emphasis: ReadonlySet<string>;
}

const Land = memo(function Land() {
  return (
    <g className="land">
      {LAND.map((l) => (
        <path key={l.id} d={l.d} fill={l.home ? '#f3ecd9' : '#e4e0d5'} stroke="#9b8f75" strokeWidth={0.8} />
      ))}
    </g>
  );
});

/** The dashed lines between the cities of the tickets on show. */
function TicketLines({ pairs }: { pairs: [string, string][] }) {
  return (
    <>
      {pairs.map(([a, b]) => {
        const pa = CITY_XY.get(a);
        const pb = CITY_XY.get(b);
        if (!pa || !pb) return null;
        return <line key={`${a}-${b}`} x1={pa[0]} y1={pa[1]} x2={pb[0]} y2={pb[1]} stroke="#b3261e" strokeWidth={3} strokeDasharray="8 6" opacity={0.7} />;
      })}
    </>
  );
}

/** How many routes meet at each city: on a crowded phone map, the names of hubs are kept first. */
const ROUTES_AT = new Map<string, number>();
for (const t of TRACKS) for (const c of [t.route.a, t.route.b]) ROUTES_AT.set(c, (ROUTES_AT.get(c) ?? 0) + 1);

/** Font size in map units of a city name, and of a name of a ticket on show. */
const LABEL_SIZE = 11;
const RINGED_LABEL_SIZE = 12.5;

/** The cities with their names; those in `rings` (tickets on show) are ringed and bold, and their names always drawn. */
function CityMarks({ rings }: { rings: ReadonlySet<string> }) {
  const labels = useMemo<MapLabel[]>(
    () =>
      CITIES.map((c) => {
        const [x, y] = CITY_XY.get(c.id) ?? [0, 0];
        const ringed = rings.has(c.id);
        return {
          id: c.id,
          x,
          y: y - CITY_R - 2,
          text: c.name,
          size: ringed ? RINGED_LABEL_SIZE : LABEL_SIZE,
          priority: ringed ? 1000 : (ROUTES_AT.get(c.id) ?? 0),
        };
      }),
    [rings],
  );
  const shown = useMapLabels(labels, LABEL_SIZE);
  return (
    <>
      {CITIES.map((c, i) => {
        const [x, y] = CITY_XY.get(c.id) ?? [0, 0];
        const ringed = rings.has(c.id);
        const font = shown.get(c.id);
        return (
          <g key={c.id} className={`city ${ringed ? 'city-ticket' : ''}`} data-testid={`city-${c.id}`}>
            {ringed && <circle cx={x} cy={y} r={CITY_R + 4} fill="none" stroke="#b3261e" strokeWidth={2.5} />}
            <circle cx={x} cy={y} r={CITY_R - 1} fill="#fff" stroke="#333" strokeWidth={1.6} />
            {font !== undefined && (
              <text x={x} y={labels[i].y} textAnchor="middle" fontSize={font} fontWeight={ringed ? 700 : 600} className="city-label">
                {c.name}
              </text>
            )}
          </g>
        );
      })}
    </>
  );
}

/** The interactive map. */
export function TtrMap({ state, me, claimable, onClaim, ticketPairs, emphasis }: Props) {
  const [hover, setHover] = useState<{ track: number; x: number; y: number } | null>(null);
  const hovered = hover ? TRACKS[hover.track] : undefined;
  const hoverOption = hover ? claimable.get(hover.track) : undefined;
  const ringKey = ticketPairs.flat().join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rung cities change only when their names do
  const rings = useMemo(() => new Set(ticketPairs.flat()), [ringKey]);
  const onHover = (track: number, at: { x: number; y: number } | null) => setHover((h) => (at ? { track, ...at } : h?.track === track ? null : h));
  return (
    <>
      <PanZoomSvg bounds={TTR_BOUNDS} ariaLabel="Map of Ticket to Ride – India" data-testid="ttr-map">
        <PatternDefs />
        <rect x={TTR_BOUNDS[0] - 2000} y={TTR_BOUNDS[1] - 2000} width={TTR_BOUNDS[2] + 4000} height={TTR_BOUNDS[3] + 4000} fill="#cfe3ef" />
        <Land />
        <TicketLines pairs={ticketPairs} />
        {TRACKS.map((t) => {
          const owner = state.owners[t.index];
          const option = claimable.get(t.index);
          return (
            <TrackView
              key={t.index}
              t={t}
              owner={owner}
              option={option}
              closed={owner === UNCLAIMED && me !== undefined && !trackOpenTo(state, me, t) && !option}
              emph={emphasis.has(t.route.id) && owner === UNCLAIMED}
              onClaim={onClaim}
              onHover={onHover}
            />
          );
        })}
        <CityMarks rings={rings} />
      </PanZoomSvg>
      {hovered && (
        <div className="map-tooltip" style={{ left: hover?.x, top: hover?.y }} data-testid="track-tooltip">
          <div>{trackTitle(hovered)}</div>
          {hoverOption && <div className="ok">Claim for: {hoverOption.costs.join(' or ')}</div>}
        </div>
      )}
    </>
  );
}
