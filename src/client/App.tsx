/** The app shell: a header and the page the hash route names. Pages load lazily. */
import { lazy, Suspense } from 'react';
import { HomePage } from './pages/HomePage.tsx';
import { ServerStatus } from './pwa/ServerStatus.tsx';
import { UpdatePrompt } from './pwa/UpdatePrompt.tsx';
import { Logo } from './ui/Logo.tsx';
import { useRoute } from './router.ts';

const NewGamePage = lazy(() => import('./pages/NewGamePage.tsx'));
const PlayPage = lazy(() => import('./pages/PlayPage.tsx'));
// Lobby pages (owned by the lobby server's part: src/client/lobby/).
const LobbyPage = lazy(() => import('./lobby/LobbyPage.tsx'));
const MatchPage = lazy(() => import('./lobby/MatchPage.tsx'));
// History and replays (src/client/replay/).
const HistoryPage = lazy(() => import('./pages/HistoryPage.tsx'));
const MatchReplayPage = lazy(() => import('./replay/MatchReplayPage.tsx'));
const SimReplayPage = lazy(() => import('./replay/SimReplayPage.tsx'));
// How to play each game (src/client/help/).
const HelpPage = lazy(() => import('./help/HelpPage.tsx'));
// Finished games saved in this browser (src/client/saved/).
const LocalReplayPage = lazy(() => import('./saved/LocalReplayPage.tsx'));

/** The pages that need the lobby server (they say so when it cannot be reached). */
const ONLINE_PAGES = new Set(['lobby', 'match', 'history', 'replay']);

/** Routes: `#/` home, `#/new/<game>` new game, `#/play/<game>?…` a new game against bots and `#/play/<game>/<saveId>` a saved one, `#/help/<game>` how to play, `#/lobby` and `#/match/<game>/<id>` online play, `#/history`, `#/replay/<game>/<id>` and `#/replay-file` history and replays, `#/replay-local/<saveId>` a finished game of this browser. */
export function App() {
  const route = useRoute();
  const [page, gameId] = route.segments;
  let content: JSX.Element;
  if (page === 'new') content = <NewGamePage gameId={gameId} />;
  else if (page === 'play') content = <PlayPage key={window.location.hash} gameId={gameId} saveId={route.segments[2]} params={route.params} />;
  else if (page === 'lobby') content = <LobbyPage />;
  else if (page === 'match') content = <MatchPage key={window.location.hash} gameId={gameId} matchID={route.segments[2]} params={route.params} />;
  else if (page === 'history') content = <HistoryPage />;
  else if (page === 'replay') content = <MatchReplayPage key={window.location.hash} gameId={gameId} matchID={route.segments[2]} />;
  else if (page === 'replay-file') content = <SimReplayPage />;
  else if (page === 'help') content = <HelpPage gameId={gameId} />;
  else if (page === 'replay-local') content = <LocalReplayPage key={window.location.hash} saveId={gameId} />;
  else content = <HomePage />;
  return (
    <div className={`app ${page === 'play' ? 'app-play' : ''}`}>
      {page !== 'play' && (
        <header className="app-header">
          <a href="#/" className="brand">
            <Logo /> Rail games of India
          </a>
          <a href="#/lobby" className="header-link" data-testid="lobby-link">
            Play with friends
          </a>
          <a href="#/history" className="header-link" data-testid="history-link">
            Finished matches
          </a>
        </header>
      )}
      {ONLINE_PAGES.has(page) && <ServerStatus />}
      <Suspense fallback={<div className="loading">Loading…</div>}>{content}</Suspense>
      <UpdatePrompt />
    </div>
  );
}
