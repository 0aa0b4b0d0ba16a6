/**
 * `#/play/<game>?…`: a new local game against bots, and `#/play/<game>/<saveId>`: a saved one.
 * A new game's link (`?players=3&name=…&bots=easy,medium&variants=…&seed=…&botDelay=0
 * &autoplay=medium&params={…}`, see playSettings.ts) is saved first under a new id, and the page
 * then stands on that game's own link, so a reload takes it up rather than dealing again; opening
 * the same link twice starts two games. A link with a value that cannot be used shows what would
 * change instead of starting a game.
 */
import { lazy, useEffect, useState } from 'react';
import { type CatalogEntry, catalogEntry } from '../catalog.ts';
import { href } from '../router.ts';
import { isSaveId } from '../saved/store.ts';
import { savedGames } from '../saved/savedGames.ts';
import { UnknownGame } from '../ui/UnknownGame.tsx';
import { localSeats } from './localMatch.ts';
import { type LocalSettings, playLink, readSettings } from './playSettings.ts';

const SavedGamePage = lazy(() => import('./SavedGamePage.tsx'));

/** A link whose settings cannot all be used: what is wrong, and the game it would start instead. */
function Corrections({ entry, settings }: { entry: CatalogEntry; settings: LocalSettings }) {
  return (
    <main className="page" data-testid="play-corrections">
      <h1>This game link needs changes</h1>
      <p>Some of its settings cannot be used for {entry.title}:</p>
      <ul>
        {settings.corrections.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="actions" style={{ justifyContent: 'flex-start' }}>
        <a className="button primary" href={playLink(entry, settings)} data-testid="play-corrected">
          Start with these changes
        </a>
        <a className="button" href={href(['new', entry.id])}>
          Choose the settings
        </a>
      </div>
    </main>
  );
}

/** Saves under way, by the link that started them: React may mount the page twice for one link. */
const starting = new Map<string, Promise<string>>();

/** Saves a new game of `settings` and resolves to its own link. */
function startSaved(entry: CatalogEntry, settings: LocalSettings): Promise<string> {
  const key = window.location.hash;
  let link = starting.get(key);
  if (!link) {
    const { corrections: _, ...kept } = settings;
    link = savedGames()
      .then((store) =>
        store.create(
          entry.id,
          kept,
          localSeats(kept).map((s) => s.name),
        ),
      )
      .then((summary) => playLink(entry, kept, summary.id))
      .finally(() => starting.delete(key));
    starting.set(key, link);
  }
  return link;
}

/** A new game: saved under its own id, then opened by that game's link (replacing this one in the history). */
function NewLocalGame({ entry, settings }: { entry: CatalogEntry; settings: LocalSettings }) {
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    startSaved(entry, settings).then(
      (link) => live && window.location.replace(link),
      (err: Error) => live && setFailed(err.message || String(err)),
    );
    return () => {
      live = false;
    };
  }, [entry, settings]);
  if (failed) return <main className="page error">Could not start the game: {failed}</main>;
  return <div className="loading">Dealing {entry.title}…</div>;
}

/** The play page: a new game, or a saved one. */
export default function PlayPage({ gameId, saveId, params }: { gameId: string | undefined; saveId?: string; params: URLSearchParams }) {
  const entry = catalogEntry(gameId);
  const [settings] = useState(() => (entry ? readSettings(entry, params) : null));
  if (!entry || !settings) return <UnknownGame />;
  if (saveId !== undefined) {
    if (!isSaveId(saveId)) return <UnknownGame />;
    return <SavedGamePage entry={entry} saveId={saveId} params={params} />;
  }
  if (settings.corrections.length > 0) return <Corrections entry={entry} settings={settings} />;
  return <NewLocalGame entry={entry} settings={settings} />;
}
