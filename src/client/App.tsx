/** The app shell: a header and the page the hash route names. Pages load lazily. */
import { lazy, Suspense } from 'react';
import { HomePage } from './pages/HomePage.tsx';
import { Logo } from './ui/Logo.tsx';
import { useRoute } from './router.ts';

const NewGamePage = lazy(() => import('./pages/NewGamePage.tsx'));
const PlayPage = lazy(() => import('./pages/PlayPage.tsx'));

/** Routes: `#/` home, `#/new/<game>` new game, `#/play/<game>?…` a game against bots. */
export function App() {
  const route = useRoute();
  const [page, gameId] = route.segments;
  let content: JSX.Element;
  if (page === 'new') content = <NewGamePage gameId={gameId} />;
  else if (page === 'play') content = <PlayPage key={window.location.hash} gameId={gameId} params={route.params} />;
  else content = <HomePage />;
  return (
    <div className={`app ${page === 'play' ? 'app-play' : ''}`}>
      {page !== 'play' && (
        <header className="app-header">
          <a href="#/" className="brand">
            <Logo /> Rail games of India
          </a>
        </header>
      )}
      <Suspense fallback={<div className="loading">Loading…</div>}>{content}</Suspense>
    </div>
  );
}
