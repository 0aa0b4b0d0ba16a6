/**
 * Board units per screen pixel of the map, kept up to date as the map is zoomed (its viewBox
 * changes) or resized: marks that must stay visible and clickable at any zoom (the train's reach,
 * turn ends, the destination) are drawn at least a number of pixels across.
 */
import { type RefObject, useEffect, useRef, useState } from 'react';

/** A ref for an element inside the map's SVG, and the units per pixel (1 until measured). */
export function useMapScale(): { ref: RefObject<SVGGElement>; unitsPerPx: number } {
  const ref = useRef<SVGGElement>(null);
  const [unitsPerPx, setUnitsPerPx] = useState(1);
  useEffect(() => {
    const svg = ref.current?.ownerSVGElement;
    if (!svg) return;
    const measure = () => {
      const ctm = svg.getScreenCTM();
      const scale = ctm ? Math.hypot(ctm.a, ctm.b) : 0;
      if (scale <= 0) return;
      // Only a change of zoom worth a redraw (panning leaves the scale alone).
      setUnitsPerPx((old) => (Math.abs(old * scale - 1) > 0.05 ? 1 / scale : old));
    };
    measure();
    const resize = new ResizeObserver(measure);
    resize.observe(svg);
    const zoom = new MutationObserver(measure);
    zoom.observe(svg, { attributes: true, attributeFilter: ['viewBox'] });
    return () => {
      resize.disconnect();
      zoom.disconnect();
    };
  }, []);
  return { ref, unitsPerPx };
}
