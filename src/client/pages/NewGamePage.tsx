/** The new-game page: player count, the names of the people at this device, each bot's level, variants. */
import { type FormEvent, useEffect, useState } from 'react';
import type { BotLevel } from '../../../bots/index.ts';
import { catalogEntry } from '../catalog.ts';
import { href, navigate } from '../router.ts';
import { UnknownGame } from '../ui/UnknownGame.tsx';
import { VariantChoices } from '../ui/VariantChoices.tsx';
import { BotFields, PeopleFields } from './SeatFields.tsx';

/** The names as the link will carry them (an empty one is "Player N"), or why they cannot be used. */
function checkNames(names: string[]): { names: string[] } | { problem: string } {
  const filled = names.map((n, i) => n.trim() || (i === 0 ? 'You' : `Player ${i + 1}`));
  const seen = new Set<string>();
  for (const n of filled) {
    if (seen.has(n.toLowerCase())) return { problem: `Two players are called ${n}: give each a different name, so the hand-off screen can tell them apart.` };
    seen.add(n.toLowerCase());
  }
  // A comma would split a name in the link.
  if (filled.some((n) => n.includes(','))) return { problem: 'A name cannot contain a comma.' };
  return { names: filled };
}

/** A form that starts a local game against bots, with one or several people at this device. */
export default function NewGamePage({ gameId }: { gameId: string | undefined }) {
  const entry = catalogEntry(gameId);
  const [players, setPlayers] = useState(entry?.defaultPlayers ?? 3);
  const [names, setNames] = useState<string[]>(() => [localStorage.getItem('player-name') ?? 'You']);
  const [levels, setLevels] = useState<BotLevel[]>(['medium', 'medium', 'medium', 'medium', 'medium']);
  const [variants, setVariants] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  // Fetch the board while the player fills in the form, so it opens at once.
  useEffect(() => {
    entry?.load().catch(() => {});
  }, [entry]);
  if (!entry) return <UnknownGame />;
  const people = names.slice(0, players);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkNames(people);
    if ('problem' in checked) return setProblem(checked.problem);
    localStorage.setItem('player-name', people[0]);
    navigate(
      href(['play', entry.id], {
        players,
        name: checked.names.length === 1 ? checked.names[0] : undefined,
        names: checked.names.length > 1 ? checked.names.join(',') : undefined,
        bots: levels.slice(0, players - people.length).join(',') || undefined,
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
        <PeopleFields names={people} players={players} onChange={setNames} />
        <BotFields first={people.length} count={players - people.length} levels={levels} onChange={setLevels} />
        <VariantChoices variants={entry.variants} chosen={variants} onChange={setVariants} />
        {problem && (
          <p className="error" role="alert" data-testid="new-game-problem">
            {problem}
          </p>
        )}
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
