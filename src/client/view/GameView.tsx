/**
 * Renders a boardgame.io React `Client` for one seat from a client config. Local play passes its
 * page's master; the lobby passes `SocketIO`: the board is the same either way. Debug is off.
 * The board gets the first-game tips over it, and a "How to play" button (through the session)
 * that opens the game's rules as a dialog over the board, so the game goes on untouched.
 */
import type { Game } from 'boardgame.io';
import { Client } from 'boardgame.io/react';
import { useMemo, useState } from 'react';
import { withGuide } from '../help/FirstGameGuide.tsx';
import { HelpOverlay } from '../help/HelpOverlay.tsx';
import { hasHelp } from '../help/index.ts';
import type { GameModule } from './gameModule.ts';
import { type Session, SessionProvider } from './session.tsx';

/** A boardgame.io client configuration. */
export interface ClientConfig {
  game: Game;
  numPlayers: number;
  // biome-ignore lint/suspicious/noExplicitAny: boardgame.io's multiplayer option type is not exported
  multiplayer: any;
  matchID: string;
  playerID: string | null;
  credentials?: string;
}

function Loading() {
  return (
    <div className="loading" data-testid="board-loading">
      Connecting to the table…
    </div>
  );
}

/** The views any seat had of the moves made before the page loaded (a saved game's, saved/savedFrames.ts). */
export type PastViews = (viewer: number | null, stateID: number) => { before: unknown; after: unknown } | null;

/** One seat's view of a match; `pastViews` lets its move log word the moves made before the page loaded. */
export function GameView({ module, config, session, pastViews }: { module: GameModule; config: ClientConfig; session: Session; pastViews?: PastViews }) {
  const [help, setHelp] = useState(false);
  const gameId = module.core.id;
  const BgioClient = useMemo(
    () =>
      Client({
        game: config.game,
        numPlayers: config.numPlayers,
        board: withGuide(module.Board, gameId, module.core),
        multiplayer: config.multiplayer,
        debug: false,
        loading: Loading,
      }),
    [config.game, config.numPlayers, config.multiplayer, module.Board, module.core, gameId],
  );
  const viewer = config.playerID === null ? null : Number(config.playerID);
  const withHelp: Session = {
    ...session,
    openHelp: hasHelp(gameId) ? () => setHelp(true) : undefined,
    pastViews: pastViews ? (stateID) => pastViews(viewer, stateID) : session.pastViews,
  };
  return (
    <>
      <SessionProvider value={withHelp}>
        <BgioClient matchID={config.matchID} playerID={config.playerID ?? undefined} credentials={config.credentials} />
      </SessionProvider>
      {help && <HelpOverlay gameId={gameId} onClose={() => setHelp(false)} />}
    </>
  );
}
