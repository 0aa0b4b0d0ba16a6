/**
 * Picks India Rails mileposts with the pointer: one transparent rectangle over the map finds the
 * milepost under the pointer by position (not thousands of elements), rings it, and reports clicks.
 * One model for mouse, pen and touch, as in Lichess's chessground: the hit area of a clickable
 * milepost (`targets`: the train's reach, the cities it may go to or be placed in) is larger than
 * what is drawn, a circle 24 px across for a mouse and 44 px for a finger whatever the zoom, and
 * the nearest target inside it wins; elsewhere the nearest milepost is picked.
 */
import { useRef, useState } from 'react';
import type { IndiaRailsMapData } from '../../../games/india-rails/map/types.ts';
import { type MapGeometry, nearestOf } from './geometry.ts';

/** The diameter, in screen pixels, of a target's hit area for a mouse (or pen) and for a finger. */
export const HIT_DIAMETER_PX = { mouse: 24, touch: 44 } as const;

/** The picking layer; `onHover` is told the milepost under the pointer (null when it leaves the map). */
export function MilepostPicker({
  data,
  geo,
  targets,
  unitsPerPx,
  onMilepost,
  onHover,
}: {
  data: IndiaRailsMapData;
  geo: MapGeometry;
  /** Board units per screen pixel now (the hover ring stays visible when zoomed out). */
  unitsPerPx: number;
  /** The mileposts a click may be meant for now, or null when any milepost is (building). */
  targets: ReadonlySet<number> | null;
  onMilepost: (m: number) => void;
  onHover?: (m: number | null) => void;
}) {
  const [hover, setHover] = useState<number | null>(null);
  // The kind of pointer that pressed last: a click event does not always say.
  const pointer = useRef<'mouse' | 'touch'>('mouse');
  const toMilepost = (e: React.PointerEvent | React.MouseEvent, kind: 'mouse' | 'touch'): number | null => {
    const svg = (e.currentTarget as SVGGraphicsElement).ownerSVGElement;
    const ctm = svg?.getScreenCTM();
    if (!svg || !ctm) return null;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
    if (targets && targets.size > 0) {
      // Screen pixels per board unit (the view box scales both ways alike).
      const scale = Math.hypot(ctm.a, ctm.b);
      const hit = nearestOf(data, targets, p.x, p.y, HIT_DIAMETER_PX[kind] / 2 / scale);
      if (hit !== null) return hit;
    }
    return geo.nearest(p.x, p.y);
  };
  const b = geo.bounds;
  const ringed = hover !== null && targets?.has(hover);
  return (
    <>
      {hover !== null && (
        <circle
          cx={data.mileposts[hover].x}
          cy={data.mileposts[hover].y}
          r={Math.max(ringed ? 0.55 : 0.4, (ringed ? 9 : 6) * unitsPerPx)}
          fill="none"
          stroke="#111"
          strokeWidth={Math.max(ringed ? 0.14 : 0.08, (ringed ? 2 : 1.2) * unitsPerPx)}
          pointerEvents="none"
          data-testid="ir-hover"
          data-milepost={hover}
        />
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer picking of mileposts; the side panel offers the same actions by keyboard */}
      <rect
        x={b[0]}
        y={b[1]}
        width={b[2]}
        height={b[3]}
        fill="transparent"
        data-testid="ir-pick"
        onPointerDown={(e) => {
          pointer.current = e.pointerType === 'touch' ? 'touch' : 'mouse';
        }}
        onClick={(e) => {
          const m = toMilepost(e, pointer.current);
          if (m !== null) onMilepost(m);
        }}
        onPointerMove={(e) => {
          if (e.pointerType === 'touch') return;
          const m = toMilepost(e, 'mouse');
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
