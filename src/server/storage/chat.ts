/**
 * Chat messages stored with their match (table `bgio_chat`, created with the others in driver.ts):
 * one row per message, only the newest CHAT_LIMITS.historyKept kept per match, deleted with the match.
 */
import { CHAT_LIMITS, type StoredChatMessage } from '../chat/limits.ts';
import type { SqlDriver } from './driver.ts';

/** The chat of every match, over the match store's SQL driver (SQLite or PostgreSQL). */
export class ChatStore {
  constructor(
    private readonly driver: SqlDriver,
    private readonly keep: number = CHAT_LIMITS.historyKept,
  ) {}

  /** Appends a message and deletes the match's messages older than the newest `keep`. */
  async add(matchID: string, message: StoredChatMessage): Promise<void> {
    await this.driver.transaction(async (tx) => {
      await tx.run('INSERT INTO bgio_chat (match_id, message) VALUES (?, ?)', [matchID, JSON.stringify(message)]);
      await tx.run('DELETE FROM bgio_chat WHERE match_id = ? AND id <= (SELECT id FROM bgio_chat WHERE match_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?)', [
        matchID,
        matchID,
        this.keep,
      ]);
    });
  }

  /** The match's newest messages (at most `limit`), oldest first. */
  async recent(matchID: string, limit: number = this.keep): Promise<StoredChatMessage[]> {
    const rows = await this.driver.all('SELECT message FROM bgio_chat WHERE match_id = ? ORDER BY id DESC LIMIT ?', [matchID, limit]);
    return rows.reverse().map((r) => JSON.parse(r.message as string) as StoredChatMessage);
  }
}
