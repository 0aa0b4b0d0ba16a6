/**
 * What the play page says instead of a board when a saved game cannot be played here: it is not
 * in this browser, it is open in another tab, or this version cannot read it (then it is offered
 * for deletion). Never a blank page.
 */
import { useState } from 'react';
import type { UnreadableSave } from './format.ts';
import { savedGames } from './savedGames.ts';
import './saved.css';

/** A saved game's link names a game this browser does not have. */
export function MissingSave({ title, startLink }: { title: string; startLink: string }) {
  return (
    <main className="page save-notice" data-testid="save-missing">
      <h1>This game is not saved in this browser</h1>
      <p>Games are kept in the browser they are played in. This {title} game may have been deleted, or played in another browser or on another device.</p>
      <div className="actions">
        <a className="button primary" href={startLink} data-testid="save-missing-new">
          Start a new game with the same settings
        </a>
        <a className="button" href="#/">
          Home
        </a>
      </div>
    </main>
  );
}

/** The saved game is being played in another tab or window of this browser. */
export function OpenElsewhere({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="page save-notice" data-testid="save-elsewhere">
      <h1>This game is open in another tab</h1>
      <p>A game is played in one tab at a time, so that no move is lost. Go on in the other tab, or close it there and try again here.</p>
      <div className="actions">
        <button type="button" className="primary" onClick={onRetry} data-testid="save-elsewhere-retry">
          Try again
        </button>
        <a className="button" href="#/">
          Home
        </a>
      </div>
    </main>
  );
}

/** A saved game this version cannot read: the reason in plain words, and the offer to delete it. */
export function UnreadableNotice({ save, title }: { save: UnreadableSave; title: string }) {
  const [state, setState] = useState<'offer' | 'deleting' | 'deleted' | { failed: string }>('offer');
  const remove = () => {
    setState('deleting');
    savedGames()
      .then((store) => store.remove(save.id))
      .then(
        () => setState('deleted'),
        (err: Error) => setState({ failed: err.message }),
      );
  };
  if (state === 'deleted') {
    return (
      <main className="page save-notice" data-testid="save-deleted">
        <h1>The saved game is deleted</h1>
        <div className="actions">
          <a className="button primary" href="#/">
            Home
          </a>
        </div>
      </main>
    );
  }
  return (
    <main className="page save-notice" data-testid="save-unreadable">
      <h1>This saved game cannot be opened</h1>
      <p>
        This {title} game was saved by an older version of the app, and this version cannot read it: {save.reason}. It cannot be played any more; deleting it
        removes it from your saved games for good.
      </p>
      {typeof state === 'object' && (
        <p className="error" role="alert">
          It could not be deleted: {state.failed}
        </p>
      )}
      <div className="actions">
        <button type="button" className="danger" onClick={remove} disabled={state === 'deleting'} data-testid="save-unreadable-delete">
          Delete this saved game
        </button>
        <a className="button" href="#/">
          Home
        </a>
      </div>
    </main>
  );
}
