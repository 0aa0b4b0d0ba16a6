/**
 * The static layers of the India Rails board, drawn once: sea, land and borders, terrain (a tint
 * per region and a symbol per milepost, so terrain reads without colour), rivers, and the cities by
 * class (major hexagon, medium square, small circle) with their goods.
 */
import { memo, useMemo } from 'react';
import type { IndiaRailsMapData, Terrain } from '../../../games/india-rails/map/types.ts';
import { type MapLabel, useMapLabels } from '../../ui/mapLabels.ts';
import type { MapGeometry } from './geometry.ts';
import { MAP_COLOURS } from './map-colours.ts';
import { TERRAIN_STYLE, TERRAINS } from './terrain-style.ts';

function polyline(points: readonly (readonly [number, number])[]): string {
  return `M${points.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join('L')}`;
}

/** Terrain symbols as one path per terrain (thousands of mileposts, a handful of elements). */
function terrainPaths(data: IndiaRailsMapData) {
  const paths: Record<Terrain, string[]> = { clear: [], mountain: [], alpine: [], desert: [], saltFlat: [] };
  const tints: Record<Terrain, string[]> = { clear: [], mountain: [], alpine: [], desert: [], saltFlat: [] };
  const r = 0.58;
  for (const m of data.mileposts) {
    if (m.city) continue;
    const x = m.x;
    const y = m.y;
    tints[m.terrain].push(`M${(x - r).toFixed(2)},${y.toFixed(2)}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0`);
    paths[m.terrain].push(TERRAIN_STYLE[m.terrain].symbol(x, y));
  }
  return { paths, tints };
}

/** Every static layer. */
export const MapLayers = memo(function MapLayers({ data, geo, rivers }: { data: IndiaRailsMapData; geo: MapGeometry; rivers: { id: string; d: string }[] }) {
  const { paths, tints } = terrainPaths(data);
  // Land is where the mileposts are (the coast data are open polylines, not polygons to fill).
  const land = data.mileposts.map((m) => `M${(m.x - 0.7).toFixed(2)},${m.y.toFixed(2)}a0.7,0.7 0 1,0 1.4,0a0.7,0.7 0 1,0 -1.4,0`).join('');
  const closedRings = data.outlines.coast
    .filter((r) => r.length > 3 && r[0][0] === r[r.length - 1][0] && r[0][1] === r[r.length - 1][1])
    .map((r) => `${polyline(r)}Z`)
    .join('');
  const b = geo.bounds;
  return (
    <g className="ir-static">
      <rect x={b[0] - 200} y={b[1] - 200} width={b[2] + 400} height={b[3] + 400} fill={MAP_COLOURS.sea} />
      <path d={land} fill={MAP_COLOURS.land} />
      <path d={closedRings} fill={MAP_COLOURS.land} />
      <path d={data.outlines.coast.map((ring) => polyline(ring)).join('')} fill="none" stroke={MAP_COLOURS.coast} strokeWidth={0.12} />
      {TERRAINS.map((t) => {
        const tint = TERRAIN_STYLE[t].tint;
        return tint ? <path key={`tint-${t}`} d={tints[t].join('')} fill={tint} opacity={0.9} /> : null;
      })}
      <path d={data.outlines.borders.map((l) => polyline(l)).join('')} fill="none" stroke={MAP_COLOURS.border} strokeWidth={0.1} strokeDasharray="0.5 0.25" />
      {rivers.map((r) => (
        <path key={r.id} d={r.d} fill="none" stroke={MAP_COLOURS.river} strokeWidth={0.24} strokeLinecap="round" strokeLinejoin="round" opacity={0.9} />
      ))}
      {TERRAINS.map((t) => {
        const st = TERRAIN_STYLE[t];
        return <path key={`sym-${t}`} d={paths[t].join('')} fill={st.fill} stroke={st.stroke} strokeWidth={st.strokeWidth} />;
      })}
    </g>
  );
});

/** City markers and names, above the track. */
export const CityLayer = memo(function CityLayer({
  data,
  geo,
  goodsAt,
}: {
  data: IndiaRailsMapData;
  geo: MapGeometry;
  goodsAt: ReadonlyMap<string, readonly string[]>;
}) {
  // On a crowded phone map the names of major cities are kept first, then medium ones.
  const labels = useMemo<MapLabel[]>(
    () =>
      data.cities.map((c) => {
        const m = data.mileposts[c.milepost];
        const major = c.class === 'major';
        return {
          id: c.id,
          x: m.x,
          y: major ? m.y - 1.55 : m.y - 0.6,
          text: c.name,
          size: major ? 0.95 : 0.7,
          priority: major ? 2 : c.class === 'medium' ? 1 : 0,
        };
      }),
    [data],
  );
  const shown = useMapLabels(labels, 0.7);
  return (
    <g className="ir-cities">
      {data.cities.map((c, i) => {
        const m = data.mileposts[c.milepost];
        const goods = (goodsAt.get(c.id) ?? c.goods).filter((g) => g !== 'Pilgrims');
        const font = shown.get(c.id);
        return (
          <g key={c.id} data-testid={`ir-city-${c.id}`}>
            {c.class === 'major' ? (
              <polygon points={geo.hexagon(c)} fill={MAP_COLOURS.city} fillOpacity={0.35} stroke={MAP_COLOURS.majorEdge} strokeWidth={0.14} />
            ) : c.class === 'medium' ? (
              <rect x={m.x - 0.36} y={m.y - 0.36} width={0.72} height={0.72} fill={MAP_COLOURS.city} stroke={MAP_COLOURS.cityEdge} strokeWidth={0.08} />
            ) : (
              <circle cx={m.x} cy={m.y} r={0.34} fill={MAP_COLOURS.city} stroke={MAP_COLOURS.cityEdge} strokeWidth={0.08} />
            )}
            {font !== undefined && (
              <text x={m.x} y={labels[i].y} textAnchor="middle" className="ir-city-label" fontSize={font} fontWeight={c.class === 'major' ? 800 : 600}>
                {c.name}
              </text>
            )}
            {goods.length > 0 && (
              <text x={m.x} y={m.y + (c.class === 'major' ? 1.9 : 0.95)} textAnchor="middle" className="ir-goods-label" fontSize={0.5}>
                {goods.join(' · ')}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
});
