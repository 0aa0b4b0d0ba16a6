/**
 * What every Lobby route handler shares: the games, the store and locks, the callbacks that tell
 * the rest of the server about a change, and the lookups each route starts with (the game, the
 * match, the seat's credentials).
 */
import type { IncomingMessage } from 'node:http';
import type { Game, Server as ServerTypes } from 'boardgame.io';
import { getFilterPlayerView } from 'boardgame.io/internal';
import { addressLimiter } from '../hardening/addresses.ts';
import { authenticateCredentials } from '../hardening/auth.ts';
import { LIMITS, MATCH_ID } from '../hardening/payloads.ts';
import type { MatchLocks } from '../match-locks.ts';
import type { SqlStorage } from '../storage/index.ts';
import { HttpError } from './body.ts';
import { AdmissionGate } from './gate.ts';
import { DEFAULT_LOBBY_LIMITS, type LobbyLimits } from './limits.ts';

/** Edits a new match's metadata before it is stored (a rematch holds seats this way). */
export type Prepare = (metadata: ServerTypes.MatchData) => void;

/** What the lobby routes need. */
export interface LobbyDeps {
  games: Game[];
  db: SqlStorage;
  locks: MatchLocks;
  origins: readonly string[];
  /** A match changed (a seat was taken or freed): bots may start, waiting rooms update. */
  onMatchChanged: (matchID: string, metadata: ServerTypes.MatchData) => void;
  /** A match was created from `address` (bot work is shared fairly between addresses). */
  onMatchCreated?: (matchID: string, address: string) => void;
  /** A match was deleted (the last person left). */
  onMatchGone?: (matchID: string) => void;
  /** The client address of a request (default: the peer's). */
  addressOf?: (req: IncomingMessage) => string;
  /** Per-address rates of creating matches and joining seats (default DEFAULT_LOBBY_LIMITS). */
  limits?: Partial<LobbyLimits>;
}

/** One request to a Lobby route, its body read and checked to be a JSON object. */
export interface LobbyRequest {
  game: Game;
  /** The match of the path (absent for create). */
  matchID: string;
  body: Record<string, unknown>;
  /** The client's address (for per-address limits). */
  address: string;
}

/** The shared part of the Lobby routes. */
export class Lobby {
  readonly games: Map<string, Game>;
  readonly filters: Map<string, ReturnType<typeof getFilterPlayerView>>;
  readonly logPages = addressLimiter(LIMITS.logPagesPerSecond, LIMITS.logPageBurst);
  readonly addressOf: (req: IncomingMessage) => string;
  readonly limits: LobbyLimits;
  /** The per-address limits every new match and every person's seat passes (gate.ts). */
  readonly gate: AdmissionGate;

  constructor(readonly deps: LobbyDeps) {
    this.limits = { ...DEFAULT_LOBBY_LIMITS, ...deps.limits };
    this.gate = new AdmissionGate(this.limits);
    this.games = new Map(deps.games.map((g) => [g.name!, g]));
    this.filters = new Map(deps.games.map((g) => [g.name!, getFilterPlayerView(g)]));
    this.addressOf = deps.addressOf ?? ((req: IncomingMessage) => req.socket.remoteAddress ?? 'unknown');
  }

  /** The hosted game of that name, else 404. */
  gameOf(name: string): Game {
    const game = this.games.get(name);
    if (!game) throw new HttpError(404, `game ${name} not found`);
    return game;
  }

  /** The metadata of a match of `game`, else 404. */
  async loadMatch(game: Game, matchID: string | undefined): Promise<ServerTypes.MatchData> {
    if (!matchID || !MATCH_ID.test(matchID)) throw new HttpError(404, 'match not found');
    const { metadata } = await this.deps.db.fetch(matchID, { metadata: true });
    if (!metadata || metadata.gameName !== game.name) throw new HttpError(404, `match ${matchID} not found`);
    return metadata;
  }

  /** The seat `playerID` of the match when `credentials` are its own: 404 without the seat, else 403. */
  authorize(metadata: ServerTypes.MatchData, playerID: string, credentials: unknown): ServerTypes.PlayerMetadata {
    const player = metadata.players[Number(playerID)];
    if (!player) throw new HttpError(404, `no seat ${playerID} in this match`);
    if (!authenticateCredentials(credentials, player)) throw new HttpError(403, 'wrong or missing credentials for this seat');
    return player;
  }

  /** Stores a match's changed seats and tells the server. */
  async saveSeats(matchID: string, metadata: ServerTypes.MatchData): Promise<void> {
    await this.deps.db.setMetadata(matchID, metadata);
    this.deps.onMatchChanged(matchID, metadata);
  }
}
