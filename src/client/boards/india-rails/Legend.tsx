/** The India Rails map key: each terrain's symbol and build cost, rivers, city classes, and the seats' line styles. */
import type { BuildCosts } from '../../../games/india-rails/map/costs.ts';
import { seatStyle } from '../../ui/palette.ts';

const Sym = ({ children }: { children: React.ReactNode }) => (
  <svg viewBox="-0.7 -0.7 1.4 1.4" width="18" height="18" aria-hidden="true">
    {children}
  </svg>
);

/** A collapsible key (closed by default so it never hides the map). */
export function Legend({ costs, numPlayers }: { costs: BuildCosts; numPlayers: number }) {
  return (
    <details className="legend panel" data-testid="ir-legend">
      <summary>Map key</summary>
      <ul className="legend-list">
        <li>
          <Sym>
            <circle r={0.12} fill="#6b6b6b" />
          </Sym>
          Clear {costs.terrain.clear}M
        </li>
        <li>
          <Sym>
            <circle r={0.6} fill="#d9c4a0" />
            <path d="M-0.3,0.22l0.3,-0.5l0.3,0.5z" fill="#8a5a2b" />
          </Sym>
          Mountain {costs.terrain.mountain}M
        </li>
        <li>
          <Sym>
            <circle r={0.6} fill="#e9eef2" />
            <path d="M-0.36,0.26l0.36,-0.6l0.36,0.6z" fill="#fff" stroke="#4a4a4a" strokeWidth={0.08} />
          </Sym>
          Alpine {costs.terrain.alpine}M
        </li>
        <li>
          <Sym>
            <circle r={0.6} fill="#f0d9a0" />
            <path d="M-0.3,0.05q0.15,-0.25 0.3,0t0.3,0" fill="none" stroke="#b07a1f" strokeWidth={0.1} />
          </Sym>
          Desert {costs.terrain.desert}M
        </li>
        <li>
          <Sym>
            <circle r={0.6} fill="#dde6e6" />
            <path d="M0,-0.25l0.25,0.25l-0.25,0.25l-0.25,-0.25z" fill="#9fb5b5" stroke="#5d7373" strokeWidth={0.06} />
          </Sym>
          Salt flat {costs.terrain.saltFlat}M
        </li>
        <li>
          <Sym>
            <path d="M-0.6,0.3C-0.2,-0.4 0.2,0.4 0.6,-0.3" stroke="#3f88c5" strokeWidth={0.22} fill="none" />
          </Sym>
          River +{costs.river}M
        </li>
        <li>
          <Sym>
            <circle r={0.34} fill="#d62828" stroke="#6a040f" strokeWidth={0.08} />
          </Sym>
          Small city {costs.city.small}M (2 players)
        </li>
        <li>
          <Sym>
            <rect x={-0.36} y={-0.36} width={0.72} height={0.72} fill="#d62828" stroke="#6a040f" strokeWidth={0.08} />
          </Sym>
          Medium city {costs.city.medium}M (3 players)
        </li>
        <li>
          <Sym>
            <polygon points="0.6,0 0.3,0.52 -0.3,0.52 -0.6,0 -0.3,-0.52 0.3,-0.52" fill="#d62828" fillOpacity={0.35} stroke="#a4161a" strokeWidth={0.1} />
          </Sym>
          Major city {costs.city.major}M (red area: everyone's)
        </li>
        {Array.from({ length: numPlayers }, (_, i) => {
          const st = seatStyle(i);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
            <li key={i}>
              <svg viewBox="0 0 24 8" width="24" height="8" aria-hidden="true">
                <line x1="0" y1="4" x2="24" y2="4" stroke="#fff" strokeWidth="6" />
                <line x1="0" y1="4" x2="24" y2="4" stroke={st.colour} strokeWidth="4" strokeDasharray={st.dash || undefined} />
              </svg>
              {st.glyph} {st.colourName} track
            </li>
          );
        })}
      </ul>
    </details>
  );
}
