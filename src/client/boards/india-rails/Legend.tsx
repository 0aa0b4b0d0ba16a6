/** The India Rails map key: each terrain's symbol and build cost, rivers, city classes, and each player's track in its own colour and dash. */
import type { BuildCosts, Terrain } from '../../../games/india-rails/map/types.ts';
import { seatStyle } from '../../ui/palette.ts';
import { seatName, useSession } from '../../view/session.tsx';
import { MAP_COLOURS } from './map-colours.ts';
import { TERRAIN_STYLE, TERRAINS } from './terrain-style.ts';

/** The key draws the map's terrain symbols this much larger. */
const KEY_SCALE = 1.5;
const TERRAIN_NAME: Record<Terrain, string> = { clear: 'Clear', mountain: 'Mountain', alpine: 'Alpine', desert: 'Desert', saltFlat: 'Salt flat' };

const Sym = ({ children }: { children: React.ReactNode }) => (
  <svg viewBox="-0.7 -0.7 1.4 1.4" width="18" height="18" aria-hidden="true">
    {children}
  </svg>
);

/** A collapsible key (closed by default so it never hides the map). */
export function Legend({ costs, numPlayers }: { costs: BuildCosts; numPlayers: number }) {
  const session = useSession();
  return (
    <details className="legend panel" data-testid="ir-legend">
      <summary>Map key</summary>
      <ul className="legend-list">
        {TERRAINS.map((t) => {
          const st = TERRAIN_STYLE[t];
          return (
            <li key={t}>
              <Sym>
                {st.tint && <circle r={0.6} fill={st.tint} />}
                <path d={st.symbol(0, 0, KEY_SCALE)} fill={st.fill} stroke={st.stroke} strokeWidth={st.strokeWidth && st.strokeWidth * KEY_SCALE} />
              </Sym>
              {TERRAIN_NAME[t]} {costs.terrain[t]}M
            </li>
          );
        })}
        <li>
          <Sym>
            <path d="M-0.6,0.3C-0.2,-0.4 0.2,0.4 0.6,-0.3" stroke={MAP_COLOURS.river} strokeWidth={0.26} fill="none" />
          </Sym>
          River +{costs.river}M
        </li>
        <li>
          <Sym>
            <circle r={0.34} fill={MAP_COLOURS.city} stroke={MAP_COLOURS.cityEdge} strokeWidth={0.08} />
          </Sym>
          Small city {costs.city.small}M (2 players)
        </li>
        <li>
          <Sym>
            <rect x={-0.36} y={-0.36} width={0.72} height={0.72} fill={MAP_COLOURS.city} stroke={MAP_COLOURS.cityEdge} strokeWidth={0.08} />
          </Sym>
          Medium city {costs.city.medium}M (3 players)
        </li>
        <li>
          <Sym>
            <polygon
              points="0.6,0 0.3,0.52 -0.3,0.52 -0.6,0 -0.3,-0.52 0.3,-0.52"
              fill={MAP_COLOURS.city}
              fillOpacity={0.35}
              stroke={MAP_COLOURS.majorEdge}
              strokeWidth={0.1}
            />
          </Sym>
          Major city {costs.city.major}M (red area: everyone's)
        </li>
        {Array.from({ length: numPlayers }, (_, i) => {
          const st = seatStyle(i);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
            <li key={i} data-testid={`ir-legend-seat-${i}`}>
              <svg viewBox="0 0 24 8" width="24" height="8" aria-hidden="true">
                <line x1="0" y1="4" x2="24" y2="4" stroke={MAP_COLOURS.casing} strokeWidth="6" />
                <line x1="0" y1="4" x2="24" y2="4" stroke={st.colour} strokeWidth="4" strokeDasharray={st.dash || undefined} />
              </svg>
              {st.glyph} {seatName(session, i)}: {st.colourName} track
            </li>
          );
        })}
      </ul>
    </details>
  );
}
