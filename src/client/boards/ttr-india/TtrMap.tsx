/**
 * The Ticket to Ride – India map as SVG: land, every track as its cars in its colour (doubles side by
 * side, ferries marked with locomotive stars), claimed tracks in the owner's pattern with their glyph,
 * cities with names. Tracks the player may claim now light up and can be clicked.
 */
import { memo, useState } from 'react';
import { TRACKS, type Track } from '../../../games/ttr-india/data/board.ts';
import { CITIES } from '../../../games/ttr-india/data/cities.ts';
import { UNCLAIMED, type TtrState } from '../../../games/ttr-india/rules/state.ts';
import { trackOpenTo } from '../../../games/ttr-india/rules/claim.ts';
import { PanZoomSvg } from '../../ui/PanZoomSvg.tsx';
import { PatternDefs } from '../../ui/PatternDefs.tsx';
import { cardStyle, seatStyle } from '../../ui/palette.ts';
import { locomotives } from './cards.tsx';
import { CAR_H, CITY_R, CITY_XY, TRACK_CARS, TTR_BOUNDS } from './geometry.ts';
import { LAND } from './land.ts';

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

function trackTitle(t: Track): string {
  const colour = t.colour === 'grey' ? 'grey (any one colour)' : t.colour;
  const ferry = t.route.ferryLocos > 0 ? `, ferry: ${locomotives(t.route.ferryLocos)}` : '';
  const a = CITIES.find((c) => c.id === t.route.a)?.name;
  const b = CITIES.find((c) => c.id === t.route.b)?.name;
  return `${a}–${b}: ${t.route.length} ${colour}${ferry}`;
}

/** Points along a track's cars from the outer end of the first to the outer end of the last (a claimed track's band). */
function bandPoints(cars: readonly { x: number; y: number; w: number; angle: number }[]): string {
  const end = (c: (typeof cars)[number], sign: number) => {
    const r = (c.angle * Math.PI) / 180;
    return `${c.x + (sign * Math.cos(r) * c.w) / 2},${c.y + (sign * Math.sin(r) * c.w) / 2}`;
  };
  const first = cars[0];
  const last = cars[cars.length - 1];
  const mids = cars.map((c) => `${c.x},${c.y}`);
  // The cars' own angle points from a to b; the band runs the same way.
  return [end(first, -1), ...mids, end(last, 1)].join(' ');
}

/** The interactive map. */
export function TtrMap({ state, me, claimable, onClaim, ticketPairs, emphasis }: Props) {
  const [hover, setHover] = useState<{ track: number; x: number; y: number } | null>(null);
  const rings = new Set(ticketPairs.flat());
  const hovered = hover ? TRACKS[hover.track] : undefined;
  const hoverOption = hover ? claimable.get(hover.track) : undefined;
  return (
    <>
      <PanZoomSvg bounds={TTR_BOUNDS} ariaLabel="Map of Ticket to Ride – India" data-testid="ttr-map">
        <PatternDefs />
        <rect x={TTR_BOUNDS[0] - 2000} y={TTR_BOUNDS[1] - 2000} width={TTR_BOUNDS[2] + 4000} height={TTR_BOUNDS[3] + 4000} fill="#cfe3ef" />
        <Land />
        {ticketPairs.map(([a, b]) => {
          const pa = CITY_XY.get(a);
          const pb = CITY_XY.get(b);
          if (!pa || !pb) return null;
          return <line key={`${a}-${b}`} x1={pa[0]} y1={pa[1]} x2={pb[0]} y2={pb[1]} stroke="#b3261e" strokeWidth={3} strokeDasharray="8 6" opacity={0.7} />;
        })}
        {TRACKS.map((t) => {
          const owner = state.owners[t.index];
          const option = claimable.get(t.index);
          const cars = TRACK_CARS[t.index];
          const closed = owner === UNCLAIMED && me !== undefined && !trackOpenTo(state, me, t) && !option;
          const emph = emphasis.has(t.route.id) && owner === UNCLAIMED;
          const style = owner === UNCLAIMED ? cardStyle(t.colour) : null;
          const seat = owner !== UNCLAIMED ? seatStyle(owner) : null;
          const mid = Math.floor((cars.length - 1) / 2);
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: a claimable track is a button (role set below)
            <g
              key={t.index}
              className={`track ${option ? 'track-claimable' : ''} ${closed ? 'track-closed' : ''}`}
              data-testid={`track-${t.route.id}-${t.slot}`}
              data-owner={owner}
              data-claimable={option ? 'true' : undefined}
              opacity={closed ? 0.45 : 1}
              role={option ? 'button' : undefined}
              tabIndex={option ? 0 : undefined}
              aria-label={option ? `Claim ${trackTitle(t)}` : undefined}
              onClick={option ? () => onClaim(t.index) : undefined}
              onKeyDown={option ? (e) => (e.key === 'Enter' || e.key === ' ') && onClaim(t.index) : undefined}
              onPointerEnter={(e) => setHover({ track: t.index, x: e.clientX, y: e.clientY })}
              onPointerLeave={() => setHover((h) => (h?.track === t.index ? null : h))}
              style={option ? { cursor: 'pointer' } : undefined}
            >
              <title>{`${trackTitle(t)}${owner !== UNCLAIMED ? ` — claimed by ${seatStyle(owner).colourName}` : ''}${option ? ` — claimable: ${option.costs.join(' or ')}` : ''}`}</title>
              {seat && (
                // A claimed track is one thick band in its owner's colour, cased in black: visible at any zoom.
                <g className="owner-band" data-testid={`owner-band-${t.route.id}-${t.slot}`}>
                  <polyline points={bandPoints(cars)} fill="none" stroke="#111" strokeWidth={CAR_H + 7} strokeLinecap="round" strokeLinejoin="round" />
                  <polyline points={bandPoints(cars)} fill="none" stroke={seat.colour} strokeWidth={CAR_H + 4.4} strokeLinecap="round" strokeLinejoin="round" />
                </g>
              )}
              {(option || emph) &&
                cars.map((c, i) => (
                  <rect
                    // biome-ignore lint/suspicious/noArrayIndexKey: cars are positional
                    key={`h${i}`}
                    className={option ? 'car-glow' : 'car-emph'}
                    x={-c.w / 2 - 2.2}
                    y={-c.h / 2 - 2.2}
                    width={c.w + 4.4}
                    height={c.h + 4.4}
                    rx={2}
                    transform={`translate(${c.x} ${c.y}) rotate(${c.angle})`}
                    fill={option ? '#ffbf00' : '#b3261e'}
                  />
                ))}
              {cars.map((c, i) => (
                <g
                  // biome-ignore lint/suspicious/noArrayIndexKey: cars are positional
                  key={i}
                  transform={`translate(${c.x} ${c.y}) rotate(${c.angle})`}
                >
                  <rect
                    x={-c.w / 2}
                    y={-c.h / 2}
                    width={c.w}
                    height={c.h}
                    rx={1.2}
                    fill={seat ? `url(#${seat.pattern})` : style?.fill}
                    stroke={seat ? seat.ink : t.route.ferryLocos > 0 ? '#0b4f8a' : '#333'}
                    strokeWidth={seat ? 0.6 : 0.7}
                    strokeDasharray={!seat && t.route.ferryLocos > 0 ? '2 1' : undefined}
                  />
                  {!seat && i < t.route.ferryLocos && (
                    <text className="car-text" fontSize={6} y={2.2} textAnchor="middle" fill="#111">
                      ★
                    </text>
                  )}
                  {!seat && i === mid && style?.label && t.route.ferryLocos === 0 && (
                    <text
                      className="car-text"
                      fontSize={5.5}
                      y={2}
                      textAnchor="middle"
                      fill={style.ink}
                      transform={Math.abs(c.angle) > 90 ? 'rotate(180)' : undefined}
                    >
                      {style.label}
                    </text>
                  )}
                  {seat && i !== mid && (
                    <text
                      className="car-text"
                      fontSize={6}
                      y={2.2}
                      textAnchor="middle"
                      fill={seat.ink}
                      stroke={seat.colour}
                      strokeWidth={1.5}
                      paintOrder="stroke"
                    >
                      {seat.glyph}
                    </text>
                  )}
                </g>
              ))}
              {seat && (
                <g transform={`translate(${cars[mid].x} ${cars[mid].y})`} className="owner-badge">
                  <circle r={9} fill={seat.colour} stroke="#111" strokeWidth={3.4} />
                  <circle r={9} fill={seat.colour} stroke="#fff" strokeWidth={1.6} />
                  <text className="car-text" fontSize={11} y={3.9} textAnchor="middle" fill={seat.ink}>
                    {seat.glyph}
                  </text>
                </g>
              )}
            </g>
          );
        })}
        {CITIES.map((c) => {
          const [x, y] = CITY_XY.get(c.id) ?? [0, 0];
          const ringed = rings.has(c.id);
          return (
            <g key={c.id} className={`city ${ringed ? 'city-ticket' : ''}`} data-testid={`city-${c.id}`}>
              {ringed && <circle cx={x} cy={y} r={CITY_R + 4} fill="none" stroke="#b3261e" strokeWidth={2.5} />}
              <circle cx={x} cy={y} r={CITY_R - 1} fill="#fff" stroke="#333" strokeWidth={1.6} />
              <text x={x} y={y - CITY_R - 2} textAnchor="middle" fontSize={ringed ? 12.5 : 11} fontWeight={ringed ? 700 : 600} className="city-label">
                {c.name}
              </text>
            </g>
          );
        })}
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
