/** Links under a lobby match: the invitation to share, and watching or going back for someone without a seat. */
import { useState } from 'react';
import { href } from '../router.ts';
import { matchLink } from './api.ts';

/** The match link with a copy button. */
export function ShareLink({ gameId, matchID }: { gameId: string; matchID: string }) {
  const link = matchLink(gameId, matchID);
  const [copied, setCopied] = useState(false);
  return (
    <div className="lobby-share">
      <span>Invite friends with this link:</span>
      <input readOnly value={link} data-testid="share-link" onFocus={(e) => e.target.select()} />
      <button
        type="button"
        onClick={() => {
          void navigator.clipboard?.writeText(link).then(() => setCopied(true));
        }}
      >
        {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  );
}

/** The links under a match for someone without a seat: watch it (the way on when it is full), or go back. */
export function WatchOrLeave({ gameId, matchID, full }: { gameId: string; matchID: string; full: boolean }) {
  return (
    <p>
      <a className={full ? 'button primary' : 'button'} href={href(['match', gameId, matchID], { watch: 1 })} data-testid="watch-link">
        {full ? 'Watch as a spectator' : 'Watch without a seat'}
      </a>{' '}
      <a className="button" href={href(['lobby'])}>
        Back to the lobby
      </a>
    </p>
  );
}
