/** What the client loads, lazily, for one game: the boardgame.io Game, its rules core and its board. */
import type { Game } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';
import type { ComponentType } from 'react';
import type { AnyGameCore } from '../../../src/engine/core.ts';

/** A game's client bundle. */
export interface GameModule {
  game: Game;
  core: AnyGameCore;
  // biome-ignore lint/suspicious/noExplicitAny: boards type G themselves
  Board: ComponentType<BoardProps<any>>;
}
