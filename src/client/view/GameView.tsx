/**
 * Renders a boardgame.io React `Client` for one seat from a client config. Local play passes the
 * `Local` master; the lobby passes `SocketIO`: the board is the same either way. Debug is off.
 */
import type { Game } from 'boardgame.io';
import { Client } from 'boardgame.io/react';
import { useMemo } from 'react';
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

/** One seat's view of a match. */
export function GameView({ module, config, session }: { module: GameModule; config: ClientConfig; session: Session }) {
  const BgioClient = useMemo(
    () =>
      Client({
        game: config.game,
        numPlayers: config.numPlayers,
        board: module.Board,
        multiplayer: config.multiplayer,
        debug: false,
        loading: Loading,
      }),
    [config.game, config.numPlayers, config.multiplayer, module.Board],
  );
  return (
    <SessionProvider value={session}>
      <BgioClient matchID={config.matchID} playerID={config.playerID ?? undefined} credentials={config.credentials} />
    </SessionProvider>
  );
}
