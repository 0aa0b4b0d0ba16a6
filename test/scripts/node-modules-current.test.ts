/**
 * scripts/test-all.sh skips `npm ci` only when node_modules holds what package-lock.json asks for:
 * npm's record of the install lists the same packages at the same versions and integrity (another
 * platform's optional builds may be absent), nothing extra, and the lock file still matches
 * package.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installMismatch, type Lock, projectInstallMismatch } from '../../scripts/node-modules-current.mjs';

const manifest = { dependencies: { koa: '^2.16.4' }, devDependencies: { vite: '~8.3.8' } };
const lock: Lock = {
  packages: {
    '': { dependencies: { koa: '^2.16.4' }, devDependencies: { vite: '~8.3.8' } },
    'node_modules/koa': { version: '2.16.4', integrity: 'sha512-k', resolved: 'https://r/koa-2.16.4.tgz' },
    'node_modules/vite': { version: '8.3.8', integrity: 'sha512-v', resolved: 'https://r/vite-8.3.8.tgz' },
    'node_modules/@biomejs/cli-win32-x64': { version: '2.6.8', integrity: 'sha512-w', optional: true },
  },
};
/** npm's record of an install of `lock` on Linux: every package but the Windows build. */
const installed: Lock = {
  packages: { 'node_modules/koa': lock.packages['node_modules/koa'], 'node_modules/vite': lock.packages['node_modules/vite'] },
};
/** The packages' own package.json versions on disk after that install. */
const onDisk = (path: string) => installed.packages[path]?.version ?? null;

describe('does node_modules match package-lock.json', () => {
  it('yes: the same packages, another platform’s optional build absent', () => {
    expect(installMismatch(manifest, lock, installed, onDisk)).toBeNull();
  });

  it('no: nothing installed by npm', () => {
    expect(installMismatch(manifest, lock, null, onDisk)).toBe('node_modules holds no npm install (no node_modules/.package-lock.json)');
  });

  it('no: a package at another version, or missing, or extra', () => {
    const older = { ...installed.packages, 'node_modules/vite': { version: '8.3.7', integrity: 'sha512-o', resolved: 'https://r/vite-8.3.7.tgz' } };
    expect(installMismatch(manifest, lock, { packages: older }, onDisk)).toBe('node_modules/vite is 8.3.7, the lock file wants 8.3.8');
    const { 'node_modules/koa': _koa, ...withoutKoa } = installed.packages;
    expect(installMismatch(manifest, lock, { packages: withoutKoa }, onDisk)).toBe('node_modules/koa is not installed');
    const extra = { ...installed.packages, 'node_modules/left-pad': { version: '1.3.0' } };
    expect(installMismatch(manifest, lock, { packages: extra }, onDisk)).toBe('node_modules/left-pad is installed but not in the lock file');
  });

  it('no: npm’s record says installed, but the package on disk is not (npm install --package-lock-only rewrites the record)', () => {
    expect(installMismatch(manifest, lock, installed, (path) => (path === 'node_modules/koa' ? null : onDisk(path)))).toBe('node_modules/koa is not installed');
    expect(installMismatch(manifest, lock, installed, (path) => (path === 'node_modules/koa' ? '2.15.0' : onDisk(path)))).toBe(
      'node_modules/koa/package.json says 2.15.0, the lock file wants 2.16.4',
    );
  });

  it('no: package.json names a dependency the lock file does not', () => {
    const more = { ...manifest, dependencies: { ...manifest.dependencies, 'left-pad': '^1.3.0' } };
    expect(installMismatch(more, lock, installed, onDisk)).toBe("package-lock.json's dependencies differ from package.json's");
  });

  it('reads a project folder: its package.json, package-lock.json and node_modules/.package-lock.json', () => {
    const root = mkdtempSync(join(tmpdir(), 'node-modules-current-'));
    try {
      writeFileSync(join(root, 'package.json'), JSON.stringify(manifest));
      writeFileSync(join(root, 'package-lock.json'), JSON.stringify(lock));
      expect(projectInstallMismatch(root)).toMatch(/no node_modules\/\.package-lock\.json/);
      mkdirSync(join(root, 'node_modules'));
      writeFileSync(join(root, 'node_modules', '.package-lock.json'), JSON.stringify(installed));
      expect(projectInstallMismatch(root)).toBe('node_modules/koa is not installed');
      for (const path of Object.keys(installed.packages)) {
        mkdirSync(join(root, path), { recursive: true });
        writeFileSync(join(root, path, 'package.json'), JSON.stringify({ version: onDisk(path) }));
      }
      expect(projectInstallMismatch(root)).toBeNull();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
