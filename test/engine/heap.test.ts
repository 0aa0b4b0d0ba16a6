/** NodeHeap (src/engine/heap.ts): entries leave in (key, node) order, so a search's settling order does not depend on the heap's shape. */
import { describe, expect, it } from 'vitest';
import { NodeHeap } from '../../src/engine/heap.ts';

/** A small deterministic generator (no Math.random in tests). */
function lcg(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

describe('NodeHeap', () => {
  it('pops every entry in (key, node) order: ties to the lower node, duplicates kept, pushes between pops', () => {
    const next = lcg(22);
    // Few distinct keys and nodes: many ties and duplicates; from a small capacity, so it grows.
    const heap = new NodeHeap(4);
    const pending: [number, number][] = [];
    const popped: [number, number][] = [];
    let floor = 0;
    for (let round = 0; round < 300; round++) {
      for (let i = 0; i < 4; i++) {
        // As in Dijkstra: every key pushed above the last popped.
        const entry: [number, number] = [floor + (1 + Math.floor(next() * 8)) * 0.5, Math.floor(next() * 40)];
        heap.push(entry[0], entry[1]);
        pending.push(entry);
      }
      for (let i = 0; i < 3 && heap.size > 0; i++) {
        const key = heap.peekKey();
        popped.push([key, heap.pop()]);
        floor = key;
      }
    }
    while (heap.size > 0) {
      const key = heap.peekKey();
      popped.push([key, heap.pop()]);
    }
    expect(popped.length).toBe(pending.length);
    for (let i = 1; i < popped.length; i++) {
      const [a, b] = [popped[i - 1], popped[i]];
      expect(a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1]), `entry ${i}: (${a}) before (${b})`).toBe(true);
    }
    const sorted = (list: [number, number][]) => list.map((e) => e.join(':')).sort();
    expect(sorted(popped)).toEqual(sorted(pending));
  });
});
