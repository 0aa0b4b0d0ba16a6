/**
 * Who is connected, as the store says (`isConnected` of each seat, written by boardgame.io's master
 * when a seat's socket syncs or its last socket goes): a server that starts alone finds the flags
 * its previous run left behind, of sockets that are gone. Before it listens it marks every seat of
 * the unfinished matches away; the players who are still there reconnect within seconds and are
 * marked back. Only over SQLite, which one server alone uses: instances sharing PostgreSQL skip this
 * (the flags are the other instances' too).
 */
import type { Server as ServerTypes } from 'boardgame.io';
import type { SqlStorage } from './storage/index.ts';

/** Marks every connected seat of the unfinished matches disconnected; resolves to how many matches changed. */
export async function markSeatsAway(db: SqlStorage): Promise<number> {
  const rows = await db.driver.all('SELECT match_id, metadata FROM bgio_matches WHERE gameover = 0', []);
  let changed = 0;
  for (const row of rows) {
    const metadata = JSON.parse(row.metadata as string) as ServerTypes.MatchData;
    const seats = Object.values(metadata.players).filter((p) => p.isConnected);
    if (seats.length === 0) continue;
    for (const p of seats) p.isConnected = false;
    await db.setMetadata(row.match_id as string, metadata);
    changed++;
  }
  return changed;
}
