/**
 * Under the board's top bar in an online match: when a player to move is away (their seat's
 * connection gone for a few seconds, lobby/presence.ts), what happens next — a bot of the turn
 * clock's level plays for them when their time runs out, or, without a turn clock, the game waits
 * for them; and, for a few seconds, who has come back. Nothing in local play (no presence there).
 */
import { useEffect, useState } from 'react';
import { seatName, useSession } from '../view/session.tsx';
import { useTurnClock } from './useTurnClock.ts';

interface Props {
  stateId: number;
  /** Seats that may act now. */
  active: number[];
  /** The viewer's seat (undefined for a spectator). */
  me: number | undefined;
  gameover: boolean;
}

/** "Ravi", "Ravi and Asha", "Ravi, Asha and Bob". */
export function namesInWords(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "40 s", "5 min", "3 h 20 min", "2 d 4 h": a time left, as a sentence says it. */
export function timeInWords(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  if (s < 120) return `${s} s`;
  if (s < 2 * 3600) return `${Math.ceil(s / 60)} min`;
  if (s < 2 * 86400) return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
  return `${Math.floor(s / 86400)} d ${Math.floor((s % 86400) / 3600)} h`;
}

/**
 * The sentence for players to move who are away: with a turn clock (`bot`), when its bot plays for
 * them (`leftMs` unknown while the clock is being asked); without one, that the game waits.
 */
export function awayWords(names: readonly string[], bot?: { level: string; leftMs?: number }): string {
  const who = namesInWords(names);
  const are = names.length > 1 ? 'are' : 'is';
  if (!bot) return `Waiting for ${who}, who ${are} away: the game goes on when ${names.length > 1 ? 'they come' : `${who} comes`} back.`;
  if (bot.leftMs === undefined) return `${who} ${are} away — a ${bot.level} bot plays for ${names.length > 1 ? 'them' : who} when the turn clock runs out.`;
  if (bot.leftMs <= 0) return `${who} ${are} away — the ${bot.level} bot is playing for ${names.length > 1 ? 'them' : who}.`;
  return `${who} ${are} away — a ${bot.level} bot plays for ${names.length > 1 ? 'them' : who} in ${timeInWords(bot.leftMs)}.`;
}

/** The banner; renders nothing when every player to move is there and nobody just came back. */
export function PresenceNotice({ stateId, active, me, gameover }: Props) {
  const session = useSession();
  const away = gameover ? [] : active.filter((s) => s !== me && session.seats[s]?.presence === 'away');
  const back = gameover ? [] : (session.returned ?? []).filter((s) => s !== me);
  const clock = useTurnClock(stateId, away.length === 0);
  const [now, setNow] = useState(() => Date.now());
  const ticking = away.length > 0 && clock !== null;

  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const t = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(t);
  }, [ticking]);

  if (away.length > 0) {
    const deadlines = clock?.stateID === stateId ? away.map((s) => clock.deadlines[String(s)]).filter((t): t is number => t !== undefined) : [];
    const bot = session.fetchClock ? { level: clock?.level ?? 'medium', leftMs: deadlines.length > 0 ? Math.min(...deadlines) - now : undefined } : undefined;
    return (
      <div className="banner presence-notice" role="status" data-testid="presence-notice" data-away={away.join(',')}>
        {awayWords(
          away.map((s) => seatName(session, s)),
          bot,
        )}
      </div>
    );
  }
  if (back.length > 0)
    return (
      <div className="banner presence-back" role="status" data-testid="presence-back">
        {namesInWords(back.map((s) => seatName(session, s)))} {back.length > 1 ? 'are' : 'is'} back.
      </div>
    );
  return null;
}
