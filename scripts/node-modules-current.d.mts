/** Types of scripts/node-modules-current.mjs, plain JavaScript since it runs before `npm ci`. */

/** What of package.json the check reads: its dependency lists. */
export interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** One package of a lock file or of npm's record of an install. */
export interface LockedPackage {
  version?: string;
  integrity?: string;
  resolved?: string;
  optional?: boolean;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** package-lock.json, or node_modules/.package-lock.json: packages by their path. */
export interface Lock {
  packages: Record<string, LockedPackage>;
}

/**
 * Why the install does not match the lock file, or null when it does; `versionOnDisk` gives the
 * version in `<path>/package.json`, null when there is none.
 */
export function installMismatch(manifest: Manifest, lock: Lock, installed: Lock | null, versionOnDisk: (path: string) => string | null): string | null;

/** The mismatch of the project at `root`: its package.json, package-lock.json and node_modules. */
export function projectInstallMismatch(root: string): string | null;
