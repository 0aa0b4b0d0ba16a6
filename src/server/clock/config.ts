/**
 * A match's turn clock (`clock: { turnSeconds, level? }` in the Lobby create body): how long each
 * seat has to act, and the level of the bot that plays a turn whose time ran out. The server keeps
 * it in the match's `setupData.clock` (checked here, like `setupData.bots`), so nobody can change it
 * after creation and a rematch that copies setupData copies the clock.
 */
import { BOT_LEVELS, type BotLevel } from '../../../bots/index.ts';

/** A checked turn clock. */
export interface ClockConfig {
  /** Seconds each seat has for its turn (or, in a simultaneous choice, for its part of it). */
  turnSeconds: number;
  /** The bot that plays a late turn. */
  level: BotLevel;
}

/** Bounds of `turnSeconds`: 5 seconds (tests, blitz) to 7 days (asynchronous play). */
export const CLOCK_LIMITS = { minSeconds: 5, maxSeconds: 7 * 24 * 3600, defaultLevel: 'medium' as BotLevel } as const;

/** The clock of a create request (undefined: none), or why it is refused. */
export function parseClock(value: unknown): ClockConfig | undefined | string {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) return 'clock must be an object such as { "turnSeconds": 120 }';
  const { turnSeconds, level, ...rest } = value as Record<string, unknown>;
  const extra = Object.keys(rest);
  if (extra.length > 0) return `clock: unknown key ${extra[0].slice(0, 40)} (use turnSeconds and level)`;
  const { minSeconds, maxSeconds } = CLOCK_LIMITS;
  if (typeof turnSeconds !== 'number' || !Number.isInteger(turnSeconds) || turnSeconds < minSeconds || turnSeconds > maxSeconds)
    return `clock.turnSeconds must be a whole number of seconds from ${minSeconds} to ${maxSeconds} (7 days), not ${JSON.stringify(turnSeconds)?.slice(0, 40)}`;
  if (level !== undefined && (typeof level !== 'string' || !(BOT_LEVELS as readonly string[]).includes(level)))
    return `clock.level: unknown bot level ${JSON.stringify(level)?.slice(0, 40)} (use ${BOT_LEVELS.join(', ')})`;
  return { turnSeconds, level: (level as BotLevel | undefined) ?? CLOCK_LIMITS.defaultLevel };
}

/** The clock recorded in a match's metadata (undefined when it has none or it is malformed). */
export function clockOf(metadata: { setupData?: unknown }): ClockConfig | undefined {
  const parsed = parseClock((metadata.setupData as { clock?: unknown } | undefined)?.clock);
  return typeof parsed === 'string' ? undefined : parsed;
}
