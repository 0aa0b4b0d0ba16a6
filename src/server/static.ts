/** Serves the built client (dist/) from the lobby server's own port, with a note when it is missing. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type Koa from 'koa';
import mount from 'koa-mount';
import serve from 'koa-static';

/** Adds the static client to `app`; the API and sockets keep their own paths. */
export function serveClient(app: Koa, distDir: string): void {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.use(async function clientNotBuiltMiddleware(ctx, next) {
      if (ctx.method === 'GET' && ctx.path === '/') {
        ctx.type = 'text/plain';
        ctx.body = 'The client is not built: run `npm run build` (npm start does it when dist/ is missing).\n';
        return;
      }
      await next();
    });
    return;
  }
  app.use(mount('/', serve(distDir, { index: 'index.html', maxage: 60 * 60 * 1000, gzip: true })));
}
