/**
 * `#/play/<game>/<saveId>`: a saved local game, taken up where it was. The page holds the game's
 * lock (one tab at a time), reads the save, checks that this version's rules can read it, and then
 * plays it; otherwise it says why (not in this browser, open in another tab, unreadable: offered
 * for deletion).
 */
import { useEffect, useMemo, useState } from 'react';
import type { CatalogEntry } from '../catalog.ts';
import type { SavedGame, UnreadableSave } from '../saved/format.ts';
import { unreadableReason } from '../saved/readable.ts';
import { SaveErrorBoundary } from '../saved/SaveErrorBoundary.tsx';
import { lockSave } from '../saved/saveLock.ts';
import { MissingSave, OpenElsewhere, UnreadableNotice } from '../saved/SaveNotices.tsx';
import { savedGames } from '../saved/savedGames.ts';
import type { SaveStore } from '../saved/store.ts';
import type { GameModule } from '../view/gameModule.ts';
import { LocalGame } from './LocalGame.tsx';
import { playLink, readSettings } from './playSettings.ts';

type Opening =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'elsewhere' }
  | { kind: 'unreadable'; save: UnreadableSave }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; game: SavedGame; store: SaveStore };

/** Locks and opens save `saveId` of game `gameId`; `attempt` changes to try again. */
function useOpening(gameId: string, saveId: string, attempt: number): Opening {
  const [opening, setOpening] = useState<Opening>({ kind: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    let live = true;
    let release: (() => void) | null = null;
    setOpening({ kind: 'loading' });
    (async () => {
      const store = await savedGames();
      const lock = await lockSave(saveId);
      if (!live) return lock?.();
      if (!lock) return setOpening({ kind: 'elsewhere' });
      release = lock;
      const found = await store.open(saveId);
      if (!live) return;
      if (found.kind === 'ready' && found.game.summary.gameId !== gameId) return setOpening({ kind: 'missing' });
      setOpening(found.kind === 'ready' ? { kind: 'ready', game: found.game, store } : found);
    })().catch((err: Error) => live && setOpening({ kind: 'failed', message: err.message || String(err) }));
    return () => {
      live = false;
      release?.();
    };
  }, [gameId, saveId, attempt]);
  return opening;
}

/** The page of one saved local game. */
export default function SavedGamePage({ entry, saveId, params }: { entry: CatalogEntry; saveId: string; params: URLSearchParams }) {
  const [attempt, setAttempt] = useState(0);
  const opening = useOpening(entry.id, saveId, attempt);
  const [module, setModule] = useState<GameModule | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    entry.load().then(setModule, (e: Error) => setLoadError(e.message));
  }, [entry]);
  const reason = useMemo(() => (module && opening.kind === 'ready' ? unreadableReason(module.core, opening.game) : null), [module, opening]);

  if (opening.kind === 'missing') {
    const settings = readSettings(entry, params);
    return <MissingSave title={entry.title} startLink={playLink(entry, settings)} />;
  }
  if (opening.kind === 'elsewhere') return <OpenElsewhere onRetry={() => setAttempt((a) => a + 1)} />;
  if (opening.kind === 'unreadable') return <UnreadableNotice save={opening.save} title={entry.title} />;
  if (opening.kind === 'failed') return <main className="page error">Could not open the saved game: {opening.message}</main>;
  if (loadError) return <main className="page error">Could not load the game: {loadError}</main>;
  if (opening.kind === 'loading' || !module) return <div className="loading">Loading {entry.title}…</div>;
  if (reason) return <UnreadableNotice save={{ id: saveId, gameId: entry.id, reason }} title={entry.title} />;
  return (
    <SaveErrorBoundary saveId={saveId} gameId={entry.id} title={entry.title}>
      <LocalGame entry={entry} module={module} store={opening.store} saved={opening.game} />
    </SaveErrorBoundary>
  );
}
