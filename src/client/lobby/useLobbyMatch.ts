/**
 * A lobby match as its page follows it: the match (polled until the game starts), the seat this
 * browser holds, and joining or leaving a seat.
 */
import type { LobbyAPI } from 'boardgame.io';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import type { CatalogEntry } from '../catalog.ts';
import { href, navigate } from '../router.ts';
import { type HeldSeat, heldSeat, holdSeat, isNotFound, lobbyClient, reason, releaseSeat, rememberName } from './api.ts';
import { standIn } from './matchSeats.ts';
import { typedName, type useName } from './NameField.tsx';

/** The match `matchID` of `entry`'s game; `watch` watches without a seat. */
export function useLobbyMatch(entry: CatalogEntry | undefined, matchID: string | undefined, watch: boolean, nameState: ReturnType<typeof useName>) {
  const [match, setMatch] = useState<LobbyAPI.Match | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [seat, setSeat] = useState<HeldSeat | null>(() => (matchID ? heldSeat(matchID) : null));

  const refresh = useCallback(async () => {
    if (!entry || !matchID) return;
    try {
      const m = await lobbyClient().getMatch(entry.id, matchID);
      // A seat held for a match that no longer lists it (left, or taken over) is forgotten.
      const held = heldSeat(matchID);
      if (held && (!m.players[Number(held.playerID)]?.name || standIn(m.players[Number(held.playerID)]))) {
        releaseSeat(matchID);
        setSeat(null);
      }
      setMatch(m);
      setError(null);
    } catch (err) {
      if (isNotFound(err)) {
        releaseSeat(matchID);
        setMissing(true);
      }
      setError(reason(err));
    }
  }, [entry, matchID]);

  const full = match ? match.players.every((p) => !!p.name) : false;
  const playing = !!match && (watch || (!!seat && full));

  useEffect(() => {
    void refresh();
    if (playing || missing) return;
    const t = window.setInterval(refresh, 1500);
    return () => window.clearInterval(t);
  }, [refresh, playing, missing]);

  /** Takes seat `playerID` under the name in the name field. */
  const join = async (playerID: string, e?: FormEvent) => {
    e?.preventDefault();
    if (!entry || !matchID || !nameState.ask()) return;
    const typed = typedName(nameState.name);
    if ('error' in typed) return setError(typed.error);
    const n = typed.name;
    try {
      const joined = await lobbyClient().joinMatch(entry.id, matchID, { playerID, playerName: n });
      rememberName(n);
      const held = { gameId: entry.id, playerID: joined.playerID, credentials: joined.playerCredentials, name: n };
      holdSeat(matchID, held);
      setSeat(held);
      await refresh();
    } catch (err) {
      setError(reason(err));
    }
  };

  /** Leaves the match for good and goes back to the lobby. */
  const leave = async () => {
    if (!entry || !matchID || !seat) return;
    try {
      await lobbyClient().leaveMatch(entry.id, matchID, { playerID: seat.playerID, credentials: seat.credentials });
    } catch {
      // leaving a match that is gone is fine
    }
    releaseSeat(matchID);
    navigate(href(['lobby']));
  };

  return { match, error, setError, missing, seat, full, playing, join, leave };
}
