/**
 * The page's one SaveStore: IndexedDB when the browser has it; else games are kept in memory for
 * as long as the tab is open, and `lasting` says so (the pages then warn that a reload loses them).
 */
import { memoryBackend } from './backend.ts';
import { idbBackend } from './idbBackend.ts';
import { SaveStore } from './store.ts';

let store: Promise<SaveStore> | null = null;
/** Why games cannot outlive the tab, once that is known (else null). */
let problem: string | null = null;

/** The saved games of this browser. */
export function savedGames(): Promise<SaveStore> {
  store ??= idbBackend().then(
    (backend) => new SaveStore(backend, true),
    (err: Error) => {
      problem = err.message || String(err);
      return new SaveStore(memoryBackend(), false);
    },
  );
  return store;
}

/** Why this browser cannot keep games past a reload, or null when it can. */
export function saveProblem(): string | null {
  return problem;
}
