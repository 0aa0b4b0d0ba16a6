/**
 * Pointer gestures of a pannable SVG: one pointer drags (after 5 px, so a tap stays a click), two
 * pinch; a drag does not count as a click on what lies under it.
 */
import { type RefObject, useRef } from 'react';
import type { Box } from './useViewBox.ts';

/** The SVG's pointer handlers, moving the view through `update` and `zoomAt`. */
export function usePanGestures(
  svgRef: RefObject<SVGSVGElement>,
  view: { update: (f: (b: Box) => Box) => void; scale: (b: Box) => number; zoomAt: (factor: number, clientX?: number, clientY?: number) => void },
) {
  const { update, scale, zoomAt } = view;
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const dragged = useRef(false);
  const start = useRef<{ x: number; y: number } | null>(null);
  const onPointerDown = (e: React.PointerEvent) => {
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 1) {
      dragged.current = false;
      start.current = { x: e.clientX, y: e.clientY };
    }
  };
  const onPointerMove = (e: React.PointerEvent) => {
    const prev = pointers.current.get(e.pointerId);
    if (!prev) return;
    const all = [...pointers.current.entries()];
    if (all.length === 1) {
      if (start.current && Math.hypot(e.clientX - start.current.x, e.clientY - start.current.y) > 5) {
        if (!dragged.current) svgRef.current?.setPointerCapture(e.pointerId);
        dragged.current = true;
      }
      if (dragged.current) {
        const dx = e.clientX - prev.x;
        const dy = e.clientY - prev.y;
        update((b) => {
          const s = scale(b);
          return [b[0] - dx * s, b[1] - dy * s, b[2], b[3]];
        });
      }
    } else if (all.length === 2) {
      const other = all.find(([id]) => id !== e.pointerId)?.[1];
      if (other) {
        const before = Math.hypot(prev.x - other.x, prev.y - other.y);
        const after = Math.hypot(e.clientX - other.x, e.clientY - other.y);
        if (before > 0 && after > 0) zoomAt(after / before, (e.clientX + other.x) / 2, (e.clientY + other.y) / 2);
        dragged.current = true;
      }
    }
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
  };
  const onPointerUp = (e: React.PointerEvent) => {
    pointers.current.delete(e.pointerId);
    if (svgRef.current?.hasPointerCapture(e.pointerId)) svgRef.current.releasePointerCapture(e.pointerId);
  };
  const onClickCapture = (e: React.MouseEvent) => {
    if (dragged.current) {
      e.stopPropagation();
      e.preventDefault();
      dragged.current = false;
    }
  };
  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onClickCapture };
}
