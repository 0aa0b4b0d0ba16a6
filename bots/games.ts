/**
 * The games the bots know by id: each game's core, its boardgame.io playerView and its bot kit.
 * A core passed directly (tests use Nim) gets the generic kit.
 */
import type { AnyGameCore } from '../src/engine/core.ts';
import { corePlayerView } from '../src/engine/bgio.ts';
import { genericKit } from './generic.ts';
import type { AnyBotKit } from './types.ts';

/** boardgame.io playerView as the bots call it: the view of G for one player. */
export type PlayerView = (ctx: { G: unknown; ctx: unknown; playerID: string | null }) => unknown;

/** What the bots need of one game. */
export interface BotGame {
  core: AnyGameCore;
  kit: AnyBotKit;
  playerView: PlayerView;
}

const KNOWN: Record<string, () => BotGame> = {};

/** The bots' view of a game given by id or by core. */
export function resolveGame(game: string | AnyGameCore): BotGame {
  if (typeof game !== 'string') {
    return { core: game, kit: genericKit(game), playerView: corePlayerView(game) as PlayerView };
  }
  const entry = KNOWN[game];
  if (!entry) throw new Error(`bots: unknown game '${game}' (known: ${Object.keys(KNOWN).join(', ') || 'none'})`);
  return entry();
}
