/**
 * Every answer of the server carries the security headers: the app's pages and files, API answers,
 * API errors (which are JSON with a reason) and refusals made before any router sees the request.
 */
import { request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NimGame } from './fixtures/nim-game.ts';
import { serverForSuite } from './helpers.ts';

const dist = mkdtempSync(join(tmpdir(), 'headers-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><script type="module" src="/assets/app.js"></script>');
writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');

/** Asserts the security headers of one answer. */
function expectSecurityHeaders(res: Response): void {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(/(^|; )script-src 'self'(;|$)/);
  expect(csp).toMatch(/(^|; )default-src 'self'(;|$)/);
  expect(csp).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
  expect(csp).toMatch(/(^|; )worker-src 'self'(;|$)/);
  expect(csp).toMatch(/(^|; )manifest-src 'self'(;|$)/);
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('same-origin');
}

describe('security headers', () => {
  const suite = serverForSuite([{ game: NimGame }], { distDir: dist, origins: ['http://app.example'] });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('the page and the app files carry them', async () => {
    for (const path of ['/', '/index.html', '/assets/app.js']) {
      const res = await fetch(`${suite.server.url}${path}`);
      expect(res.status, path).toBe(200);
      expectSecurityHeaders(res);
    }
  });

  it('API answers and API errors carry them, the errors as JSON with a reason', async () => {
    const { url } = suite.server;
    const ok = await fetch(`${url}/games/nim?limit=1`);
    expect(ok.status).toBe(200);
    expectSecurityHeaders(ok);
    for (const [path, status] of [
      ['/games/nim/no-such-match', 404],
      ['/GAMES/nim', 404],
      ['/games/nim?limit=-1', 400],
    ] as const) {
      const res = await fetch(`${url}${path}`);
      expect(res.status, path).toBe(status);
      expectSecurityHeaders(res);
      expect(res.headers.get('content-type'), path).toMatch(/application\/json/);
      const body = (await res.json()) as { error?: unknown };
      expect(typeof body.error, path).toBe('string');
    }
  });

  it('a request refused for its Host carries them too', async () => {
    // fetch() may not set Host: a plain request does.
    const { hostname, port } = new URL(suite.server.url);
    const res = await new Promise<Response>((resolve, reject) => {
      const req = httpRequest({ host: hostname, port, path: '/games/nim', headers: { host: 'evil.example' } }, (answer) => {
        answer.resume();
        const headers = new Headers();
        for (const [k, v] of Object.entries(answer.headers)) if (typeof v === 'string') headers.set(k, v);
        resolve(new Response(null, { status: answer.statusCode, headers }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(res.status).toBe(403);
    expectSecurityHeaders(res);
  });
});
