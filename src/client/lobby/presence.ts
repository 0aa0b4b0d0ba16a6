/**
 * Who is at the table in an online match, from the connection flags the server sends with the
 * match's players (boardgame.io's `matchData`, `isConnected` per seat). A seat disconnected for
 * AWAY_GRACE_MS shows as away (a reload reconnects well within it, so it never flickers); a seat
 * that was shown away and connects again is "back" for BACK_NOTICE_MS. Pure: the hook in
 * usePresence.ts keeps the state and the time.
 */

/** How long a seat may be disconnected before it shows as away. */
export const AWAY_GRACE_MS = 5_000;
/** How long "… is back" shows. */
export const BACK_NOTICE_MS = 8_000;

/** Per seat: since when it has been disconnected, and until when it shows as back. */
export interface PresenceState {
  since: Record<number, number>;
  backUntil: Record<number, number>;
}

/** Nobody disconnected, nobody back. */
export const NO_PRESENCE: PresenceState = Object.freeze({ since: {}, backUntil: {} });

/**
 * The state after the server's flags `connected` (per seat: true, false, or undefined for a seat
 * whose presence is not shown: a bot, the viewer's own) were seen at `now`.
 */
export function seenConnections(prev: PresenceState, connected: readonly (boolean | undefined)[], now: number): PresenceState {
  const since: Record<number, number> = {};
  const backUntil: Record<number, number> = {};
  for (const [seat, until] of Object.entries(prev.backUntil)) if (until > now) backUntil[Number(seat)] = until;
  connected.forEach((c, seat) => {
    const was = prev.since[seat];
    if (c === undefined) delete backUntil[seat];
    if (c === false) since[seat] = was ?? now;
    // Back: connected again after it had shown as away.
    else if (c === true && was !== undefined && was + AWAY_GRACE_MS <= now) backUntil[seat] = now + BACK_NOTICE_MS;
  });
  return { since, backUntil };
}

/** Whether `seat` shows as away at `now`. */
export function isAway(state: PresenceState, seat: number, now: number): boolean {
  const since = state.since[seat];
  return since !== undefined && since + AWAY_GRACE_MS <= now;
}

/** The seats that show as back at `now` (a blip shorter than the grace does not hide it; being away again does). */
export function backSeats(state: PresenceState, now: number): number[] {
  return Object.entries(state.backUntil)
    .filter(([seat, until]) => until > now && !isAway(state, Number(seat), now))
    .map(([seat]) => Number(seat));
}

/** When the shown presence next changes by itself (a grace or a notice running out), or undefined. */
export function nextChange(state: PresenceState, now: number): number | undefined {
  const times = [...Object.values(state.since).map((t) => t + AWAY_GRACE_MS), ...Object.values(state.backUntil)].filter((t) => t > now);
  return times.length > 0 ? Math.min(...times) : undefined;
}
