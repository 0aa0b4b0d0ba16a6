/**
 * The games the bots know: each game's core and boardgame.io playerView come from the registry
 * (src/games/registry.ts); its bot kit from bots/<game>/, registered below with one line per game.
 * A game without a kit of its own, or a core passed directly (tests use Nim), gets the generic kit.
 */
import type { AnyGameCore, CoreAction } from '../src/engine/core.ts';
import { corePlayerView } from '../src/engine/bgio.ts';
import type { GameDefinition } from '../src/engine/game-definition.ts';
import { INDIA_RAILS } from '../src/games/india-rails/index.ts';
import { getGame } from '../src/games/registry.ts';
import { TTR_INDIA } from '../src/games/ttr-india/index.ts';
import { genericKit } from './generic.ts';
import { irKit } from './india-rails/kit.ts';
import { ttrKit } from './ttr-india/kit.ts';
import type { AnyBotKit, BotKit } from './types.ts';

/** boardgame.io playerView as the bots call it: the view of G for one player. */
export type PlayerView = (ctx: { G: unknown; ctx: unknown; playerID: string | null }) => unknown;

/** What the bots need of one game. */
export interface BotGame {
  core: AnyGameCore;
  kit: AnyBotKit;
  playerView: PlayerView;
}

/** A game's kit, typed by the game's own core and built over its registered core on first use. */
function kitFor<C extends AnyGameCore, S, A extends CoreAction>(def: GameDefinition<C>, make: (core: C) => BotKit<S, A>): [string, () => AnyBotKit] {
  return [def.id, () => make(def.core)];
}

/** Kits of the games that have one, by game id. */
const KITS = new Map([kitFor(TTR_INDIA, ttrKit), kitFor(INDIA_RAILS, irKit)]);

const cache = new Map<string, BotGame>();

/** The bots' view of a game given by id or by core. */
export function resolveGame(game: string | AnyGameCore): BotGame {
  if (typeof game !== 'string') {
    return { core: game, kit: genericKit(game), playerView: corePlayerView(game) as PlayerView };
  }
  let entry = cache.get(game);
  if (!entry) {
    const { core, game: bgio } = getGame(game);
    const kit = KITS.get(game)?.() ?? genericKit(core);
    const playerView = (bgio.playerView ?? corePlayerView(core)) as PlayerView;
    entry = { core, kit, playerView };
    cache.set(game, entry);
  }
  return entry;
}
