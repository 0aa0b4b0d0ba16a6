/**
 * The view box of a pannable, zoomable SVG: kept within its bounds and zoom limit, zoomed about a
 * screen point, and zoomed by the mouse wheel.
 */
import { type RefObject, useCallback, useEffect, useState } from 'react';

/** A view box [x, y, width, height]. */
export type Box = [number, number, number, number];

/** Keeps a box within half a view of `bounds` and between 1.2× the bounds and `maxZoom`. */
function clampBox(b: Box, bounds: Box, maxZoom: number): Box {
  const minW = bounds[2] / maxZoom;
  let [x, y, w, h] = b;
  const ratio = h / w;
  if (w > bounds[2] * 1.2) {
    w = bounds[2] * 1.2;
    h = w * ratio;
  }
  if (w < minW) {
    w = minW;
    h = w * ratio;
  }
  x = Math.min(Math.max(x, bounds[0] - w * 0.5), bounds[0] + bounds[2] - w * 0.5);
  y = Math.min(Math.max(y, bounds[1] - h * 0.5), bounds[1] + bounds[3] - h * 0.5);
  return [x, y, w, h];
}

/** The box and the ways to change it, for the SVG in `svgRef`. */
export function useViewBox(svgRef: RefObject<SVGSVGElement>, bounds: Box, maxZoom: number, onViewChange?: (box: Box) => void) {
  const [box, setBox] = useState<Box>(bounds);
  const update = useCallback(
    (f: (b: Box) => Box) =>
      setBox((b) => {
        const next = clampBox(f(b), bounds, maxZoom);
        onViewChange?.(next);
        return next;
      }),
    [bounds, maxZoom, onViewChange],
  );

  /** Screen pixel → content units scale, accounting for preserveAspectRatio meet. */
  const scale = useCallback(
    (b: Box) => {
      const svg = svgRef.current;
      if (!svg) return 1;
      const r = svg.getBoundingClientRect();
      return Math.max(b[2] / Math.max(1, r.width), b[3] / Math.max(1, r.height));
    },
    [svgRef],
  );

  const toContent = useCallback(
    (b: Box, clientX: number, clientY: number): [number, number] => {
      const svg = svgRef.current;
      if (!svg) return [b[0], b[1]];
      const r = svg.getBoundingClientRect();
      const s = Math.max(b[2] / Math.max(1, r.width), b[3] / Math.max(1, r.height));
      const cx = b[0] + b[2] / 2 + (clientX - (r.left + r.width / 2)) * s;
      const cy = b[1] + b[3] / 2 + (clientY - (r.top + r.height / 2)) * s;
      return [cx, cy];
    },
    [svgRef],
  );

  const zoomAt = useCallback(
    (factor: number, clientX?: number, clientY?: number) =>
      update((b) => {
        const svg = svgRef.current;
        const r = svg?.getBoundingClientRect();
        const [px, py] = clientX !== undefined && clientY !== undefined ? toContent(b, clientX, clientY) : [b[0] + b[2] / 2, b[1] + b[3] / 2];
        const w = b[2] / factor;
        const h = b[3] / factor;
        if (w < bounds[2] / maxZoom || !r) return b;
        return [px - ((px - b[0]) / b[2]) * w, py - ((py - b[1]) / b[3]) * h, w, h];
      }),
    [update, toContent, bounds, maxZoom, svgRef],
  );

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      zoomAt(e.deltaY < 0 ? 1.2 : 1 / 1.2, e.clientX, e.clientY);
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [zoomAt, svgRef]);

  return { box, update, scale, zoomAt };
}
