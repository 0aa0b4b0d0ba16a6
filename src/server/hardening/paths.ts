/**
 * boardgame.io's router matches its Lobby routes in any letter case and with a trailing slash
 * (`/Games/<game>/create/` reaches the stock create handler). Every path that could reach those
 * routes in some spelling must be the one canonical spelling our own checks look at, or it is
 * refused before any router sees it.
 */

/** Percent-decoded as far as it goes (a malformed escape stops the decoding, not the check). */
function decoded(path: string): string {
  let out = path;
  for (let i = 0; i < 3 && out.includes('%'); i++) {
    try {
      out = decodeURIComponent(out);
    } catch {
      break;
    }
  }
  return out;
}

/** Whether some router could read `path` as a Lobby API path (any case, encoding or slashes). */
export function reachesLobby(path: string): boolean {
  const p = decoded(path)
    .replace(/[\\/]+/g, '/')
    .toLowerCase();
  return /^\/games(\/|$)/.test(p);
}

/** The one spelling of Lobby paths we serve: `/games`, then segments of [A-Za-z0-9_-], no trailing slash. */
export function isCanonicalLobbyPath(path: string): boolean {
  return /^\/games(\/[A-Za-z0-9_-]+)*$/.test(path);
}

/** Why a request path is refused, or null when it may go on. */
export function lobbyPathProblem(path: string): string | null {
  if (!reachesLobby(path) || isCanonicalLobbyPath(path)) return null;
  return 'the Lobby API answers only at /games/… spelt exactly (lower case, no encoded characters, no double or trailing slash)';
}
