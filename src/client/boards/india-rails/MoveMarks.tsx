/**
 * The train's moves on the India Rails map: the mileposts it can reach this turn (yellow discs,
 * edged dark, standing out from every other mark), the direct path to a picked milepost, and the
 * way to a destination over several turns: this turn's run solid, later turns dashed, a numbered
 * disc where each turn's run ends, and the destination ringed. Each mark is at least a few screen
 * pixels across whatever the zoom (`size`), so it shows on the whole map too.
 */
import type { IndiaRailsMapData } from '../../../games/india-rails/map/types.ts';
import type { MovePlan } from '../../../games/india-rails/rules/move-plan.ts';
import { MAP_COLOURS } from './map-colours.ts';
import { pathD } from './mapPaths.ts';

const { move: MOVE, moveEdge: EDGE } = MAP_COLOURS;

/** A length in board units that is at least `pixels` on screen, given the units per pixel. */
type Size = (units: number, pixels: number) => number;

/** The sizing of marks for a zoom (board units per screen pixel). */
export function markSize(unitsPerPx: number): Size {
  return (units, pixels) => Math.max(units, pixels * unitsPerPx);
}

/** A run of the train: a yellow line on a dark casing (dashed for later turns). */
function Run({ data, path, later, size, testId }: { data: IndiaRailsMapData; path: readonly number[]; later?: boolean; size: Size; testId: string }) {
  if (path.length < 2) return null;
  const d = pathD(data, path);
  const common = { d, fill: 'none', strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const };
  const dash = later ? `${size(0.6, 8)} ${size(0.35, 5)}` : undefined;
  return (
    <g data-testid={testId} data-to={path[path.length - 1]}>
      <path {...common} stroke={EDGE} strokeWidth={later ? size(0.34, 4.5) : size(0.56, 6.5)} strokeDasharray={dash} />
      <path {...common} stroke={MOVE} strokeWidth={later ? size(0.16, 2.2) : size(0.32, 3.6)} strokeDasharray={dash} />
    </g>
  );
}

/** The plan's turn ends, numbered 1, 2, … from this turn. */
function TurnEnds({ data, plan, size }: { data: IndiaRailsMapData; plan: MovePlan; size: Size }) {
  const ends = plan.cost.turnEnds.slice(0, -1).filter((i) => i > 0);
  return (
    <>
      {ends.map((i, k) => {
        const p = data.mileposts[plan.path[i]];
        return (
          <g key={`end-${i}`} transform={`translate(${p.x} ${p.y})`} data-testid="ir-turn-end">
            <circle r={size(0.42, 8)} fill="#fff" stroke={EDGE} strokeWidth={size(0.09, 1.5)} />
            <text y={size(0.2, 4)} textAnchor="middle" fontSize={size(0.55, 11)} fontWeight={700} fill={EDGE}>
              {k + 1}
            </text>
          </g>
        );
      })}
    </>
  );
}

/** The ring around the plan's destination. */
function DestinationRing({ data, plan, targets, size }: { data: IndiaRailsMapData; plan: MovePlan; targets: readonly number[]; size: Size }) {
  const end = data.mileposts[plan.path[plan.path.length - 1]];
  return (
    <g transform={`translate(${end.x} ${end.y})`} data-testid="ir-destination" data-targets={targets.join(',')}>
      <circle r={size(0.7, 12)} fill="none" stroke={EDGE} strokeWidth={size(0.24, 4.5)} />
      <circle r={size(0.7, 12)} fill="none" stroke={MOVE} strokeWidth={size(0.12, 2.2)} />
    </g>
  );
}

/** The lines of the viewer's move, the direct path and the plan's runs, and the destination's ring (drawn under the cities, so their names stay readable). */
export function MoveRoute({
  data,
  movePath,
  plan,
  targets,
  unitsPerPx,
}: {
  data: IndiaRailsMapData;
  movePath: number[] | null;
  plan: MovePlan | null;
  targets: readonly number[] | null;
  unitsPerPx: number;
}) {
  const size = markSize(unitsPerPx);
  const now = plan?.now ?? null;
  const rest = plan ? plan.path.slice(Math.max(0, (now?.length ?? 1) - 1)) : null;
  return (
    <>
      {rest && <Run data={data} path={rest} later size={size} testId="ir-plan-later" />}
      {now && <Run data={data} path={now} size={size} testId="ir-plan-now" />}
      {movePath && <Run data={data} path={movePath} size={size} testId="ir-move-path" />}
      {plan && targets && <DestinationRing data={data} plan={plan} targets={targets} size={size} />}
    </>
  );
}

/** The mileposts the train can reach this turn, then the plan's turn ends (drawn over the cities: they are what to click and where the turns end). */
export function MovePins({
  data,
  reach,
  plan,
  unitsPerPx,
}: {
  data: IndiaRailsMapData;
  reach: ReadonlyMap<number, number[]> | null;
  plan: MovePlan | null;
  unitsPerPx: number;
}) {
  const size = markSize(unitsPerPx);
  return (
    <>
      {[...(reach?.keys() ?? [])].map((m) => (
        <circle
          key={`r${m}`}
          cx={data.mileposts[m].x}
          cy={data.mileposts[m].y}
          r={size(0.3, 5)}
          fill={MOVE}
          stroke={EDGE}
          strokeWidth={size(0.1, 1.6)}
          className="ir-reach"
          data-milepost={m}
        />
      ))}
      {plan && <TurnEnds data={data} plan={plan} size={size} />}
    </>
  );
}
