/**
 * The queue of one saved game's writes: changes that come together (a move's state, then its
 * metadata) are merged into one write, writes never overlap, and the latest state always lands
 * last. `idle()` resolves once everything handed in so far is stored.
 */
import type { SaveBackend, SaveWrite } from './backend.ts';

/** What the page hears from the writer: the state id now stored, or why a write failed. */
export interface SaveWriterEvents {
  onSaved?: (stateID: number) => void;
  onError?: (message: string) => void;
}

/** Merges two writes of one game: the later summary and match, the log entries of both. */
function merge(a: SaveWrite, b: SaveWrite): SaveWrite {
  return { summary: b.summary, match: b.match ?? a.match, log: [...a.log, ...b.log] };
}

/** Writes one game's changes in order, one write at a time. */
export class SaveWriter {
  private pending: SaveWrite | null = null;
  private running: Promise<void> | null = null;
  /** The last error, until a later write succeeds. */
  error: string | null = null;

  constructor(
    private readonly backend: SaveBackend,
    public events: SaveWriterEvents = {},
  ) {}

  /** Queues a change; it is written with the others handed in during the same task. */
  push(change: SaveWrite): void {
    this.pending = this.pending ? merge(this.pending, change) : change;
    if (!this.running) this.running = this.drain();
  }

  /** Resolves when every change pushed so far has been written (or has failed). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    // Let the rest of this task (the metadata after a state) join the first write.
    await Promise.resolve();
    while (this.pending) {
      const change = this.pending;
      this.pending = null;
      try {
        await this.backend.write(change);
        this.error = null;
        if (change.match) this.events.onSaved?.(change.match.state._stateID);
      } catch (err) {
        // Keep the change: the next write carries it again, under anything newer.
        this.pending = this.pending ? merge(change, this.pending) : change;
        this.error = (err as Error).message || String(err);
        this.events.onError?.(this.error);
        break;
      }
    }
    this.running = null;
  }
}
