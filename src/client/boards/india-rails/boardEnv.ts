/** What the India Rails board needs of its core, worked out once per core. */
import type { IndiaRailsCore } from '../../../games/india-rails/rules/core.ts';
import { mapGeometry } from './geometry.ts';

/** The core, its rules context and map data, the map's screen geometry and the ends of each track edge. */
export interface BoardEnv {
  core: IndiaRailsCore;
  ctx: IndiaRailsCore['ctx'];
  data: IndiaRailsCore['ctx']['graph']['data'];
  geo: ReturnType<typeof mapGeometry>;
  edgeEnds: (k: number) => [number, number];
}

/** The environment of a core's board. */
export function boardEnv(core: IndiaRailsCore): BoardEnv {
  const ctx = core.ctx;
  const data = ctx.graph.data;
  return { core, ctx, data, geo: mapGeometry(data), edgeEnds: (k: number) => ctx.graph.edgeEnds(k) };
}
