/**
 * India Rails tournament games played by the code of a checkout of this project (this tree, or a
 * git worktree of an earlier commit), in this process: each checkout's own providers and
 * `playTournamentGame` are imported from its files, so two checkouts can play the same games in
 * turn and be compared game by game (decisions through the fingerprints, speed through the times).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyGameCore } from '../../src/engine/core.ts';
import type { GameOutcome, SimProviders, TournamentConfig } from '../../src/sim/types.ts';

/** This checkout's root. */
export const THIS_TREE = fileURLToPath(new URL('../..', import.meta.url));

/** Plays game `index` of `config` with one checkout's code. */
export type CheckoutGame = (index: number) => GameOutcome;

/** The game player of the checkout at `dir` for `config`; throws with a clear message when `dir` is no checkout of this project. */
export async function checkoutPlayer(dir: string, config: TournamentConfig): Promise<CheckoutGame> {
  const root = resolve(dir);
  const providersFile = join(root, 'src/sim/providers.ts');
  const playFile = join(root, 'src/sim/play.ts');
  if (!existsSync(providersFile) || !existsSync(playFile))
    throw new Error(`"${dir}" is not a checkout of this project (no src/sim/providers.ts and src/sim/play.ts)`);
  const { loadProviders } = (await import(pathToFileURL(providersFile).href)) as { loadProviders(): Promise<SimProviders> };
  const { playTournamentGame } = (await import(pathToFileURL(playFile).href)) as {
    playTournamentGame(core: AnyGameCore, providers: SimProviders, config: TournamentConfig, index: number): GameOutcome;
  };
  const providers = await loadProviders();
  const core = await providers.getGameCore(config.game);
  return (index) => playTournamentGame(core, providers, config, index);
}

/** What must be equal for two plays of one game to have made the same decisions. */
export function sameGame(a: GameOutcome, b: GameOutcome): boolean {
  return a.status === b.status && a.fingerprint === b.fingerprint && a.steps === b.steps && a.scores.join() === b.scores.join();
}
