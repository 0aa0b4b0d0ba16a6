/**
 * One tab at a time plays a saved game: the page that shows it holds a Web Lock named after the
 * save for as long as it is open, and another tab that asks for the same game is told where it is.
 * Within one tab the lock is shared (a page remounted by React takes the lock its earlier mount
 * holds). Without Web Locks (an old browser) every tab may open it.
 */

const PREFIX = 'saved-game:';

/** A held lock of one save in this tab: how many holders, and how to let it go. */
interface Held {
  holders: number;
  release: Promise<(() => void) | null>;
}

const held = new Map<string, Held>();

function request(id: string): Promise<(() => void) | null> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return Promise.resolve(() => {});
  return new Promise((granted) => {
    void locks.request(`${PREFIX}${id}`, { ifAvailable: true }, (lock) => {
      if (!lock) {
        granted(null);
        return undefined;
      }
      // The lock is held until this promise settles, that is until release() is called.
      return new Promise<void>((release) => granted(release));
    });
  });
}

/**
 * Takes the lock of save `id` for this tab. Resolves to a function that gives it back, or to null
 * when another tab (or window) has the game open.
 */
export async function lockSave(id: string): Promise<(() => void) | null> {
  let mine = held.get(id);
  if (!mine) {
    mine = { holders: 0, release: request(id) };
    held.set(id, mine);
  }
  mine.holders++;
  const release = await mine.release;
  const entry = mine;
  if (!release) {
    if (held.get(id) === entry) held.delete(id);
    return null;
  }
  let given = false;
  return () => {
    if (given) return;
    given = true;
    entry.holders--;
    if (entry.holders === 0) {
      if (held.get(id) === entry) held.delete(id);
      release();
    }
  };
}

/** The saves open in any tab of this browser (including this one), by the locks they hold. */
export async function openSaves(): Promise<Set<string>> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return new Set();
  const state = await locks.query();
  return new Set(
    (state.held ?? [])
      .map((l) => l.name ?? '')
      .filter((n) => n.startsWith(PREFIX))
      .map((n) => n.slice(PREFIX.length)),
  );
}
