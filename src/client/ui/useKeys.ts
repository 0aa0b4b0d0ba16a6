/** Global keyboard shortcuts for a board (ignored while typing in a field). */
import { useEffect, useRef } from 'react';

/** Binds keys (KeyboardEvent.key values) to handlers while the component is mounted. */
export function useKeys(pairs: [string, (() => void) | undefined][]): void {
  const bindings = new Map(pairs);
  const ref = useRef(bindings);
  ref.current = bindings;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t && (t.tagName === 'INPUT' || t.tagName === 'SELECT' || t.tagName === 'TEXTAREA')) return;
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const f = ref.current.get(e.key);
      if (f) {
        e.preventDefault();
        f();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
