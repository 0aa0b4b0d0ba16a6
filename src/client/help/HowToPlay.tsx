/** A game's how-to-play text: the intro, a list of the sections, and each section with its picture. */
import { useEffect, useState } from 'react';
import { loadHelp } from './index.ts';
import type { GameHelp, HelpSection } from './types.ts';
import './help.css';

function Section({ section }: { section: HelpSection }) {
  const { picture } = section;
  return (
    <section className="help-section" id={`help-${section.id}`} data-testid={`help-${section.id}`}>
      <h2>{section.title}</h2>
      <div className="help-text">{section.body}</div>
      {picture && (
        <figure className="help-picture">
          <img src={`help/${picture.file}`} alt={picture.alt} loading="lazy" />
          {picture.caption && <figcaption>{picture.caption}</figcaption>}
        </figure>
      )}
    </section>
  );
}

/** Loads and shows the how-to-play text of `gameId`; `headingId` names the title for a dialog. */
export function HowToPlay({ gameId, headingId }: { gameId: string; headingId?: string }) {
  const [help, setHelp] = useState<GameHelp | { error: string } | null>(null);
  useEffect(() => {
    let live = true;
    loadHelp(gameId).then(
      (h) => live && setHelp(h),
      (e: Error) => live && setHelp({ error: e.message }),
    );
    return () => {
      live = false;
    };
  }, [gameId]);
  if (!help) return <div className="loading">Loading the rules…</div>;
  if ('error' in help) return <p role="alert">The rules could not be loaded: {help.error}</p>;
  return (
    <article className="how-to-play" data-testid="how-to-play" data-game={gameId}>
      <h1 id={headingId}>How to play {help.title}</h1>
      <div className="help-intro">{help.intro}</div>
      <nav aria-label="Sections" className="help-contents">
        <ul>
          {help.sections.map((s) => (
            <li key={s.id}>
              <a
                href={`#help-${s.id}`}
                onClick={(e) => {
                  // Hash routes: scroll to the section without changing the route.
                  e.preventDefault();
                  document.getElementById(`help-${s.id}`)?.scrollIntoView({ behavior: 'smooth' });
                }}
              >
                {s.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {help.sections.map((s) => (
        <Section key={s.id} section={s} />
      ))}
    </article>
  );
}
