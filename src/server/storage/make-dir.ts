/**
 * Creates a directory and its missing parents one level at a time. Node's own
 * `mkdirSync(dir, { recursive: true })` spins for ever under /proc: procfs answers ENOENT to a
 * mkdir whose parent exists, and Node reads ENOENT as "make the parent first" and retries.
 */
import { mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Why a directory cannot be made, with the path at fault and the system's error code. */
export class DirError extends Error {
  constructor(
    message: string,
    readonly path: string,
    readonly code: string,
  ) {
    super(message);
  }
}

function codeOf(err: unknown): string {
  return (err as NodeJS.ErrnoException).code ?? 'unknown error';
}

/** Makes `dir` (and missing parents); throws a DirError naming the path when one cannot be made. */
export function makeDir(dir: string): void {
  const missing: string[] = [];
  let path = resolve(dir);
  for (;;) {
    try {
      if (!statSync(path).isDirectory()) throw new DirError(`${path} is a file, not a directory`, path, 'ENOTDIR');
      break;
    } catch (err) {
      if (err instanceof DirError) throw err;
      const code = codeOf(err);
      // ENOTDIR: a file further up the path; the walk up finds it.
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw new DirError(`${path} cannot be read (${code})`, path, code);
      missing.push(path);
      const up = dirname(path);
      if (up === path) break;
      path = up;
    }
  }
  for (const p of missing.reverse()) {
    try {
      mkdirSync(p);
    } catch (err) {
      const code = codeOf(err);
      if (code === 'EEXIST') continue;
      const why =
        code === 'ENOENT'
          ? 'its parent holds no directories (a virtual file system such as /proc or /sys)'
          : code === 'EACCES' || code === 'EPERM' || code === 'EROFS'
            ? 'no permission to write there'
            : 'the system refused';
      throw new DirError(`${p} cannot be created: ${why} (${code})`, p, code);
    }
  }
}
