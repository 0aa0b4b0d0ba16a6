/**
 * The home page's list of the games saved in this browser: the unfinished ones with Resume and
 * Delete, the finished ones with Replay and Delete, and the records this version cannot read, with
 * the reason and Delete. Deleting asks first; a game open in another tab cannot be deleted here.
 */
import { useCallback, useEffect, useState } from 'react';
import { catalogEntry } from '../catalog.ts';
import { playLink } from '../pages/playSettings.ts';
import { href } from '../router.ts';
import type { SaveSummary, UnreadableSave } from './format.ts';
import { openSaves } from './saveLock.ts';
import { savedGames } from './savedGames.ts';
import type { SaveList } from './store.ts';
import { playersWords, progressWords, whenWords } from './words.ts';
import './saved.css';

/** Delete, with a second click to confirm ("Delete for good?"); disabled with a reason when the game is open elsewhere. */
function DeleteButton({ id, busyElsewhere, onDeleted }: { id: string; busyElsewhere: boolean; onDeleted: () => void }) {
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  if (busyElsewhere) return <span className="muted">Open in another tab</span>;
  if (!asking)
    return (
      <button type="button" onClick={() => setAsking(true)} data-testid={`delete-${id}`}>
        Delete
      </button>
    );
  const remove = () =>
    savedGames()
      .then((store) => store.remove(id))
      .then(onDeleted, (err: Error) => setFailed(err.message));
  return (
    <span className="saved-confirm">
      <span>{failed ? `Not deleted: ${failed}` : 'Delete this game for good?'}</span>
      <button type="button" className="danger" onClick={remove} data-testid={`confirm-delete-${id}`}>
        Delete
      </button>
      <button type="button" onClick={() => setAsking(false)}>
        Keep
      </button>
    </span>
  );
}

/** One saved game: title, players, progress, when, and its buttons. */
function SavedRow({ save, now, elsewhere, onChange }: { save: SaveSummary; now: number; elsewhere: boolean; onChange: () => void }) {
  const entry = catalogEntry(save.gameId);
  const title = entry?.title ?? save.gameId;
  return (
    <li className="saved-row" data-testid={`saved-${save.id}`} data-game={save.gameId} data-over={save.over ? 'true' : 'false'}>
      <div className="saved-what">
        <strong>{title}</strong>
        <span>{playersWords(save)}</span>
        <span className="muted">
          {progressWords(save)} · <time dateTime={new Date(save.updatedAt).toISOString()}>{whenWords(save.updatedAt, now)}</time>
        </span>
      </div>
      <div className="saved-buttons">
        {entry && !save.over && (
          <a className="button primary" href={playLink(entry, save.settings, save.id)} data-testid={`resume-${save.id}`}>
            Resume
          </a>
        )}
        {entry && save.over && (
          <a className="button" href={href(['replay-local', save.id])} data-testid={`replay-${save.id}`}>
            Replay
          </a>
        )}
        <DeleteButton id={save.id} busyElsewhere={elsewhere} onDeleted={onChange} />
      </div>
    </li>
  );
}

/** A record this version cannot open: why, and Delete. */
function UnreadableRow({ save, now, onChange }: { save: UnreadableSave; now: number; onChange: () => void }) {
  const title = (save.gameId && catalogEntry(save.gameId)?.title) || 'A game';
  return (
    <li className="saved-row" data-testid={`unreadable-${save.id}`}>
      <div className="saved-what">
        <strong>{title}</strong>
        <span>Saved by an older version of the app; this version cannot open it ({save.reason}).</span>
        {save.updatedAt !== undefined && <span className="muted">Last played {whenWords(save.updatedAt, now)}</span>}
      </div>
      <div className="saved-buttons">
        <DeleteButton id={save.id} busyElsewhere={false} onDeleted={onChange} />
      </div>
    </li>
  );
}

/** The saved games of this browser, or nothing when there are none. */
export function SavedGamesList() {
  const [list, setList] = useState<(SaveList & { open: Set<string>; lasting: boolean }) | null>(null);
  const refresh = useCallback(() => {
    savedGames()
      .then(async (store) => ({ ...(await store.list()), open: await openSaves(), lasting: store.lasting }))
      .then(setList, () => setList(null));
  }, []);
  useEffect(() => refresh(), [refresh]);
  if (!list || list.saves.length + list.unreadable.length === 0) return null;
  const now = Date.now();
  const unfinished = list.saves.filter((s) => !s.over);
  const finished = list.saves.filter((s) => s.over);
  const row = (s: SaveSummary) => <SavedRow key={s.id} save={s} now={now} elsewhere={list.open.has(s.id)} onChange={refresh} />;
  return (
    <section className="saved-games" data-testid="saved-games" aria-label="Your games">
      {unfinished.length > 0 && (
        <>
          <h2>Your unfinished games</h2>
          <ul>{unfinished.map(row)}</ul>
        </>
      )}
      {finished.length > 0 && (
        <details open={unfinished.length === 0}>
          <summary>Finished games on this device ({finished.length})</summary>
          <ul>{finished.map(row)}</ul>
        </details>
      )}
      {list.unreadable.length > 0 && (
        <>
          <h3>Saved games this version cannot open</h3>
          <ul>
            {list.unreadable.map((u) => (
              <UnreadableRow key={u.id} save={u} now={now} onChange={refresh} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
