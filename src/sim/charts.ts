/** The report's charts as inline SVG: box plots, histograms and grouped bars, drawn by hand. */
import { quantileSorted } from './stats.ts';
import { colour, esc, f, niceTicks, scale, svgDoc, tickLabel } from './svg.ts';

/** A named series of values with its colour index. */
export interface Series {
  label: string;
  values: number[];
  colourIndex: number;
}

const FONT = 'font-family="system-ui, sans-serif" font-size="12"';

/** A horizontal axis with ticks and grid lines at y from `top` to `bottom`. */
function xAxis(ticks: number[], x: (v: number) => number, top: number, bottom: number, fmt = tickLabel): string {
  return ticks
    .map(
      (t) =>
        `<line x1="${f(x(t))}" x2="${f(x(t))}" y1="${top}" y2="${bottom}" stroke="#e3e3e3"/>` +
        `<text x="${f(x(t))}" y="${bottom + 15}" text-anchor="middle" ${FONT} fill="#555">${esc(fmt(t))}</text>`,
    )
    .join('');
}

/** Horizontal box plots, one row per series: whiskers at the 1.5 IQR rule, a diamond at the mean. */
export function boxPlots(title: string, series: Series[], unit: string, width = 860): string {
  const left = 130;
  const right = 20;
  const row = 44;
  const top = 10;
  const height = top + row * series.length + 40;
  const all = series.flatMap((s) => s.values);
  if (all.length === 0) return svgDoc(width, 60, title, `<text x="10" y="30" ${FONT}>No finished games.</text>`);
  const ticks = niceTicks(Math.min(...all), Math.max(...all), 8);
  const lo = Math.min(ticks[0], ...all);
  const hi = Math.max(ticks[ticks.length - 1], ...all);
  const x = scale(lo, hi, left, width - right);
  const bottom = top + row * series.length;
  let body = xAxis(ticks, x, top, bottom);
  series.forEach((s, i) => {
    const v = [...s.values].sort((a, b) => a - b);
    const cy = top + row * i + row / 2;
    body += `<text x="${left - 8}" y="${cy + 4}" text-anchor="end" ${FONT}>${esc(s.label)}</text>`;
    if (v.length === 0) return;
    const q1 = quantileSorted(v, 0.25);
    const med = quantileSorted(v, 0.5);
    const q3 = quantileSorted(v, 0.75);
    const iqr = q3 - q1;
    const wLo = v.find((y) => y >= q1 - 1.5 * iqr) ?? v[0];
    const wHi = [...v].reverse().find((y) => y <= q3 + 1.5 * iqr) ?? v[v.length - 1];
    const m = v.reduce((a, b) => a + b, 0) / v.length;
    const c = colour(s.colourIndex);
    const h = 12;
    body += `<line x1="${f(x(wLo))}" x2="${f(x(wHi))}" y1="${cy}" y2="${cy}" stroke="${c}"/>`;
    body += `<line x1="${f(x(wLo))}" x2="${f(x(wLo))}" y1="${cy - h / 2}" y2="${cy + h / 2}" stroke="${c}"/>`;
    body += `<line x1="${f(x(wHi))}" x2="${f(x(wHi))}" y1="${cy - h / 2}" y2="${cy + h / 2}" stroke="${c}"/>`;
    body += `<rect x="${f(x(q1))}" y="${cy - h}" width="${f(Math.max(1, x(q3) - x(q1)))}" height="${2 * h}" fill="${c}" fill-opacity="0.25" stroke="${c}"/>`;
    body += `<line x1="${f(x(med))}" x2="${f(x(med))}" y1="${cy - h}" y2="${cy + h}" stroke="${c}" stroke-width="2.5"/>`;
    body += `<path d="M${f(x(m))} ${cy - 5}l5 5l-5 5l-5 -5z" fill="#fff" stroke="#222"/>`;
    for (const y of v) if (y < wLo || y > wHi) body += `<circle cx="${f(x(y))}" cy="${cy}" r="2.5" fill="none" stroke="${c}"/>`;
  });
  body += `<text x="${(left + width - right) / 2}" y="${height - 4}" text-anchor="middle" ${FONT} fill="#333">${esc(unit)}</text>`;
  return svgDoc(width, height, title, body);
}

/** Bins shared by all series: whole-number widths centred on integers when the values are integers. */
export function bins(values: number[], target = 20): { lo: number; width: number; count: number } {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const integers = values.every((v) => Number.isInteger(v));
  let width = (hi - lo) / target || 1;
  if (integers) width = Math.max(1, Math.ceil(width));
  else {
    const mag = 10 ** Math.floor(Math.log10(width));
    width = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((w) => w >= width) ?? width;
  }
  // Integer bins run from v − ½ so that a tick at an integer sits in the middle of its bar.
  const start = integers ? lo - 0.5 : Math.floor(lo / width) * width;
  return { lo: start, width, count: Math.max(1, Math.floor((hi - start) / width) + 1) };
}

/** Stacked small-multiple histograms (one panel per series) over a common x axis. */
export function histograms(title: string, series: Series[], unit: string, width = 860): string {
  const left = 130;
  const right = 20;
  const panel = 70;
  const gap = 8;
  const all = series.flatMap((s) => s.values);
  if (all.length === 0) return svgDoc(width, 60, title, `<text x="10" y="30" ${FONT}>No finished games.</text>`);
  const b = bins(all);
  const hiEdge = b.lo + b.width * b.count;
  const x = scale(b.lo, hiEdge, left, width - right);
  const counts = series.map((s) => {
    const c = new Array(b.count).fill(0);
    for (const v of s.values) c[Math.min(b.count - 1, Math.floor((v - b.lo) / b.width))]++;
    return c;
  });
  const maxCount = Math.max(1, ...counts.flat());
  const bottom = series.length * (panel + gap);
  const height = bottom + 40;
  let body = xAxis(niceTicks(b.lo, hiEdge, 8), x, 0, bottom);
  series.forEach((s, i) => {
    const base = i * (panel + gap) + panel;
    const y = scale(0, maxCount, base, base - panel + 6);
    const c = colour(s.colourIndex);
    body += `<text x="${left - 8}" y="${base - panel / 2 + 4}" text-anchor="end" ${FONT}>${esc(s.label)}</text>`;
    body += `<line x1="${left}" x2="${width - right}" y1="${base}" y2="${base}" stroke="#999"/>`;
    counts[i].forEach((n, k) => {
      if (n === 0) return;
      const x0 = x(b.lo + k * b.width);
      const x1 = x(b.lo + (k + 1) * b.width);
      body += `<rect x="${f(x0 + 0.5)}" y="${f(y(n))}" width="${f(Math.max(0.5, x1 - x0 - 1))}" height="${f(base - y(n))}" fill="${c}" fill-opacity="0.8"><title>${esc(`${s.label}: ${n} in [${tickLabel(b.lo + k * b.width)}, ${tickLabel(b.lo + (k + 1) * b.width)})`)}</title></rect>`;
    });
    body += `<text x="${width - right}" y="${base - panel + 14}" text-anchor="end" ${FONT} fill="#777">max bin ${Math.max(...counts[i])}</text>`;
  });
  body += `<text x="${(left + width - right) / 2}" y="${height - 4}" text-anchor="middle" ${FONT} fill="#333">${esc(unit)}</text>`;
  return svgDoc(width, height, title, body);
}

/** A group of bars with optional error bars (values in 0..1). */
export interface BarGroup {
  label: string;
  bars: { label: string; value: number; colourIndex: number; ci?: [number, number] }[];
}

/** Vertical grouped bars of rates (0..1) with a dashed reference line (e.g. the fair share 1/n). */
export function groupedRateBars(title: string, groups: BarGroup[], reference: number | null, width = 860): string {
  const left = 50;
  const right = 20;
  const top = 14;
  const plotH = 220;
  const bottom = top + plotH;
  const legendH = 24;
  const height = bottom + 30 + legendH;
  const maxV = Math.max(0.05, ...groups.flatMap((g) => g.bars.map((b) => b.ci?.[1] ?? b.value)));
  const ticks = niceTicks(0, Math.min(1, maxV * 1.1), 5);
  const yMax = Math.max(ticks[ticks.length - 1], maxV);
  const y = scale(0, yMax, bottom, top);
  let body = ticks
    .map(
      (t) =>
        `<line x1="${left}" x2="${width - right}" y1="${f(y(t))}" y2="${f(y(t))}" stroke="#e3e3e3"/>` +
        `<text x="${left - 6}" y="${f(y(t) + 4)}" text-anchor="end" ${FONT} fill="#555">${Math.round(t * 100)}%</text>`,
    )
    .join('');
  const groupW = (width - left - right) / Math.max(1, groups.length);
  groups.forEach((g, gi) => {
    const n = g.bars.length;
    const barW = Math.min(40, (groupW * 0.8) / Math.max(1, n));
    const x0 = left + gi * groupW + (groupW - barW * n) / 2;
    g.bars.forEach((b, bi) => {
      const bx = x0 + bi * barW;
      const c = colour(b.colourIndex);
      body += `<rect x="${f(bx + 1)}" y="${f(y(b.value))}" width="${f(barW - 2)}" height="${f(bottom - y(b.value))}" fill="${c}"><title>${esc(`${g.label}, ${b.label}: ${(b.value * 100).toFixed(1)}%`)}</title></rect>`;
      if (b.ci) {
        const cx = bx + barW / 2;
        body += `<line x1="${f(cx)}" x2="${f(cx)}" y1="${f(y(b.ci[0]))}" y2="${f(y(b.ci[1]))}" stroke="#222"/>`;
        body += `<line x1="${f(cx - 3)}" x2="${f(cx + 3)}" y1="${f(y(b.ci[0]))}" y2="${f(y(b.ci[0]))}" stroke="#222"/>`;
        body += `<line x1="${f(cx - 3)}" x2="${f(cx + 3)}" y1="${f(y(b.ci[1]))}" y2="${f(y(b.ci[1]))}" stroke="#222"/>`;
      }
    });
    body += `<text x="${f(left + gi * groupW + groupW / 2)}" y="${bottom + 16}" text-anchor="middle" ${FONT}>${esc(g.label)}</text>`;
  });
  body += `<line x1="${left}" x2="${width - right}" y1="${bottom}" y2="${bottom}" stroke="#999"/>`;
  if (reference !== null) {
    body += `<line x1="${left}" x2="${width - right}" y1="${f(y(reference))}" y2="${f(y(reference))}" stroke="#444" stroke-dasharray="5 4"/>`;
  }
  const legend = groups[0]?.bars ?? [];
  let lx = left;
  for (const b of legend) {
    body += `<rect x="${lx}" y="${height - 16}" width="12" height="12" fill="${colour(b.colourIndex)}"/>`;
    body += `<text x="${lx + 16}" y="${height - 6}" ${FONT}>${esc(b.label)}</text>`;
    lx += 30 + b.label.length * 7.5;
  }
  if (reference !== null) {
    body += `<line x1="${lx}" x2="${lx + 22}" y1="${height - 10}" y2="${height - 10}" stroke="#444" stroke-dasharray="5 4"/>`;
    body += `<text x="${lx + 26}" y="${height - 6}" ${FONT}>fair share ${(reference * 100).toFixed(0)}%</text>`;
  }
  return svgDoc(width, height, title, body);
}
