/**
 * The rule "no import cycle, type-only imports included" (docs/architecture.md §1): the project
 * has none, and the check finds a cycle however its imports are written.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { describeCycles, importCycles } from '../../scripts/deps/cycles.ts';
import { importGraph } from '../../scripts/deps/import-graph.ts';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

describe('no import cycle (architecture §1)', () => {
  it('holds for every file tsc compiles, type-only imports included', () => {
    const graph = importGraph(join(ROOT, 'tsconfig.json'));
    expect(graph.size).toBeGreaterThan(400);
    // A type-only import is an edge: the rules context reads its caches' types this way.
    expect(graph.get('src/games/india-rails/rules/context.ts')).toContain('src/games/india-rails/rules/rules-memo.ts');
    expect(describeCycles(importCycles(graph))).toBe('');
  });
});

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A throw-away project (tsconfig.json like the repository's, and `files`) and its import graph. */
function graphOf(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  made.push(dir);
  const options = { module: 'ESNext', moduleResolution: 'Bundler', allowImportingTsExtensions: true, noEmit: true, resolveJsonModule: true };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: options, include: ['src'] }));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return importGraph(join(dir, 'tsconfig.json'));
}

describe('the import cycle check', () => {
  const back = "import { a } from './a.ts';\nexport const b = a;\n";
  it.each([
    ['import type', "import type { B } from './b.ts';\nexport const a = 1;\n"],
    ['an inline type import', "import { type B } from './b.ts';\nexport const a = 1;\n"],
    ['a type re-export', "export type { B } from './b.ts';\nexport const a = 1;\n"],
    ['export *', "export * from './b.ts';\nexport const a = 1;\n"],
    ['a dynamic import()', "export const a = 1;\nexport const load = () => import('./b.ts');\n"],
    ["an import('…') type", "export const a = 1;\nexport type B = import('./b.ts').B;\n"],
    ['an import without .ts', "import type { B } from './b';\nexport const a = 1;\n"],
  ])('finds a cycle closed by %s', (_how, a) => {
    const graph = graphOf({ 'src/a.ts': a, 'src/b.ts': `${back}export type B = number;\n` });
    expect(importCycles(graph)).toEqual([{ files: ['src/a.ts', 'src/b.ts'], example: ['src/a.ts', 'src/b.ts', 'src/a.ts'] }]);
  });

  it('finds a cycle through a .tsx file and a folder index', () => {
    const graph = graphOf({
      'src/view.tsx': "import { rules } from './rules';\nexport const View = () => rules;\n",
      'src/rules/index.ts': "import type { View } from '../view.tsx';\nexport const rules = 1;\nexport type V = typeof View;\n",
    });
    expect(importCycles(graph).map((c) => c.files)).toEqual([['src/rules/index.ts', 'src/view.tsx']]);
  });

  it('finds a file importing itself', () => {
    const graph = graphOf({ 'src/self.ts': "import type { T } from './self.ts';\nexport type T = number;\nexport const x: T = 1;\n" });
    expect(importCycles(graph)).toEqual([{ files: ['src/self.ts'], example: ['src/self.ts', 'src/self.ts'] }]);
  });

  it('gives a whole group once, with a shortest cycle through its first file', () => {
    const graph = graphOf({
      'src/a.ts': "import './b.ts';\nimport './d.ts';\n",
      'src/b.ts': "import './c.ts';\n",
      'src/c.ts': "import './a.ts';\n",
      'src/d.ts': "import './a.ts';\n",
    });
    const cycles = importCycles(graph);
    expect(cycles).toEqual([{ files: ['src/a.ts', 'src/b.ts', 'src/c.ts', 'src/d.ts'], example: ['src/a.ts', 'src/d.ts', 'src/a.ts'] }]);
    expect(describeCycles(cycles)).toContain('src/a.ts → src/d.ts → src/a.ts');
  });

  it('finds none where imports only lead down, and treats packages and JSON as leaves', () => {
    const graph = graphOf({
      'src/top.ts': "import { mid } from './mid.ts';\nimport data from './data.json';\nexport const top = [mid, data];\n",
      'src/mid.ts': "import type { Leaf } from './leaf.ts';\nimport ts from 'typescript';\nexport const mid: Leaf = ts.version;\n",
      'src/leaf.ts': 'export type Leaf = string;\n',
      'src/data.json': '{ "top": 1 }\n',
    });
    expect(graph.get('src/top.ts')).toEqual(['src/mid.ts']);
    expect(graph.get('src/mid.ts')).toEqual(['src/leaf.ts']);
    expect(importCycles(graph)).toEqual([]);
  });
});
