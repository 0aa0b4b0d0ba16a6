/**
 * Plays saved local games in this process, as the play page does: a SaveStore over an in-memory
 * backend, the saved game's master (saved/savedMaster.ts) and one headless boardgame.io client per
 * seat. A "reload" is a new store over the same backend, opening the game again.
 */
import type { Game } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { catalogEntry } from '../../../src/client/catalog.ts';
import { localGame, localSeats, type MatchSettings } from '../../../src/client/pages/localMatch.ts';
import type { SaveBackend } from '../../../src/client/saved/backend.ts';
import type { SavedGame } from '../../../src/client/saved/format.ts';
import { savedMaster } from '../../../src/client/saved/savedMaster.ts';
import { SaveStore } from '../../../src/client/saved/store.ts';
import { objectCodec } from '../../../src/engine/bgio.ts';
import type { AnyGameCore, CoreAction } from '../../../src/engine/core.ts';
import { getBgioGame, getGameCore } from '../../../src/games/registry.ts';

type HeadlessClient = ReturnType<typeof Client>;

/** No board: these tests drive the clients headless. */
const NoBoard = () => null;

/** Settings of a two-player game of `gameId` (one person, one bot seat played here too). */
export function twoPlayers(seed: string): MatchSettings {
  return { players: 2, names: ['Asha'], bots: ['random'], variants: [], seed, botDelay: 0 };
}

/** A saved game at the table: its clients (one per seat) and the boardgame.io Game. */
export interface Table {
  game: Game;
  core: AnyGameCore;
  clients: HeadlessClient[];
  stop(): void;
}

/** Opens the saved game's master and connects one client per seat. */
export function sit(gameId: string, store: SaveStore, saved: SavedGame): Table {
  const entry = catalogEntry(gameId);
  if (!entry) throw new Error(`no game ${gameId}`);
  const core = getGameCore(gameId);
  const game = localGame(entry, { game: getBgioGame(gameId) as Game, core, Board: NoBoard }, saved.summary.settings);
  const { multiplayer, matchID } = savedMaster(game, core, store, saved);
  const clients = Array.from({ length: saved.summary.settings.players }, (_, seat) => {
    const c = Client({ game, numPlayers: saved.summary.settings.players, multiplayer: multiplayer as never, matchID, playerID: String(seat), debug: false });
    c.start();
    return c;
  });
  return {
    game,
    core,
    clients,
    stop: () => {
      for (const c of clients) c.stop();
    },
  };
}

/** Creates a saved game and opens it. */
export async function newSavedGame(backend: SaveBackend, gameId: string, settings: MatchSettings): Promise<{ store: SaveStore; saved: SavedGame }> {
  const store = new SaveStore(backend, true);
  const summary = await store.create(
    gameId,
    settings,
    localSeats(settings).map((s) => s.name),
  );
  return { store, saved: await reopen(store, summary.id) };
}

/** Opens saved game `id`; throws unless it is readable. */
export async function reopen(store: SaveStore, id: string): Promise<SavedGame> {
  const opened = await store.open(id);
  if (opened.kind !== 'ready') throw new Error(`save ${id} is ${opened.kind}`);
  return opened.game;
}

const codec = objectCodec<CoreAction>();

/** Makes `moves` moves: each time the lowest active seat plays its `pick`ed legal action (from its own view). */
export function play(table: Table, moves: number, pick: (actions: CoreAction[]) => CoreAction = (a) => a[a.length - 1]): void {
  for (let i = 0; i < moves; i++) {
    const state = table.clients[0].getState();
    if (!state || state.ctx.gameover !== undefined) return;
    const seat = table.core.activePlayers((state.G as { core: unknown }).core)[0];
    const view = table.clients[seat].getState();
    if (!view) throw new Error(`seat ${seat} has no state`);
    const action = pick(table.core.legalActions((view.G as { core: unknown }).core, seat) as CoreAction[]);
    table.clients[seat].moves[action.type](...codec.toArgs(action));
  }
}
