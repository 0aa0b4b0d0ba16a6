/**
 * A long India Rails match written straight into a lobby server's SQLite store, for the sync-flood
 * benchmark: MOVES random legal moves through the hardened game's master (the same redaction flags
 * and log as a served match), three seats, no sockets.
 */
import { join } from 'node:path';
import type { State } from 'boardgame.io';
import { createMatch } from 'boardgame.io/internal';
import { Master } from 'boardgame.io/master';
import { objectCodec } from '../../src/engine/bgio.ts';
import type { CoreAction } from '../../src/engine/core.ts';
import { createRng } from '../../src/engine/rng.ts';
import { getGameCore } from '../../src/games/registry.ts';
import { hostedGames } from '../../src/server/games.ts';
import { hardenGame } from '../../src/server/hardening/game.ts';
import { SqlStorage } from '../../src/server/storage/index.ts';
import { sqliteDriver } from '../../src/server/storage/sqlite.ts';

const GAME = 'india-rails';

/** Writes the match into `<dataDir>/matches.sqlite`; resolves to its id, moves and the whole log's size. */
export async function writeLongMatch(dataDir: string, moves: number): Promise<{ matchID: string; moves: number; logEntries: number; stockSyncBytes: number }> {
  const hosted = hostedGames().find((h) => h.game.name === GAME)!;
  const game = hardenGame(hosted.game, hosted);
  const core = getGameCore(GAME);
  const codec = objectCodec<CoreAction>();
  const rng = createRng('long-match');
  const db = new SqlStorage(sqliteDriver(join(dataDir, 'matches.sqlite')));
  await db.connect();
  const match = createMatch({ game, numPlayers: 3, setupData: {}, unlisted: false });
  if ('setupDataError' in match) throw new Error(String(match.setupDataError));
  for (const p of Object.values(match.metadata.players)) p.name = `P${p.id}`;
  const matchID = 'long-india-rails';
  await db.createMatch(matchID, match);
  const master = new Master(game, db, { send: () => {}, sendAll: () => {} });
  let made = 0;
  for (let i = 0; i < moves; i++) {
    const { state } = await db.fetch(matchID, { state: true });
    const s = state as State;
    if (s.ctx.gameover !== undefined) break;
    const g = (s.G as { core: unknown }).core;
    const seat = core.activePlayers(g)[0];
    const actions = core.legalActions(g, seat) as CoreAction[];
    if (actions.length === 0) break;
    const action = rng.pick(actions);
    const payload = { type: action.type, args: codec.toArgs(action), playerID: String(seat) };
    await master.onUpdate({ type: 'MAKE_MOVE', payload } as never, s._stateID, matchID, String(seat));
    made++;
  }
  const { state, log, initialState, metadata } = await db.fetch(matchID, { state: true, log: true, initialState: true, metadata: true });
  const stockSyncBytes = Buffer.byteLength(JSON.stringify({ state, log, initialState, filteredMetadata: metadata!.players }));
  await db.close();
  return { matchID, moves: made, logEntries: log!.length, stockSyncBytes };
}
