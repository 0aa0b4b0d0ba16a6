/**
 * The saved games in the browser's IndexedDB (no size limit worth minding, unlike localStorage's
 * few megabytes, and kept offline and across restarts of the installed app). Three object stores:
 * `summaries` and `matches` keyed by the save's id, and `logs` keyed by [id, position], so that a
 * move appends its log entries instead of rewriting the log.
 */
import type { SaveBackend } from './backend.ts';

const DB_NAME = 'rail-games-saved';
const DB_VERSION = 1;
const SUMMARIES = 'summaries';
const MATCHES = 'matches';
const LOGS = 'logs';

/** A request's result as a promise. */
function done<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((ok, fail) => {
    req.onsuccess = () => ok(req.result);
    req.onerror = () => fail(req.error ?? new Error('IndexedDB request failed'));
  });
}

/** Resolves when a transaction commits; rejects with its error when it aborts. */
function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((ok, fail) => {
    tx.oncomplete = () => ok();
    tx.onabort = () => fail(tx.error ?? new Error('the save was aborted'));
    tx.onerror = () => fail(tx.error ?? new Error('the save failed'));
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((ok, fail) => {
    const req = factory.open(DB_NAME, DB_VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains(SUMMARIES)) db.createObjectStore(SUMMARIES, { keyPath: 'id' });
      if (!db.objectStoreNames.contains(MATCHES)) db.createObjectStore(MATCHES, { keyPath: 'id' });
      if (!db.objectStoreNames.contains(LOGS)) db.createObjectStore(LOGS);
    };
    req.onsuccess = () => ok(req.result);
    req.onerror = () => fail(req.error ?? new Error('IndexedDB cannot be opened'));
    req.onblocked = () => fail(new Error('another tab holds an older version of the saved games open'));
  });
}

/** The log entries of one save, in order. */
const logRange = (id: string) => IDBKeyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER]);

/** The IndexedDB backend; rejects when the browser offers no IndexedDB or refuses to open it. */
export async function idbBackend(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<SaveBackend> {
  if (!factory) throw new Error('this browser has no IndexedDB');
  const db = await openDatabase(factory);
  const read = (stores: string[]) => db.transaction(stores, 'readonly');
  return {
    summaries: () => done(read([SUMMARIES]).objectStore(SUMMARIES).getAll()),
    summary: (id) => done(read([SUMMARIES]).objectStore(SUMMARIES).get(id)),
    async game(id) {
      const tx = read([MATCHES, LOGS]);
      const [match, log] = await Promise.all([done(tx.objectStore(MATCHES).get(id)), done(tx.objectStore(LOGS).getAll(logRange(id)))]);
      return { match, log };
    },
    write({ summary, match, log }) {
      const tx = db.transaction([SUMMARIES, MATCHES, LOGS], 'readwrite');
      tx.objectStore(SUMMARIES).put(summary);
      if (match) tx.objectStore(MATCHES).put(match);
      const logs = tx.objectStore(LOGS);
      for (const { seq, entry } of log) logs.put(entry, [summary.id, seq]);
      return committed(tx);
    },
    remove(id) {
      const tx = db.transaction([SUMMARIES, MATCHES, LOGS], 'readwrite');
      tx.objectStore(SUMMARIES).delete(id);
      tx.objectStore(MATCHES).delete(id);
      tx.objectStore(LOGS).delete(logRange(id));
      return committed(tx);
    },
  };
}
