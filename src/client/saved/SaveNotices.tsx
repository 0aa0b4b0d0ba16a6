/**
 * What the play page says instead of a board when a saved game cannot be played here: it is not
 * in this browser, it is open in another tab, or this version cannot read it (then it is offered
 * for deletion). Never a blank page.
 */
import { type ReactNode, useState } from 'react';
import type { UnreadableSave } from './format.ts';
import { savedGames } from './savedGames.ts';
import './saved.css';

/** A page in place of a board: a title, what happened, the way on (`actions`) and always Home. */
export function Notice({ testId, title, children, actions }: { testId: string; title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <main className="page save-notice" data-testid={testId}>
      <h1>{title}</h1>
      {children}
      <div className="actions">
        {actions}
        <a className="button" href="#/">
          Home
        </a>
      </div>
    </main>
  );
}

/** A saved game's link names a game this browser does not have. */
export function MissingSave({ title, startLink }: { title: string; startLink: string }) {
  return (
    <Notice
      testId="save-missing"
      title="This game is not saved in this browser"
      actions={
        <a className="button primary" href={startLink} data-testid="save-missing-new">
          Start a new game with the same settings
        </a>
      }
    >
      <p>Games are kept in the browser they are played in. This {title} game may have been deleted, or played in another browser or on another device.</p>
    </Notice>
  );
}

/** The saved game is being played in another tab or window of this browser. */
export function OpenElsewhere({ onRetry }: { onRetry: () => void }) {
  return (
    <Notice
      testId="save-elsewhere"
      title="This game is open in another tab"
      actions={
        <button type="button" className="primary" onClick={onRetry} data-testid="save-elsewhere-retry">
          Try again
        </button>
      }
    >
      <p>A game is played in one tab at a time, so that no move is lost. Go on in the other tab, or close it there and try again here.</p>
    </Notice>
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
  if (state === 'deleted') return <Notice testId="save-deleted" title="The saved game is deleted" />;
  return (
    <Notice
      testId="save-unreadable"
      title="This saved game cannot be opened"
      actions={
        <button type="button" className="danger" onClick={remove} disabled={state === 'deleting'} data-testid="save-unreadable-delete">
          Delete this saved game
        </button>
      }
    >
      <p>
        This {title} game was saved by an older version of the app, and this version cannot read it: {save.reason}. It cannot be played any more; deleting it
        removes it from your saved games for good.
      </p>
      {typeof state === 'object' && (
        <p className="error" role="alert">
          It could not be deleted: {state.failed}
        </p>
      )}
    </Notice>
  );
}
