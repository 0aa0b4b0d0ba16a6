/**
 * `#/match/<game>/<matchID>` (the shareable link): take a free seat by name, wait in the waiting
 * room until every seat is filled, then play over the sockets. A reload rejoins the seat this
 * browser holds (credentials in localStorage). `?watch=1` watches without a seat.
 */
import { useEffect, useMemo, useState } from 'react';
import { catalogEntry } from '../catalog.ts';
import { href } from '../router.ts';
import { type ClientConfig, GameView } from '../view/GameView.tsx';
import type { GameModule } from '../view/gameModule.ts';
import type { Session } from '../view/session.tsx';
import { fetchOlderLog, lastName, SOCKET_OPTIONS, serverUrl } from './api.ts';
import { fetchClock } from './clock.ts';
import { withBotThinking } from './lobbyBoard.tsx';
import { MatchRoom, NoSuchMatch } from './MatchRoom.tsx';
import { seatsOf } from './matchSeats.ts';
import { type Refusal, socketWithRefusals } from './refusals.ts';
import { lobbyRematch } from './rematch.ts';
import './lobby.css';
import { useName } from './NameField.tsx';
import { useLobbyMatch } from './useLobbyMatch.ts';

/** The page of one match. */
export default function MatchPage({ gameId, matchID, params }: { gameId: string | undefined; matchID: string | undefined; params: URLSearchParams }) {
  const entry = catalogEntry(gameId);
  const watch = params.get('watch') === '1';
  const nameState = useName(lastName());
  const lobby = useLobbyMatch(entry, matchID, watch, nameState);
  const { match, seat, playing, setError } = lobby;
  const [module, setModule] = useState<GameModule | null>(null);
  const [refused, setRefused] = useState<Refusal | null>(null);
  const [chatRefused, setChatRefused] = useState<string | undefined>(undefined);

  // A refused move is shown for a while (the client resyncs by itself).
  useEffect(() => {
    if (!refused) return;
    const t = window.setTimeout(() => setRefused(null), 6000);
    return () => window.clearTimeout(t);
  }, [refused]);

  useEffect(() => {
    if (entry && playing && !module)
      entry.load().then(
        (m) => setModule(withBotThinking(m)),
        (e: Error) => setError(e.message),
      );
  }, [entry, playing, module, setError]);

  // The socket client is made once per match and seat: a later poll of the match (a new object with
  // the same seats) must not make a second connection, which the others would see as leaving and coming back.
  const numPlayers = match?.players.length;
  const config = useMemo<ClientConfig | null>(() => {
    if (!module || numPlayers === undefined || !matchID) return null;
    return {
      game: module.game,
      numPlayers,
      multiplayer: socketWithRefusals({ server: serverUrl(), socketOpts: SOCKET_OPTIONS }, (r) => {
        if (r.event === 'update') setRefused(r);
        if (r.event === 'chat') setChatRefused(r.reason);
      }),
      matchID,
      playerID: watch ? null : (seat?.playerID ?? null),
      credentials: watch ? undefined : seat?.credentials,
    };
  }, [module, numPlayers, matchID, seat, watch]);

  if (!entry || !matchID || lobby.missing) return <NoSuchMatch entry={entry} matchID={matchID} />;

  if (playing && config && module && match) {
    const session: Session = {
      seats: seatsOf(match, seat?.playerID ?? null),
      thinking: [],
      homeHref: href(['lobby']),
      error: refused ? `The server refused your move (${refused.reason}); the board shows its state again.` : undefined,
      loadOlderLog: (before: number) => fetchOlderLog(entry.id, matchID, watch ? null : seat, before),
      leave: watch
        ? undefined
        : () => {
            if (window.confirm('Leave this match? A bot will play your seat until someone takes it.')) void lobby.leave();
          },
      fetchClock: (match.setupData as { clock?: unknown } | undefined)?.clock ? () => fetchClock(entry.id, matchID) : undefined,
      chat: { messages: [], refused: chatRefused },
      rematch: seat && !watch ? lobbyRematch(entry.id, matchID, seat) : undefined,
      matchName: `${entry.title}, match ${matchID}`,
    };
    return (
      <div className="lobby-game full-window" data-testid={watch ? 'spectator-view' : 'seat-view'}>
        <GameView key={`${matchID}:${config.playerID}`} module={module} config={config} session={session} />
      </div>
    );
  }

  return (
    <MatchRoom
      entry={entry}
      matchID={matchID}
      match={match}
      error={lobby.error}
      seat={seat}
      full={lobby.full}
      nameState={nameState}
      join={(id) => lobby.join(id)}
      leave={lobby.leave}
    />
  );
}
