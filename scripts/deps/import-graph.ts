/**
 * The project's import graph: every .ts/.tsx file the tsconfig compiles and the project files it
 * imports. Type-only imports, re-exports, `import x = require()`, dynamic `import()` and
 * `import('…')` types all count: a cycle through any of them is a cycle (docs/architecture.md §1).
 * Specifiers are resolved by TypeScript itself with the project's tsconfig, as `tsc` does.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

/** File (relative to the tsconfig's folder, with forward slashes) → the project files it imports. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const SOURCE = /\.tsx?$/;

/** The module specifiers a file names, type-only and dynamic ones included. */
export function importSpecifiers(fileName: string, text: string): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expr = node.moduleReference.expression;
      if (ts.isStringLiteral(expr)) found.push(expr.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) found.push(arg.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const lit = node.argument.literal;
      if (ts.isStringLiteral(lit)) found.push(lit.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The project of `tsconfigPath` as `tsc -p` reads it: its compiler options and its files. */
function project(tsconfigPath: string): ts.ParsedCommandLine {
  const read = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, dirname(tsconfigPath));
  if (parsed.errors.length > 0) throw new Error(ts.flattenDiagnosticMessageText(parsed.errors[0].messageText, '\n'));
  return parsed;
}

/**
 * The import graph of every .ts/.tsx file that `tsc -p tsconfigPath` compiles (declaration files
 * aside). An edge leads only to another .ts/.tsx file of the project: packages and JSON data are
 * leaves, so they cannot close a cycle.
 */
export function importGraph(tsconfigPath: string): ImportGraph {
  const configPath = resolve(tsconfigPath);
  const { options, fileNames } = project(configPath);
  const host = ts.createCompilerHost(options);
  const rootDir = dirname(configPath);
  const name = (abs: string) => relative(rootDir, abs).split('\\').join('/');
  const isSource = (f: string) => SOURCE.test(f) && !f.endsWith('.d.ts');
  const graph = new Map<string, string[]>();
  for (const file of fileNames.filter(isSource)) {
    const targets = new Set<string>();
    for (const spec of importSpecifiers(file, readFileSync(file, 'utf8'))) {
      const hit = ts.resolveModuleName(spec, file, options, host).resolvedModule;
      if (hit && !hit.isExternalLibraryImport && isSource(hit.resolvedFileName)) targets.add(name(hit.resolvedFileName));
    }
    graph.set(name(file), [...targets].sort());
  }
  return graph;
}
