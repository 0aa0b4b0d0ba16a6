/**
 * Follows a local match from outside the boards: a headless boardgame.io client watches the `Local`
 * master as a spectator (so it learns nothing secret) and reports the seats that may act and
 * whether the game is over.
 */
import type { Game } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { useEffect, useState } from 'react';
import type { AnyGameCore } from '../../engine/core.ts';
import type { TableState } from './handOff.ts';

/** Options of the watcher: the match's game, master and core. */
export interface WatchOptions {
  game: Game;
  numPlayers: number;
  // biome-ignore lint/suspicious/noExplicitAny: boardgame.io's multiplayer factory type is not exported
  multiplayer: any;
  matchID: string;
  core: AnyGameCore;
}

/** The table as the spectator sees it; null until the master has answered. */
export function useTableState({ game, numPlayers, multiplayer, matchID, core }: WatchOptions): TableState | null {
  const [table, setTable] = useState<TableState | null>(null);
  useEffect(() => {
    const client = Client({ game, numPlayers, multiplayer, matchID, debug: false });
    const unsubscribe = client.subscribe((state) => {
      if (!state) return;
      const over = state.ctx.gameover !== undefined;
      const active = over ? [] : core.activePlayers((state.G as { core: unknown }).core);
      setTable((t) => (t && t.over === over && t.active.join() === active.join() ? t : { active, over }));
    });
    client.start();
    return () => {
      unsubscribe();
      client.stop();
    };
  }, [game, numPlayers, multiplayer, matchID, core]);
  return table;
}
