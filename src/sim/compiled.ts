/**
 * The simulator's worker code, compiled once. A worker thread that loaded the TypeScript sources
 * through tsx spent most of a short tournament compiling them again; instead the worker module and
 * the providers module are bundled by esbuild into one plain ES module, kept in
 * node_modules/.cache/sim-workers/ and rebuilt only when one of the files it was built from changes.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The project root (src/sim/../..). */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the bundles are kept. */
export const CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'sim-workers');
const WORKER_SOURCE = fileURLToPath(new URL('./worker.ts', import.meta.url));

/** What a bundle was built from: each input file with the hash of its content. */
interface Manifest {
  inputs: Record<string, string>;
}

const sha1 = (data: string | Buffer) => createHash('sha1').update(data).digest('hex');

/** True when every input of the manifest still has the content it was built from. */
function upToDate(manifestFile: string): boolean {
  try {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    return Object.entries(manifest.inputs).every(([file, hash]) => sha1(readFileSync(join(ROOT, file))) === hash);
  } catch {
    return false;
  }
}

/** Bundles the worker with the providers module `providersPath` into `outFile` and returns the manifest. */
async function build(providersPath: string, outFile: string): Promise<Manifest> {
  const { build: esbuild } = await import('esbuild');
  const entry = [
    `import { loadProviders } from ${JSON.stringify(providersPath)};`,
    `import { gamePlayer } from ${JSON.stringify(WORKER_SOURCE)};`,
    'export const playGames = gamePlayer(loadProviders);',
  ].join('\n');
  const result = await esbuild({
    stdin: { contents: entry, resolveDir: ROOT, sourcefile: 'sim-worker-entry.ts', loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    absWorkingDir: ROOT,
    outfile: outFile,
    write: true,
    metafile: true,
    logLevel: 'silent',
    // Bundled CommonJS packages call require() for Node's own modules.
    banner: { js: "import { createRequire as __simRequire } from 'node:module'; const require = __simRequire(import.meta.url);" },
  });
  const inputs: Record<string, string> = {};
  for (const file of Object.keys(result.metafile.inputs)) {
    if (file.startsWith('<stdin>') || file === 'sim-worker-entry.ts') continue;
    inputs[file] = sha1(readFileSync(join(ROOT, file)));
  }
  return { inputs };
}

/**
 * The URL of the compiled worker module for the providers module `providersModule` (a file URL):
 * built on first use and whenever one of its sources changed. It exports `playGames(task)`.
 */
export async function compiledWorker(providersModule: string): Promise<string> {
  const providersPath = fileURLToPath(providersModule);
  const dir = join(CACHE_DIR, sha1(`${providersPath}\n${WORKER_SOURCE}`).slice(0, 16));
  const outFile = join(dir, 'worker.mjs');
  const manifestFile = join(dir, 'manifest.json');
  if (!upToDate(manifestFile)) {
    mkdirSync(dir, { recursive: true });
    // Built under a name of its own, then renamed: two simulators starting at once never load half a file.
    const tmp = `${outFile}.${process.pid}.tmp.mjs`;
    const manifest = await build(providersPath, tmp);
    renameSync(tmp, outFile);
    writeFileSync(`${manifestFile}.${process.pid}`, JSON.stringify(manifest));
    renameSync(`${manifestFile}.${process.pid}`, manifestFile);
  }
  return pathToFileURL(outFile).href;
}
