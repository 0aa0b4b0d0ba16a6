/** Marks on the India Rails cities: where the train may be placed, and a demand's sources ("pick up") and destination ("deliver"). */
import type { IndiaRailsMapData } from '../../../games/india-rails/map/types.ts';

/** Highlights of cities: sources (pick up) and destinations (deliver). */
export interface CityHighlight {
  sources: string[];
  destinations: string[];
}

/** Rings the cities where the train may be placed. */
export function PlaceableRings({ data, placeable }: { data: IndiaRailsMapData; placeable: ReadonlySet<string> | null }) {
  return (
    <>
      {placeable &&
        data.cities
          .filter((c) => placeable.has(c.id))
          .map((c) => (
            <circle
              key={`pl-${c.id}`}
              cx={data.mileposts[c.milepost].x}
              cy={data.mileposts[c.milepost].y}
              r={0.75}
              fill="none"
              stroke="#ffbf00"
              strokeWidth={0.16}
              className="ir-placeable"
            />
          ))}
    </>
  );
}

/** Rings and labels a hovered demand's cities. */
export function DemandHighlights({ data, highlight }: { data: IndiaRailsMapData; highlight: CityHighlight | null }) {
  return (
    <>
      {highlight &&
        [...highlight.sources.map((id) => ({ id, kind: 'source' })), ...highlight.destinations.map((id) => ({ id, kind: 'dest' }))].map(({ id, kind }) => {
          const c = data.cities.find((x) => x.id === id);
          if (!c) return null;
          const m = data.mileposts[c.milepost];
          return (
            <g key={`${kind}-${id}`} data-testid={`ir-highlight-${kind}-${id}`}>
              <circle cx={m.x} cy={m.y} r={c.class === 'major' ? 2 : 1.1} fill="none" stroke={kind === 'source' ? '#1b7f3b' : '#b3261e'} strokeWidth={0.22} />
              <text
                x={m.x}
                y={m.y + (c.class === 'major' ? 2.9 : 1.9)}
                textAnchor="middle"
                fontSize={0.6}
                fontWeight={700}
                className="ir-hl-label"
                fill={kind === 'source' ? '#1b7f3b' : '#b3261e'}
              >
                {kind === 'source' ? 'pick up' : 'deliver'}
              </text>
            </g>
          );
        })}
    </>
  );
}
