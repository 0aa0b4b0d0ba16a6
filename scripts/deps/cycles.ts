/**
 * Import cycles of a graph: its strongly connected groups of files (Tarjan's algorithm), each with
 * one shortest cycle through its first file to show where to cut.
 */
import type { ImportGraph } from './import-graph.ts';

/** A set of files that all reach each other through imports. */
export interface ImportCycle {
  /** Every file of the group, sorted. */
  readonly files: readonly string[];
  /** One shortest cycle through `files[0]`, ending where it starts. */
  readonly example: readonly string[];
}

/** The strongly connected groups of `graph` with more than one file or a file importing itself. */
function stronglyConnected(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v) as number);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
      }
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop() as string;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || (graph.get(v) ?? []).includes(v)) groups.push(group.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) connect(v);
  return groups;
}

/** A shortest path from `start` back to itself through the files of `group` (breadth first). */
function shortestCycle(graph: ImportGraph, group: readonly string[], start: string): string[] {
  const inGroup = new Set(group);
  const parent = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const v = queue[i];
    for (const w of graph.get(v) ?? []) {
      if (!inGroup.has(w)) continue;
      if (w === start) {
        const path = [start];
        for (let u = v; u !== start; u = parent.get(u) as string) path.push(u);
        return [start, ...path.slice(1).reverse(), start];
      }
      if (!parent.has(w)) {
        parent.set(w, v);
        queue.push(w);
      }
    }
  }
  throw new Error(`no cycle through ${start}`);
}

/** Every import cycle of `graph`, largest group first. */
export function importCycles(graph: ImportGraph): ImportCycle[] {
  return stronglyConnected(graph)
    .map((files) => ({ files, example: shortestCycle(graph, files, files[0]) }))
    .sort((a, b) => b.files.length - a.files.length || a.files[0].localeCompare(b.files[0]));
}

/** The cycles in words, one group per paragraph. */
export function describeCycles(cycles: readonly ImportCycle[]): string {
  return cycles.map((c) => `${c.files.length} files: ${c.files.join(', ')}\n  e.g. ${c.example.join(' → ')}`).join('\n');
}
