/** One Ticket to Ride – India track on the map: its cars, the owner's band and badge, the glow of a claimable track. */
import type { Track } from '../../../games/ttr-india/data/board.ts';
import { CITIES } from '../../../games/ttr-india/data/cities.ts';
import { UNCLAIMED } from '../../../games/ttr-india/rules/state.ts';
import { cardStyle, seatStyle } from '../../ui/palette.ts';
import { locomotives } from './cards.tsx';
import { CAR_H, TRACK_CARS } from './geometry.ts';

type Car = (typeof TRACK_CARS)[number][number];

/** A track in words: "Delhi–Agra: 3 red, ferry: 1 locomotive". */
export function trackTitle(t: Track): string {
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

/** One car: its colour (or the owner's pattern), a ferry's locomotive star, the colour letter in the middle car, the owner's glyph. */
function TrackCar({ t, c, i, mid, owner }: { t: Track; c: Car; i: number; mid: number; owner: number }) {
  const style = owner === UNCLAIMED ? cardStyle(t.colour) : null;
  const seat = owner !== UNCLAIMED ? seatStyle(owner) : null;
  return (
    <g transform={`translate(${c.x} ${c.y}) rotate(${c.angle})`}>
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
        <text className="car-text" fontSize={5.5} y={2} textAnchor="middle" fill={style.ink} transform={Math.abs(c.angle) > 90 ? 'rotate(180)' : undefined}>
          {style.label}
        </text>
      )}
      {seat && i !== mid && (
        <text className="car-text" fontSize={6} y={2.2} textAnchor="middle" fill={seat.ink} stroke={seat.colour} strokeWidth={1.5} paintOrder="stroke">
          {seat.glyph}
        </text>
      )}
    </g>
  );
}

/** Props of a track. */
export interface TrackViewProps {
  t: Track;
  owner: number;
  /** Set when the viewer may claim the track now: its payments, for the tooltip. */
  option: { costs: string[] } | undefined;
  /** Unclaimed but closed to the viewer (e.g. the other half of a double in a small game). */
  closed: boolean;
  /** Outlined (a hovered ticket needs it, or the hint names it). */
  emph: boolean;
  onClaim: (track: number) => void;
  /** The pointer entered the track (at a point) or left it (null). */
  onHover: (track: number, at: { x: number; y: number } | null) => void;
}

/** The track, clickable when claimable. */
export function TrackView({ t, owner, option, closed, emph, onClaim, onHover }: TrackViewProps) {
  const cars = TRACK_CARS[t.index];
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
      onPointerEnter={(e) => onHover(t.index, { x: e.clientX, y: e.clientY })}
      onPointerLeave={() => onHover(t.index, null)}
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
        // biome-ignore lint/suspicious/noArrayIndexKey: cars are positional
        <TrackCar key={i} t={t} c={c} i={i} mid={mid} owner={owner} />
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
}
