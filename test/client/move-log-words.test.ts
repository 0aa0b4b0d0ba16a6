/**
 * The move log reads as words for every viewer: a match of each game runs on
 * boardgame.io's Local master with the server's hardened copy of the game (secret moves redacted
 * from the log for everyone but the mover), and each viewer — every seat and a spectator — turns its
 * own log into lines with the board's reader. No line shows a raw move name or a milepost number.
 */
import type { LogEntry } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import { describe, expect, it } from 'vitest';
import { MoveLogReader } from '../../src/client/ui/useMoveLog.ts';
import { describeLogMove } from '../../src/client/ui/logWords.ts';
import type { CoreG } from '../../src/engine/bgio.ts';
import { objectCodec } from '../../src/engine/bgio.ts';
import type { AnyGameCore, CoreAction } from '../../src/engine/core.ts';
import { createRng } from '../../src/engine/rng.ts';
import { getBgioGame, getGame, getGameCore } from '../../src/games/registry.ts';
import { ACTION_TYPES } from '../../src/games/india-rails/rules/types.ts';
import { hardenGame } from '../../src/server/hardening/game.ts';

const TTR_TYPES = ['drawFromDeck', 'drawFaceUp', 'claimRoute', 'drawTickets', 'keepTickets', 'pass'] as const;
/** A camelCase identifier such as "keepTickets": a raw move name, not words. */
const RAW = /\b[a-z]+[A-Z][A-Za-z]*\b/;
/** Waits until every client holds state `id` (the Local master answers asynchronously). */
async function synced(clients: readonly { getState(): { _stateID: number } | null }[], id: number): Promise<void> {
  for (let tries = 0; tries < 2000; tries++) {
    if (clients.every((c) => c.getState()?._stateID === id)) return;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  throw new Error(`the clients never reached state ${id}`);
}

/**
 * Plays `steps` random legal moves through hardened Local clients; returns every viewer's lines and
 * the moves made. Every seat watches from the start; the spectator joins halfway, getting the earlier
 * moves in one sync. The seats' readers skip the states `skips` names, as a page does that renders
 * several quick updates once.
 */
async function playAndRead(gameId: string, numPlayers: number, steps: number, seed: string, skips: (log: readonly LogEntry[]) => boolean = () => false) {
  const core: AnyGameCore = getGameCore(gameId);
  // Seeded, so each seed plays the same game every run: boardgame.io's PRNG through `seed`, and the
  // rules' own through setupData (the hardened setup would draw a secret seed of its own each run).
  const base = getBgioGame(gameId);
  const hardened = hardenGame(base, { publicMoves: getGame(gameId).publicMoves });
  // biome-ignore lint/suspicious/noExplicitAny: boardgame.io's setup context type
  const game = { ...hardened, seed, setup: (context: any, setupData: unknown) => base.setup!(context, { ...(setupData as object), seed }) };
  const multiplayer = Local();
  // One spectator only: boardgame.io's Local master keeps one subscription per player id.
  const viewers: (string | null)[] = [...Array.from({ length: numPlayers }, (_, p) => String(p)), null];
  const clients = viewers.map((playerID) => Client({ game, numPlayers, multiplayer, playerID: playerID ?? undefined, matchID: `log-${seed}`, debug: false }));
  const readers = viewers.map(() => new MoveLogReader(core));
  const lines = viewers.map(() => [] as string[]);
  // What the moves brought about (a wipe, an event card) is told on lines of its own.
  const told = viewers.map(() => [] as string[]);
  clients.forEach((c, v) => {
    c.subscribe((st) => {
      if (!st || (v < numPlayers && skips(st.log as LogEntry[]))) return;
      const all = readers[v].update((st.G as CoreG<unknown>).core, st._stateID, st.log as LogEntry[]);
      lines[v] = all.filter((l) => !l.happening).map((l) => l.text);
      told[v] = all.filter((l) => l.happening).map((l) => `${l.happening?.title}: ${l.text}`);
    });
  });
  const late = clients.length - 1;
  for (const c of clients.slice(0, late)) c.start();
  let id = 0;
  await synced(clients.slice(0, late), id);
  const rng = createRng(seed);
  const codec = objectCodec<CoreAction>();
  const made: { seat: number; action: CoreAction }[] = [];
  for (let i = 0; i < steps; i++) {
    const st = clients[0].getState();
    if (!st || st.ctx.gameover) break;
    const s = (st.G as CoreG<unknown>).core;
    const seat = core.activePlayers(s)[0];
    if (seat === undefined) break;
    const mine = (clients[seat].getState()?.G as CoreG<unknown> | undefined)?.core;
    if (mine === undefined) break;
    const legal = core.legalActions(mine, seat);
    if (legal.length === 0) break;
    const action = legal[rng.int(legal.length)];
    if (i === Math.floor(steps / 2)) clients[late].start();
    const watching = i >= Math.floor(steps / 2) ? clients : clients.slice(0, late);
    await synced(watching, id);
    made.push({ seat, action });
    clients[seat].moves[action.type](...codec.toArgs(action));
    await synced(watching, ++id);
  }
  for (const c of clients) c.stop();
  return { lines, told, made, viewers };
}

describe('move log wording for every viewer', () => {
  it('Ticket to Ride: other seats and spectators read "keeps 2 tickets", never the move name', async () => {
    const { lines, told, made, viewers } = await playAndRead('ttr-india', 3, 90, 'log-ttr');
    const keeps = made.filter((m) => m.action.type === 'keepTickets');
    expect(keeps.length).toBeGreaterThanOrEqual(3);
    for (let v = 0; v < viewers.length; v++) {
      expect(lines[v]).toHaveLength(made.length);
      for (const l of lines[v]) {
        expect(l).toMatch(/^Player \d /);
        expect(l).not.toMatch(RAW);
      }
      // Each kept-ticket line names how many were kept, for the mover and everyone else alike; a
      // spectator who joined later never saw the states around the earlier ones and says only that.
      made.forEach((m, i) => {
        if (m.action.type !== 'keepTickets') return;
        const n = (m.action as unknown as { keep: string[] }).keep.length;
        const exact = `Player ${m.seat + 1} keeps ${n} ticket${n === 1 ? '' : 's'}`;
        const unseen = v === viewers.length - 1 && i < 45; // the spectator joined at move 45 of 90
        expect(lines[v][i]).toBe(unseen && lines[v][i] !== exact ? `Player ${m.seat + 1} keeps some of the offered tickets` : exact);
      });
    }
    // The late spectator was told the earlier keeps without a count, never a wrong one.
    expect(lines[viewers.length - 1].filter((l) => l.endsWith('keeps some of the offered tickets')).length).toBeGreaterThan(0);
    // This seed's game replaces the face-up cards at least once: every viewer, the late spectator
    // included, is told the same, in words.
    expect(told[0].length).toBeGreaterThan(0);
    for (let v = 1; v < viewers.length; v++) expect(told[v]).toEqual(told[0]);
    for (const l of told[0]) expect(l).not.toMatch(RAW);
  }, 60_000);

  it('Ticket to Ride: a seat whose page skipped the state after a keep still reads the count', async () => {
    // The state right after each keep is never rendered: the next move's update came first.
    const afterKeep = (log: readonly LogEntry[]) => (log.at(-1)?.action.payload as { type?: string } | undefined)?.type === 'keepTickets';
    const { lines, made } = await playAndRead('ttr-india', 3, 90, 'log-ttr-skip', afterKeep);
    const keeps = made.map((m, i) => ({ ...m, i })).filter((m) => m.action.type === 'keepTickets');
    expect(keeps.length).toBeGreaterThanOrEqual(3);
    for (let v = 0; v < 3; v++) {
      for (const m of keeps) {
        const n = (m.action as unknown as { keep: string[] }).keep.length;
        // Counted on the next state the page did see: only other seats moved in between.
        expect(lines[v][m.i], `viewer ${v}, move ${m.i}`).toBe(`Player ${m.seat + 1} keeps ${n} ticket${n === 1 ? '' : 's'}`);
      }
    }
  }, 60_000);

  it('India Rails: every viewer reads places by city, never "milepost 1229"', async () => {
    const { lines, made, viewers } = await playAndRead('india-rails', 2, 40, 'log-ir');
    expect(made.some((m) => m.action.type === 'buildTrack')).toBe(true);
    for (let v = 0; v < viewers.length; v++) {
      expect(lines[v]).toHaveLength(made.length);
      for (const l of lines[v]) {
        expect(l).toMatch(/^Player \d /);
        expect(l).not.toMatch(RAW);
        expect(l).not.toMatch(/milepost \d/);
      }
    }
  }, 60_000);

  it('every move type of both games reads as words when its arguments are redacted', () => {
    for (const [id, types] of [
      ['ttr-india', TTR_TYPES],
      ['india-rails', ACTION_TYPES],
    ] as const) {
      const core = getGameCore(id);
      const s = core.observe(core.setup(2, undefined, createRng('words')), null);
      for (const type of types) {
        const text = describeLogMove(core, s, null, s, 1, type, null);
        expect(text, `${id} ${type}`).toMatch(/^Player 2 [a-z]/);
        expect(text, `${id} ${type}`).not.toMatch(RAW);
      }
    }
  });
});
