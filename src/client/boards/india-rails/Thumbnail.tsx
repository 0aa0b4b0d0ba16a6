/** A small picture of the India Rails map for the home page: land, terrain, rivers and cities. */
import { INDIA_RAILS_MAP } from '../../../games/india-rails/map/index.ts';

const TINT: Record<string, string> = { mountain: '#c9a77a', alpine: '#ffffff', desert: '#eacb84', saltFlat: '#c9d6d6' };

/** The whole map at a glance. */
export default function IndiaRailsThumbnail() {
  const data = INDIA_RAILS_MAP;
  const xs = data.mileposts.map((m) => m.x);
  const ys = data.mileposts.map((m) => m.y);
  const x0 = Math.min(...xs) - 1;
  const y0 = Math.min(...ys) - 1;
  const w = Math.max(...xs) - x0 + 1;
  const h = Math.max(...ys) - y0 + 1;
  const ring = (r: readonly (readonly [number, number])[]) => `M${r.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join('L')}`;
  return (
    <svg viewBox={`${x0} ${y0} ${w} ${h}`} role="img" aria-label="India Rails map" preserveAspectRatio="xMidYMid meet">
      <rect x={x0 - 50} y={y0 - 50} width={w + 100} height={h + 100} fill="#cfe3ef" />
      <path
        d={data.mileposts.map((m) => `M${(m.x - 0.75).toFixed(1)},${m.y.toFixed(1)}a0.75,0.75 0 1,0 1.5,0a0.75,0.75 0 1,0 -1.5,0`).join('')}
        fill="#f6f0dd"
      />
      <path d={data.outlines.coast.map((r) => ring(r)).join('')} fill="none" stroke="#7d8f9c" strokeWidth={0.2} />
      {Object.entries(TINT).map(([t, fill]) => (
        <path
          key={t}
          d={data.mileposts
            .filter((m) => m.terrain === t)
            .map((m) => `M${(m.x - 0.55).toFixed(1)},${m.y.toFixed(1)}a0.55,0.55 0 1,0 1.1,0a0.55,0.55 0 1,0 -1.1,0`)
            .join('')}
          fill={fill}
        />
      ))}
      {data.rivers.map((r) => (
        <path key={r.id} d={ring(r.board ?? [])} fill="none" stroke="#3f88c5" strokeWidth={0.3} />
      ))}
      {data.cities.map((c) => {
        const m = data.mileposts[c.milepost];
        return <circle key={c.id} cx={m.x} cy={m.y} r={c.class === 'major' ? 1.1 : 0.5} fill="#d62828" stroke="#6a040f" strokeWidth={0.12} />;
      })}
    </svg>
  );
}
