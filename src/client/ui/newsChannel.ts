/**
 * The happenings the board on the page has to announce: its move log reader publishes them
 * (`useMoveLog`), the message over the map (`BoardNews`, mounted by `BoardShell`) reads them and
 * marks them read. The message is kept apart from the move log panel, which a phone shows only
 * while its sheet is open; what was read stays read while the board stays (a phone turned sideways
 * redraws the map), and is forgotten with it. One board is on a page at a time (a pass-and-play
 * hand-off mounts the next seat's anew).
 */
import { useEffect, useSyncExternalStore } from 'react';

/** One happening to announce. `text` names seats "Player N". */
export interface NewsItem {
  key: string;
  seat: number | null;
  title: string;
  text: string;
}

interface Channel {
  items: readonly NewsItem[];
  read: ReadonlySet<string>;
}

const EMPTY: Channel = Object.freeze({ items: Object.freeze([]), read: new Set<string>() });
let channel: Channel = EMPTY;
const listeners = new Set<() => void>();

function set(next: Channel): void {
  channel = next;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Publishes the board's happenings to announce while the calling component (the board) is mounted. */
export function usePublishNews(items: readonly NewsItem[]): void {
  useEffect(() => {
    if (items !== channel.items) set({ ...channel, items });
  }, [items]);
  useEffect(() => () => set(EMPTY), []);
}

/** The unread happenings of the board on the page, and a way to mark them read. */
export function useNews(): { unread: readonly NewsItem[]; markRead: (keys: readonly string[]) => void } {
  const { items, read } = useSyncExternalStore(subscribe, () => channel);
  return {
    unread: items.filter((n) => !read.has(n.key)),
    markRead: (keys) => set({ ...channel, read: new Set([...channel.read, ...keys]) }),
  };
}
