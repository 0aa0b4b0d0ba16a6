/**
 * The documentation stands on its own: every relative link in the README, the changelog and docs/
 * resolves (to a file, and to a heading for an anchor into a Markdown page), the README stays a
 * short front page, and no tracked file points at documents the repository does not hold.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brokenLink, extractLinks, githubSlug, headingAnchors } from './markdown-links.ts';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** Markdown files under a folder, recursively. */
function markdownUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownUnder(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

const PAGES = [join(ROOT, 'README.md'), join(ROOT, 'CHANGELOG.md'), ...markdownUnder(join(ROOT, 'docs'))];

/** Every broken relative link of the pages, as "page:line: reason". */
function brokenLinks(pages: readonly string[]): string[] {
  return pages.flatMap((page) =>
    extractLinks(readFileSync(page, 'utf8')).flatMap(({ target, line }) => {
      const problem = brokenLink(page, target);
      return problem ? [`${relative(ROOT, page)}:${line}: ${problem}`] : [];
    }),
  );
}

describe('documentation links', () => {
  it('finds the pages: the README, the changelog and the manual in docs/', () => {
    expect(PAGES.map((p) => relative(ROOT, p))).toEqual(
      expect.arrayContaining(['README.md', 'CHANGELOG.md', 'docs/rules/india-rails.md', 'docs/rules/ttr-india.md']),
    );
  });

  it('every relative link and anchor resolves', () => {
    expect(brokenLinks(PAGES)).toEqual([]);
  });

  it('reports a link to a missing file and an anchor with no heading', () => {
    const page = join(ROOT, 'docs', 'architecture.md');
    expect(brokenLink(page, 'rules/no-such-page.md')).toBe('rules/no-such-page.md: no such file');
    expect(brokenLink(page, 'rules/india-rails.md#99-no-such-section')).toBe(
      'rules/india-rails.md#99-no-such-section: no heading with the anchor #99-no-such-section',
    );
    expect(brokenLink(page, 'rules/india-rails.md#11-victory')).toBeNull();
    expect(brokenLink(page, '#5-how-to-add-a-game')).toBeNull();
    expect(brokenLink(page, 'https://boardgame.io')).toBeNull();
  });

  it('reads links as GitHub does: not inside code, anchors from headings', () => {
    const md = [
      '# Top',
      '[a](a.md) `[b](b.md)`',
      '```',
      '[c](c.md)',
      '```',
      '![pic](images/x.png "x")',
      '[ref]: ref.md',
      '## 2.2 Terrain and `build` costs',
      '## Top',
    ].join('\n');
    expect(extractLinks(md)).toEqual([
      { target: 'a.md', line: 2 },
      { target: 'images/x.png', line: 6 },
      { target: 'ref.md', line: 7 },
    ]);
    expect([...headingAnchors(md)]).toEqual(['top', '22-terrain-and-build-costs', 'top-1']);
    expect(githubSlug('Several instances (PostgreSQL + Redis) and scaling')).toBe('several-instances-postgresql--redis-and-scaling');
  });
});

describe('the README is a front page', () => {
  it('has at most 200 lines', () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(200);
  });
});

/** Names of documents a clone does not hold (built from parts so this file does not name them). */
const OUTSIDE = [`..${'/'}shared`, `shared${'/'}rules`, ...['DECISIONS', 'REFERENCES', 'ARCHITECTURE'].map((n) => `${n}.md`)];
const BINARY = /\.(png|jpe?g|gif|webp|ico|woff2?|ttf|sqlite|gz|zip)$/i;

describe('nothing points outside the repository', () => {
  it('no tracked text file cites a document the repository does not hold', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
    const offenders = tracked
      .filter((f) => !BINARY.test(f) && existsSync(join(ROOT, f)))
      .flatMap((f) => {
        const text = readFileSync(join(ROOT, f), 'utf8');
        return OUTSIDE.filter((name) => text.includes(name)).map((name) => `${f}: ${name}`);
      });
    expect(offenders).toEqual([]);
  });
});
