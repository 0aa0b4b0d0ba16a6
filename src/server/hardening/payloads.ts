/**
 * Schema checks for what clients send over the sockets. boardgame.io 0.50.2 passes any action a
 * client sends to the reducer — including UPDATE, PATCH, RESET and SYNC, which replace the whole
 * state, PLUGIN, and events the game disabled. Only moves of the game, enabled events and
 * undo/redo pass, rebuilt from their checked fields so nothing else rides along.
 */

/** Limits on client input. */
export const LIMITS = {
  /** Largest socket message (bytes): engine.io's `maxHttpBufferSize`. */
  socketMessageBytes: 64 * 1024,
  /** Largest Lobby API request body (bytes). */
  bodyBytes: 16 * 1024,
  /** Largest setupData (bytes of JSON). */
  setupDataBytes: 4 * 1024,
  /** Largest player `data` (bytes of JSON). */
  playerDataBytes: 1024,
  /** Largest move arguments (bytes of JSON). */
  moveArgsBytes: 16 * 1024,
  /** Socket messages per second a client may send on average … */
  messagesPerSecond: 20,
  /** … and in a burst. */
  messageBurst: 60,
  /** Syncs a socket may ask for per second on average (a sync costs far more than a move) … */
  syncsPerSecond: 1,
  /** … and in a burst. */
  syncBurst: 4,
  /** Log entries a sync carries: the newest ones; older moves are paged through the Lobby API. */
  syncLogEntries: 100,
  /** Log entries one page of older moves carries at most. */
  logPageEntries: 200,
  /** Pages of older moves an address may ask for per second on average … */
  logPagesPerSecond: 2,
  /** … and in a burst. */
  logPageBurst: 10,
  /** Matches one page of `GET /games/<game>` lists by default … */
  matchListDefault: 50,
  /** … and at most. */
  matchListMax: 100,
  /** Largest state id a log page may start before (a 32-bit integer). */
  stateIDMax: 2 ** 31 - 1,
  /** Filtered syncs kept ready (per match, state and seat). */
  syncCacheEntries: 256,
  /** Seconds between two summaries of refused socket messages in the server log. */
  refusalSummarySeconds: 60,
} as const;

/** A token bucket: `take()` is false once a client sends faster than the limits allow. */
export function rateLimiter(perSecond: number = LIMITS.messagesPerSecond, burst: number = LIMITS.messageBurst): { take(): boolean } {
  let tokens = burst;
  let last = Date.now();
  return {
    take() {
      const now = Date.now();
      tokens = Math.min(burst, tokens + ((now - last) / 1000) * perSecond);
      last = now;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

/** A match id as the server makes them. */
export const MATCH_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A seat's playerID. */
export const PLAYER_ID = /^(0|[1-9]\d{0,2})$/;
const NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** The action types a client may send. */
export const CLIENT_ACTION_TYPES = ['MAKE_MOVE', 'GAME_EVENT', 'UNDO', 'REDO'] as const;

/** A checked client action, rebuilt field by field. */
export interface CheckedAction {
  type: (typeof CLIENT_ACTION_TYPES)[number];
  payload: { type: string; args: unknown[] | null; playerID: string; credentials: string };
}

/** What a game allows (from its processed flow). */
export interface ActionRules {
  moveNames: readonly string[];
  enabledEventNames: readonly string[];
}

/** Byte length of a value's JSON, or Infinity when it is not JSON (cycles, functions, BigInt). */
export function jsonBytes(value: unknown): number {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? 0 : Buffer.byteLength(text);
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** A plain JSON object (not an array, not null). */
export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
}

/** The action checked against the game's rules for a socket bound to `playerID`, or why not. */
export function checkAction(raw: unknown, playerID: string, rules: ActionRules): CheckedAction | string {
  if (!isPlainObject(raw)) return 'action is not an object';
  const type = raw.type;
  if (typeof type !== 'string' || !(CLIENT_ACTION_TYPES as readonly string[]).includes(type)) return `action type ${String(type)} is not accepted from clients`;
  const p = raw.payload;
  if (!isPlainObject(p)) return 'action payload is not an object';
  if (p.playerID !== playerID) return 'action playerID differs from the sender';
  if (typeof p.credentials !== 'string' || p.credentials === '') return 'credentials are required';
  const name = p.type;
  let args: unknown[] | null = null;
  if (type === 'MAKE_MOVE' || type === 'GAME_EVENT') {
    if (typeof name !== 'string' || !NAME.test(name)) return 'malformed move or event name';
    if (type === 'MAKE_MOVE' && !rules.moveNames.includes(name)) return `unknown move ${name}`;
    if (type === 'GAME_EVENT' && !rules.enabledEventNames.includes(name)) return `event ${name} is not enabled`;
    if (p.args !== undefined && p.args !== null) {
      if (!Array.isArray(p.args)) return 'move arguments must be an array';
      if (jsonBytes(p.args) > LIMITS.moveArgsBytes) return 'move arguments too large';
      args = JSON.parse(JSON.stringify(p.args)) as unknown[];
    }
  }
  return {
    type: type as CheckedAction['type'],
    payload: { type: typeof name === 'string' ? name : '', args, playerID, credentials: p.credentials },
  };
}

/** A stateID as clients send it. */
export function isStateID(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0;
}

/** A playerID for a sync: a seat id, or null/undefined for a spectator. */
export function checkSyncPlayer(v: unknown): string | null | false {
  if (v === null || v === undefined) return null;
  return typeof v === 'string' && PLAYER_ID.test(v) ? v : false;
}
