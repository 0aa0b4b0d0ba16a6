/**
 * An SVG that pans and zooms with mouse drag, wheel, touch drag and pinch (pointer events), and by
 * keyboard (+, -, arrows, 0 to reset). A drag does not count as a click on what lies under it.
 */
import { type ReactNode, useRef } from 'react';
import { MapViewContext } from './mapLabels.ts';
import { useMapView } from './useMapView.ts';
import { usePanGestures } from './usePanGestures.ts';
import { type Box, useViewBox } from './useViewBox.ts';

export type { Box };

interface Props {
  /** The whole content's box: the initial view and the limit of panning. */
  bounds: Box;
  children: ReactNode;
  className?: string;
  /** Largest zoom factor relative to `bounds`. */
  maxZoom?: number;
  'data-testid'?: string;
  ariaLabel: string;
  /** Defs and overlays that are not transformed (drawn in content coordinates anyway). */
  onViewChange?: (box: Box) => void;
}

/** A pannable, zoomable SVG whose view box starts at `bounds`. */
export function PanZoomSvg({ bounds, children, className, maxZoom = 8, ariaLabel, onViewChange, ...rest }: Props) {
  const svgRef = useRef<SVGSVGElement>(null);
  const view = useViewBox(svgRef, bounds, maxZoom, onViewChange);
  const { box, update, zoomAt } = view;
  const mapView = useMapView(svgRef, box);
  const gestures = usePanGestures(svgRef, view);
  const onKeyDown = (e: React.KeyboardEvent) => {
    const step = 0.15;
    const keys = new Map<string, () => void>([
      ['+', () => zoomAt(1.25)],
      ['=', () => zoomAt(1.25)],
      ['-', () => zoomAt(0.8)],
      ['0', () => update(() => bounds)],
      ['ArrowLeft', () => update((b) => [b[0] - b[2] * step, b[1], b[2], b[3]])],
      ['ArrowRight', () => update((b) => [b[0] + b[2] * step, b[1], b[2], b[3]])],
      ['ArrowUp', () => update((b) => [b[0], b[1] - b[3] * step, b[2], b[3]])],
      ['ArrowDown', () => update((b) => [b[0], b[1] + b[3] * step, b[2], b[3]])],
    ]);
    const k = keys.get(e.key);
    if (k && e.target === e.currentTarget) {
      e.preventDefault();
      k();
    }
  };

  return (
    <div className={`panzoom ${className ?? ''}`}>
      <svg
        ref={svgRef}
        viewBox={box.join(' ')}
        preserveAspectRatio="xMidYMid meet"
        role="application"
        aria-label={`${ariaLabel}. Arrow keys pan, plus and minus zoom, 0 resets.`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the map pans and zooms by keyboard when focused
        tabIndex={0}
        {...gestures}
        onKeyDown={onKeyDown}
        style={{ touchAction: 'none' }}
        data-testid={rest['data-testid']}
      >
        <MapViewContext.Provider value={mapView}>{children}</MapViewContext.Provider>
      </svg>
      <div className="panzoom-buttons">
        <button type="button" onClick={() => zoomAt(1.25)} aria-label="Zoom in" title="Zoom in (+)">
          +
        </button>
        <button type="button" onClick={() => zoomAt(0.8)} aria-label="Zoom out" title="Zoom out (-)">
          −
        </button>
        <button type="button" onClick={() => update(() => bounds)} aria-label="Reset view" title="Reset view (0)">
          ⤢
        </button>
      </div>
    </div>
  );
}
