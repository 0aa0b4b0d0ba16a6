/** The city list under the mode buttons: the keyboard's way to click a city on the map. */
import type { RefObject } from 'react';
import type { City } from '../../../games/india-rails/map/types.ts';

/** A list of `cities`; choosing one picks its milepost. `label` says what picking does; `optionLabel` words each city (its name by default). */
export function CitySelect({
  label,
  cities,
  optionLabel,
  selectRef,
  disabled,
  onPick,
}: {
  label: string;
  cities: readonly City[];
  optionLabel?: (city: City) => string;
  selectRef: RefObject<HTMLSelectElement>;
  disabled: boolean;
  onPick: (milepost: number) => void;
}) {
  return (
    <label className="city-select">
      <span>{label} (C): </span>
      <select ref={selectRef} value="" onChange={(e) => e.target.value !== '' && onPick(Number(e.target.value))} data-testid="city-select" disabled={disabled}>
        <option value="">a city…</option>
        {cities.map((c) => (
          <option key={c.id} value={c.milepost}>
            {optionLabel ? optionLabel(c) : c.name}
          </option>
        ))}
      </select>
    </label>
  );
}
