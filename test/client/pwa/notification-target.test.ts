/**
 * A click on a "your turn" notification opens only a page of this app (pwa/notificationClick.ts):
 * the link in the notification's data, when it lies inside the service worker's scope, else the
 * app's start page.
 */
import { describe, expect, it } from 'vitest';
import { notificationTarget } from '../../../src/client/pwa/notificationClick.ts';

const SCOPE = 'https://games.example/rails/';

describe('notificationTarget', () => {
  it('opens the match the notification names', () => {
    expect(notificationTarget(SCOPE, { url: `${SCOPE}#/match/ttr-india/abc` })).toBe(`${SCOPE}#/match/ttr-india/abc`);
  });

  it('opens the start page for another origin, a path outside the scope, or data without a link', () => {
    expect(notificationTarget(SCOPE, { url: 'https://evil.example/rails/#/match/x/y' })).toBe(SCOPE);
    expect(notificationTarget(SCOPE, { url: 'https://games.example/other/' })).toBe(SCOPE);
    expect(notificationTarget(SCOPE, { url: 'javascript:alert(1)' })).toBe(SCOPE);
    expect(notificationTarget(SCOPE, { url: 42 })).toBe(SCOPE);
    expect(notificationTarget(SCOPE, null)).toBe(SCOPE);
  });
});
