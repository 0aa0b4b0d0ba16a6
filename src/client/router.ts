/**
 * Hash-based routing: `#/`, `#/new/<game>`, `#/play/<game>?players=…`. Hash routes need no server
 * support, so the same built pages work from any static host and from the lobby server.
 */
import { useEffect, useState } from 'react';

/** A parsed hash route: path segments and query parameters. */
export interface Route {
  segments: string[];
  params: URLSearchParams;
}

/** Parses a location hash such as `#/play/ttr-india?players=3`. */
export function parseHash(hash: string): Route {
  const raw = hash.replace(/^#\/?/, '');
  const [path, query = ''] = raw.split('?', 2);
  return { segments: path.split('/').filter(Boolean).map(decodeURIComponent), params: new URLSearchParams(query) };
}

/** The current hash route, updated on navigation. */
export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseHash(window.location.hash));
  useEffect(() => {
    const onChange = () => setRoute(parseHash(window.location.hash));
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return route;
}

/** Builds a hash link from segments and parameters. */
export function href(segments: string[], params?: Record<string, string | number | boolean | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined && v !== false) q.set(k, String(v));
  const qs = q.toString();
  return `#/${segments.map(encodeURIComponent).join('/')}${qs ? `?${qs}` : ''}`;
}

/** Navigates to a hash link. */
export function navigate(link: string): void {
  window.location.hash = link.replace(/^#/, '');
}
