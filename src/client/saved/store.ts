/**
 * The saved local games: create one per new game (never replacing another), list them for the
 * home page (with the records this build cannot read apart), open one whole, delete one. Each
 * game's writes go through its own SaveWriter, and opening a game first waits for its writes.
 */
import type { SaveBackend } from './backend.ts';
import { readMatch, readSummary, type SavedGame, type SavedSettings, type SaveSummary, type UnreadableSave } from './format.ts';
import { SaveWriter } from './saveWriter.ts';
import { firstSummary } from './summary.ts';

/** What opening a saved game found. */
export type OpenedSave = { kind: 'missing' } | { kind: 'unreadable'; save: UnreadableSave } | { kind: 'ready'; game: SavedGame };

/** The saved games, newest first, and the records this build cannot read. */
export interface SaveList {
  saves: SaveSummary[];
  unreadable: UnreadableSave[];
}

/** A new save id: 12 letters and digits from the browser's random source. */
export function newSaveId(): string {
  const words = crypto.getRandomValues(new Uint32Array(3));
  return Array.from(words, (w) => w.toString(36).padStart(7, '0').slice(-4)).join('');
}

/** Whether `id` could be a save id (a link's path is hostile until checked). */
export function isSaveId(id: string | undefined): id is string {
  return typeof id === 'string' && /^[a-z0-9]{6,32}$/.test(id);
}

/** The saved games of one backend. */
export class SaveStore {
  private readonly writers = new Map<string, SaveWriter>();

  constructor(
    private readonly backend: SaveBackend,
    /** Whether the games outlive the tab (false when the browser offers no IndexedDB). */
    readonly lasting: boolean,
    private readonly now: () => number = Date.now,
  ) {}

  /** Every saved game, most recently played first, and the unreadable records. */
  async list(): Promise<SaveList> {
    const saves: SaveSummary[] = [];
    const unreadable: UnreadableSave[] = [];
    for (const raw of await this.backend.summaries()) {
      const read = readSummary(raw);
      if ('summary' in read) saves.push(read.summary);
      else unreadable.push(read.unreadable);
    }
    saves.sort((a, b) => b.updatedAt - a.updatedAt);
    return { saves, unreadable };
  }

  /** Saves a new game under a new id (before its first move, so a reload finds it). */
  async create(gameId: string, settings: SavedSettings, players: string[]): Promise<SaveSummary> {
    const summary = firstSummary(newSaveId(), gameId, settings, players, this.now());
    await this.backend.write({ summary, log: [] });
    return summary;
  }

  /** A saved game whole, once its pending writes are stored. */
  async open(id: string): Promise<OpenedSave> {
    await this.writers.get(id)?.idle();
    const raw = await this.backend.summary(id);
    if (raw === undefined) return { kind: 'missing' };
    const read = readSummary(raw);
    if ('unreadable' in read) return { kind: 'unreadable', save: read.unreadable };
    const { match, log } = await this.backend.game(id);
    if (match === undefined) return { kind: 'ready', game: { summary: read.summary, log: [] } };
    const game = readMatch(match, log);
    if ('reason' in game) return { kind: 'unreadable', save: { id, gameId: read.summary.gameId, updatedAt: read.summary.updatedAt, reason: game.reason } };
    return { kind: 'ready', game: { summary: read.summary, match: game.match, log: game.log } };
  }

  /** Deletes a saved game, after any write still under way. */
  async remove(id: string): Promise<void> {
    await this.writers.get(id)?.idle();
    this.writers.delete(id);
    await this.backend.remove(id);
  }

  /** The writer of game `id` (one per game, shared by everything that writes it). */
  writer(id: string): SaveWriter {
    let w = this.writers.get(id);
    if (!w) {
      w = new SaveWriter(this.backend);
      this.writers.set(id, w);
    }
    return w;
  }

  /** The current time, as this store stamps summaries. */
  time(): number {
    return this.now();
  }
}
