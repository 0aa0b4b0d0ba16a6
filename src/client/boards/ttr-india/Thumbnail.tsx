/** A small picture of the Ticket to Ride – India map for the home page. */
import { TRACKS } from '../../../games/ttr-india/data/board.ts';
import { CITIES } from '../../../games/ttr-india/data/cities.ts';
import { cardStyle } from '../../ui/palette.ts';
import { CITY_XY, TRACK_CARS, TTR_BOUNDS } from './geometry.ts';
import { LAND } from './land.ts';

/** The whole map, routes as coloured car rows, no labels. */
export default function TtrThumbnail() {
  const [x, y, w, h] = TTR_BOUNDS;
  return (
    <svg viewBox={`${x} ${y + h * 0.02} ${w} ${h * 0.96}`} role="img" aria-label="Ticket to Ride – India map" preserveAspectRatio="xMidYMid meet">
      <rect x={x - 500} y={y - 500} width={w + 1000} height={h + 1000} fill="#cfe3ef" />
      {LAND.map((l) => (
        <path key={l.id} d={l.d} fill={l.home ? '#f3ecd9' : '#e4e0d5'} stroke="#9b8f75" strokeWidth={1} />
      ))}
      {TRACKS.map((t) =>
        TRACK_CARS[t.index].map((c, i) => (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: cars are positional
            key={`${t.index}-${i}`}
            x={-c.w / 2}
            y={-c.h / 2}
            width={c.w}
            height={c.h}
            transform={`translate(${c.x} ${c.y}) rotate(${c.angle})`}
            fill={t.colour === 'grey' ? '#a8a8a8' : cardStyle(t.colour).fill}
            stroke="#333"
            strokeWidth={0.6}
          />
        )),
      )}
      {CITIES.map((c) => {
        const [cx, cy] = CITY_XY.get(c.id) ?? [0, 0];
        return <circle key={c.id} cx={cx} cy={cy} r={5} fill="#fff" stroke="#333" strokeWidth={1.5} />;
      })}
    </svg>
  );
}
