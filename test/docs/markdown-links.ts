/**
 * Reading Markdown the way GitHub renders it, for the documentation checks: the relative links a
 * page makes and the heading anchors it offers. Code blocks and inline code are not Markdown, so
 * links inside them are ignored.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** One link of a page: its target as written and the 1-based line it is on. */
export interface MarkdownLink {
  target: string;
  line: number;
}

/** The page's lines with fenced code blocks blanked out (line numbers kept). */
function outsideCodeBlocks(markdown: string): string[] {
  let fenced = false;
  return markdown.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/** Every link and image target of a page (inline and reference definitions), with its line. */
export function extractLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  outsideCodeBlocks(markdown).forEach((line, i) => {
    const text = line.replace(/`[^`]*`/g, '');
    for (const m of text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) links.push({ target: m[1], line: i + 1 });
    const def = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/.exec(text);
    if (def) links.push({ target: def[1], line: i + 1 });
  });
  return links;
}

/** GitHub's anchor for a heading text: lower case, punctuation dropped, spaces to hyphens. */
export function githubSlug(heading: string): string {
  return heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a page's headings give, with GitHub's -1, -2 … suffixes for repeated headings. */
export function headingAnchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const text of outsideCodeBlocks(markdown)) {
    const m = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(text);
    if (!m) continue;
    const base = githubSlug(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/**
 * What is wrong with a relative link of the page at `pagePath` (absolute), or null when it resolves:
 * the file or folder must exist, and an anchor into a Markdown page must be one of its headings.
 * Links with a scheme (https:, mailto:) are not checked here.
 */
export function brokenLink(pagePath: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null;
  const [pathPart, anchor] = target.split('#', 2);
  const file = pathPart === '' ? pagePath : resolve(dirname(pagePath), decodeURI(pathPart));
  if (!existsSync(file)) return `${target}: no such file`;
  if (anchor === undefined || anchor === '') return null;
  if (!file.endsWith('.md') || statSync(file).isDirectory()) return null;
  return headingAnchors(readFileSync(file, 'utf8')).has(anchor) ? null : `${target}: no heading with the anchor #${anchor}`;
}
