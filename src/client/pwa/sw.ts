/**
 * The service worker (built by vite-plugin-pwa into dist/sw.js): it precaches the whole built client
 * so the home page and a game against bots start without the network, keeps the lobby server's API
 * on the network, and opens the match a "your turn" notification names when it is clicked.
 *
 * A new build brings a new precache list: the new worker installs beside the old one and waits; the
 * page offers to reload (pwa/UpdatePrompt.tsx) and sends SKIP_WAITING, and on activation the files
 * the new list no longer names are deleted from the cache.
 */
/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { openFromNotification } from './notificationClick.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

// Hash routes mean every page is the directory's index.html (precacheAndRoute's directoryIndex);
// query strings on it do not name other files.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });
cleanupOutdatedCaches();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openFromNotification(self, event.notification.data));
});
