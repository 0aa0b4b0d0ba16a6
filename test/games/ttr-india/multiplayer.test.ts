/** The Game through boardgame.io's Local multiplayer master: simultaneous moves and secret state. */
import { Client } from 'boardgame.io/client';
import { Master } from 'boardgame.io/master';
import { Local } from 'boardgame.io/multiplayer';
import { Sync } from 'boardgame.io/internal';
import { describe, expect, it } from 'vitest';
import type { CoreG } from '../../../src/engine/bgio.ts';
import { TtrIndia } from '../../../src/games/ttr-india/index.ts';
import type { TtrState } from '../../../src/games/ttr-india/rules/state.ts';

/** A synchronous in-memory match store for a bare Master (boardgame.io/server does not export its own). */
class MemoryStore extends Sync {
  private readonly data = new Map<string, Record<string, unknown>>();
  override connect() {}
  override createMatch(id: string, { initialState, metadata }: { initialState: unknown; metadata: unknown }) {
    this.data.set(id, { initialState, state: initialState, metadata, log: [] });
  }
  setState(id: string, state: unknown) {
    this.data.set(id, { ...this.data.get(id), state });
  }
  setMetadata(id: string, metadata: unknown) {
    this.data.set(id, { ...this.data.get(id), metadata });
  }
  fetch(id: string) {
    return { ...(this.data.get(id) ?? {}) } as never;
  }
  wipe(id: string) {
    this.data.delete(id);
  }
  override listMatches() {
    return [...this.data.keys()];
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('The Game with a multiplayer master', () => {
  it('Setup: all players choose their tickets at once — moves made on the same state are all accepted', async () => {
    const multiplayer = Local();
    const clients = ['0', '1', '2'].map((playerID) => Client({ game: TtrIndia, numPlayers: 3, multiplayer, playerID, matchID: 'simul', debug: false }));
    for (const c of clients) c.start();
    await settle();
    const views = clients.map((c) => c.getState()?.G as CoreG<TtrState>);
    // each client sees its own offer only, and never the RNG
    views.forEach((G, p) => {
      expect(G.rng).toBeUndefined();
      expect(G.core.players[p].offer).toHaveLength(5);
      expect(G.core.players[(p + 1) % 3].offer).toBeNull();
      expect(G.core.players[(p + 1) % 3].hand).toBeNull();
    });
    // all three send their choice before any update arrives: the same stale state id for each
    clients.forEach((c, p) => {
      c.moves.keepTickets({ keep: (views[p].core.players[p].offer as string[]).slice(0, 2) });
    });
    await settle();
    const after = clients[0].getState();
    expect(after?.ctx.phase).toBe('main');
    const core = (after as { G: CoreG<TtrState> }).G.core;
    expect(core.players[0].tickets).toEqual((views[0].core.players[0].offer as string[]).slice(0, 2));
    expect(core.players.map((pl) => pl.ticketCount)).toEqual([2, 2, 2]);
    // the first player may now move; the others may not
    const first = core.current;
    const other = clients[(first + 1) % 3];
    const before = other.getState()?._stateID;
    other.moves.drawFromDeck();
    await settle();
    expect(other.getState()?._stateID).toBe(before);
    clients[first].moves.drawFromDeck();
    clients[first].moves.drawFromDeck();
    await settle();
    expect((clients[first].getState() as { G: CoreG<TtrState> }).G.core.players[first].handSize).toBe(6);
    expect(clients[0].getState()?.ctx.currentPlayer).toBe(String((first + 1) % 3));
    for (const c of clients) c.stop();
  });

  it('Setup: choices sent on the same (stale) state id by every player are all accepted by the master', async () => {
    const db = new MemoryStore();
    const master = new Master(TtrIndia, db, { send: () => {}, sendAll: () => {} });
    await master.onSync('stale', '0', undefined, 3);
    const start = (db.fetch('stale') as { state: unknown }).state as { _stateID: number; G: CoreG<TtrState> };
    const offers = start.G.core.players.map((pl) => pl.offer as string[]);
    for (const p of [1, 2, 0]) {
      const action = { type: 'MAKE_MOVE', payload: { type: 'keepTickets', args: [{ keep: offers[p].slice(1, 3) }], playerID: String(p) } };
      await master.onUpdate(action as never, start._stateID, 'stale', String(p));
    }
    const end = (db.fetch('stale') as { state: unknown }).state as { ctx: { phase: string }; G: CoreG<TtrState> };
    expect(end.G.core.players.map((pl) => pl.tickets)).toEqual(offers.map((o) => o.slice(1, 3)));
    expect(end.ctx.phase).toBe('main');
    // a turn move on a stale state id is refused (only the opening is simultaneous)
    const stateID = ((db.fetch('stale') as { state: unknown }).state as { _stateID: number })._stateID;
    const seat = String(end.G.core.current);
    const draw = { type: 'MAKE_MOVE', payload: { type: 'drawFromDeck', args: [], playerID: seat } };
    await master.onUpdate(draw as never, stateID, 'stale', seat);
    await master.onUpdate(draw as never, stateID, 'stale', seat);
    const after = (db.fetch('stale') as { state: unknown }).state as { G: CoreG<TtrState> };
    expect(after.G.core.players[Number(seat)].handSize).toBe(5);
  });
});
