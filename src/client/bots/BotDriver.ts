/**
 * Drives the bot seats of a local match. Each bot seat is a headless boardgame.io client connected
 * to the same `Local` master as the human, so it receives only its own playerView; when the core
 * says that seat may act, the driver sends that view to the worker and makes the answered move.
 *
 * A bot never acts twice on one turn: it acts at most once per state id (`_stateID`), and only
 * while no request of its own is in flight.
 */
import type { Game } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import type { BotLevel } from '../../../bots/index.ts';
import { objectCodec } from '../../../src/engine/bgio.ts';
import type { AnyGameCore, CoreAction } from '../../../src/engine/core.ts';
import type { BotWorkerClient, WorkerAction } from './botWorkerClient.ts';

/** One bot seat. */
export interface BotSeat {
  seat: number;
  level: BotLevel;
}

/** Options of a driver. */
export interface BotDriverOptions {
  game: Game;
  core: AnyGameCore;
  numPlayers: number;
  // biome-ignore lint/suspicious/noExplicitAny: boardgame.io's multiplayer factory type is not exported
  multiplayer: any;
  matchID: string;
  bots: BotSeat[];
  seed: string;
  worker: BotWorkerClient;
  /** Pause before each bot move so a person can follow (0 in tests). */
  delayMs: number;
  /** Called when the set of thinking seats or an error changes. */
  onStatus: (status: { thinking: number[]; error?: string }) => void;
}

type HeadlessClient = ReturnType<typeof Client>;

/** Runs the bots of one local match until `stop()`. */
export class BotDriver {
  private clients: HeadlessClient[] = [];
  private acted = new Map<number, number>();
  private busy = new Set<number>();
  /** Moves of a seat that the master did not take (state unchanged): the next decision is a random legal move. */
  private refused = new Map<number, number>();
  private stopped = false;
  private error: string | undefined;

  constructor(private readonly opts: BotDriverOptions) {}

  /** Connects a headless client per bot seat and starts reacting to its states. */
  start(): void {
    this.opts.worker.onWarning = (w) => {
      this.error = w;
      this.report();
    };
    for (const bot of this.opts.bots) {
      const client = Client({
        game: this.opts.game,
        numPlayers: this.opts.numPlayers,
        multiplayer: this.opts.multiplayer,
        matchID: this.opts.matchID,
        playerID: String(bot.seat),
        debug: false,
      });
      client.subscribe(() => this.poke(bot, client));
      client.start();
      this.clients.push(client);
    }
  }

  /** Disconnects the bot clients; answers still in flight are dropped. */
  stop(): void {
    this.stopped = true;
    for (const c of this.clients) c.stop();
    this.clients = [];
  }

  private report(): void {
    this.opts.onStatus({ thinking: [...this.busy].sort(), error: this.error });
  }

  private poke(bot: BotSeat, client: HeadlessClient): void {
    if (this.stopped || this.busy.has(bot.seat)) return;
    const state = client.getState();
    if (!state || state.ctx.gameover !== undefined) return;
    const G = state.G as { core: unknown };
    if (!this.opts.core.activePlayers(G.core).includes(bot.seat)) return;
    if (this.acted.get(bot.seat) === state._stateID) return;
    this.acted.set(bot.seat, state._stateID);
    this.busy.add(bot.seat);
    this.report();
    const started = Date.now();
    const refused = this.refused.get(bot.seat) ?? 0;
    const level = refused > 0 ? 'random' : bot.level;
    const seed = refused > 0 ? `${this.opts.seed}:bot${bot.seat}:retry${refused}:${state._stateID}` : `${this.opts.seed}:bot${bot.seat}`;
    void this.opts.worker
      .decide({ game: this.opts.core.id, level, seed, seat: bot.seat, observation: G.core })
      .then(async (action) => {
        const wait = this.opts.delayMs - (Date.now() - started);
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        if (this.stopped) return;
        const now = client.getState();
        if (!now || now._stateID !== state._stateID) return; // the world moved on; decide again
        this.play(client, action, G.core, bot.seat);
        this.watch(bot, client, state._stateID);
      })
      .catch((err: Error) => {
        this.error = `Bot ${bot.seat + 1}: ${err.message}`;
      })
      .finally(() => {
        this.busy.delete(bot.seat);
        this.report();
        // A state may have arrived while we were busy: look again.
        setTimeout(() => this.poke(bot, client), 0);
      });
  }

  /** If the master has not taken the move after a while (state unchanged, still this seat's move), decide again. */
  private watch(bot: BotSeat, client: HeadlessClient, stateID: number): void {
    setTimeout(() => {
      if (this.stopped) return;
      const now = client.getState();
      if (!now || now._stateID !== stateID || now.ctx.gameover !== undefined) {
        this.refused.delete(bot.seat);
        return;
      }
      const G = now.G as { core: unknown };
      if (!this.opts.core.activePlayers(G.core).includes(bot.seat)) return;
      this.refused.set(bot.seat, (this.refused.get(bot.seat) ?? 0) + 1);
      this.error = `Bot ${bot.seat + 1}'s move was not taken; it tries another`;
      this.report();
      this.acted.delete(bot.seat);
      this.poke(bot, client);
    }, 3000);
  }

  private play(client: HeadlessClient, action: WorkerAction, observation: unknown, seat: number): void {
    const core = this.opts.core;
    const legal = core.validate(observation, seat, action) === null;
    const chosen = legal ? action : core.legalActions(observation, seat)[0];
    if (!chosen) return;
    if (!legal) this.error = `Bot ${seat + 1} chose an illegal move; played the first legal one instead`;
    const move = client.moves[chosen.type];
    if (!move) {
      this.error = `Bot ${seat + 1}: no move '${chosen.type}'`;
      return;
    }
    move(...objectCodec<CoreAction>().toArgs(chosen as CoreAction));
  }
}
