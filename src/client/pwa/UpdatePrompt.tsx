/// <reference types="vite-plugin-pwa/react" />
/**
 * Registers the service worker (pwa/sw.ts) and, when a new build has installed beside the running
 * one, offers to reload into it. Shown over every page, the boards included.
 */
import { useRegisterSW } from 'virtual:pwa-register/react';
import './pwa.css';

/** The "new version" offer; nothing while the running build is the newest. */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <div className="update-prompt panel" role="status" data-testid="update-prompt">
      <span>A new version is ready.</span>
      <button type="button" className="primary" onClick={() => void updateServiceWorker(true)} data-testid="update-reload">
        Reload
      </button>
      <button type="button" onClick={() => setNeedRefresh(false)}>
        Later
      </button>
    </div>
  );
}
