/** The new-game page: player count, your name, each opponent's bot level, variants. */
import { type FormEvent, useEffect, useState } from 'react';
import type { BotLevel } from '../../../bots/index.ts';
import { catalogEntry } from '../catalog.ts';
import { href, navigate } from '../router.ts';
import { seatStyle } from '../ui/palette.ts';
import { UnknownGame } from '../ui/UnknownGame.tsx';
import { VariantChoices } from '../ui/VariantChoices.tsx';

const LEVELS: { level: BotLevel; label: string }[] = [
  { level: 'random', label: 'Random (plays any legal move)' },
  { level: 'easy', label: 'Easy' },
  { level: 'medium', label: 'Medium' },
  { level: 'hard', label: 'Hard (thinks longer)' },
];

/** A form that starts a local game against bots. */
export default function NewGamePage({ gameId }: { gameId: string | undefined }) {
  const entry = catalogEntry(gameId);
  const [players, setPlayers] = useState(entry?.defaultPlayers ?? 3);
  const [name, setName] = useState(() => localStorage.getItem('player-name') ?? 'You');
  const [levels, setLevels] = useState<BotLevel[]>(['medium', 'medium', 'medium', 'medium', 'medium']);
  const [variants, setVariants] = useState<string[]>([]);
  // Fetch the board while the player fills in the form, so it opens at once.
  useEffect(() => {
    entry?.load().catch(() => {});
  }, [entry]);
  if (!entry) return <UnknownGame />;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    localStorage.setItem('player-name', name);
    navigate(
      href(['play', entry.id], {
        players,
        name: name.trim() || 'You',
        bots: levels.slice(0, players - 1).join(','),
        variants: variants.join(',') || undefined,
      }),
    );
  };
  return (
    <main className="page new-game">
      <h1>New game of {entry.title}</h1>
      <form onSubmit={submit} className="form" data-testid="new-game-form">
        <label className="field">
          <span>Players</span>
          <select value={players} onChange={(e) => setPlayers(Number(e.target.value))} data-testid="players">
            {Array.from({ length: entry.maxPlayers - entry.minPlayers + 1 }, (_, i) => entry.minPlayers + i).map((n) => (
              <option key={n} value={n}>
                {n} players
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Your name</span>
          <input value={name} maxLength={24} onChange={(e) => setName(e.target.value)} data-testid="player-name" />
        </label>
        <fieldset className="field">
          <legend>Opponents</legend>
          {Array.from({ length: players - 1 }, (_, i) => {
            const style = seatStyle(i + 1);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
              <label key={i} className="opponent">
                <span className="seat-chip" style={{ background: style.colour, color: style.ink }}>
                  {style.glyph}
                </span>
                <span>Bot {i + 1}</span>
                <select
                  value={levels[i]}
                  data-testid={`bot-level-${i + 1}`}
                  onChange={(e) => setLevels((l) => l.map((x, j) => (j === i ? (e.target.value as BotLevel) : x)))}
                >
                  {LEVELS.map((l) => (
                    <option key={l.level} value={l.level}>
                      {l.label}
                    </option>
                  ))}
                </select>
              </label>
            );
          })}
        </fieldset>
        <VariantChoices variants={entry.variants} chosen={variants} onChange={setVariants} />
        <div className="actions">
          <a className="button" href="#/">
            Back
          </a>
          <button type="submit" className="primary" data-testid="start-game">
            Start game
          </button>
        </div>
      </form>
    </main>
  );
}
