/**
 * An SVG that pans and zooms with mouse drag, wheel, touch drag and pinch (pointer events), and by
 * keyboard (+, -, arrows, 0 to reset). A drag does not count as a click on what lies under it.
 */
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

/** A view box [x, y, width, height]. */
export type Box = [number, number, number, number];

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

/** A pannable, zoomable SVG whose view box starts at `bounds`. */
export function PanZoomSvg({ bounds, children, className, maxZoom = 8, ariaLabel, onViewChange, ...rest }: Props) {
  const [box, setBox] = useState<Box>(bounds);
  const svgRef = useRef<SVGSVGElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const dragged = useRef(false);
  const start = useRef<{ x: number; y: number } | null>(null);

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
  const scale = useCallback((b: Box) => {
    const svg = svgRef.current;
    if (!svg) return 1;
    const r = svg.getBoundingClientRect();
    return Math.max(b[2] / Math.max(1, r.width), b[3] / Math.max(1, r.height));
  }, []);

  const toContent = useCallback((b: Box, clientX: number, clientY: number): [number, number] => {
    const svg = svgRef.current;
    if (!svg) return [b[0], b[1]];
    const r = svg.getBoundingClientRect();
    const s = Math.max(b[2] / Math.max(1, r.width), b[3] / Math.max(1, r.height));
    const cx = b[0] + b[2] / 2 + (clientX - (r.left + r.width / 2)) * s;
    const cy = b[1] + b[3] / 2 + (clientY - (r.top + r.height / 2)) * s;
    return [cx, cy];
  }, []);

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
    [update, toContent, bounds, maxZoom],
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
  }, [zoomAt]);

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
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onClickCapture={onClickCapture}
        onKeyDown={onKeyDown}
        style={{ touchAction: 'none' }}
        data-testid={rest['data-testid']}
      >
        {children}
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
