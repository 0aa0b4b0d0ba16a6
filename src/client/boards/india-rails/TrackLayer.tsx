/** Every player's built track on the India Rails map, in the seat's colour and dash pattern over a white casing. */
import { memo } from 'react';
import type { IndiaRailsMapData } from '../../../games/india-rails/map/types.ts';
import { seatStyle } from '../../ui/palette.ts';
import { MAP_COLOURS } from './map-colours.ts';

/** The seat's dash pattern scaled to the map's units. */
function dashFor(seat: number): string | undefined {
  const d = seatStyle(seat).dash;
  return d
    ? d
        .split(' ')
        .map((v) => (Number(v) / 8).toFixed(3))
        .join(' ')
    : undefined;
}

/** The track layer (redrawn only when the track changes). */
export const TrackLayer = memo(function TrackLayer({
  data,
  track,
  edgeEnds,
}: {
  data: IndiaRailsMapData;
  track: number[][];
  edgeEnds: (k: number) => [number, number];
}) {
  return (
    <g className="ir-track">
      {track.map((edges, seat) => {
        const d = edges
          .map((k) => {
            const [a, b] = edgeEnds(k);
            const pa = data.mileposts[a];
            const pb = data.mileposts[b];
            return `M${pa.x.toFixed(2)},${pa.y.toFixed(2)}L${pb.x.toFixed(2)},${pb.y.toFixed(2)}`;
          })
          .join('');
        const st = seatStyle(seat);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
          <g key={seat} data-testid={`ir-track-${seat}`} data-segments={edges.length}>
            <path d={d} stroke={MAP_COLOURS.casing} strokeWidth={0.6} strokeLinecap="round" fill="none" opacity={0.9} />
            <path d={d} stroke={st.colour} strokeWidth={0.4} strokeLinecap="butt" strokeDasharray={dashFor(seat)} fill="none" />
          </g>
        );
      })}
    </g>
  );
});
