/** The variants fieldset of the forms that start a game (new local game, new lobby match). */
import type { VariantSpec } from '../catalog.ts';

/** One checkbox per variant of a game, with its label and what it does; nothing for a game without variants. */
export function VariantChoices({
  variants,
  chosen,
  onChange,
}: {
  variants: readonly VariantSpec[];
  chosen: readonly string[];
  onChange: (next: string[]) => void;
}) {
  if (variants.length === 0) return null;
  return (
    <fieldset className="field">
      <legend>Variants</legend>
      {variants.map((v) => (
        <label key={v.key} className="variant">
          <input
            type="checkbox"
            checked={chosen.includes(v.key)}
            onChange={(e) => onChange(e.target.checked ? [...chosen, v.key] : chosen.filter((k) => k !== v.key))}
            data-testid={`variant-${v.key}`}
          />
          <span>
            <strong>{v.label}</strong> — {v.help}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
