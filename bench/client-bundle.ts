/**
 * Client benchmark: the production bundle's first-page size (gzipped) and the time from navigation
 * to an interactive India Rails board in headless Chromium (median of several cold loads), with the
 * home page's load time measured in the same run as the baseline. Prints one JSON document.
 *
 *   NODE_ENV=production npx tsx bench/client-bundle.ts [--loads 7]
 *
 * Targets: first page < 400 kB gzipped, board interactive < 1 s.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../test/e2e/support/browser.ts';
import { builtSnapshot } from '../test/e2e/support/build.ts';
import { serveStatic } from '../test/e2e/support/staticServer.ts';
import { reportResult } from './lib/results.ts';

const args = process.argv.slice(2);
const loadsArg = args.indexOf('--loads');
const LOADS = loadsArg >= 0 ? Number(args[loadsArg + 1]) : 7;
if (!Number.isInteger(LOADS) || LOADS < 1) {
  console.error('usage: tsx bench/client-bundle.ts [--loads N]  (N ≥ 1)');
  process.exit(2);
}

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Files the browser fetches for the first page: index.html, its entry script and style, and their static imports. */
function firstPageFiles(): string[] {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+)"/g)].map((m) => m[1]);
  const seen = new Set<string>(refs);
  const queue = refs.filter((r) => r.endsWith('.js'));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    const code = readFileSync(join(DIST, file), 'utf8');
    // Static imports only (`import … from "./x.js"` / `import "./x.js"`); dynamic import() chunks load later.
    for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      const dep = `assets/${m[1]}`;
      if (!seen.has(dep)) {
        seen.add(dep);
        queue.push(dep);
      }
    }
  }
  return ['index.html', ...seen];
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

const snapshot = await builtSnapshot();
const DIST = snapshot.dir;
const first = firstPageFiles();
const firstPageGzip = first.reduce((n, f) => n + gz(join(DIST, f)), 0);
const assets = readdirSync(join(DIST, 'assets'));
const allGzip = assets.reduce((n, f) => n + gz(join(DIST, 'assets', f)), 0);
const largest = assets
  .map((f) => ({ file: f, bytes: statSync(join(DIST, 'assets', f)).size, gzip: gz(join(DIST, 'assets', f)) }))
  .sort((a, b) => b.gzip - a.gzip)
  .slice(0, 6);

const server = await serveStatic(DIST);
const browser = await launchBrowser();

/** Milliseconds from navigation start until `selector` is in the page (a fresh, cold context per load). */
async function timeTo(hash: string, selector: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/${hash}`, { waitUntil: 'commit' });
  await page.waitForSelector(selector, { timeout: 30_000 });
  // The board is interactive once React has committed it and the browser has painted a frame.
  const ms = await page.evaluate(() => new Promise<number>((ok) => requestAnimationFrame(() => ok(performance.now()))));
  await context.close();
  return ms;
}

const boardHash = '#/play/india-rails?players=3&bots=random,random&seed=bench&botDelay=600000';
await timeTo(boardHash, '[data-testid="ir-pick"]'); // warm-up: the OS file cache and Chromium's own start
const home: number[] = [];
const board: number[] = [];
for (let i = 0; i < LOADS; i++) {
  home.push(await timeTo('#/', '[data-testid="new-ttr-india"]'));
  board.push(await timeTo(boardHash, '[data-testid="ir-pick"]'));
}
await browser.close();
await server.close();
snapshot.cleanup();

const boardMs = median(board);
const homeMs = median(home);
reportResult('client-bundle', {
  firstPage: { files: first, gzipBytes: firstPageGzip, targetBytes: 400_000, ratioToTarget: +(firstPageGzip / 400_000).toFixed(3) },
  allAssetsGzipBytes: allGzip,
  largestAssets: largest,
  loads: LOADS,
  homeInteractiveMs: { median: +homeMs.toFixed(1), samples: home.map((x) => +x.toFixed(1)) },
  indiaRailsBoardInteractiveMs: { median: +boardMs.toFixed(1), samples: board.map((x) => +x.toFixed(1)), targetMs: 1000 },
  ratios: { boardToHome: +(boardMs / homeMs).toFixed(2), boardToTarget: +(boardMs / 1000).toFixed(3) },
});
