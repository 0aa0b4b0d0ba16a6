/**
 * The India Rails map: static layers, every player's track in their colour and dash pattern, the
 * plan and the previews of the viewer's turn, the trains, and highlights (a demand's source and
 * destination, the hint). Mileposts are found under the pointer by position, not by thousands of
 * elements: the map stays fast.
 */
import { useMemo } from 'react';
import type { IndiaRailsMapData } from '../../../games/india-rails/map/types.ts';
import type { MovePlan } from '../../../games/india-rails/rules/move-plan.ts';
import type { IndiaRailsState } from '../../../games/india-rails/rules/types.ts';
import { PanZoomSvg } from '../../ui/PanZoomSvg.tsx';
import { type CityHighlight, DemandHighlights, PlaceableRings } from './CityMarks.tsx';
import type { MapGeometry } from './geometry.ts';
import { CityLayer, MapLayers } from './MapLayers.tsx';
import { pathD, pointsD } from './mapPaths.ts';
import { MilepostPicker } from './MilepostPicker.tsx';
import type { BuildPreview } from './planning.ts';
import { TrackLayer } from './TrackLayer.tsx';
import { Trains } from './Trains.tsx';
import { useMapScale } from './useMapScale.ts';
import { MovePins, MoveRoute } from './MoveMarks.tsx';
import { PlanMarks, PreviewMarks } from './TurnMarks.tsx';

export type { CityHighlight };

interface Props {
  data: IndiaRailsMapData;
  geo: MapGeometry;
  goodsAt: ReadonlyMap<string, readonly string[]>;
  state: IndiaRailsState;
  edgeEnds: (key: number) => [number, number];
  me: number | undefined;
  plan: number[][];
  preview: BuildPreview | null;
  /** Mileposts the train may reach (move mode), the chosen move path, and the plan to a destination with its mileposts. */
  reach: ReadonlyMap<number, number[]> | null;
  movePath: number[] | null;
  movePlan: MovePlan | null;
  destination: readonly number[] | null;
  /** Cities to ring as places to put the train. */
  placeable: ReadonlySet<string> | null;
  highlight: CityHighlight | null;
  hintPath: number[] | null;
  /** The mileposts a click may be meant for (hit areas larger than drawn), or null. */
  targets: ReadonlySet<number> | null;
  onMilepost: (m: number) => void;
  /** Told the milepost under the pointer (null when it leaves the map). */
  onHover?: (m: number | null) => void;
}

/** The interactive map. */
export function IrMap(props: Props) {
  const { data, geo, goodsAt, state, me, plan, preview, reach, movePath, movePlan, destination, placeable, highlight, hintPath, targets, onMilepost, onHover } =
    props;
  const rivers = useMemo(() => data.rivers.map((r) => ({ id: r.id, d: pointsD(r.board ?? []) })), [data]);
  const { ref: scaleRef, unitsPerPx } = useMapScale();
  return (
    <PanZoomSvg bounds={geo.bounds} ariaLabel="Map of India Rails" data-testid="ir-map" maxZoom={10}>
      <g ref={scaleRef}>
        <MapLayers data={data} geo={geo} rivers={rivers} />
      </g>
      <TrackLayer data={data} track={state.track} edgeEnds={props.edgeEnds} />
      <PlanMarks data={data} plan={plan} seat={me ?? 0} />
      <PreviewMarks data={data} preview={preview} />
      {hintPath && <path d={pathD(data, hintPath)} stroke="#7b2cbf" strokeWidth={0.3} strokeDasharray="0.5 0.3" fill="none" />}
      <MoveRoute data={data} movePath={movePath} plan={movePlan} targets={destination} unitsPerPx={unitsPerPx} />
      <CityLayer data={data} geo={geo} goodsAt={goodsAt} />
      <MovePins data={data} reach={reach} plan={movePlan} unitsPerPx={unitsPerPx} />
      <PlaceableRings data={data} placeable={placeable} />
      <DemandHighlights data={data} highlight={highlight} />
      <Trains data={data} state={state} />
      <MilepostPicker data={data} geo={geo} targets={targets} unitsPerPx={unitsPerPx} onMilepost={onMilepost} onHover={onHover} />
    </PanZoomSvg>
  );
}
