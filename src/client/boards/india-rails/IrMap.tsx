/**
 * The India Rails map: static layers, every player's track in their colour and dash pattern, the
 * plan and the previews of the viewer's turn, the trains, and highlights (a demand's source and
 * destination, the hint). Mileposts are found under the pointer by position, not by thousands of
 * elements: the map stays fast.
 */
import { useMemo } from 'react';
import type { IndiaRailsMapData } from '../../../games/india-rails/map/types.ts';
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
import { MoveMarks, PlanMarks, PreviewMarks } from './TurnMarks.tsx';

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

/** The interactive map. */
export function IrMap(props: Props) {
  const { data, geo, goodsAt, state, me, plan, preview, reach, movePath, placeable, highlight, hintPath, onMilepost, onHover } = props;
  const rivers = useMemo(() => data.rivers.map((r) => ({ id: r.id, d: pointsD(r.board ?? []) })), [data]);
  return (
    <PanZoomSvg bounds={geo.bounds} ariaLabel="Map of India Rails" data-testid="ir-map" maxZoom={10}>
      <MapLayers data={data} geo={geo} rivers={rivers} />
      <TrackLayer data={data} track={state.track} edgeEnds={props.edgeEnds} />
      <PlanMarks data={data} plan={plan} seat={me ?? 0} />
      <PreviewMarks data={data} preview={preview} />
      {hintPath && <path d={pathD(data, hintPath)} stroke="#7b2cbf" strokeWidth={0.3} strokeDasharray="0.5 0.3" fill="none" />}
      <MoveMarks data={data} reach={reach} movePath={movePath} />
      <CityLayer data={data} geo={geo} goodsAt={goodsAt} />
      <PlaceableRings data={data} placeable={placeable} />
      <DemandHighlights data={data} highlight={highlight} />
      <Trains data={data} state={state} />
      <MilepostPicker data={data} geo={geo} onMilepost={onMilepost} onHover={onHover} />
    </PanZoomSvg>
  );
}
