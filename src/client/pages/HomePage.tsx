/** The home page: the two games, each with a small rendering of its map and a "New game" button. */
import { lazy, Suspense, useMemo } from 'react';
import { CATALOG, type CatalogEntry } from '../catalog.ts';
import { href } from '../router.ts';

function GameCard({ entry }: { entry: CatalogEntry }) {
  const Thumb = useMemo(() => lazy(entry.loadThumbnail), [entry]);
  return (
    <article className="game-card" data-testid={`game-card-${entry.id}`}>
      <a className="game-card-picture" href={href(['new', entry.id])} aria-label={`New game of ${entry.title}`}>
        <Suspense fallback={<div className="thumb-placeholder" />}>
          <Thumb />
        </Suspense>
      </a>
      <div className="game-card-body">
        <h2>{entry.title}</h2>
        <p>{entry.blurb}</p>
        <p className="muted">
          {entry.minPlayers}–{entry.maxPlayers} players · you against bots
        </p>
        <a className="button primary" href={href(['new', entry.id])} data-testid={`new-${entry.id}`}>
          New game
        </a>
      </div>
    </article>
  );
}

/** Lists the games. */
export function HomePage() {
  return (
    <main className="page home">
      <h1>Choose a game</h1>
      <div className="game-cards">
        {CATALOG.map((g) => (
          <GameCard key={g.id} entry={g} />
        ))}
      </div>
    </main>
  );
}
