/** `#/help/<game>`: a game's how-to-play page, with the way back home and to a new game. */
import { catalogEntry } from '../catalog.ts';
import { href } from '../router.ts';
import { UnknownGame } from '../ui/UnknownGame.tsx';
import { HowToPlay } from './HowToPlay.tsx';
import { hasHelp } from './index.ts';

/** The how-to-play page of one game. */
export default function HelpPage({ gameId }: { gameId: string | undefined }) {
  const entry = catalogEntry(gameId);
  if (!entry || !hasHelp(entry.id)) return <UnknownGame />;
  return (
    <main className="page help-page">
      <HowToPlay gameId={entry.id} />
      <div className="actions help-actions">
        <a className="button" href="#/">
          Home
        </a>
        <a className="button primary" href={href(['new', entry.id])} data-testid="help-new-game">
          New game of {entry.title}
        </a>
      </div>
    </main>
  );
}
