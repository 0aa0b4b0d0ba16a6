/** Train cards as small labelled tiles: colour, letter and name, so no card is told by colour alone. */
import { CARD_KINDS } from '../../../games/ttr-india/data/types.ts';
import { cardStyle } from '../../ui/palette.ts';

/** A card tile; `count` shows a badge. */
export function CardTile({ kind, count, small }: { kind: number; count?: number; small?: boolean }) {
  const name = kind >= 0 ? CARD_KINDS[kind] : 'none';
  const st = cardStyle(name);
  const loco = name === 'loco';
  return (
    <span
      className={`card-tile ${small ? 'card-tile-sm' : ''} ${loco ? 'card-loco' : ''}`}
      style={{ background: loco ? undefined : st.fill, color: st.ink }}
      data-card={name}
      title={st.name}
    >
      <span className="card-letter">{st.label}</span>
      <span className="card-name">{st.name}</span>
      {count !== undefined && <span className="card-count">×{count}</span>}
    </span>
  );
}

/** "1 locomotive", "2 locomotives". */
export function locomotives(n: number): string {
  return `${n} locomotive${n > 1 ? 's' : ''}`;
}

/** "2 red + 1 locomotive" for a payment. */
export function paymentText(length: number, colour: string, locos: number): string {
  const parts: string[] = [];
  if (colour !== 'loco' && length - locos > 0) parts.push(`${length - locos} ${colour}`);
  if (locos > 0) parts.push(locomotives(locos));
  return parts.join(' + ');
}

/** "2 red, 1 locomotive" for a player's public record of cards taken face up (`shownCards`); empty when nothing is recorded. */
export function seenText(shown: readonly number[]): string {
  const parts: string[] = [];
  shown.forEach((n, k) => {
    if (n <= 0) return;
    const name = CARD_KINDS[k];
    parts.push(name === 'loco' ? locomotives(n) : `${n} ${name}`);
  });
  return parts.join(', ');
}
