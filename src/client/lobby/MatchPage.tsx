/**
 * `#/match/<game>/<matchID>` (the shareable link): take a free seat by name, wait in the waiting
 * room until every seat is filled, then play over the sockets. A reload rejoins the seat this
 * browser holds (credentials in localStorage). `?watch=1` watches without a seat.
 */
import type { LobbyAPI } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { catalogEntry } from '../catalog.ts';
import { href, navigate } from '../router.ts';
import { type ClientConfig, GameView } from '../view/GameView.tsx';
import type { GameModule } from '../view/gameModule.ts';
import { type SeatInfo, SessionProvider, useSession } from '../view/session.tsx';
import {
  fetchOlderLog,
  type HeldSeat,
  heldSeat,
  holdSeat,
  isNotFound,
  lastName,
  lobbyClient,
  matchLink,
  reason,
  releaseSeat,
  rememberName,
  serverUrl,
} from './api.ts';
import { fetchClock } from './clock.ts';
import { type Refusal, socketWithRefusals } from './refusals.ts';
import { keptFor, lobbyRematch } from './rematch.ts';
import './lobby.css';
import { NameField, useName } from './NameField.tsx';

type Player = LobbyAPI.Match['players'][number];

/** Whether a bot holds the seat for a player who left (anyone may take it back). */
function standIn(p: Player | undefined): boolean {
  return (p?.data as { standIn?: unknown } | undefined)?.standIn === true;
}

function botLevel(p: Player): SeatInfo['kind'] | undefined {
  const level = (p.data as { bot?: string } | undefined)?.bot;
  return level === 'random' || level === 'easy' || level === 'medium' || level === 'hard' ? level : undefined;
}

/** A seat's name as shown beside its kind: a bot's level, which the server writes into its name, appears once. */
function shownName(p: Player): string | undefined {
  const level = botLevel(p);
  return level && p.name ? p.name.replace(` (${level})`, '') : p.name;
}

function seatsOf(match: LobbyAPI.Match, mine: string | null): SeatInfo[] {
  return match.players.map((p) => ({ name: shownName(p) ?? `Seat ${p.id + 1}`, kind: botLevel(p) ?? (String(p.id) === mine ? 'human' : 'remote') }));
}

function ShareLink({ gameId, matchID }: { gameId: string; matchID: string }) {
  const link = matchLink(gameId, matchID);
  const [copied, setCopied] = useState(false);
  return (
    <div className="lobby-share">
      <span>Invite friends with this link:</span>
      <input readOnly value={link} data-testid="share-link" onFocus={(e) => e.target.select()} />
      <button
        type="button"
        onClick={() => {
          void navigator.clipboard?.writeText(link).then(() => setCopied(true));
        }}
      >
        {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  );
}

function SeatList({ match, mine, onJoin }: { match: LobbyAPI.Match; mine: string | null; onJoin?: (playerID: string) => void }) {
  return (
    <ul className="lobby-seats" data-testid="seat-list">
      {match.players.map((p) => {
        const level = botLevel(p);
        const kept = p.name ? undefined : keptFor(p);
        return (
          <li key={p.id} data-testid={`seat-${p.id}`} className={p.name ? 'taken' : 'free'}>
            <span className="lobby-seat-no">Seat {p.id + 1}</span>
            <span className="lobby-seat-name">{shownName(p) ?? (kept ? `kept for ${kept} (rematch)` : 'free')}</span>
            <span className="muted">{level ? `bot (${level})` : p.name ? (String(p.id) === mine ? 'you' : p.isConnected ? 'connected' : 'joined') : ''}</span>
            {(!p.name || standIn(p)) && !kept && onJoin && (
              <button type="button" onClick={() => onJoin(String(p.id))} data-testid={`take-seat-${p.id}`}>
                Take this seat
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The links under a match for someone without a seat: watch it (the way on when it is full), or go back. */
function WatchOrLeave({ gameId, matchID, full }: { gameId: string; matchID: string; full: boolean }) {
  return (
    <p>
      <a className={full ? 'button primary' : 'button'} href={href(['match', gameId, matchID], { watch: 1 })} data-testid="watch-link">
        {full ? 'Watch as a spectator' : 'Watch without a seat'}
      </a>{' '}
      <a className="button" href={href(['lobby'])}>
        Back to the lobby
      </a>
    </p>
  );
}

/** The game's board, told which bot seats are choosing a move (the seats whose turn it is). */
function withBotThinking(module: GameModule): GameModule {
  const Inner = module.Board;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per loaded game module, not per render
  function LobbyBoard(props: BoardProps) {
    const outer = useSession();
    const { ctx } = props;
    // The seats as the socket last told them (a player who left, a bot holding the seat, a friend back).
    const seats = props.matchData ? seatsOf({ players: props.matchData } as unknown as LobbyAPI.Match, props.playerID ?? null) : outer.seats;
    const session = { ...outer, seats };
    const active = ctx.gameover !== undefined ? [] : ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];
    const thinking = active.map(Number).filter((seat) => {
      const kind = session.seats[seat]?.kind;
      return kind !== undefined && kind !== 'human' && kind !== 'remote';
    });
    const chat = session.chat && { ...session.chat, messages: props.chatMessages, send: props.playerID != null ? props.sendChatMessage : undefined };
    return (
      <SessionProvider value={{ ...session, thinking, chat }}>
        <Inner {...props} />
      </SessionProvider>
    );
  }
  return { ...module, Board: LobbyBoard };
}

/** The page of one match. */
export default function MatchPage({ gameId, matchID, params }: { gameId: string | undefined; matchID: string | undefined; params: URLSearchParams }) {
  const entry = catalogEntry(gameId);
  const watch = params.get('watch') === '1';
  const [match, setMatch] = useState<LobbyAPI.Match | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [seat, setSeat] = useState<HeldSeat | null>(() => (matchID ? heldSeat(matchID) : null));
  const nameState = useName(lastName());
  const [module, setModule] = useState<GameModule | null>(null);
  const [refused, setRefused] = useState<Refusal | null>(null);
  const [chatRefused, setChatRefused] = useState<string | undefined>(undefined);

  // A refused move is shown for a while (the client resyncs by itself).
  useEffect(() => {
    if (!refused) return;
    const t = window.setTimeout(() => setRefused(null), 6000);
    return () => window.clearTimeout(t);
  }, [refused]);

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

  useEffect(() => {
    if (entry && playing && !module)
      entry.load().then(
        (m) => setModule(withBotThinking(m)),
        (e: Error) => setError(e.message),
      );
  }, [entry, playing, module]);

  const config = useMemo<ClientConfig | null>(() => {
    if (!module || !match || !matchID) return null;
    return {
      game: module.game,
      numPlayers: match.players.length,
      multiplayer: socketWithRefusals({ server: serverUrl() }, (r) => {
        if (r.event === 'update') setRefused(r);
        if (r.event === 'chat') setChatRefused(r.reason);
      }),
      matchID,
      playerID: watch ? null : (seat?.playerID ?? null),
      credentials: watch ? undefined : seat?.credentials,
    };
  }, [module, match?.players.length, matchID, seat, watch, match]);

  if (!entry || !matchID || missing) {
    return (
      <main className="page" data-testid="no-such-match">
        <h1>No such match</h1>
        <p>
          {entry && matchID ? `There is no ${entry.title} match ${matchID} on this server` : 'This link names no game of this server'}: the link may be mistyped
          or cut short, or the match was removed.
        </p>
        <p>
          <a className="button primary" href={href(['lobby'])} data-testid="back-to-lobby">
            Back to the lobby
          </a>
        </p>
      </main>
    );
  }

  const join = async (playerID: string, e?: FormEvent) => {
    e?.preventDefault();
    if (!nameState.ask()) return;
    const n = nameState.name.trim();
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

  const leave = async () => {
    if (!seat) return;
    try {
      await lobbyClient().leaveMatch(entry.id, matchID, { playerID: seat.playerID, credentials: seat.credentials });
    } catch {
      // leaving a match that is gone is fine
    }
    releaseSeat(matchID);
    navigate(href(['lobby']));
  };

  if (playing && config && module && match) {
    const session = {
      seats: seatsOf(match, seat?.playerID ?? null),
      thinking: [],
      homeHref: href(['lobby']),
      error: refused ? `The server refused your move (${refused.reason}); the board shows its state again.` : undefined,
      loadOlderLog: (before: number) => fetchOlderLog(entry.id, matchID, watch ? null : seat, before),
      leave: watch
        ? undefined
        : () => {
            if (window.confirm('Leave this match? A bot will play your seat until someone takes it.')) void leave();
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
    <main className="page lobby-match-page">
      <h1>
        {entry.title} <span className="muted">· match {matchID}</span>
      </h1>
      {error && (
        <p className="error" data-testid="lobby-error">
          {error}
        </p>
      )}
      {!match ? (
        error ? (
          <p>
            <a className="button" href={href(['lobby'])}>
              Back to the lobby
            </a>
          </p>
        ) : (
          <p className="muted">Loading the match…</p>
        )
      ) : seat ? (
        <section data-testid="waiting-room">
          <h2>Waiting room</h2>
          <p>
            You are <strong>{seat.name}</strong> in seat {Number(seat.playerID) + 1}. The game starts when every seat is taken.
          </p>
          <SeatList match={match} mine={seat.playerID} />
          <ShareLink gameId={entry.id} matchID={matchID} />
          <div className="actions">
            <button type="button" onClick={leave}>
              Leave the match
            </button>
          </div>
        </section>
      ) : full && !match.players.some(standIn) ? (
        <section data-testid="match-full">
          <h2>This match is full</h2>
          <p>Every seat is taken. You can watch the game as a spectator.</p>
          <SeatList match={match} mine={null} />
          <WatchOrLeave gameId={entry.id} matchID={matchID} full />
        </section>
      ) : (
        <section data-testid="join-match">
          <form className="form" onSubmit={(e) => e.preventDefault()}>
            <NameField state={nameState} purpose="to take a seat" testId="join-name" />
          </form>
          <SeatList match={match} mine={null} onJoin={(id) => void join(id)} />
          <WatchOrLeave gameId={entry.id} matchID={matchID} full={false} />
        </section>
      )}
    </main>
  );
}
