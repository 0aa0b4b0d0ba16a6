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
import type { SqlStorage } from '../storage/index.ts';
import type { BotPool } from './pool.ts';
import { botSeatsOf } from './seats.ts';

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

/** The seats allowed to act now. */
export function activeSeats(state: State): string[] {
  return state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers) : [state.ctx.currentPlayer];
}

/** Whether every seat has a player (human or bot): bots wait for the table to fill. */
export function tableFull(metadata: ServerTypes.MatchData): boolean {
  return Object.values(metadata.players).every((p) => typeof p.name === 'string' && p.name !== '');
}

/** Schedules and applies bot moves, one decision per match at a time. */
export class BotHost {
  private readonly running = new Set<string>();
  private readonly again = new Set<string>();
  /** Matches known to have no bot seat (bot seats never change after creation). */
  private readonly botless = new Set<string>();
  private readonly games: Map<string, Game>;
  private readonly secret = secureSeed();
  /** Who created each match (an address), for fair shares of the bot workers. */
  private readonly owners = new Map<string, string>();
  private stopped = false;
  /** Bot moves applied (for logs and tests). */
  moves = 0;

  constructor(private readonly deps: BotHostDeps) {
    this.games = new Map(deps.games.map((g) => [g.name!, g]));
  }

  /** Looks at a match soon; coalesces repeated kicks. */
  kick(matchID: string): void {
    if (this.stopped || this.botless.has(matchID)) return;
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

  /** Whether no match is being driven. */
  get idle(): boolean {
    return this.running.size === 0;
  }

  private async drive(matchID: string): Promise<void> {
    let failures = 0;
    while (!this.stopped) {
      const { state, metadata } = await this.deps.db.fetch(matchID, { state: true, metadata: true });
      if (!state || !metadata || state.ctx.gameover !== undefined || !tableFull(metadata)) {
        if (!state || state.ctx.gameover !== undefined) this.owners.delete(matchID);
        return;
      }
      const game = this.games.get(metadata.gameName);
      const bots = botSeatsOf(metadata);
      if (Object.keys(bots).length === 0) {
        if (this.botless.size > 100_000) this.botless.clear();
        this.botless.add(matchID);
        return;
      }
      const seat = activeSeats(state).find((p) => bots[p] !== undefined);
      if (!game || seat === undefined) return;
      const level = failures > 0 ? 'random' : bots[seat];
      let applied = false;
      try {
        // The worker gets the seat's view only: the bot cannot see hidden cards or the PRNG.
        const view = game.playerView!({ G: state.G, ctx: state.ctx, playerID: seat });
        const move = await this.deps.pool.decide(
          {
            game: metadata.gameName,
            level,
            seed: deriveSeed(this.secret, matchID, seat),
            budgetMs: level === 'hard' ? this.deps.budgetMs : undefined,
            state: { G: view, ctx: state.ctx },
            playerID: seat,
          },
          // Unknown after a restart: each such match counts as its own owner.
          this.owners.get(matchID) ?? `match:${matchID}`,
        );
        if (this.stopped) return;
        applied = await this.deps.locks.run(matchID, async () => {
          const { metadata: meta } = await this.deps.db.fetch(matchID, { metadata: true });
          const credentials = meta?.players[Number(seat)]?.credentials;
          const action = { type: 'MAKE_MOVE' as const, payload: { type: move.type, args: move.args, playerID: seat, credentials } };
          // biome-ignore lint/suspicious/noExplicitAny: boardgame.io's credentialed action shape
          await this.deps.master(game, matchID).onUpdate(action as any, state._stateID, matchID, seat);
          const { state: after } = await this.deps.db.fetch(matchID, { state: true });
          return after !== undefined && after._stateID > state._stateID;
        });
      } catch (err) {
        this.deps.onLog?.(`bot ${matchID}/${seat}: ${(err as Error).message.split('\n')[0]}`);
      }
      if (applied) {
        this.moves++;
        failures = 0;
      } else if (++failures >= 3) {
        this.deps.onLog?.(`bot ${matchID}/${seat}: gave up after ${failures} refused moves`);
        return;
      }
    }
  }
}
