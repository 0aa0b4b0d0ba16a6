/** Which code played a tournament: a replay gives the same game only with the same rules and bots. */
import { execFileSync } from 'node:child_process';

/** The git commit of the working tree (with '+dirty' when it has uncommitted changes), or null outside git. */
export function codeVersion(): string | null {
  try {
    const run = (args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const commit = run(['rev-parse', '--short', 'HEAD']);
    const dirty = run(['status', '--porcelain', '--untracked-files=no']) !== '';
    return dirty ? `${commit}+dirty` : commit;
  } catch {
    return null;
  }
}
