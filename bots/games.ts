/**
 * The games the bots know: each game's core and boardgame.io playerView come from the registry
 * (src/games/registry.ts); its bot kit from bots/<game>/. A game without a kit of its own, or a core
 * passed directly (tests use Nim), gets the generic kit.
 */
import type { AnyGameCore } from '../src/engine/core.ts';
import { corePlayerView } from '../src/engine/bgio.ts';
import { getBgioGame, getGameCore } from '../src/games/registry.ts';
import { genericKit } from './generic.ts';
import { irKit } from './india-rails/kit.ts';
import { ttrKit } from './ttr-india/kit.ts';
import type { AnyBotKit } from './types.ts';

/** boardgame.io playerView as the bots call it: the view of G for one player. */
export type PlayerView = (ctx: { G: unknown; ctx: unknown; playerID: string | null }) => unknown;

/** What the bots need of one game. */
export interface BotGame {
  core: AnyGameCore;
  kit: AnyBotKit;
  playerView: PlayerView;
}

/** Kits of the games that have one, by game id. */
const KITS: Record<string, (core: AnyGameCore) => AnyBotKit> = {
  'ttr-india': (core) => ttrKit(core as unknown as Parameters<typeof ttrKit>[0]) as unknown as AnyBotKit,
  'india-rails': (core) => irKit(core as unknown as Parameters<typeof irKit>[0]) as unknown as AnyBotKit,
};

const cache = new Map<string, BotGame>();

/** The bots' view of a game given by id or by core. */
export function resolveGame(game: string | AnyGameCore): BotGame {
  if (typeof game !== 'string') {
    return { core: game, kit: genericKit(game), playerView: corePlayerView(game) as PlayerView };
  }
  let entry = cache.get(game);
  if (!entry) {
    const core = getGameCore(game);
    const bgio = getBgioGame(game);
    const kit = Object.hasOwn(KITS, game) ? KITS[game](core) : genericKit(core);
    const playerView = (bgio.playerView ?? corePlayerView(core)) as PlayerView;
    entry = { core, kit, playerView };
    cache.set(game, entry);
  }
  return entry;
}
