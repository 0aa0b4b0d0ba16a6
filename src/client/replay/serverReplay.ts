/**
 * The history routes of the lobby server (docs/server.md): pages of finished matches, and a
 * finished match's replay read page by page (waiting and trying again when the server says to slow
 * down), then re-run through the core into frames.
 */
import type { FinishedMatch, FinishedPage, FinishedPageAnswer } from '../../server/history/list.ts';
import type { ReplayPage } from '../../server/history/replay.ts';
import { restoreRng, type RngState } from '../../engine/rng.ts';
import { NAME_TEXT, shownText } from '../../text/player-text.ts';
import { serverUrl } from '../lobby/api.ts';
import type { GameModule } from '../view/gameModule.ts';
import { buildFrames, type ReplayFrames, type ReplayStep } from './frames.ts';

export type { FinishedMatch, FinishedPage, FinishedPageAnswer };

/** A server refusal, with its HTTP status (409: the match is not finished). */
export class HistoryError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function getJson<T>(path: string): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(serverUrl() + path);
    const body = (await res.json().catch(() => ({}))) as T & { error?: string };
    if (res.status === 429 && attempt < 5) {
      await new Promise((r) => setTimeout(r, 1000));
      continue;
    }
    if (!res.ok) throw new HistoryError(res.status, body.error ?? `the server answered ${res.status}`);
    return body;
  }
}

/** The match with its players' names cleaned for showing (a name stored by an older server may hold invisible characters). */
function withShownNames(match: FinishedMatch): FinishedMatch {
  return { ...match, players: match.players.map((p) => ({ ...p, name: shownText(p.name, NAME_TEXT, `Player ${p.seat + 1}`) })) };
}

/** A page of finished matches, newest first (`before`: the previous page's `next`), and how long the server keeps them. */
export async function fetchFinished(before?: string): Promise<FinishedPageAnswer> {
  const page = await getJson<FinishedPageAnswer>(`/history?limit=20${before ? `&before=${encodeURIComponent(before)}` : ''}`);
  return { ...page, matches: page.matches.map(withShownNames) };
}

/** A finished match's replay: the match as listed, its setup data, and its frames. */
export interface MatchReplay {
  match: FinishedMatch;
  frames: ReplayFrames;
}

/** Reads every page of a finished match's replay and re-runs it with the game's core. */
export async function fetchMatchReplay(module: GameModule, publicMoves: readonly string[], gameId: string, matchID: string): Promise<MatchReplay> {
  const base = `/history/${encodeURIComponent(gameId)}/${encodeURIComponent(matchID)}/replay`;
  const first = await getJson<ReplayPage>(base);
  if (!first.match || !first.initial) throw new HistoryError(500, 'the server sent no initial state');
  const steps: ReplayStep[] = [...first.steps];
  let next = first.next;
  while (next !== null) {
    const page: ReplayPage = await getJson<ReplayPage>(`${base}?from=${next}`);
    steps.push(...page.steps);
    next = page.next;
  }
  const initial = first.initial as { core: unknown; rng: RngState };
  const frames = buildFrames(module.core, initial.core, restoreRng(initial.rng), steps, publicMoves);
  return { match: withShownNames(first.match), frames };
}
