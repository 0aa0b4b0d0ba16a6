/**
 * `#/lobby`: play with friends on this server. Lists the open matches of both games (who sits
 * where, which seats are free) and creates a match: game, number of seats, variants, and for each
 * seat after yours a friend or a bot of some level.
 */
import type { LobbyAPI } from 'boardgame.io';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { BOT_LEVELS, type BotLevel } from '../../../bots/index.ts';
import { CATALOG, catalogEntry } from '../catalog.ts';
import { href, navigate } from '../router.ts';
import { VariantChoices } from '../ui/VariantChoices.tsx';
import { holdSeat, lastName, lobbyClient, reason, rememberName } from './api.ts';
import { ClockChoice, type ClockSetting, clockFor } from './ClockChoice.tsx';
import './lobby.css';
import { NAME_TEXT, shownText } from '../../text/player-text.ts';
import { NameField, typedName, useName } from './NameField.tsx';

type SeatChoice = 'friend' | BotLevel;

function openSeats(m: LobbyAPI.Match): number {
  // A seat a bot holds for a player who left is open too: anyone may take it.
  return m.players.filter((p) => !p.name || (p.data as { standIn?: unknown } | undefined)?.standIn === true).length;
}

function MatchList() {
  const [matches, setMatches] = useState<LobbyAPI.Match[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = useCallback(async () => {
    try {
      const api = lobbyClient();
      const lists = await Promise.all(CATALOG.map((g) => api.listMatches(g.id, { isGameover: false })));
      setMatches(lists.flatMap((l) => l.matches).sort((a, b) => b.createdAt - a.createdAt));
      setError(null);
    } catch (err) {
      setError(reason(err));
    }
  }, []);
  useEffect(() => {
    void refresh();
    const t = window.setInterval(refresh, 3000);
    return () => window.clearInterval(t);
  }, [refresh]);
  if (error) return <p className="error">The lobby server did not answer: {error}</p>;
  if (!matches) return <p className="muted">Loading matches…</p>;
  if (matches.length === 0) return <p className="muted">No open matches. Create one below.</p>;
  return (
    <ul className="lobby-matches" data-testid="match-list">
      {matches.map((m) => (
        <li key={m.matchID} className="lobby-match" data-testid={`match-${m.matchID}`}>
          <span className="lobby-match-game">{catalogEntry(m.gameName)?.title ?? m.gameName}</span>
          <span className="lobby-match-seats">
            {m.players.map((p, i) => (
              <span key={p.id}>
                {i > 0 && ', '}
                <bdi>{p.name ? shownText(p.name, NAME_TEXT, '·') : '·'}</bdi>
              </span>
            ))}
          </span>
          <span className="muted">{openSeats(m) > 0 ? `${openSeats(m)} free` : 'full'}</span>
          <a className="button" href={href(['match', m.gameName, m.matchID])}>
            {openSeats(m) > 0 ? 'Join' : 'Open'}
          </a>
          <a className="button" href={href(['match', m.gameName, m.matchID], { watch: 1 })}>
            Watch
          </a>
        </li>
      ))}
    </ul>
  );
}

function CreateForm() {
  const [gameId, setGameId] = useState<string>(CATALOG[0].id);
  const entry = catalogEntry(gameId)!;
  const [players, setPlayers] = useState(entry.defaultPlayers);
  const nameState = useName(lastName());
  const name = nameState.name;
  const [variants, setVariants] = useState<string[]>([]);
  const [seats, setSeats] = useState<SeatChoice[]>(Array.from({ length: 5 }, () => 'friend'));
  const [unlisted, setUnlisted] = useState(false);
  const [clock, setClock] = useState<ClockSetting>({ preset: 'none', level: 'medium' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!nameState.ask()) return;
    const typed = typedName(name);
    if ('error' in typed) return setError(typed.error);
    setBusy(true);
    setError(null);
    try {
      const api = lobbyClient();
      const bots: Record<string, BotLevel> = {};
      for (let s = 1; s < players; s++) if (seats[s - 1] !== 'friend') bots[String(s)] = seats[s - 1] as BotLevel;
      const setupData = { ...entry.setupData(variants), ...(Object.keys(bots).length ? { bots } : {}) };
      const { matchID } = await api.createMatch(gameId, { numPlayers: players, setupData, unlisted, clock: clockFor(clock) });
      const joined = await api.joinMatch(gameId, matchID, { playerID: '0', playerName: typed.name });
      rememberName(typed.name);
      holdSeat(matchID, { gameId, playerID: joined.playerID, credentials: joined.playerCredentials, name: typed.name });
      navigate(href(['match', gameId, matchID]));
    } catch (err) {
      setError(reason(err));
      setBusy(false);
    }
  };

  return (
    <form className="form lobby-create" onSubmit={submit} data-testid="create-match-form">
      <h2>Create a match</h2>
      <label className="field">
        Game
        <select
          value={gameId}
          data-testid="create-game"
          onChange={(e) => {
            const next = catalogEntry(e.target.value)!;
            setGameId(next.id);
            setPlayers(next.defaultPlayers);
            setVariants([]);
          }}
        >
          {CATALOG.map((g) => (
            <option key={g.id} value={g.id}>
              {g.title}
            </option>
          ))}
        </select>
      </label>
      <NameField state={nameState} purpose="to create a match" testId="create-name" />
      <label className="field">
        Seats
        <input
          type="number"
          min={entry.minPlayers}
          max={entry.maxPlayers}
          value={players}
          data-testid="create-players"
          onChange={(e) => setPlayers(Math.min(entry.maxPlayers, Math.max(entry.minPlayers, Number(e.target.value) || entry.minPlayers)))}
        />
      </label>
      <fieldset className="field">
        <legend>Other seats</legend>
        {Array.from({ length: players - 1 }, (_, n) => n).map((i) => (
          <label key={`seat-${i + 2}`} className="lobby-seat-choice">
            Seat {i + 2}
            <select
              value={seats[i]}
              data-testid={`create-seat-${i + 1}`}
              onChange={(e) => setSeats((prev) => prev.map((v, j) => (j === i ? (e.target.value as SeatChoice) : v)))}
            >
              <option value="friend">a friend (join by link)</option>
              {BOT_LEVELS.map((l) => (
                <option key={l} value={l}>
                  bot — {l}
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
      <VariantChoices variants={entry.variants} chosen={variants} onChange={setVariants} />
      <ClockChoice value={clock} onChange={setClock} />
      <label className="variant">
        <input type="checkbox" checked={unlisted} onChange={(e) => setUnlisted(e.target.checked)} /> Private (only people with the link can find it)
      </label>
      {error && <p className="error">{error}</p>}
      <div className="actions">
        <button type="submit" className="primary" disabled={busy} data-testid="create-match">
          Create and take seat 1
        </button>
      </div>
    </form>
  );
}

/** The lobby: open matches and a form to create one. */
export default function LobbyPage() {
  return (
    <main className="page lobby">
      <h1>Play with friends</h1>
      <MatchList />
      <CreateForm />
    </main>
  );
}
