/** Checks of the Lobby API's request fields: each returns the clean value or throws an HttpError with the reason. */
import { cleanText, NAME_TEXT } from '../../text/player-text.ts';
import { jsonBytes, isPlainObject, LIMITS, PLAYER_ID } from '../hardening/payloads.ts';
import { botSeatsError, parseBotSeats } from '../bots/seats.ts';
import { HttpError } from './body.ts';

/** A player name cleaned by the shared cleaner of typed text (1–40 graphemes, nothing invisible, no `<>`), else 400 with the reason. */
export function checkName(v: unknown, field: string): string {
  const cleaned = cleanText(v, NAME_TEXT);
  if ('error' in cleaned) throw new HttpError(400, `${field}: ${cleaned.error}`);
  return cleaned.text;
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
