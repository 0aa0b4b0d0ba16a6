/**
 * The committed text of the generated map: one milepost, edge row, city, river or outline per
 * line, so a change to the geography shows as a readable diff.
 */
import type { CompactMap } from '../../src/games/india-rails/map/compact.ts';

/** The compact map as committed text. */
export function serializeCompactMap(m: CompactMap): string {
  const j = JSON.stringify;
  const chunk = (flat: number[], size: number) => {
    const lines: string[] = [];
    for (let i = 0; i < flat.length; i += size) lines.push(flat.slice(i, i + size).join(','));
    return lines.join(',\n');
  };
  const record = (obj: Record<string, unknown>) =>
    `{\n${Object.entries(obj)
      .map(([k, v]) => `${j(k)}: ${j(v)}`)
      .join(',\n')}\n}`;
  const lines = (list: unknown[]) => `[\n${list.map((l) => j(l)).join(',\n')}\n]`;
  return [
    '{',
    `"about": ${j(m.about)},`,
    `"spacingKm": ${j(m.spacingKm)},`,
    `"areas": ${j(m.areas)},`,
    `"mileposts": ${lines(m.mileposts)},`,
    `"cities": ${record(m.cities)},`,
    `"edges": [\n${chunk(m.edges, 40)}\n],`,
    `"bridges": ${record(m.bridges)},`,
    `"outlines": {\n"coast": ${lines(m.outlines.coast)},\n"borders": ${lines(m.outlines.borders)},\n"land": ${lines(m.outlines.land)},\n"rivers": ${record(m.outlines.rivers)}\n}`,
    '}',
    '',
  ].join('\n');
}
