/** Every player's train on the India Rails map, side by side when they share a milepost. */
import type { IndiaRailsMapData } from '../../../games/india-rails/map/types.ts';
import type { IndiaRailsState } from '../../../games/india-rails/rules/types.ts';
import { seatStyle } from '../../ui/palette.ts';

/** The trains that are on the map. */
export function Trains({ data, state }: { data: IndiaRailsMapData; state: IndiaRailsState }) {
  return (
    <>
      {state.players.map((p, seat) => {
        if (p.at === null) return null;
        const m = data.mileposts[p.at];
        const st = seatStyle(seat);
        const off = (seat - (state.numPlayers - 1) / 2) * 0.45;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
          <g key={seat} transform={`translate(${m.x + off} ${m.y - 0.2})`} data-testid={`ir-train-${seat}`} data-at={p.at}>
            <title>{`Train of player ${seat + 1}`}</title>
            <rect x={-0.5} y={-0.4} width={1} height={0.8} rx={0.15} fill={st.colour} stroke="#111" strokeWidth={0.08} />
            <text y={0.22} textAnchor="middle" fontSize={0.6} fill={st.ink} className="car-text">
              {st.glyph}
            </text>
          </g>
        );
      })}
    </>
  );
}
