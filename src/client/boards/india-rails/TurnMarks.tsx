/** What the viewer's turn draws on the India Rails map: the planned builds, and the build preview and its start. */
import type { IndiaRailsMapData } from '../../../games/india-rails/map/types.ts';
import { seatStyle } from '../../ui/palette.ts';
import { pathD } from './mapPaths.ts';
import type { BuildPreview } from './planning.ts';

/** The planned segments, dashed in the viewer's colour. */
export function PlanMarks({ data, plan, seat }: { data: IndiaRailsMapData; plan: number[][]; seat: number }) {
  const mine = seatStyle(seat);
  return (
    <>
      {plan.map((p) => (
        <path
          key={`plan-${p.join('-')}`}
          d={pathD(data, p)}
          stroke={mine.colour}
          strokeWidth={0.32}
          strokeDasharray="0.35 0.2"
          fill="none"
          className="ir-plan"
          data-testid="ir-plan"
        />
      ))}
    </>
  );
}

/** The build preview: green where this turn's money reaches, red beyond, with its start ringed. */
export function PreviewMarks({ data, preview }: { data: IndiaRailsMapData; preview: BuildPreview | null }) {
  if (!preview) return null;
  return (
    <>
      {preview?.segments.map((s) => (
        <line
          key={`pv-${s.a}-${s.b}`}
          x1={data.mileposts[s.a].x}
          y1={data.mileposts[s.a].y}
          x2={data.mileposts[s.b].x}
          y2={data.mileposts[s.b].y}
          stroke={s.existing ? '#777' : s.affordable ? '#1b7f3b' : '#c62828'}
          strokeWidth={s.existing ? 0.15 : 0.34}
          strokeDasharray={s.affordable ? undefined : '0.3 0.15'}
          strokeLinecap="round"
          data-testid={s.existing ? undefined : s.affordable ? 'preview-ok' : 'preview-bad'}
        />
      ))}
      {preview && (
        <circle
          cx={data.mileposts[preview.start.at].x}
          cy={data.mileposts[preview.start.at].y}
          r={0.45}
          fill="none"
          stroke="#1b7f3b"
          strokeWidth={0.14}
          data-testid="ir-build-start"
        >
          <title>The build starts here</title>
        </circle>
      )}
    </>
  );
}
