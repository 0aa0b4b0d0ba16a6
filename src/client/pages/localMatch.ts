/**
 * A local match against bots: the game with its setup options baked in (boardgame.io's `Local`
 * master passes no setupData), a `Local` master, and the seats. Read from the play page's URL.
 */
import type { Game } from 'boardgame.io';
import { Local } from 'boardgame.io/multiplayer';
import { BOT_LEVELS, type BotLevel } from '../../../bots/types.ts';
import type { CatalogEntry } from '../catalog.ts';
import type { ClientConfig } from '../view/GameView.tsx';
import type { GameModule } from '../view/gameModule.ts';
import type { SeatInfo } from '../view/session.tsx';

/** Settings of a local match, as the play page's URL gives them. */
export interface LocalSettings {
  players: number;
  name: string;
  bots: BotLevel[];
  variants: string[];
  seed: string;
  /** Pause before each bot move, in ms. */
  botDelay: number;
  /** House-rule overrides for setupData.params (e.g. a short game), from a JSON `params` URL option. */
  params?: Record<string, unknown>;
  /** Watch mode: a bot of this level plays seat 0 too and the page watches as a spectator (boardgame.io's
   * Local master keeps one connection per seat, so the page cannot share seat 0 with a bot). */
  autoplay?: BotLevel;
}

/** Reads and checks the URL parameters; unknown or missing values fall back to sensible ones. */
export function readSettings(entry: CatalogEntry, params: URLSearchParams): LocalSettings {
  const players = Math.min(entry.maxPlayers, Math.max(entry.minPlayers, Number(params.get('players')) || entry.defaultPlayers));
  const given = (params.get('bots') ?? '').split(',').filter(Boolean);
  const bots = Array.from({ length: players - 1 }, (_, i) => {
    const l = given[i] ?? given[given.length - 1] ?? 'medium';
    return (BOT_LEVELS as readonly string[]).includes(l) ? (l as BotLevel) : 'medium';
  });
  const known = new Set(entry.variants.map((v) => v.key));
  const variants = (params.get('variants') ?? '').split(',').filter((v) => known.has(v));
  const seed = params.get('seed') || Math.random().toString(36).slice(2, 10);
  const delay = Number(params.get('botDelay'));
  const auto = params.get('autoplay') ?? '';
  const autoplay = (BOT_LEVELS as readonly string[]).includes(auto) ? (auto as BotLevel) : undefined;
  let overrides: Record<string, unknown> | undefined;
  try {
    const raw = params.get('params');
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) overrides = parsed as Record<string, unknown>;
  } catch {
    overrides = undefined; // a malformed option is ignored: the game starts with the rulebook's values
  }
  return { params: overrides, autoplay, players, name: (params.get('name') ?? 'You').slice(0, 24), bots, variants, seed, botDelay: Number.isFinite(delay) && params.has('botDelay') ? delay : 600 };
}

/** The game with setupData fixed, the client config of the human seat (0) and the seats. */
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
  const seats: SeatInfo[] = [{ name: settings.name, kind: settings.autoplay ?? 'human' }, ...settings.bots.map((level, i) => ({ name: `Bot ${i + 1}`, kind: level }))];
  return {
    config: { game, numPlayers: settings.players, multiplayer: Local(), matchID: `local-${settings.seed}`, playerID: settings.autoplay ? null : '0' },
    seats,
  };
}
