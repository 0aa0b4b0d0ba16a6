/**
 * The players of bench/server-load.ts: live matches of both games with 2–4 seats, each person's
 * seat a boardgame.io socket client that picks a random legal move from its own view after a think
 * time, every tenth seat a server-side bot (`setupData.bots`). A finished match is replaced at once
 * by a new one of the same kind, so the count of live matches holds. One `LoadPlayers` runs in each
 * client process; the parent steers it over IPC (`runPlayersProcess`).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Client, LobbyClient } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { objectCodec } from '../../src/engine/bgio.ts';
import type { CoreAction } from '../../src/engine/core.ts';
import { createRng, type Rng } from '../../src/engine/rng.ts';
import { getBgioGame, getGameCore } from '../../src/games/registry.ts';

/** What one live match is: its game, its seats and which of them the server's bots hold. */
export interface MatchPlan {
  slot: number;
  game: string;
  seats: number;
  /** playerID → bot level, as `setupData.bots`. */
  bots: Record<string, string>;
}

/** The games the load mixes, alternating by slot. */
export const LOAD_GAMES = ['ttr-india', 'india-rails'] as const;

/**
 * The plans of slots 0…n−1: games alternate, seat counts cycle 2, 3, 4 within each game, and
 * every tenth seat overall (counted across slots) is a bot of `botLevel`; a match of at most 4
 * seats so never has more than one bot, and always a person.
 */
export function matchPlans(n: number, botLevel: string, botEvery = 10): MatchPlan[] {
  const plans: MatchPlan[] = [];
  let seatIndex = 0;
  for (let slot = 0; slot < n; slot++) {
    const seats = 2 + (Math.floor(slot / LOAD_GAMES.length) % 3);
    const bots: Record<string, string> = {};
    for (let s = 0; s < seats; s++, seatIndex++) if (seatIndex % botEvery === botEvery - 1) bots[String(s)] = botLevel;
    plans.push({ slot, game: LOAD_GAMES[slot % LOAD_GAMES.length], seats, bots });
  }
  return plans;
}

/** Settings of one client process. */
export interface PlayersConfig {
  /** Server instances; seat s of slot i connects to urls[(i + s) % urls.length]. */
  urls: string[];
  plans: MatchPlan[];
  thinkMs: number;
  /** Matches started at once while ramping up. */
  rampBatch: number;
  seed: string;
}

/** What a client process measured over the window. */
export interface WindowReport {
  /** Round trips (ms) by game. */
  rtts: Record<string, number[]>;
  moves: number;
  /** State changes seen (every move the server processed: the clients' and the bots'). */
  updates: number;
  errors: Record<string, number>;
  completed: number;
  live: number;
  cpuSeconds: number;
  rssMiB: number;
  /** This process's event-loop delay (ms): how long an arriving update may wait for a busy client process. */
  eventLoopDelayMs?: { p50: number; p99: number; max: number };
}

/** A move with no answer after this long counts as an error (and the seat may act again). */
const MOVE_TIMEOUT_MS = 10_000;
/** A match whose seats have not all synced after this long counts as an error. */
const START_TIMEOUT_MS = 60_000;

// biome-ignore lint/suspicious/noExplicitAny: boardgame.io's client type
type BgioClient = any;

/** Runs the live matches of one process and counts what it sees. */
export class LoadPlayers {
  private readonly rng: Rng;
  private readonly codec = objectCodec<CoreAction>();
  private readonly stops = new Set<() => void>();
  private recording = false;
  private stopping = false;
  private rtts: Record<string, number[]> = {};
  private moves = 0;
  private updates = 0;
  private completed = 0;
  private errors = new Map<string, number>();
  /** Matches whose every seat has synced. */
  live = 0;

  constructor(private readonly config: PlayersConfig) {
    this.rng = createRng(config.seed);
  }

  /** Starts every planned match, `rampBatch` at a time; resolves once each has been started (or failed to). */
  async rampUp(onProgress?: (live: number) => void): Promise<void> {
    const { plans, rampBatch } = this.config;
    for (let i = 0; i < plans.length && !this.stopping; i += rampBatch) {
      await Promise.all(plans.slice(i, i + rampBatch).map((p) => this.keepLive(p)));
      onProgress?.(this.live);
    }
  }

  /** Starts counting round trips, moves and errors afresh. */
  startWindow(): void {
    this.rtts = {};
    this.moves = 0;
    this.updates = 0;
    this.completed = 0;
    this.errors = new Map();
    this.recording = true;
  }

  /** Stops counting; what was counted since `startWindow`. */
  endWindow(cpuSeconds: number): WindowReport {
    this.recording = false;
    return {
      rtts: this.rtts,
      moves: this.moves,
      updates: this.updates,
      errors: Object.fromEntries(this.errors),
      completed: this.completed,
      live: this.live,
      cpuSeconds,
      rssMiB: Math.round(process.memoryUsage.rss() / 2 ** 20),
    };
  }

  /** Stops every client. */
  stop(): void {
    this.stopping = true;
    for (const stop of [...this.stops]) stop();
  }

  /** Errors counted since the last `startWindow` (all of them before the first). */
  errorCount(): number {
    let n = 0;
    for (const c of this.errors.values()) n += c;
    return n;
  }

  private recordRtt(game: string, ms: number): void {
    const list = this.rtts[game] ?? [];
    list.push(ms);
    this.rtts[game] = list;
  }

  private error(reason: string): void {
    this.errors.set(reason, (this.errors.get(reason) ?? 0) + 1);
  }

  /** Plays the slot's match; when it ends, starts the next of the same plan. Resolves once the first has synced. */
  private async keepLive(plan: MatchPlan): Promise<void> {
    const synced = await this.startMatch(plan, () => {
      if (this.recording) this.completed++;
      if (!this.stopping) void this.keepLive(plan);
    }).catch((err: Error) => {
      this.error(`start: ${err.message.slice(0, 120)}`);
      return false;
    });
    if (!synced) this.error('a match did not start');
  }

  /** Creates and joins the match, connects its people's seats; resolves true once they all hold the state. */
  private async startMatch(plan: MatchPlan, onGameover: () => void): Promise<boolean> {
    const { urls } = this.config;
    const urlOf = (seat: number) => urls[(plan.slot + seat) % urls.length];
    const setupData = Object.keys(plan.bots).length > 0 ? { bots: plan.bots } : undefined;
    const { matchID } = await new LobbyClient({ server: urlOf(0) }).createMatch(plan.game, { numPlayers: plan.seats, setupData });
    const people = Array.from({ length: plan.seats }, (_, s) => s).filter((s) => !(String(s) in plan.bots));
    const joined = await Promise.all(
      people.map((s) => new LobbyClient({ server: urlOf(s) }).joinMatch(plan.game, matchID, { playerID: String(s), playerName: `load ${s}` })),
    );
    const core = getGameCore(plan.game);
    const game = getBgioGame(plan.game);
    let done = false;
    let maxStateID = -1;
    const clients: BgioClient[] = [];
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const stop = () => {
      if (done) return;
      done = true;
      this.stops.delete(stop);
      clearInterval(watchdog);
      for (const t of timers) clearTimeout(t);
      for (const c of clients) c.stop();
      if (counted) this.live--;
    };
    this.stops.add(stop);
    let counted = false;
    const acted = new Map<number, number>();
    const pending = new Map<number, { stateID: number; t0: number; recorded: boolean }>();
    const watchdog = setInterval(() => {
      const now = performance.now();
      for (const [i, p] of pending) {
        if (now - p.t0 < MOVE_TIMEOUT_MS) continue;
        if (p.recorded) this.error('no answer to a move within 10 s');
        pending.delete(i);
        acted.delete(i);
        decide(i);
      }
    }, 1000);
    const decide = (i: number) => {
      const client = clients[i];
      const st = client.getState();
      if (done || !st || st.ctx.gameover !== undefined) return;
      const seat = String(people[i]);
      const active = st.ctx.activePlayers ? seat in st.ctx.activePlayers : st.ctx.currentPlayer === seat;
      if (!active || acted.get(i) === st._stateID) return;
      acted.set(i, st._stateID);
      const stateID = st._stateID;
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          const now = client.getState();
          if (done || !now || now._stateID !== stateID) return;
          const actions = core.legalActions(now.G.core, people[i]) as CoreAction[];
          if (actions.length === 0) return this.error('a seat had no legal action');
          const action = this.rng.pick(actions);
          pending.set(i, { stateID, t0: performance.now(), recorded: this.recording });
          if (this.recording) this.moves++;
          client.moves[action.type](...this.codec.toArgs(action));
        },
        this.config.thinkMs * (0.5 + this.rng.next()),
      );
      timers.add(timer);
    };
    const allSynced = new Promise<boolean>((resolve) => {
      const timeout = setTimeout(() => resolve(false), START_TIMEOUT_MS);
      const check = () => {
        if (counted || !clients.every((c) => c.getState())) return;
        counted = true;
        this.live++;
        clearTimeout(timeout);
        resolve(true);
      };
      people.forEach((seat, i) => {
        const client = Client({
          game,
          matchID,
          playerID: String(seat),
          credentials: joined[i].playerCredentials,
          debug: false,
          multiplayer: SocketIO({ server: urlOf(seat), socketOpts: { transports: ['websocket'], forceNew: true } }),
        });
        clients.push(client);
        client.subscribe(() => {
          const st = client.getState();
          if (!st || done) return;
          check();
          if (st._stateID > maxStateID) {
            if (this.recording && maxStateID >= 0) this.updates += st._stateID - maxStateID;
            maxStateID = st._stateID;
          }
          const p = pending.get(i);
          if (p && st._stateID > p.stateID) {
            if (p.recorded && this.recording) this.recordRtt(plan.game, performance.now() - p.t0);
            pending.delete(i);
          }
          if (st.ctx.gameover !== undefined) {
            stop();
            onGameover();
            return;
          }
          decide(i);
        });
      });
      for (const client of clients) {
        client.start();
        const socket = client.transport.socket;
        socket.on('refused', (r: { event: string; reason: string }) => this.error(`refused ${r.event}: ${r.reason}`));
        socket.on('connect_error', (err: Error) => this.error(`connect_error: ${err.message}`));
        socket.on('disconnect', (reason: string) => {
          if (!done) this.error(`disconnect: ${reason}`);
        });
      }
    });
    return allSynced;
  }
}

/** Messages from the parent to a client process. */
export type ToPlayers = { type: 'window-start' } | { type: 'window-end' } | { type: 'stop' };
/** Messages from a client process to the parent. */
export type FromPlayers =
  | { type: 'progress'; live: number; errors: number }
  | { type: 'ready'; live: number; errors: number }
  | { type: 'window'; report: WindowReport };

/** The body of a client process: ramps up, then answers the parent's window and stop messages. */
export async function runPlayersProcess(config: PlayersConfig): Promise<void> {
  const send = (m: FromPlayers) => process.send?.(m);
  const players = new LoadPlayers(config);
  let cpu0 = process.cpuUsage();
  const delay = monitorEventLoopDelay({ resolution: 10 });
  process.on('disconnect', () => {
    players.stop();
    process.exit(0);
  });
  process.on('message', (m: ToPlayers) => {
    if (m.type === 'window-start') {
      cpu0 = process.cpuUsage();
      delay.reset();
      delay.enable();
      players.startWindow();
    } else if (m.type === 'window-end') {
      const cpu = process.cpuUsage(cpu0);
      delay.disable();
      // The histogram holds each tick's whole interval: less the 10 ms resolution, the delay.
      const ms = (ns: number) => Math.max(0, Math.round((ns / 1e6 - 10) * 100) / 100);
      const report = players.endWindow((cpu.user + cpu.system) / 1e6);
      send({ type: 'window', report: { ...report, eventLoopDelayMs: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) } } });
    } else if (m.type === 'stop') {
      players.stop();
      setTimeout(() => process.exit(0), 200);
    }
  });
  await players.rampUp((live) => send({ type: 'progress', live, errors: players.errorCount() }));
  send({ type: 'ready', live: players.live, errors: players.errorCount() });
}
