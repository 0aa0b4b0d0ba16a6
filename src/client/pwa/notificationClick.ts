/**
 * What a click on a "your turn" notification does in the service worker: focus the tab that shows the
 * match, or open it. The notification's data is only ever written by our own page, but it is still
 * checked: only a page of this app (same origin, inside the worker's scope) is opened.
 */
/// <reference lib="webworker" />

/** The page a notification's data names, if it is one of this app's pages. */
export function notificationTarget(scope: string, data: unknown): string {
  const url = (data as { url?: unknown } | null)?.url;
  if (typeof url !== 'string') return scope;
  try {
    const target = new URL(url, scope);
    return target.href.startsWith(scope) ? target.href : scope;
  } catch {
    return scope;
  }
}

/** Focuses a window already showing the target page, else opens one. */
export async function openFromNotification(sw: ServiceWorkerGlobalScope, data: unknown): Promise<void> {
  const target = notificationTarget(sw.registration.scope, data);
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => w.url === target);
  if (open) {
    await open.focus();
    return;
  }
  await sw.clients.openWindow(target);
}
