/**
 * Whether node_modules already holds what package-lock.json asks for, so that scripts/test-all.sh
 * can skip `npm ci`. It compares the lock file with npm's own record of the install,
 * node_modules/.package-lock.json (written by every `npm ci` and `npm install`): the same packages
 * at the same versions and integrity, none missing but optional ones (another platform's builds),
 * none extra; each package's own package.json on disk must give the locked version too (`npm
 * install --package-lock-only` rewrites npm's record without installing anything); and the lock
 * file's dependency lists must still be package.json's. Plain JavaScript with no dependencies, since
 * it runs before anything is installed.
 *
 *   node scripts/node-modules-current.mjs   # exit 0 and says so when current; exit 1 with the reason otherwise
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEPENDENCY_LISTS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'];

/** A dependency list as comparable text (key order does not matter). */
const listText = (list) => JSON.stringify(Object.entries(list ?? {}).sort(([a], [b]) => a.localeCompare(b)));

/**
 * Why the install does not match the lock file, or null when it does.
 * @param {{ dependencies?: object, devDependencies?: object, optionalDependencies?: object, peerDependencies?: object }} manifest package.json
 * @param {{ packages: Record<string, { version?: string, integrity?: string, resolved?: string, optional?: boolean }> }} lock package-lock.json
 * @param {{ packages: Record<string, { version?: string, integrity?: string, resolved?: string }> } | null} installed node_modules/.package-lock.json, null when absent
 * @param {(path: string) => string | null} versionOnDisk the version in `<path>/package.json`, null when there is none
 * @returns {string | null}
 */
export function installMismatch(manifest, lock, installed, versionOnDisk) {
  const root = lock.packages?.[''] ?? {};
  const stale = DEPENDENCY_LISTS.find((list) => listText(root[list]) !== listText(manifest[list]));
  if (stale) return `package-lock.json's ${stale} differ from package.json's`;
  if (!installed) return 'node_modules holds no npm install (no node_modules/.package-lock.json)';
  for (const [path, wanted] of Object.entries(lock.packages)) {
    if (path === '') continue;
    const got = installed.packages[path];
    const onDisk = versionOnDisk(path);
    if (!got || onDisk === null) {
      if (wanted.optional) continue;
      return `${path} is not installed`;
    }
    if (got.version !== wanted.version || got.integrity !== wanted.integrity || got.resolved !== wanted.resolved)
      return `${path} is ${got.version ?? 'another build'}, the lock file wants ${wanted.version}`;
    if (onDisk !== wanted.version) return `${path}/package.json says ${onDisk}, the lock file wants ${wanted.version}`;
  }
  const extra = Object.keys(installed.packages).find((path) => !(path in lock.packages));
  return extra ? `${extra} is installed but not in the lock file` : null;
}

/** The mismatch of the project at `root` (see installMismatch). */
export function projectInstallMismatch(root) {
  const read = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));
  const record = join(root, 'node_modules', '.package-lock.json');
  const versionOnDisk = (path) => (existsSync(join(root, path, 'package.json')) ? (read(join(path, 'package.json')).version ?? null) : null);
  return installMismatch(read('package.json'), read('package-lock.json'), existsSync(record) ? read('node_modules/.package-lock.json') : null, versionOnDisk);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const mismatch = projectInstallMismatch(process.cwd());
  process.stderr.write(mismatch ? `node_modules: ${mismatch}\n` : 'node_modules: matches package-lock.json\n');
  process.exit(mismatch ? 1 : 0);
}
