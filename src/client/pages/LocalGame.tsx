/**
 * A local game being played: the people at this device on their boards (pass-and-play when there
 * are several), the bots driven from a Web Worker, and every change saved (saved/savedMaster.ts),
 * so a reload, a closed tab or a restart takes the game up where it was, bots included.
 */
import { useEffect, useMemo, useState } from 'react';
import { BotDriver } from '../bots/BotDriver.ts';
import { BotWorkerClient } from '../bots/botWorkerClient.ts';
import type { CatalogEntry } from '../catalog.ts';
import { PassAndPlay } from '../pass-and-play/PassAndPlay.tsx';
import { href, navigate } from '../router.ts';
import type { SavedGame } from '../saved/format.ts';
import { pastViews } from '../saved/savedFrames.ts';
import { savedMaster } from '../saved/savedMaster.ts';
import { saveProblem } from '../saved/savedGames.ts';
import type { SaveStore } from '../saved/store.ts';
import { GameView } from '../view/GameView.tsx';
import type { GameModule } from '../view/gameModule.ts';
import type { Session } from '../view/session.tsx';
import { localConfig, localGame, localSeats } from './localMatch.ts';
import { playLink } from './playSettings.ts';

/** A fresh seed for a rematch against the bots. */
function newSeed(): string {
  return Array.from(crypto.getRandomValues(new Uint32Array(2)), (w) => w.toString(36)).join('');
}

/** What the page tells about saving: the state id last stored, and a problem worth a banner. */
function useSaveStatus(store: SaveStore, saved: SavedGame): { savedStateId: number | null; problem: string | null } {
  const id = saved.summary.id;
  const [savedStateId, setSaved] = useState<number | null>(saved.match?.state._stateID ?? null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    const writer = store.writer(id);
    writer.events = {
      onSaved: (stateID) => {
        setSaved(stateID);
        setFailed(null);
      },
      onError: setFailed,
    };
    return () => {
      writer.events = {};
    };
  }, [store, id]);
  const lost = saveProblem();
  if (failed) return { savedStateId, problem: `This game could not be saved (${failed}). It goes on, but a reload would lose the moves since.` };
  if (!store.lasting) return { savedStateId, problem: `This browser cannot keep games (${lost ?? 'no storage'}): a reload loses this one.` };
  return { savedStateId, problem: null };
}

/** Props: the game, its loaded board module, the saved game and its store. */
export interface LocalGameProps {
  entry: CatalogEntry;
  module: GameModule;
  store: SaveStore;
  saved: SavedGame;
}

/** The board(s) of a saved local game, with its bots. */
export function LocalGame({ entry, module, store, saved }: LocalGameProps) {
  const settings = saved.summary.settings;
  const [status, setStatus] = useState<{ thinking: number[]; error?: string }>({ thinking: [] });
  const save = useSaveStatus(store, saved);
  const match = useMemo(() => {
    const game = localGame(entry, module, settings);
    const { multiplayer, matchID } = savedMaster(game, module.core, store, saved);
    return { config: localConfig(game, settings, multiplayer, matchID), seats: localSeats(settings) };
  }, [entry, module, settings, store, saved]);
  const hintWorker = useMemo(() => new BotWorkerClient(), []);
  const past = useMemo(() => pastViews(module.core, saved), [module, saved]);

  useEffect(() => {
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

  const session: Session = {
    seats: match.seats,
    thinking: status.thinking,
    error: [status.error, save.problem].filter(Boolean).join(' ') || undefined,
    homeHref: href(['new', entry.id]),
    rematch: { start: () => navigate(playLink(entry, { ...settings, seed: newSeed() })) },
    requestHint: (observation, seat) => hintWorker.decide({ game: entry.id, level: 'medium', seed: `${settings.seed}:hint`, seat, observation }),
  };
  const view =
    settings.names.length > 1 ? (
      <PassAndPlay title={entry.title} module={module} config={match.config} session={session} humans={settings.names.map((_, i) => i)} pastViews={past} />
    ) : (
      <GameView module={module} config={match.config} session={session} pastViews={past} />
    );
  return (
    <>
      {view}
      <output hidden data-testid="save-status" data-saved-state-id={save.savedStateId ?? ''} />
    </>
  );
}
