/**
 * Runs the bot seats of every match: whenever a match changes (a move, a join, a server start),
 * if all its seats are taken and a bot seat may act, the bot decides in a worker thread from its
 * own player's view and its move goes through the master like any client's (credentials, stale
 * state check, broadcast to every connected client).
 */
import type { Game, Server as ServerTypes, State } from 'boardgame.io';
import type { Master } from 'boardgame.io/master';
import { deriveSeed } from '../../engine/rng.ts';
import { secureSeed } from '../hardening/seed.ts';
import type { MatchLocks } from '../match-locks.ts';
import { activeSeats, tableFull } from '../match-seats.ts';
import type { SqlStorage } from '../storage/index.ts';
import type { BotLevel } from '../../../bots/index.ts';
import type { BotPool } from './pool.ts';
import type { BotMove } from './protocol.ts';
import { botSeatsOf } from './seats.ts';
import { botDrivenSeats } from './stand-ins.ts';

/** What the bot host needs from the server. */
export interface BotHostDeps {
  games: Game[];
  db: SqlStorage;
  locks: MatchLocks;
  pool: BotPool;
  master: (game: Game, matchID: string) => InstanceType<typeof Master>;
  /** Hard bots' time per decision. */
  budgetMs?: number;
  onLog?: (message: string) => void;
}

/** Why a server-side bot move was made for a person's seat, written into its log entry's payload. */
export interface Autoplay {
  /** 'clock': the seat's time ran out; 'empty-seat': its player left and a bot holds the seat. */
  by: 'clock' | 'empty-seat';
  level: BotLevel;
}

/** Schedules and applies bot moves, one decision per match at a time. */
export class BotHost {
  private readonly running = new Set<string>();
  private readonly again = new Set<string>();
  private readonly games: Map<string, Game>;
  private readonly secret = secureSeed();
  /** Who created each match (an address), for fair shares of the bot workers. */
  private readonly owners = new Map<string, string>();
  private stopped = false;
  /** Bot moves applied (for logs and tests). */
  moves = 0;
  /** Called on every kick and after every bot move (a change of the match): the turn clock looks at it too. */
  onKick?: (matchID: string) => void;

  constructor(private readonly deps: BotHostDeps) {
    this.games = new Map(deps.games.map((g) => [g.name!, g]));
  }

  /** Looks at a match soon; coalesces repeated kicks. */
  kick(matchID: string): void {
    if (this.stopped) return;
    this.onKick?.(matchID);
    if (this.running.has(matchID)) {
      this.again.add(matchID);
      return;
    }
    this.running.add(matchID);
    void this.drive(matchID).finally(() => {
      this.running.delete(matchID);
      if (this.again.delete(matchID)) this.kick(matchID);
    });
  }

  /** Records who created a match: its bots share the workers with that owner's other matches. */
  setOwner(matchID: string, owner: string): void {
    if (this.owners.size > 100_000) this.owners.clear();
    this.owners.set(matchID, owner);
  }

  /** Kicks every unfinished match (after a restart). Resolves to the number of matches kicked. */
  async resumeAll(): Promise<number> {
    const ids = await this.deps.db.listMatches({ where: { isGameover: false } });
    for (const id of ids) this.kick(id);
    return ids.length;
  }

  /** Stops scheduling; decisions in flight are dropped. */
  stop(): void {
    this.stopped = true;
  }

  /** Whether the host has stopped. */
  get isStopped(): boolean {
    return this.stopped;
  }

  /** Whether no match is being driven. */
  get idle(): boolean {
    return this.running.size === 0;
  }

  /** The move a bot of `level` chooses for `seat`, from that seat's view only (never the full state or the PRNG). */
  decide(matchID: string, game: Game, state: State, seat: string, level: BotLevel): Promise<BotMove> {
    const view = game.playerView!({ G: state.G, ctx: state.ctx, playerID: seat });
    return this.deps.pool.decide(
      {
        game: game.name!,
        level,
        seed: deriveSeed(this.secret, matchID, seat),
        budgetMs: level === 'hard' ? this.deps.budgetMs : undefined,
        state: { G: view, ctx: state.ctx },
        playerID: seat,
      },
      // Unknown after a restart: each such match counts as its own owner.
      this.owners.get(matchID) ?? `match:${matchID}`,
    );
  }

  /**
   * Applies `move` for `seat` through the master with the seat's credentials, under the match lock,
   * if `still(state, metadata)` holds on the stored match then (else nothing happens: the seat was
   * taken back, or the state moved on). Resolves to whether the move was applied.
   */
  async apply(
    matchID: string,
    game: Game,
    seat: string,
    move: BotMove,
    stateID: number,
    autoplay: Autoplay | undefined,
    still: (state: State, metadata: ServerTypes.MatchData) => boolean,
  ): Promise<'applied' | 'refused' | 'dropped'> {
    return this.deps.locks.run(matchID, async () => {
      const { state: now, metadata: meta } = await this.deps.db.fetch(matchID, { state: true, metadata: true });
      if (!now || !meta || this.stopped || !still(now, meta)) return 'dropped';
      const credentials = meta.players[Number(seat)]?.credentials;
      const payload = { type: move.type, args: move.args, playerID: seat, credentials, ...(autoplay ? { autoplay } : {}) };
      // biome-ignore lint/suspicious/noExplicitAny: boardgame.io's credentialed action shape
      await this.deps.master(game, matchID).onUpdate({ type: 'MAKE_MOVE', payload } as any, stateID, matchID, seat);
      const { state: after } = await this.deps.db.fetch(matchID, { state: true });
      return after !== undefined && after._stateID > stateID ? 'applied' : 'refused';
    });
  }

  private async drive(matchID: string): Promise<void> {
    let failures = 0;
    while (!this.stopped) {
      // The metadata first (cheap): most matches have no bot seat.
      const head = await this.deps.db.fetchHead(matchID);
      if (!head.metadata || head.metadata.gameover != null) {
        this.owners.delete(matchID);
        return;
      }
      if (Object.keys(botDrivenSeats(head.metadata)).length === 0 || !tableFull(head.metadata)) return;
      const { state, metadata } = await this.deps.db.fetch(matchID, { state: true, metadata: true });
      // A row without a ctx is no boardgame.io state (another tool's or a test's row): nothing to drive.
      if (!state?.ctx || !metadata || state.ctx.gameover !== undefined || !tableFull(metadata)) {
        if (!state?.ctx || state.ctx.gameover !== undefined) this.owners.delete(matchID);
        return;
      }
      const game = this.games.get(metadata.gameName);
      const bots = botDrivenSeats(metadata);
      const seat = activeSeats(state).find((p) => bots[p] !== undefined);
      if (!game || seat === undefined) return;
      const standIn = botSeatsOf(metadata)[seat] === undefined;
      const level = failures > 0 ? 'random' : bots[seat];
      let outcome: 'applied' | 'refused' | 'dropped' = 'refused';
      try {
        const move = await this.decide(matchID, game, state, seat, level);
        if (this.stopped) return;
        // A stand-in's seat may have been taken back by a person while the bot thought: then the move is dropped.
        const autoplay: Autoplay | undefined = standIn ? { by: 'empty-seat', level: bots[seat] } : undefined;
        outcome = await this.apply(matchID, game, seat, move, state._stateID, autoplay, (_s, meta) => botDrivenSeats(meta)[seat] !== undefined);
      } catch (err) {
        this.deps.onLog?.(`bot ${matchID}/${seat}: ${(err as Error).message.split('\n')[0]}`);
      }
      if (outcome === 'applied') {
        this.moves++;
        failures = 0;
        // A bot's move is a change like any other: the turn clock sets the next deadlines.
        this.onKick?.(matchID);
      } else if (outcome === 'dropped') {
        failures = 0;
      } else if (++failures >= 3) {
        this.deps.onLog?.(`bot ${matchID}/${seat}: gave up after ${failures} refused moves`);
        return;
      }
    }
  }
}
