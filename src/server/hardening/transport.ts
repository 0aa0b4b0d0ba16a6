/**
 * boardgame.io's socket transport with its holes closed. The stock handlers are replaced (the
 * socket.io server itself is still created by boardgame.io, with corrected options):
 * - `update`: with the seat's credentials, and from a socket that synced, only for the match and
 *   seat it synced as; only moves of the game, enabled events and undo/redo, rebuilt from checked
 *   fields (payloads.ts); never for a match of another game;
 * - `sync`: never creates a match (stock 0.50.2 makes one for any unknown id); the seat's
 *   credentials are checked before anything is sent; `initialState` goes out through the
 *   player's view (stock sends it whole: the deck shuffled in setup and the PRNG state); only the
 *   log's tail goes out, built once per match, state and seat (sync.ts), at most
 *   LIMITS.syncsPerSecond per socket; a move stored while the sync was built (before the socket
 *   joined the match's room, so its broadcast missed it) is followed by a second, newer sync;
 * - a seat whose credentials change (leave, a new join) loses every socket bound with the old ones;
 * - presence: a seat counts as disconnected when its last socket on this instance goes (not its
 *   first of two tabs), and a socket that vanished is found within 15 s (PING_*);
 * - `chat`: only as the socket's own seat with its current credentials, cleaned, size- and
 *   rate-limited, stored with the match and replayed after each sync (chat/service.ts);
 * - CORS: the stock option is misspelled (`origins`), so we pass `cors.origin` and also check
 *   the Origin on the handshake (`allowRequest`), since browsers do not apply CORS to WebSockets;
 * - messages larger than LIMITS.socketMessageBytes are refused by engine.io; a socket sending more
 *   than LIMITS.messagesPerSecond (burst LIMITS.messageBurst) has the excess refused; an address
 *   holds at most `socketsPerAddress` sockets; the handshake's Host must be allowed (hosts.ts);
 * - refusals are counted and logged as periodic summaries (refusals.ts).
 * Every operation on a match runs under its MatchLocks entry.
 */
import type { IncomingMessage } from 'node:http';
import type { Game, Server as ServerTypes } from 'boardgame.io';
import { getFilterPlayerView } from 'boardgame.io/internal';
import { Master } from 'boardgame.io/master';
import { SocketIO } from 'boardgame.io/server';
import { chatSocketLimiter, MatchChat } from '../chat/service.ts';
import type { MatchLocks } from '../match-locks.ts';
import type { SqlStorage } from '../storage/index.ts';
import { AddressCounter, addressOf } from './addresses.ts';
import { authenticateCredentials } from './auth.ts';
import { isHostAllowed } from './hosts.ts';
import { isOriginAllowed } from './origins.ts';
import { checkAction, checkSyncPlayer, isStateID, LIMITS, MATCH_ID, PLAYER_ID, rateLimiter } from './payloads.ts';
import { RefusalLog } from './refusals.ts';
import { buildSync, SyncCache } from './sync.ts';

// biome-ignore lint/suspicious/noExplicitAny: socket.io types are not a direct dependency
type Socket = any;
type Filter = ReturnType<typeof getFilterPlayerView>;
type Payload = Parameters<Filter>[1];
type Master_ = InstanceType<typeof Master>;
type Auth = ConstructorParameters<typeof Master>[3];

interface BoundClient {
  matchID: string;
  playerID: string | null;
  credentials: string | undefined;
  socket: Socket;
}

/** Options of the hardened transport. */
export interface HardenedSocketOptions {
  origins: readonly string[];
  locks: MatchLocks;
  /** Called after every accepted client action has been processed. */
  onUpdated?: (game: Game, matchID: string) => void;
  /** Called when a seat connects or disconnects. */
  onLog?: (message: string) => void;
  // biome-ignore lint/suspicious/noExplicitAny: boardgame.io's GenericPubSub
  pubSub?: any;
  /** Host names a handshake may name (null: any), from hosts.ts. */
  allowedHosts?: Set<string> | null;
  /** Sockets one address may hold open (default 16). */
  socketsPerAddress?: number;
  /** Take the client address from X-Forwarded-For (behind a reverse proxy). */
  trustProxy?: boolean;
  /** Milliseconds between refusal summaries in the log (default LIMITS.refusalSummarySeconds). */
  refusalSummaryMs?: number;
}

/** How often the server pings each socket (boardgame.io's default is 10 s) … */
export const PING_INTERVAL_MS = 5_000;
/** … and how long it waits for the answer before it counts the socket gone (boardgame.io's: 20 s). */
export const PING_TIMEOUT_MS = 10_000;

const channel = (matchID: string) => `MATCH-${matchID}`;
/** A message between instances (not for clients): re-check the seats bound to a match. */
const SEATS_CHANGED = 'seatsChanged';

/** The socket transport the lobby server runs. */
export class HardenedSocketIO extends SocketIO {
  private readonly bound = new Map<string, BoundClient>();
  private readonly rooms = new Map<string, Set<string>>();
  private db!: SqlStorage;
  private auth!: Auth;
  private chat!: MatchChat;
  private readonly games = new Map<string, Game>();
  private readonly syncs = new SyncCache(LIMITS.syncCacheEntries);
  private readonly sockets: AddressCounter;
  private readonly refusals: RefusalLog;
  /** Milliseconds from receiving each accepted update to its broadcast and write (for benchmarks). */
  readonly updateMs: number[] = [];

  constructor(private readonly opts: HardenedSocketOptions) {
    const sockets = new AddressCounter(opts.socketsPerAddress ?? 16);
    super({
      pubSub: opts.pubSub,
      socketOpts: {
        cors: { origin: opts.origins.includes('*') ? true : [...opts.origins] },
        maxHttpBufferSize: LIMITS.socketMessageBytes,
        // A client that vanished without closing its socket (network lost, phone asleep) is found
        // within PING_INTERVAL_MS + PING_TIMEOUT_MS, so the other players see it away in time.
        pingInterval: PING_INTERVAL_MS,
        pingTimeout: PING_TIMEOUT_MS,
        allowRequest: (req: IncomingMessage, cb: (err: string | null | undefined, ok: boolean) => void) => {
          if (!isHostAllowed(req.headers.host, opts.allowedHosts ?? null)) return cb('host not allowed', false);
          if (!sockets.mayOpen(addressOf(req, opts.trustProxy === true))) return cb('too many sockets from this address', false);
          cb(null, isOriginAllowed(req.headers.origin, req.headers.host, opts.origins));
        },
        // biome-ignore lint/suspicious/noExplicitAny: socket.io ServerOptions
      } as any,
    });
    this.sockets = sockets;
    this.refusals = new RefusalLog((m) => opts.onLog?.(m), opts.refusalSummaryMs ?? LIMITS.refusalSummarySeconds * 1000);
  }

  // biome-ignore lint/suspicious/noExplicitAny: boardgame.io's init signature
  override init(app: ServerTypes.App & { _io?: any }, games: Game[], _origins?: any): void {
    super.init(app, games, [...this.opts.origins]);
    // startLobbyServer hands boardgame.io a SqlStorage.
    this.db = app.context.db as SqlStorage;
    this.auth = app.context.auth;
    this.chat = new MatchChat({
      driver: this.db.driver,
      metadata: async (matchID) => (await this.db.fetchHead(matchID)).metadata,
      publish: (matchID, message) => this.pubSub.publish(channel(matchID), { type: 'chat', args: [matchID, message] }),
    });
    // Open sockets per address, counted at the engine.io level (every namespace, every transport).
    // biome-ignore lint/suspicious/noExplicitAny: engine.io socket
    app._io.engine.on('connection', (raw: any) => {
      const release = this.sockets.open(addressOf(raw.request, this.opts.trustProxy === true));
      raw.once('close', release);
    });
    for (const game of games) {
      this.games.set(game.name!, game);
      const nsp = app._io.of(game.name);
      nsp.removeAllListeners('connection');
      nsp.on('connection', (socket: Socket) => this.onConnection(game, socket));
    }
  }

  /** A master for server-side actions on a match (bot seats); its broadcasts reach every client. */
  master(game: Game, matchID: string): Master_ {
    return new Master(game, this.db, { send: () => {}, sendAll: (payload) => this.pubSub.publish(channel(matchID), payload) }, this.auth);
  }

  /** Sends the match's players (names, connection, no credentials) to every client of the match. */
  publishMatchData(matchID: string, metadata: ServerTypes.MatchData): void {
    const players = Object.values(metadata.players).map(({ credentials: _c, ...rest }) => rest);
    this.pubSub.publish(channel(matchID), { type: 'matchData', args: [matchID, players] });
  }

  /** Stops the refusal summaries (logging what is left). */
  stop(): void {
    this.refusals.stop();
  }

  /**
   * Unbinds and disconnects every socket of the match bound to a seat with credentials that no
   * longer hold (the player left, or the seat was taken again); with no metadata (the match is
   * gone), every seat's socket. Other instances re-check on a message through the pubSub.
   */
  revokeStaleSeats(matchID: string, metadata: ServerTypes.MatchData | undefined, tellOthers = true): void {
    for (const id of [...(this.rooms.get(matchID) ?? [])]) {
      const c = this.bound.get(id);
      if (!c || c.playerID === null) continue;
      if (metadata && authenticateCredentials(c.credentials, metadata.players[Number(c.playerID)])) continue;
      this.unbindClient(id);
      c.socket.emit('refused', { event: 'sync', reason: 'this seat was left or taken again: its old credentials no longer hold' });
      c.socket.disconnect(true);
    }
    if (tellOthers) this.pubSub.publish(channel(matchID), { type: SEATS_CHANGED, args: [matchID] } as never);
  }

  /** Whether a socket of this instance is bound to the seat. */
  private seatBound(matchID: string, playerID: string): boolean {
    return [...(this.rooms.get(matchID) ?? [])].some((id) => this.bound.get(id)?.playerID === playerID);
  }

  /** Clients connected to a match (for tests and the waiting room). */
  connectedCount(matchID: string): number {
    return this.rooms.get(matchID)?.size ?? 0;
  }

  /** Sends the seat's sync of the match at `stateID` (built once per match, state and seat); the state id it sent, undefined when the match is gone. */
  private async sendSync(
    socket: Socket,
    filter: Filter,
    matchID: string,
    playerID: string | null,
    stateID: number,
    metadata: ServerTypes.MatchData,
  ): Promise<number | undefined> {
    const body = await this.syncs.get(matchID, stateID, playerID, () => buildSync(this.db, filter, matchID, playerID, LIMITS.syncLogEntries));
    if (!body) return undefined;
    const players = Object.values(metadata.players).map(({ credentials: _c, ...rest }) => rest);
    socket.emit('sync', matchID, { ...body, filteredMetadata: players });
    return body.state._stateID;
  }

  private refuse(socket: Socket, event: string, reason: string): void {
    this.refusals.count(event, reason);
    socket.emit('refused', { event, reason });
  }

  private transportFor(game: Game, filter: Filter, socket: Socket, matchID: string) {
    return {
      // Syncs do not go through the master (see the sync handler): this sends only its answers.
      send: ({ playerID, ...data }: { playerID: string | null } & Payload) => {
        const out = filter(playerID, data as Payload);
        socket.emit(out.type, ...out.args);
      },
      sendAll: (payload: Payload) => this.pubSub.publish(channel(matchID), payload),
      game,
    };
  }

  private bindClient(client: BoundClient, filter: Filter): void {
    let room = this.rooms.get(client.matchID);
    if (!room) {
      room = new Set();
      this.rooms.set(client.matchID, room);
      const matchID = client.matchID;
      this.pubSub.subscribe(channel(matchID), (payload: Payload) => {
        if ((payload as { type: string }).type === SEATS_CHANGED) {
          void this.db.fetchHead(matchID).then(({ metadata }) => this.revokeStaleSeats(matchID, metadata, false));
          return;
        }
        for (const id of this.rooms.get(matchID) ?? []) {
          const c = this.bound.get(id);
          if (!c) continue;
          const out = filter(c.playerID, payload);
          c.socket.emit(out.type, ...out.args);
        }
      });
    }
    room.add(client.socket.id);
    this.bound.set(client.socket.id, client);
  }

  private unbindClient(socketID: string): BoundClient | undefined {
    const client = this.bound.get(socketID);
    if (!client) return undefined;
    this.bound.delete(socketID);
    const room = this.rooms.get(client.matchID);
    room?.delete(socketID);
    if (room && room.size === 0) {
      this.rooms.delete(client.matchID);
      this.pubSub.unsubscribeAll(channel(client.matchID));
    }
    return client;
  }

  private onConnection(game: Game, socket: Socket): void {
    const filter = getFilterPlayerView(game);
    // biome-ignore lint/suspicious/noExplicitAny: the processed game's flow
    const flow = (game as any).flow as { moveNames: string[]; enabledEventNames: string[] };
    const rules = { moveNames: flow.moveNames, enabledEventNames: flow.enabledEventNames };
    const master = (matchID: string) => new Master(game, this.db, this.transportFor(game, filter, socket, matchID), this.auth);
    // Flooding: past the rate limit a socket's messages are refused before any work is done;
    // syncs, which cost far more than a move, have their own much lower limit.
    const limiter = rateLimiter();
    const syncLimiter = rateLimiter(LIMITS.syncsPerSecond, LIMITS.syncBurst);
    socket.use((packet: unknown[], next: (err?: Error) => void) => {
      if (!limiter.take()) return this.refuse(socket, String(packet[0]), 'too many messages');
      if (packet[0] === 'sync' && !syncLimiter.take()) return this.refuse(socket, 'sync', 'too many syncs');
      next();
    });

    socket.on('update', async (...args: unknown[]) => {
      const [rawAction, stateID, matchID, playerID] = args;
      // A socket that synced acts only for its own match and seat. An unbound socket (socket.io
      // flushes moves buffered while offline before the new sync) still needs the seat's credentials.
      const client = this.bound.get(socket.id);
      if (client && (client.playerID === null || client.matchID !== matchID || client.playerID !== playerID))
        return this.refuse(socket, 'update', 'not the match and seat this socket synced as');
      if (typeof matchID !== 'string' || !MATCH_ID.test(matchID)) return this.refuse(socket, 'update', 'malformed matchID');
      if (typeof playerID !== 'string' || !PLAYER_ID.test(playerID)) return this.refuse(socket, 'update', 'malformed playerID');
      if (!isStateID(stateID)) return this.refuse(socket, 'update', 'malformed stateID');
      const action = checkAction(rawAction, playerID, rules);
      if (typeof action === 'string') return this.refuse(socket, 'update', action);
      const t0 = performance.now();
      try {
        const result = await this.opts.locks.run(matchID, async () => {
          // A bound socket's sync already checked the match is of this game.
          if (!client) {
            const { metadata } = await this.db.fetch(matchID, { metadata: true });
            if (!metadata || metadata.gameName !== game.name) return { error: 'match not found' };
          }
          // biome-ignore lint/suspicious/noExplicitAny: boardgame.io's credentialed action shape
          return master(matchID).onUpdate(action as any, stateID, matchID, playerID);
        });
        if (result && 'error' in result) return this.refuse(socket, 'update', result.error);
      } catch (err) {
        return this.refuse(socket, 'update', `move failed: ${(err as Error).message}`);
      }
      if (this.updateMs.length < 1_000_000) this.updateMs.push(performance.now() - t0);
      this.opts.onUpdated?.(game, matchID);
    });

    socket.on('sync', async (...args: unknown[]) => {
      const [matchID, rawPlayerID, credentials] = args;
      if (typeof matchID !== 'string' || !MATCH_ID.test(matchID)) return this.refuse(socket, 'sync', 'malformed matchID');
      const playerID = checkSyncPlayer(rawPlayerID);
      if (playerID === false) return this.refuse(socket, 'sync', 'malformed playerID');
      if (credentials !== undefined && credentials !== null && typeof credentials !== 'string') return this.refuse(socket, 'sync', 'malformed credentials');
      const { metadata, stateID } = await this.db.fetchHead(matchID);
      if (!metadata || stateID === undefined || metadata.gameName !== game.name) return this.refuse(socket, 'sync', 'match not found');
      if (playerID !== null) {
        if (!metadata.players[Number(playerID)]) return this.refuse(socket, 'sync', 'no such seat');
        const ok = await this.auth!.authenticateCredentials({ playerID, credentials: credentials ?? undefined, metadata });
        if (!ok) return this.refuse(socket, 'sync', 'unauthorized');
      }
      this.unbindClient(socket.id);
      const sent = await this.sendSync(socket, filter, matchID, playerID, stateID, metadata);
      if (sent === undefined) return this.refuse(socket, 'sync', 'match not found');
      this.bindClient({ matchID, playerID, credentials: credentials ?? undefined, socket }, filter);
      // A move stored after the state this sync carries went out before the socket joined the
      // match's room: send the newer state, or the seat waits for good on a turn that has passed
      // (the client takes a sync whatever its state id; later moves reach the socket as updates).
      const now = await this.db.fetchHead(matchID);
      if (now.metadata && now.stateID !== undefined && now.stateID !== sent) await this.sendSync(socket, filter, matchID, playerID, now.stateID, now.metadata);
      for (const m of await this.chat.history(matchID)) socket.emit('chat', matchID, m);
      if (playerID !== null) {
        await this.opts.locks.run(matchID, () => master(matchID).onConnectionChange(matchID, playerID, credentials ?? undefined, true));
      }
    });

    // Chat: boardgame.io's own event, checked, stored and rate-limited by chat/service.ts.
    const chatLimiter = chatSocketLimiter();
    socket.on('chat', async (...args: unknown[]) => {
      const [matchID, message, credentials] = args;
      const client = this.bound.get(socket.id);
      if (!client || client.playerID === null || client.matchID !== matchID) return this.refuse(socket, 'chat', 'sync as a seat first');
      if (!chatLimiter.take()) return this.refuse(socket, 'chat', 'too many chat messages: wait a moment');
      const from = { matchID: client.matchID, playerID: client.playerID, credentials: client.credentials };
      const refused = await this.chat.receive(from, message, credentials).catch((err: Error) => `chat failed: ${err.message}`);
      if (refused) this.refuse(socket, 'chat', refused);
    });

    socket.on('disconnect', async () => {
      const client = this.unbindClient(socket.id);
      if (!client || client.playerID === null) return;
      const { matchID, playerID, credentials } = client;
      // The seat is still connected through another socket (a second tab, or a reload whose new socket synced first).
      if (this.seatBound(matchID, playerID)) return;
      await this.opts.locks
        .run(matchID, () => master(matchID).onConnectionChange(matchID, playerID!, credentials, false))
        .catch((err) => this.opts.onLog?.(`disconnect of ${matchID}/${playerID}: ${(err as Error).message}`));
    });
  }
}
