/**
 * The create page's turn-clock choice: no clock, real-time (2 minutes a turn) or asynchronous (a
 * day), and the level of the bot that plays a late turn.
 */
import { BOT_LEVELS, type BotLevel } from '../../../bots/index.ts';
import { CLOCK_PRESETS } from './clock.ts';

/** What the host chose: a preset key and the late turns' bot level. */
export interface ClockSetting {
  preset: string;
  level: BotLevel;
}

/** The clock presets, and the bot level once a clock is chosen. */
export function ClockChoice({ value, onChange }: { value: ClockSetting; onChange: (next: ClockSetting) => void }) {
  return (
    <div className="field lobby-clock">
      <label>
        Turn clock{' '}
        <select value={value.preset} data-testid="create-clock" onChange={(e) => onChange({ ...value, preset: e.target.value })}>
          {CLOCK_PRESETS.map((p) => (
            <option key={p.key} value={p.key}>
              {p.label}
            </option>
          ))}
        </select>
      </label>
      {value.preset !== 'none' && (
        <label>
          Late turns are played by the{' '}
          <select value={value.level} data-testid="create-clock-level" onChange={(e) => onChange({ ...value, level: e.target.value as BotLevel })}>
            {BOT_LEVELS.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>{' '}
          bot
        </label>
      )}
      <span className="muted lobby-clock-help">When a player's time runs out, a bot plays that turn for them; the move log says so.</span>
    </div>
  );
}

/** The Lobby create body's `clock` for a setting (undefined: none). */
export function clockFor(setting: ClockSetting): { turnSeconds: number; level: BotLevel } | undefined {
  const preset = CLOCK_PRESETS.find((p) => p.key === setting.preset);
  return preset?.turnSeconds ? { turnSeconds: preset.turnSeconds, level: setting.level } : undefined;
}
