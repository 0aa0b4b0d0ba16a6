/**
 * Whether the board is laid out for a phone: a window at most 600 CSS pixels wide (phone.css uses
 * the same width). Follows the window as it is resized or the phone is turned.
 */
import { useSyncExternalStore } from 'react';

/** The media query of the phone layout. */
export const PHONE_QUERY = '(max-width: 600px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(PHONE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True while the window matches the phone layout. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
