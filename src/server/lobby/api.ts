/**
 * The Lobby API's state-changing routes (create, join, leave, update, rename, playAgain), checked
 * and carried out here instead of boardgame.io's handlers, which take any body (1 MB), any
 * setupData (a client could choose the seed), any player data, and write metadata without a lock.
 * Paths and answers stay those of boardgame.io, so its LobbyClient works unchanged; read-only
 * routes (list games, list matches, get a match) still go to boardgame.io's router. One route is
 * ours: `log`, a page of older moves (a sync carries only the newest ones).
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Game, Server as ServerTypes } from 'boardgame.io';
import { createMatch, getFilterPlayerView } from 'boardgame.io/internal';
import type { Context, Next } from 'koa';
import { addressLimiter } from '../hardening/addresses.ts';
import { authenticateCredentials } from '../hardening/auth.ts';
import { isOriginAllowed } from '../hardening/origins.ts';
import { isPlainObject, jsonBytes, LIMITS, MATCH_ID, PLAYER_ID } from '../hardening/payloads.ts';
import { secureSeed } from '../hardening/seed.ts';
import { filteredLog } from '../hardening/sync.ts';
import type { MatchLocks } from '../match-locks.ts';
import type { SqlStorage } from '../storage/index.ts';
import { botName, botSeatsError, botSeatsOf, parseBotSeats } from '../bots/seats.ts';
import { endStandIn, isStandIn, seatToJoin, vacateSeat } from '../bots/stand-ins.ts';
import { CLOCK_LIMITS, clockOf, parseClock } from '../clock/config.ts';
import { seatHold } from '../rematch/holds.ts';
import { playAgain } from '../rematch/play-again.ts';
import { answerHttpErrors, HttpError, readJsonObject } from './body.ts';

type Prepare = (metadata: ServerTypes.MatchData) => void;

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
}

const ROUTE = /^\/games\/([^/]+)(?:\/([^/]+))?\/(create|join|leave|update|rename|playAgain|log)$/;

function newMatchID(): string {
  return randomBytes(9).toString('base64url');
}

function checkName(v: unknown, field: string): string {
  if (typeof v !== 'string') throw new HttpError(400, `${field} must be a string`);
  const name = v.trim();
  if (name.length === 0 || name.length > LIMITS.nameLength) throw new HttpError(400, `${field} must have 1 to ${LIMITS.nameLength} characters`);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f<>]/.test(name)) throw new HttpError(400, `${field} contains characters that are not allowed`);
  return name;
}

function checkData(v: unknown): unknown {
  if (v === undefined) return undefined;
  if (jsonBytes(v) > LIMITS.playerDataBytes) throw new HttpError(413, `data larger than ${LIMITS.playerDataBytes} bytes`);
  return JSON.parse(JSON.stringify(v));
}

function checkPlayerID(v: unknown, required: boolean): string | undefined {
  if (v === undefined || v === null) {
    if (required) throw new HttpError(400, 'playerID is required');
    return undefined;
  }
  const id = typeof v === 'number' ? String(v) : v;
  if (typeof id !== 'string' || !PLAYER_ID.test(id)) throw new HttpError(400, 'playerID must be a seat number such as "0"');
  return id;
}

/** setupData of a new match checked: a small plain object, no seed, valid bot seats. */
export function checkSetupData(v: unknown, numPlayers: number): Record<string, unknown> {
  if (v === undefined || v === null) return {};
  if (!isPlainObject(v)) throw new HttpError(400, 'setupData must be a JSON object');
  if (jsonBytes(v) > LIMITS.setupDataBytes) throw new HttpError(413, `setupData larger than ${LIMITS.setupDataBytes} bytes`);
  if ('seed' in v) throw new HttpError(400, 'setupData.seed is not accepted: the server chooses every seed');
  const bots = parseBotSeats(v.bots, numPlayers);
  if (typeof bots === 'string') throw new HttpError(400, bots);
  const tooMany = botSeatsError(bots, numPlayers);
  if (tooMany) throw new HttpError(400, tooMany);
  const out = JSON.parse(JSON.stringify(v)) as Record<string, unknown>;
  if (Object.keys(bots).length > 0) out.bots = bots;
  else delete out.bots;
  return out;
}

/** The Lobby API middleware: origin check, CORS headers, and the state-changing routes. */
export function lobbyApi(deps: LobbyDeps) {
  const games = new Map(deps.games.map((g) => [g.name!, g]));
  const filters = new Map(deps.games.map((g) => [g.name!, getFilterPlayerView(g)]));
  const logPages = addressLimiter(LIMITS.logPagesPerSecond, LIMITS.logPageBurst);
  const addressOf = deps.addressOf ?? ((req: IncomingMessage) => req.socket.remoteAddress ?? 'unknown');

  const gameOf = (name: string): Game => {
    const game = games.get(name);
    if (!game) throw new HttpError(404, `game ${name} not found`);
    return game;
  };

  const loadMatch = async (game: Game, matchID: string | undefined) => {
    if (!matchID || !MATCH_ID.test(matchID)) throw new HttpError(404, 'match not found');
    const { metadata } = await deps.db.fetch(matchID, { metadata: true });
    if (!metadata || metadata.gameName !== game.name) throw new HttpError(404, `match ${matchID} not found`);
    return metadata;
  };

  const authorize = (metadata: ServerTypes.MatchData, playerID: string, credentials: unknown) => {
    const player = metadata.players[Number(playerID)];
    if (!player) throw new HttpError(404, `no seat ${playerID} in this match`);
    if (!authenticateCredentials(credentials, player)) throw new HttpError(403, 'wrong or missing credentials for this seat');
    return player;
  };

  const create = async (game: Game, body: Record<string, unknown>, address: string, prepare?: Prepare): Promise<string> => {
    const min = game.minPlayers ?? 1;
    const max = game.maxPlayers ?? 8;
    const numPlayers = body.numPlayers === undefined ? min : Number(body.numPlayers);
    if (!Number.isInteger(numPlayers) || numPlayers < min || numPlayers > max) throw new HttpError(400, `numPlayers must be an integer from ${min} to ${max}`);
    if (body.unlisted !== undefined && typeof body.unlisted !== 'boolean') throw new HttpError(400, 'unlisted must be true or false');
    const setupData = checkSetupData(body.setupData, numPlayers);
    // The turn clock: the body's `clock`, or a copied setupData's (a rematch); kept in setupData.
    const clock = parseClock(body.clock ?? setupData.clock);
    if (typeof clock === 'string') throw new HttpError(400, clock);
    if (clock) setupData.clock = clock;
    else delete setupData.clock;
    let match: ReturnType<typeof createMatch>;
    try {
      match = createMatch({ game, numPlayers, setupData, unlisted: body.unlisted === true });
    } catch (err) {
      throw new HttpError(400, `setupData refused by the game: ${(err as Error).message}`);
    }
    if ('setupDataError' in match) throw new HttpError(400, `setupData refused by the game: ${match.setupDataError}`);
    for (const [seat, level] of Object.entries(botSeatsOf(match.metadata))) {
      const player = match.metadata.players[Number(seat)];
      player.name = botName(level, seat);
      player.credentials = secureSeed();
      player.data = { bot: level };
    }
    prepare?.(match.metadata);
    const matchID = newMatchID();
    await deps.db.createMatch(matchID, match);
    deps.onMatchCreated?.(matchID, address);
    deps.onMatchChanged(matchID, match.metadata);
    return matchID;
  };

  /** A page of the log before state `before` (default: the newest), as the asking seat may see it. */
  const logPage = async (game: Game, matchID: string, body: Record<string, unknown>, address: string) => {
    if (!logPages.take(address)) throw new HttpError(429, 'too many log requests: wait a moment');
    const playerID = checkPlayerID(body.playerID, false) ?? null;
    const metadata = await loadMatch(game, matchID);
    if (playerID !== null) authorize(metadata, playerID, body.credentials);
    const before = body.before;
    if (before !== undefined && !(typeof before === 'number' && Number.isInteger(before) && before >= 0))
      throw new HttpError(400, 'before must be a state id (an integer from 0)');
    const limit = body.limit === undefined ? LIMITS.logPageEntries : Number(body.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > LIMITS.logPageEntries)
      throw new HttpError(400, `limit must be an integer from 1 to ${LIMITS.logPageEntries}`);
    const { state } = await deps.db.fetch(matchID, { state: true });
    const log = await deps.db.fetchLog(matchID, { limit, before: before ?? state!._stateID });
    return { log: filteredLog(filters.get(game.name!)!, playerID, matchID, state!, log).log };
  };

  const handle = async (ctx: Context, name: string, matchID: string | undefined, op: string) => {
    const game = gameOf(name);
    const body = await readJsonObject(ctx, LIMITS.bodyBytes);
    const address = addressOf(ctx.req);
    if (op === 'create') {
      if (matchID !== undefined) throw new HttpError(404, 'not found');
      return { matchID: await create(game, body, address) };
    }
    if (matchID === undefined) throw new HttpError(404, 'not found');
    if (op === 'log') return logPage(game, matchID, body, address);
    if (op === 'playAgain') {
      const playerID = checkPlayerID(body.playerID, true)!;
      const metadata = await loadMatch(game, matchID);
      authorize(metadata, playerID, body.credentials);
      const rematch = {
        db: deps.db,
        locks: deps.locks,
        changed: deps.onMatchChanged,
        create: (b: Record<string, unknown>, prepare: Prepare) => create(game, b, address, prepare),
      };
      return playAgain(rematch, matchID, metadata, playerID, body);
    }
    return deps.locks.run(matchID, async () => {
      const metadata = await loadMatch(game, matchID);
      const bots = botSeatsOf(metadata);
      if (op === 'join') {
        const playerName = checkName(body.playerName, 'playerName');
        const data = checkData(body.data);
        let playerID = checkPlayerID(body.playerID, false);
        if (playerID === undefined) {
          const now = Date.now();
          playerID = seatToJoin(metadata, (id) => !seatHold(metadata.players[Number(id)], now));
          if (playerID === undefined) throw new HttpError(409, 'every seat of this match is taken');
        }
        const player = metadata.players[Number(playerID)];
        if (!player) throw new HttpError(404, `no seat ${playerID} in this match`);
        if (bots[playerID]) throw new HttpError(409, `seat ${playerID} is a bot seat`);
        // A seat a bot holds for a player who left goes back to a person (under the match lock: between moves).
        if (isStandIn(metadata, playerID)) endStandIn(metadata, playerID);
        if (player.name) throw new HttpError(409, `seat ${playerID} is taken`);
        const hold = seatHold(player, Date.now());
        if (hold) throw new HttpError(409, `seat ${playerID} is kept a few minutes for ${hold.for}, who played it in the match before this rematch`);
        const playerCredentials = secureSeed();
        player.name = playerName;
        player.credentials = playerCredentials;
        if (data !== undefined) player.data = data;
        metadata.updatedAt = Date.now();
        await deps.db.setMetadata(matchID, metadata);
        deps.onMatchChanged(matchID, metadata);
        return { playerID, playerCredentials };
      }
      const playerID = checkPlayerID(body.playerID, true)!;
      const player = authorize(metadata, playerID, body.credentials);
      if (op === 'leave') {
        // In a started match (the table was full) a bot takes the seat until someone joins it.
        const started = Object.values(metadata.players).every((p) => !!p.name);
        delete player.name;
        delete player.credentials;
        delete player.data;
        const humans = vacateSeat(metadata, playerID, started, clockOf(metadata)?.level ?? CLOCK_LIMITS.defaultLevel);
        if (humans) {
          await deps.db.setMetadata(matchID, metadata);
          deps.onMatchChanged(matchID, metadata);
        } else {
          await deps.db.wipe(matchID);
          deps.onMatchGone?.(matchID);
        }
        return {};
      }
      // update / rename
      const newName = body.newName === undefined ? undefined : checkName(body.newName, 'newName');
      const data = checkData(body.data);
      if (newName === undefined && data === undefined) throw new HttpError(400, 'newName or data is required');
      if (newName !== undefined) player.name = newName;
      if (data !== undefined) player.data = data;
      await deps.db.setMetadata(matchID, metadata);
      deps.onMatchChanged(matchID, metadata);
      return {};
    });
  };

  return async (ctx: Context, next: Next) => {
    if (ctx.path !== '/games' && !ctx.path.startsWith('/games/')) return next();
    const origin = ctx.get('origin') || undefined;
    if (!isOriginAllowed(origin, ctx.get('host'), deps.origins)) {
      ctx.status = 403;
      ctx.body = { error: `origin ${origin} is not allowed` };
      return;
    }
    if (ctx.method !== 'POST') return next();
    if (origin) {
      ctx.set('Access-Control-Allow-Origin', origin);
      ctx.vary('Origin');
    }
    const m = ROUTE.exec(ctx.path);
    await answerHttpErrors(ctx, async () => {
      if (!m) throw new HttpError(404, 'no such route');
      ctx.body = await handle(ctx, decodeURIComponent(m[1]), m[2] === undefined ? undefined : decodeURIComponent(m[2]), m[3]);
    });
  };
}
