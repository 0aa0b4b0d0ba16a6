/** The map view that labels size themselves by: map units per screen pixel, followed through zooms and resizes. */
import { type RefObject, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type MapView, PHONE_LABEL_PX, unitsPerPixel } from './mapLabels.ts';
import { usePhoneLayout } from './usePhoneLayout.ts';
import type { Box } from './useViewBox.ts';

/** The view of the SVG in `svgRef` showing `box`; a phone sets the smallest label size. */
export function useMapView(svgRef: RefObject<SVGSVGElement>, box: Box): MapView {
  const onPhone = usePhoneLayout();
  const [size, setSize] = useState<[number, number]>([0, 0]);
  const latest = useRef(size);
  useLayoutEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const measure = () => {
      const r = svg.getBoundingClientRect();
      if (r.width !== latest.current[0] || r.height !== latest.current[1]) {
        latest.current = [r.width, r.height];
        setSize(latest.current);
      }
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(svg);
    return () => observer.disconnect();
  }, [svgRef]);
  const unitsPerPx = unitsPerPixel(box, size[0], size[1]);
  const minPx = onPhone ? PHONE_LABEL_PX : 0;
  return useMemo(() => ({ unitsPerPx, minPx }), [unitsPerPx, minPx]);
}
