/**
 * Bot seats: the host marks them when creating the match (`setupData.bots`, e.g.
 * `{ "1": "medium" }`). The server then fills those seats itself — a bot's name and credentials
 * nobody else ever sees — so no one can join them, and no later request can change setupData.
 */
import { BOT_LEVELS, type BotLevel } from '../../../bots/index.ts';

/** Which seats are bots, by playerID, and at what level. */
export type BotSeats = Record<string, BotLevel>;

/** The bot seats of a create request, or why they are refused. */
export function parseBotSeats(value: unknown, numPlayers: number): BotSeats | string {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) return 'setupData.bots must map seats to bot levels';
  const out: BotSeats = {};
  for (const [seat, level] of Object.entries(value as Record<string, unknown>)) {
    if (!/^\d+$/.test(seat) || Number(seat) >= numPlayers) return `setupData.bots: no seat ${seat} in a ${numPlayers}-player match`;
    if (typeof level !== 'string' || !(BOT_LEVELS as readonly string[]).includes(level))
      return `setupData.bots: unknown level ${String(level)} (use ${BOT_LEVELS.join(', ')})`;
    out[String(Number(seat))] = level as BotLevel;
  }
  return out;
}

/** Why a create request's bot seats are refused: at least one seat must be for a person. */
export function botSeatsError(bots: BotSeats, numPlayers: number): string | null {
  return Object.keys(bots).length >= numPlayers ? 'setupData.bots: leave at least one seat for a person' : null;
}

/** The bot seats recorded in a match's metadata (invalid entries ignored). */
export function botSeatsOf(metadata: { setupData?: unknown; players: Record<number, unknown> }): BotSeats {
  const bots = (metadata.setupData as { bots?: unknown } | undefined)?.bots;
  const parsed = parseBotSeats(bots, Object.keys(metadata.players).length);
  return typeof parsed === 'string' ? {} : parsed;
}

/** The display name of a bot seat. */
export function botName(level: BotLevel, seat: string): string {
  return `Bot ${Number(seat) + 1} (${level})`;
}
