/**
 * A local match against bots: the game with its setup options baked in (boardgame.io's `Local`
 * master passes no setupData), a `Local` master, and the seats, from the play page's settings. The
 * people at the device sit first (seats 0, 1, …), the bots after them.
 */
import type { Game } from 'boardgame.io';
import { Local } from 'boardgame.io/multiplayer';
import type { CatalogEntry } from '../catalog.ts';
import type { ClientConfig } from '../view/GameView.tsx';
import type { GameModule } from '../view/gameModule.ts';
import type { SeatInfo } from '../view/session.tsx';
import type { LocalSettings } from './playSettings.ts';

/** The game with setupData fixed, the client config of the first human seat (0) and the seats. */
export function createLocalMatch(entry: CatalogEntry, module: GameModule, settings: LocalSettings): { config: ClientConfig; seats: SeatInfo[] } {
  const setupData: Record<string, unknown> = { ...entry.setupData(settings.variants), seed: settings.seed };
  if (settings.params) setupData.params = settings.params;
  const base = module.game;
  const game: Game = {
    ...base,
    seed: settings.seed,
    // biome-ignore lint/suspicious/noExplicitAny: boardgame.io's setup context type
    setup: (ctx: any) => (base.setup ? base.setup(ctx, setupData) : {}),
  };
  const seats: SeatInfo[] = [
    ...settings.names.map((name, i): SeatInfo => ({ name, kind: i === 0 && settings.autoplay ? settings.autoplay : 'human' })),
    ...settings.bots.map((level, i) => ({ name: `Bot ${i + 1}`, kind: level })),
  ];
  return {
    config: { game, numPlayers: settings.players, multiplayer: Local(), matchID: `local-${settings.seed}`, playerID: settings.autoplay ? null : '0' },
    seats,
  };
}
