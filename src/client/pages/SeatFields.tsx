/** The new-game page's seats: the people at this device (names, for pass-and-play) and each bot's level. */
import type { BotLevel } from '../../../bots/index.ts';
import { seatStyle } from '../ui/palette.ts';
import { MAX_NAME } from './seatNames.ts';

const LEVELS: { level: BotLevel; label: string }[] = [
  { level: 'random', label: 'Random (plays any legal move)' },
  { level: 'easy', label: 'Easy' },
  { level: 'medium', label: 'Medium' },
  { level: 'hard', label: 'Hard (thinks longer)' },
];

function Chip({ seat }: { seat: number }) {
  const style = seatStyle(seat);
  return (
    <span className="seat-chip" style={{ background: style.colour, color: style.ink }}>
      {style.glyph}
    </span>
  );
}

/** One name per person at this device (seats 0, 1, …); more people can be added while seats remain. */
export function PeopleFields({ names, players, onChange }: { names: string[]; players: number; onChange: (names: string[]) => void }) {
  const set = (i: number, value: string) => onChange(names.map((n, j) => (j === i ? value : n)));
  return (
    <fieldset className="field">
      <legend>Players at this device</legend>
      {names.map((n, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
        <label key={i} className="opponent">
          <Chip seat={i} />
          <span>{i === 0 ? 'Your name' : `Player ${i + 1}`}</span>
          <input value={n} maxLength={MAX_NAME} onChange={(e) => set(i, e.target.value)} data-testid={i === 0 ? 'player-name' : `player-name-${i + 1}`} />
          {i > 0 && (
            <button type="button" onClick={() => onChange(names.filter((_, j) => j !== i))} data-testid={`remove-player-${i + 1}`}>
              Remove
            </button>
          )}
        </label>
      ))}
      {names.length < players && (
        <div>
          <button type="button" onClick={() => onChange([...names, ''])} data-testid="add-person">
            + Another player at this device
          </button>
          {names.length > 1 && <span className="muted"> Pass the device round: each player's cards stay hidden from the others.</span>}
        </div>
      )}
    </fieldset>
  );
}

/** A level for each bot seat (the seats after the people's). */
export function BotFields({ first, count, levels, onChange }: { first: number; count: number; levels: BotLevel[]; onChange: (levels: BotLevel[]) => void }) {
  if (count === 0) return null;
  return (
    <fieldset className="field">
      <legend>Opponents</legend>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
        <label key={i} className="opponent">
          <Chip seat={first + i} />
          <span>Bot {i + 1}</span>
          <select
            value={levels[i]}
            data-testid={`bot-level-${i + 1}`}
            onChange={(e) => onChange(levels.map((x, j) => (j === i ? (e.target.value as BotLevel) : x)))}
          >
            {LEVELS.map((l) => (
              <option key={l.level} value={l.level}>
                {l.label}
              </option>
            ))}
          </select>
        </label>
      ))}
    </fieldset>
  );
}
