/**
 * The home page: the games saved in this browser, then the two games, each with a small rendering
 * of its map, a "New game" button and a "How to play" link.
 */
import { lazy, Suspense, useMemo } from 'react';
import { CATALOG, type CatalogEntry } from '../catalog.ts';
import { href } from '../router.ts';
import { SavedGamesList } from '../saved/SavedGamesList.tsx';

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
        <div className="game-card-actions">
          <a className="button primary" href={href(['new', entry.id])} data-testid={`new-${entry.id}`}>
            New game
          </a>
          <a className="button" href={href(['help', entry.id])} data-testid={`how-to-play-${entry.id}`}>
            How to play
          </a>
        </div>
      </div>
    </article>
  );
}

/** The unfinished games saved in this browser (resume or delete), then the games. */
export function HomePage() {
  return (
    <main className="page home">
      <SavedGamesList />
      <h1>Choose a game</h1>
      <div className="game-cards">
        {CATALOG.map((g) => (
          <GameCard key={g.id} entry={g} />
        ))}
      </div>
    </main>
  );
}
