/**
 * Play against bots in this browser: the people at the device take the first seats of a boardgame.io
 * `Local` master (several of them play pass-and-play, pass-and-play/); each bot seat is driven from
 * a Web Worker. URL: `#/play/<game>?players=3&name=…&bots=easy,medium&variants=…
 * &seed=…&botDelay=0&autoplay=medium&params={…}` (seed and botDelay make tests reproducible and fast; autoplay
 * lets a bot play your seat too, to watch a game; params overrides house values, e.g. a short game).
 * A link with a value that cannot be used shows what would change instead of starting a game.
 */
import { useEffect, useMemo, useState } from 'react';
import { BotDriver } from '../bots/BotDriver.ts';
import { BotWorkerClient } from '../bots/botWorkerClient.ts';
import { type CatalogEntry, catalogEntry } from '../catalog.ts';
import { href, navigate } from '../router.ts';
import { UnknownGame } from '../ui/UnknownGame.tsx';
import { PassAndPlay } from '../pass-and-play/PassAndPlay.tsx';
import { GameView } from '../view/GameView.tsx';
import type { GameModule } from '../view/gameModule.ts';
import type { Session } from '../view/session.tsx';
import { createLocalMatch } from './localMatch.ts';
import { type LocalSettings, playLink, readSettings } from './playSettings.ts';

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
        <a className="button primary" href={playLink(entry, { ...settings, corrections: [] })} data-testid="play-corrected">
          Start with these changes
        </a>
        <a className="button" href={href(['new', entry.id])}>
          Choose the settings
        </a>
      </div>
    </main>
  );
}

/** A fresh seed for a rematch against the bots. */
function newSeed(): string {
  return Array.from(crypto.getRandomValues(new Uint32Array(2)), (w) => w.toString(36)).join('');
}

/** The board of a local game against bots. */
export default function PlayPage({ gameId, params }: { gameId: string | undefined; params: URLSearchParams }) {
  const entry = catalogEntry(gameId);
  const [module, setModule] = useState<GameModule | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [status, setStatus] = useState<{ thinking: number[]; error?: string }>({ thinking: [] });
  // biome-ignore lint/correctness/useExhaustiveDependencies: settings are fixed for the page's life (keyed by the hash)
  const settings = useMemo(() => (entry ? readSettings(entry, params) : null), [entry]);

  useEffect(() => {
    if (!entry) return;
    entry.load().then(setModule, (e: Error) => setLoadError(e.message));
  }, [entry]);

  const usable = settings && settings.corrections.length === 0 ? settings : null;
  const match = useMemo(() => (entry && module && usable ? createLocalMatch(entry, module, usable) : null), [entry, module, usable]);
  const hintWorker = useMemo(() => new BotWorkerClient(), []);

  useEffect(() => {
    if (!match || !module || !settings) return;
    const worker = new BotWorkerClient();
    const driver = new BotDriver({
      game: match.config.game,
      core: module.core,
      numPlayers: settings.players,
      multiplayer: match.config.multiplayer,
      matchID: match.config.matchID,
      bots: [
        ...(settings.autoplay ? [{ seat: 0, level: settings.autoplay }] : []),
        ...settings.bots.map((level, i) => ({ seat: settings.names.length + i, level })),
      ],
      seed: settings.seed,
      worker,
      delayMs: settings.botDelay,
      onStatus: setStatus,
    });
    driver.start();
    return () => {
      driver.stop();
      worker.terminate();
    };
  }, [match, module, settings]);

  useEffect(() => () => hintWorker.terminate(), [hintWorker]);

  if (!entry || !settings) return <UnknownGame />;
  if (!usable) return <Corrections entry={entry} settings={settings} />;
  if (loadError) return <main className="page error">Could not load the game: {loadError}</main>;
  if (!match || !module) return <div className="loading">Loading {entry.title}…</div>;

  const session: Session = {
    seats: match.seats,
    thinking: status.thinking,
    error: status.error,
    homeHref: href(['new', entry.id]),
    rematch: { start: () => navigate(playLink(entry, { ...settings, seed: newSeed() })) },
    requestHint: (observation, seat) => hintWorker.decide({ game: entry.id, level: 'medium', seed: `${settings.seed}:hint`, seat, observation }),
  };
  if (settings.names.length > 1) {
    const humans = settings.names.map((_, i) => i);
    return <PassAndPlay title={entry.title} module={module} config={match.config} session={session} humans={humans} />;
  }
  return <GameView module={module} config={match.config} session={session} />;
}
