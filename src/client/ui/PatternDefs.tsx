/** SVG <defs> shared by the boards: one fill pattern per seat and the locomotive rainbow. */
import { SEAT_STYLES } from './palette.ts';

const MOTIFS = ['M1 1 h2 v2 h-2z M5 5 h2 v2 h-2z', 'M0 8 L8 0', 'M0 2 H8 M0 6 H8', 'M0 0 L8 8 M8 0 L0 8', 'M0 4 H8', 'M4 0 V8 M0 4 H8'] as const;

/** Patterns `seat-p0`…`seat-p5` (colour plus a motif) and gradient `loco-rainbow`. */
export function PatternDefs() {
  return (
    <defs>
      {SEAT_STYLES.map((s, i) => (
        <pattern key={s.pattern} id={s.pattern} width="8" height="8" patternUnits="userSpaceOnUse">
          <rect width="8" height="8" fill={s.colour} />
          {MOTIFS[i] && <path d={MOTIFS[i] ?? ''} stroke={s.ink} strokeOpacity="0.55" strokeWidth="1.2" fill="none" />}
        </pattern>
      ))}
      <linearGradient id="loco-rainbow" x1="0" x2="1" y1="0" y2="1">
        <stop offset="0" stopColor="#e63946" />
        <stop offset="0.3" stopColor="#f4a261" />
        <stop offset="0.5" stopColor="#f1d302" />
        <stop offset="0.7" stopColor="#2a9d55" />
        <stop offset="1" stopColor="#1d4ed8" />
      </linearGradient>
    </defs>
  );
}
