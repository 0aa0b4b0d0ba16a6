/** Checks of the Lobby API's request fields: each returns the clean value or throws an HttpError with the reason. */
import { jsonBytes, isPlainObject, LIMITS, PLAYER_ID } from '../hardening/payloads.ts';
import { botSeatsError, parseBotSeats } from '../bots/seats.ts';
import { HttpError } from './body.ts';

/** A player name: 1–40 characters after trimming, no control characters or `<>`. */
export function checkName(v: unknown, field: string): string {
  if (typeof v !== 'string') throw new HttpError(400, `${field} must be a string`);
  const name = v.trim();
  if (name.length === 0 || name.length > LIMITS.nameLength) throw new HttpError(400, `${field} must have 1 to ${LIMITS.nameLength} characters`);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f<>]/.test(name)) throw new HttpError(400, `${field} contains characters that are not allowed`);
  return name;
}

/** A seat's public data: small JSON, copied (undefined when absent). */
export function checkData(v: unknown): unknown {
  if (v === undefined) return undefined;
  if (jsonBytes(v) > LIMITS.playerDataBytes) throw new HttpError(413, `data larger than ${LIMITS.playerDataBytes} bytes`);
  return JSON.parse(JSON.stringify(v));
}

/** A seat number as a string (a number is accepted too); undefined when absent and not required. */
export function checkPlayerID(v: unknown, required: boolean): string | undefined {
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
