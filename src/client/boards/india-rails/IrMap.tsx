/**
 * The India Rails map: static layers, every player's track in their colour and dash pattern, the
 * plan and the previews of the viewer's turn, the trains, and highlights (a demand's source and
 * destination, the hint). Mileposts are found under the pointer by position, not by thousands of
 * elements: the map stays fast.
 */
import { memo, useMemo, useState } from 'react';
import type { IndiaRailsMapData } from '../../../games/india-rails/map/types.ts';
import type { IndiaRailsState } from '../../../games/india-rails/rules/types.ts';
import { PanZoomSvg } from '../../ui/PanZoomSvg.tsx';
import { seatStyle } from '../../ui/palette.ts';
import type { MapGeometry } from './geometry.ts';
import { CityLayer, MapLayers } from './MapLayers.tsx';
import type { BuildPreview } from './planning.ts';

/** Highlights of cities: sources (pick up) and destinations (deliver). */
export interface CityHighlight {
  sources: string[];
  destinations: string[];
}

interface Props {
  data: IndiaRailsMapData;
  geo: MapGeometry;
  goodsAt: ReadonlyMap<string, readonly string[]>;
  state: IndiaRailsState;
  edgeEnds: (key: number) => [number, number];
  me: number | undefined;
  plan: number[][];
  preview: BuildPreview | null;
  /** Mileposts the train may reach (move mode), and the chosen move path. */
  reach: ReadonlyMap<number, number[]> | null;
  movePath: number[] | null;
  /** Cities to ring as places to put the train. */
  placeable: ReadonlySet<string> | null;
  highlight: CityHighlight | null;
  hintPath: number[] | null;
  onMilepost: (m: number) => void;
  /** Told the milepost under the pointer (null when it leaves the map). */
  onHover?: (m: number | null) => void;
}

function pathD(data: IndiaRailsMapData, path: readonly number[]): string {
  return `M${path.map((m) => `${data.mileposts[m].x.toFixed(2)},${data.mileposts[m].y.toFixed(2)}`).join('L')}`;
}

function dashFor(seat: number): string | undefined {
  const d = seatStyle(seat).dash;
  return d
    ? d
        .split(' ')
        .map((v) => (Number(v) / 8).toFixed(3))
        .join(' ')
    : undefined;
}

const TrackLayer = memo(function TrackLayer({
  data,
  track,
  edgeEnds,
}: {
  data: IndiaRailsMapData;
  track: number[][];
  edgeEnds: (k: number) => [number, number];
}) {
  return (
    <g className="ir-track">
      {track.map((edges, seat) => {
        const d = edges
          .map((k) => {
            const [a, b] = edgeEnds(k);
            const pa = data.mileposts[a];
            const pb = data.mileposts[b];
            return `M${pa.x.toFixed(2)},${pa.y.toFixed(2)}L${pb.x.toFixed(2)},${pb.y.toFixed(2)}`;
          })
          .join('');
        const st = seatStyle(seat);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
          <g key={seat} data-testid={`ir-track-${seat}`} data-segments={edges.length}>
            <path d={d} stroke="#fff" strokeWidth={0.6} strokeLinecap="round" fill="none" opacity={0.9} />
            <path d={d} stroke={st.colour} strokeWidth={0.4} strokeLinecap="butt" strokeDasharray={dashFor(seat)} fill="none" />
          </g>
        );
      })}
    </g>
  );
});

/** The interactive map. */
export function IrMap(props: Props) {
  const { data, geo, goodsAt, state, me, plan, preview, reach, movePath, placeable, highlight, hintPath, onMilepost, onHover } = props;
  const [hover, setHover] = useState<number | null>(null);
  const rivers = useMemo(() => data.rivers.map((r) => ({ id: r.id, d: pathD2(r.board ?? []) })), [data]);
  const toMilepost = (e: React.PointerEvent | React.MouseEvent): number | null => {
    const svg = (e.currentTarget as SVGGraphicsElement).ownerSVGElement;
    const ctm = svg?.getScreenCTM();
    if (!svg || !ctm) return null;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
    return geo.nearest(p.x, p.y);
  };
  const b = geo.bounds;
  const me0 = me ?? 0;
  const mine = seatStyle(me0);
  return (
    <PanZoomSvg bounds={b} ariaLabel="Map of India Rails" data-testid="ir-map" maxZoom={10}>
      <MapLayers data={data} geo={geo} rivers={rivers} />
      <TrackLayer data={data} track={state.track} edgeEnds={props.edgeEnds} />
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
      {hintPath && <path d={pathD(data, hintPath)} stroke="#7b2cbf" strokeWidth={0.3} strokeDasharray="0.5 0.3" fill="none" />}
      {reach &&
        [...reach.keys()].map((m) => (
          <circle
            key={`r${m}`}
            cx={data.mileposts[m].x}
            cy={data.mileposts[m].y}
            r={0.22}
            fill="#fff"
            stroke="#0b5cad"
            strokeWidth={0.08}
            className="ir-reach"
          />
        ))}
      {movePath && (
        <path
          d={pathD(data, movePath)}
          stroke="#0b5cad"
          strokeWidth={0.36}
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
          data-testid="ir-move-path"
        />
      )}
      <CityLayer data={data} geo={geo} goodsAt={goodsAt} />
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
      {hover !== null && (
        <circle cx={data.mileposts[hover].x} cy={data.mileposts[hover].y} r={0.4} fill="none" stroke="#111" strokeWidth={0.08} pointerEvents="none" />
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer picking of mileposts; the side panel offers the same actions by keyboard */}
      <rect
        x={b[0]}
        y={b[1]}
        width={b[2]}
        height={b[3]}
        fill="transparent"
        data-testid="ir-pick"
        onClick={(e) => {
          const m = toMilepost(e);
          if (m !== null) onMilepost(m);
        }}
        onPointerMove={(e) => {
          if (e.pointerType === 'touch') return;
          const m = toMilepost(e);
          if (m !== hover) {
            setHover(m);
            onHover?.(m);
          }
        }}
        onPointerLeave={() => {
          setHover(null);
          onHover?.(null);
        }}
      />
    </PanZoomSvg>
  );
}

function pathD2(points: readonly (readonly [number, number])[]): string {
  return points.length ? `M${points.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join('L')}` : '';
}
