/**
 * The team's size rule for code: no function over 120 lines, checked over the client and the
 * generator scripts with the TypeScript compiler's parser (a function runs from its first token to
 * its closing brace).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 120;
const ROOTS = ['src/client', 'scripts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** Every function, arrow function, method and constructor longer than `max` lines, as "file:line name (n lines)". */
function longFunctions(file: string, text: string, max: number): string[] {
  const src = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isFunctionLike(n) && 'body' in n && n.body) {
      const first = src.getLineAndCharacterOfPosition(n.getStart()).line;
      const last = src.getLineAndCharacterOfPosition(n.getEnd()).line;
      const lines = last - first + 1;
      const named = n.name?.getText() ?? (ts.isVariableDeclaration(n.parent) ? n.parent.name.getText() : '(anonymous)');
      if (lines > max) found.push(`${file}:${first + 1} ${named} (${lines} lines)`);
    }
    ts.forEachChild(n, visit);
  };
  visit(src);
  return found;
}

describe('function length', () => {
  it('finds a function over the limit (the check can fail)', () => {
    const body = Array.from({ length: MAX_LINES }, (_, i) => `  const v${i} = ${i};`).join('\n');
    expect(longFunctions('x.ts', `function tooLong() {\n${body}\n}\n`, MAX_LINES)).toEqual(['x.ts:1 tooLong (122 lines)']);
    expect(longFunctions('x.ts', 'const short = () => {\n  return 1;\n};\n', MAX_LINES)).toEqual([]);
  });

  it(`no function in ${ROOTS.join(' or ')} is over ${MAX_LINES} lines`, () => {
    const long = ROOTS.flatMap(sourceFiles).flatMap((f) => longFunctions(f, readFileSync(f, 'utf8'), MAX_LINES));
    expect(long).toEqual([]);
  });
});
