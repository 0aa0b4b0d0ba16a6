/**
 * `#/replay-file`: a simulator tournament (`npm run sim -- … --json FILE`) opened from a file picker
 * or dropped on the page; its games are listed and the chosen one is played again in a worker with
 * the same bots and seeds, checked against the file's fingerprint, then shown in the replay viewer.
 */
import { useEffect, useRef, useState } from 'react';
import { createRng } from '../../engine/rng.ts';
import type { ReplayData } from '../../sim/replay-data.ts';
import { CATALOG, type CatalogEntry, catalogEntry } from '../catalog.ts';
import type { GameModule } from '../view/gameModule.ts';
import type { SeatInfo } from '../view/session.tsx';
import { buildFrames, type ReplayFrames } from './frames.ts';
import { ReplayViewer } from './ReplayViewer.tsx';
import type { RerunAnswer } from './replay.worker.ts';
import { SimGamesTable } from './SimGamesTable.tsx';
import { readSimFile, type SimFile, type SimGame } from './simFile.ts';
import './replay.css';

/** A file is read whole in the browser: refuse what is far beyond 1,000 games' worth. */
const MAX_FILE_BYTES = 64 * 1024 * 1024;
const LEVELS = new Set(['random', 'easy', 'medium', 'hard']);

/** Plays one game again in a fresh worker. */
function rerunInWorker(data: ReplayData, game: SimGame): Promise<RerunAnswer> {
  const worker = new Worker(new URL('./replay.worker.ts', import.meta.url), { type: 'module', name: 'replay' });
  return new Promise<RerunAnswer>((resolve) => {
    worker.onmessage = (e: MessageEvent<RerunAnswer>) => resolve(e.data);
    worker.onerror = (e) => resolve({ ok: false, error: e.message || 'the replay worker failed' });
    worker.postMessage({ data, seed: game.seed, levels: game.levels });
  }).finally(() => worker.terminate());
}

/** A game chosen and played again: its frames, and whether it matches the file. */
interface Watched {
  game: SimGame;
  module: GameModule;
  frames: ReplayFrames;
  matches: boolean | null;
}

/** A watched game in the replay viewer, with whether the re-run is the file's game. */
function WatchedReplay({ watched, entry, file, onBack }: { watched: Watched; entry: CatalogEntry; file: { name: string; sim: SimFile }; onBack: () => void }) {
  const seats: SeatInfo[] = watched.game.levels.map((l, s) => ({ name: `Seat ${s + 1} (${l})`, kind: l as SeatInfo['kind'] }));
  const check =
    watched.matches === null
      ? 'the file has no fingerprint to check this re-run against'
      : watched.matches
        ? 'the same game as in the file'
        : `NOT the game of the file (it was played by other code${file.sim.codeVersion ? `, ${file.sim.codeVersion}` : ''}${file.sim.data.deterministic ? '' : ', with a time budget'})`;
  return (
    <ReplayViewer
      module={watched.module}
      frames={watched.frames}
      seats={seats}
      title={`${entry.title} · ${file.name} · game ${watched.game.index + 1}`}
      note={check}
      back={{ onClick: onBack, label: 'Games of the file' }}
    />
  );
}

/** The file viewer page. */
export default function SimReplayPage() {
  const [file, setFile] = useState<{ name: string; sim: SimFile } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [watched, setWatched] = useState<Watched | null>(null);
  const [over, setOver] = useState(false);
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );

  const open = async (f: File | undefined) => {
    if (!f) return;
    setError(null);
    setFile(null);
    if (f.size > MAX_FILE_BYTES) return setError(`${f.name} is ${Math.round(f.size / 1e6)} MB: larger than a tournament file should be.`);
    try {
      setFile({
        name: f.name,
        sim: readSimFile(
          await f.text(),
          CATALOG.map((g) => g.id),
        ),
      });
    } catch (e) {
      setError(`${f.name}: ${(e as Error).message}`);
    }
  };

  const watch = async (entry: CatalogEntry, sim: SimFile, game: SimGame) => {
    const bad = game.levels.find((l) => !LEVELS.has(l));
    if (bad) return setError(`Game ${game.index + 1} has a bot level this page does not know: ${bad}.`);
    setError(null);
    setBusy(`Playing game ${game.index + 1} again (${game.steps} moves)…`);
    const [module, answer] = await Promise.all([entry.load(), rerunInWorker(sim.data, game)]);
    if (!live.current) return;
    setBusy(null);
    if (!answer.ok) return setError(`Game ${game.index + 1} could not be played again: ${answer.error}`);
    try {
      const rng = createRng(game.seed);
      const initial = module.core.setup(game.levels.length, sim.data.options, rng);
      const frames = buildFrames(module.core, initial, rng, answer.steps, entry.publicMoves);
      setWatched({ game, module, frames, matches: game.fingerprint === null ? null : game.fingerprint === answer.fingerprint });
    } catch (e) {
      setError(`Game ${game.index + 1} could not be shown: ${(e as Error).message}`);
    }
  };

  const entry = file ? catalogEntry(file.sim.data.game) : undefined;
  if (watched && entry && file) return <WatchedReplay watched={watched} entry={entry} file={file} onBack={() => setWatched(null)} />;

  return (
    <main
      className={`page sim-replay-page ${over ? 'drop-over' : ''}`}
      data-testid="sim-replay-page"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        void open(e.dataTransfer.files[0]);
      }}
    >
      <h1>Watch a tournament game</h1>
      <p className="muted">
        Open the JSON file of a simulator tournament (<code>npm run sim -- … --json out.json</code>) or drop it here, then pick a game: it is played again in
        your browser with the same bots and seeds and shown move by move. <a href="#/history">Finished matches</a>
      </p>
      <label className="drop-zone">
        <span>Choose a tournament file, or drop one on this page</span>
        <input type="file" accept=".json,application/json" data-testid="sim-file" onChange={(e) => void open(e.target.files?.[0])} />
      </label>
      {error && (
        <p className="error" role="alert" data-testid="sim-error">
          {error}
        </p>
      )}
      {busy && (
        <p className="loading" data-testid="sim-busy">
          {busy}
        </p>
      )}
      {file && entry && <SimGamesTable file={file} entry={entry} busy={busy} watch={(e, s, g) => void watch(e, s, g)} />}
    </main>
  );
}
