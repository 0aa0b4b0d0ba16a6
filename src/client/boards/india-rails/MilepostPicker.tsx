/**
 * Picks India Rails mileposts with the pointer: one transparent rectangle over the map finds the
 * milepost nearest the pointer by position (not thousands of elements), rings it, and reports clicks.
 */
import { useState } from 'react';
import type { IndiaRailsMapData } from '../../../games/india-rails/map/types.ts';
import type { MapGeometry } from './geometry.ts';

/** The picking layer; `onHover` is told the milepost under the pointer (null when it leaves the map). */
export function MilepostPicker({
  data,
  geo,
  onMilepost,
  onHover,
}: {
  data: IndiaRailsMapData;
  geo: MapGeometry;
  onMilepost: (m: number) => void;
  onHover?: (m: number | null) => void;
}) {
  const [hover, setHover] = useState<number | null>(null);
  const toMilepost = (e: React.PointerEvent | React.MouseEvent): number | null => {
    const svg = (e.currentTarget as SVGGraphicsElement).ownerSVGElement;
    const ctm = svg?.getScreenCTM();
    if (!svg || !ctm) return null;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
    return geo.nearest(p.x, p.y);
  };
  const b = geo.bounds;
  return (
    <>
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
    </>
  );
}
