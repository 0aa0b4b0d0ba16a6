/** The create page's turn-clock choice: no clock, real-time (2 minutes a turn) or asynchronous (a day). */
import { CLOCK_PRESETS } from './clock.ts';

/** A select of the clock presets; `value` is a preset key. */
export function ClockChoice({ value, onChange }: { value: string; onChange: (key: string) => void }) {
  return (
    <label className="field">
      Turn clock
      <select value={value} data-testid="create-clock" onChange={(e) => onChange(e.target.value)}>
        {CLOCK_PRESETS.map((p) => (
          <option key={p.key} value={p.key}>
            {p.label}
          </option>
        ))}
      </select>
      <span className="muted">When a player's time runs out, a medium bot plays that turn for them.</span>
    </label>
  );
}

/** The Lobby create body's `clock` for a preset key (undefined: none). */
export function clockFor(key: string): { turnSeconds: number } | undefined {
  const preset = CLOCK_PRESETS.find((p) => p.key === key);
  return preset?.turnSeconds ? { turnSeconds: preset.turnSeconds } : undefined;
}
