/**
 * A local match against bots: the game with its setup options baked in (a local master passes no
 * setupData), its seats, and the client config of the first human seat, from the play page's
 * settings. The people at the device sit first (seats 0, 1, …), the bots after them.
 */
import type { Game } from 'boardgame.io';
import type { CatalogEntry } from '../catalog.ts';
import type { ClientConfig } from '../view/GameView.tsx';
import type { GameModule } from '../view/gameModule.ts';
import type { SeatInfo } from '../view/session.tsx';
import type { LocalSettings } from './playSettings.ts';

/** The settings a local match is made from (the play link's, corrections applied). */
export type MatchSettings = Omit<LocalSettings, 'corrections'>;

/** The game with setupData fixed by the settings (variants, seed, house values). */
export function localGame(entry: CatalogEntry, module: GameModule, settings: MatchSettings): Game {
  const setupData: Record<string, unknown> = { ...entry.setupData(settings.variants), seed: settings.seed };
  if (settings.params) setupData.params = settings.params;
  const base = module.game;
  return {
    ...base,
    seed: settings.seed,
    // biome-ignore lint/suspicious/noExplicitAny: boardgame.io's setup context type
    setup: (ctx: any) => (base.setup ? base.setup(ctx, setupData) : {}),
  };
}

/** The seats: the people at the device, then the bots ("Bot 1", …). */
export function localSeats(settings: MatchSettings): SeatInfo[] {
  return [
    ...settings.names.map((name, i): SeatInfo => ({ name, kind: i === 0 && settings.autoplay ? settings.autoplay : 'human' })),
    ...settings.bots.map((level, i): SeatInfo => ({ name: `Bot ${i + 1}`, kind: level })),
  ];
}

/** The client config of the first human seat (0; a spectator when a bot plays it too) on `multiplayer`. */
export function localConfig(game: Game, settings: MatchSettings, multiplayer: unknown, matchID: string): ClientConfig {
  return { game, numPlayers: settings.players, multiplayer, matchID, playerID: settings.autoplay ? null : '0' };
}
