/**
 * `#/replay-local/<saveId>`: a finished game of this browser in the replay viewer. The saved log's
 * moves are re-run through the rules core from the saved initial state and RNG, as a server
 * match's are (replay/frames.ts). An unfinished game is not replayed: it is resumed.
 */
import { useEffect, useState } from 'react';
import { type CatalogEntry, catalogEntry } from '../catalog.ts';
import { playLink } from '../pages/playSettings.ts';
import type { ReplayFrames } from '../replay/frames.ts';
import { resultWords } from '../replay/matchInfo.ts';
import { ReplayViewer } from '../replay/ReplayViewer.tsx';
import type { GameModule } from '../view/gameModule.ts';
import type { SavedGame } from './format.ts';
import { savedGames } from './savedGames.ts';
import { Notice } from './SaveNotices.tsx';
import { savedFrames } from './savedFrames.ts';
import { isSaveId } from './store.ts';
import { localSeats } from '../pages/localMatch.ts';

type Loaded = { entry: CatalogEntry; module: GameModule; game: SavedGame; frames: ReplayFrames };

/** Opens the save, loads its board and builds the frames; a failure is said in words. */
function useSavedReplay(saveId: string | undefined): Loaded | { error: string; resume?: string } | null {
  const [loaded, setLoaded] = useState<Loaded | { error: string; resume?: string } | null>(null);
  useEffect(() => {
    if (!isSaveId(saveId)) return setLoaded({ error: 'This link names no saved game.' });
    let live = true;
    (async () => {
      const opened = await (await savedGames()).open(saveId);
      if (opened.kind === 'missing') return { error: 'This game is not saved in this browser.' };
      if (opened.kind === 'unreadable') return { error: `This saved game cannot be read by this version: ${opened.save.reason}.` };
      const { game } = opened;
      const entry = catalogEntry(game.summary.gameId);
      if (!entry) return { error: `This version has no game ${game.summary.gameId}.` };
      if (!game.summary.over) return { error: 'This game is not over yet: resume it to play on.', resume: playLink(entry, game.summary.settings, saveId) };
      const module = await entry.load();
      return { entry, module, game, frames: savedFrames(module, entry.publicMoves, game) };
    })().then(
      (r) => live && setLoaded(r),
      (err: Error) => live && setLoaded({ error: `This game cannot be replayed: ${err.message}` }),
    );
    return () => {
      live = false;
    };
  }, [saveId]);
  return loaded;
}

/** The replay page of a finished local game. */
export default function LocalReplayPage({ saveId }: { saveId: string | undefined }) {
  const loaded = useSavedReplay(saveId);
  if (!loaded) return <div className="loading">Loading the replay…</div>;
  if ('error' in loaded) {
    const resume = loaded.resume && (
      <a className="button primary" href={loaded.resume}>
        Resume it
      </a>
    );
    return (
      <Notice testId="replay-error" title="This game cannot be replayed" actions={resume}>
        <p role="alert">{loaded.error}</p>
      </Notice>
    );
  }
  const { entry, module, game, frames } = loaded;
  const { summary } = game;
  const result = summary.result ? resultWords(summary.players, summary.result.winners, summary.result.scores) : 'finished';
  return (
    <ReplayViewer
      module={module}
      frames={frames}
      seats={localSeats(summary.settings)}
      title={`${entry.title} · your game`}
      note={`${result} · ${new Date(summary.updatedAt).toLocaleString()}`}
      back={{ href: '#/', label: 'Home' }}
    />
  );
}
