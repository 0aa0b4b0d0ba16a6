/**
 * Draws an India Rails map as SVG: a hexagonal cell per milepost coloured by terrain, the coast,
 * country borders, rivers, red areas and cities by class with their names, and a legend.
 */
import type { IndiaRailsMapData, Terrain } from '../../src/games/india-rails/map/types.ts';

/** Terrain fill colours of the preview. */
export const TERRAIN_COLOURS: Record<Terrain, string> = {
  clear: '#e9f0d0',
  mountain: '#c49a6c',
  alpine: '#f4f4fb',
  desert: '#f1cf6e',
  saltFlat: '#b7cdd6',
};

const SEA = '#a9cde8';

/** Where along a river (0 source, 1 mouth) its name goes, away from crowded cities. */
const RIVER_LABEL_AT: Record<string, number> = {
  jhelum: 0.72,
  chenab: 0.6,
  ravi: 0.75,
  sutlej: 0.7,
  ganges: 0.7,
  yamuna: 0.3,
  indus: 0.6,
};

/** Where a crowded city's name goes (default: above right). */
const LABEL_PLACEMENT: Record<string, 'left' | 'below' | 'above'> = {
  rawalpindi: 'left',
  allahabad: 'below',
  kanpur: 'left',
  khulna: 'above',
  karachi: 'left',
  srinagar: 'above',
  calcutta: 'below',
  jamshedpur: 'left',
  'hyderabad-pakistan': 'below',
  guwahati: 'below',
  pune: 'below',
  lahore: 'left',
  multan: 'below',
};
const PX = 16; // pixels per milepost spacing

/** The SVG text of the whole map. */
export function renderMapSvg(map: IndiaRailsMapData): string {
  const xs = map.mileposts.map((m) => m.x);
  const ys = map.mileposts.map((m) => m.y);
  const x0 = Math.min(...xs) - 1.5;
  const y0 = Math.min(...ys) - 1.5;
  const w = (Math.max(...xs) + 1.5 - x0) * PX;
  const h = (Math.max(...ys) + 1.5 - y0) * PX;
  const px = (x: number) => ((x - x0) * PX).toFixed(1);
  const py = (y: number) => ((y - y0) * PX).toFixed(1);
  const line = (pts: [number, number][]) => pts.map(([x, y], i) => `${i ? 'L' : 'M'}${px(x)} ${py(y)}`).join('');
  // The Voronoi cell of a triangular-lattice point is a pointy-top hexagon of circumradius 1/√3.
  const r = 1 / Math.sqrt(3);
  const hex = (x: number, y: number) =>
    Array.from({ length: 6 }, (_, k) => {
      const a = (Math.PI / 3) * k + Math.PI / 6;
      return `${px(x + r * Math.cos(a))},${py(y + r * Math.sin(a))}`;
    }).join(' ');

  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w.toFixed(0)}" height="${h.toFixed(0)}" viewBox="0 0 ${w.toFixed(0)} ${h.toFixed(0)}" font-family="DejaVu Sans, Arial, sans-serif">`,
    `<rect width="100%" height="100%" fill="${SEA}"/>`,
    `<path d="${map.outlines.land.map((ring) => `${line(ring)}Z`).join('')}" fill="#f3eedc" fill-rule="evenodd"/>`,
  );
  out.push('<g stroke="#00000018" stroke-width="0.5">');
  for (const m of map.mileposts) {
    out.push(`<polygon points="${hex(m.x, m.y)}" fill="${TERRAIN_COLOURS[m.terrain]}"/>`);
  }
  out.push('</g>');
  out.push(`<g fill="none" stroke="#2f5f86" stroke-width="1.4">`);
  for (const c of map.outlines.coast) out.push(`<path d="${line(c)}"/>`);
  out.push('</g>');
  out.push(`<g fill="none" stroke="#8a2a2a" stroke-width="1.6" stroke-dasharray="6 3">`);
  for (const b of map.outlines.borders) out.push(`<path d="${line(b)}"/>`);
  out.push('</g>');
  out.push(`<g fill="none" stroke="#1f6fd1" stroke-width="2.2" stroke-linejoin="round" stroke-linecap="round">`);
  for (const river of map.rivers) out.push(`<path d="${line(river.board)}"><title>${river.name}</title></path>`);
  out.push('</g>');
  // Milepost dots: mountains as triangles, alpine as bold triangles, others as dots.
  out.push('<g>');
  for (const m of map.mileposts) {
    if (m.city) continue;
    const cx = (m.x - x0) * PX;
    const cy = (m.y - y0) * PX;
    if (m.terrain === 'mountain' || m.terrain === 'alpine') {
      const s = m.terrain === 'alpine' ? 4.5 : 3.5;
      const fill = m.terrain === 'alpine' ? '#5b4a9a' : '#5a3b1c';
      out.push(
        `<polygon points="${(cx - s).toFixed(1)},${(cy + s * 0.8).toFixed(1)} ${(cx + s).toFixed(1)},${(cy + s * 0.8).toFixed(1)} ${cx.toFixed(1)},${(cy - s).toFixed(1)}" fill="${fill}"/>`,
      );
    } else {
      const fill = m.terrain === 'desert' ? '#9a6b12' : m.terrain === 'saltFlat' ? '#ffffff' : '#333';
      out.push(`<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${m.terrain === 'saltFlat' ? 2.6 : 1.6}" fill="${fill}"/>`);
    }
  }
  out.push('</g>');
  out.push('<g font-size="12" fill="#0d3f7a" font-style="italic" stroke="#fff" stroke-width="2.5" paint-order="stroke">');
  for (const river of map.rivers) {
    const p = river.board[Math.floor((river.board.length - 1) * (RIVER_LABEL_AT[river.id] ?? 0.5))];
    out.push(`<text x="${px(p[0])}" y="${py(p[1])}">${river.name}</text>`);
  }
  out.push('</g>');
  // Cities: red areas, squares for medium, circles for small.
  out.push('<g stroke="#600" stroke-width="1">');
  for (const c of map.cities) {
    const centre = map.mileposts[c.milepost];
    if (c.class === 'major') {
      for (const id of c.mileposts) {
        const m = map.mileposts[id];
        out.push(`<polygon points="${hex(m.x, m.y)}" fill="#d62a2a" stroke="none"/>`);
      }
      out.push(`<circle cx="${px(centre.x)}" cy="${py(centre.y)}" r="3" fill="#fff"/>`);
    } else if (c.class === 'medium') {
      out.push(`<rect x="${(Number(px(centre.x)) - 5).toFixed(1)}" y="${(Number(py(centre.y)) - 5).toFixed(1)}" width="10" height="10" fill="#e03030"/>`);
    } else {
      out.push(`<circle cx="${px(centre.x)}" cy="${py(centre.y)}" r="5" fill="#e03030"/>`);
    }
  }
  out.push('</g>');
  out.push('<g font-size="12" font-weight="bold" fill="#111" stroke="#fff" stroke-width="3" paint-order="stroke">');
  for (const c of map.cities) {
    const m = map.mileposts[c.milepost];
    const size = c.class === 'major' ? ' font-size="15"' : '';
    const place = LABEL_PLACEMENT[c.id];
    const dx = place === 'left' ? -8 : place === 'below' || place === 'above' ? 0 : 8;
    const dy = place === 'below' ? 18 : -7;
    const anchor = place === 'left' ? ' text-anchor="end"' : place === 'below' || place === 'above' ? ' text-anchor="middle"' : '';
    out.push(`<text x="${(Number(px(m.x)) + dx).toFixed(1)}" y="${(Number(py(m.y)) + dy).toFixed(1)}"${size}${anchor}>${c.name}</text>`);
  }
  out.push('</g>');
  // Legend.
  const entries: [string, string][] = [
    ['clear 1M', TERRAIN_COLOURS.clear],
    ['mountain 2M', TERRAIN_COLOURS.mountain],
    ['alpine 5M', TERRAIN_COLOURS.alpine],
    ['desert 2M', TERRAIN_COLOURS.desert],
    ['salt flat 3M', TERRAIN_COLOURS.saltFlat],
  ];
  const lx = w - 240;
  const ly = h - 190;
  out.push(`<g font-size="13"><rect x="${lx - 10}" y="${ly - 25}" width="235" height="${entries.length * 22 + 80}" fill="#fff" stroke="#555"/>`);
  out.push(`<text x="${lx}" y="${ly - 6}" font-weight="bold">India Rails · ${map.mileposts.length} mileposts</text>`);
  entries.forEach(([label, colour], i) => {
    out.push(
      `<rect x="${lx}" y="${ly + i * 22}" width="16" height="16" fill="${colour}" stroke="#555"/><text x="${lx + 24}" y="${ly + i * 22 + 13}">${label}</text>`,
    );
  });
  const by = ly + entries.length * 22;
  out.push(`<path d="M${lx} ${by + 8}h16" stroke="#1f6fd1" stroke-width="2.2"/><text x="${lx + 24}" y="${by + 13}">river +2M</text>`);
  out.push(`<path d="M${lx} ${by + 30}h16" stroke="#8a2a2a" stroke-width="1.6" stroke-dasharray="6 3"/><text x="${lx + 24}" y="${by + 35}">border</text>`);
  out.push('</g>');
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
