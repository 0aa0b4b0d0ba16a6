/**
 * A 4-ary min-heap of (priority, node) pairs over typed arrays, reused between queries so a
 * cheapest-path search allocates nothing. Duplicates are allowed (lazy deletion in Dijkstra).
 */
export class NodeHeap {
  private keys: Float64Array;
  private nodes: Int32Array;
  /** Number of entries in the heap. */
  size = 0;

  constructor(capacity: number) {
    this.keys = new Float64Array(Math.max(16, capacity));
    this.nodes = new Int32Array(Math.max(16, capacity));
  }

  /** Empties the heap without freeing its buffers. */
  clear(): void {
    this.size = 0;
  }

  /** Adds a node with a priority. */
  push(key: number, node: number): void {
    if (this.size === this.keys.length) this.grow();
    const keys = this.keys;
    const nodes = this.nodes;
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 2;
      const pk = keys[parent];
      // Ties go to the lower node id, so searches are deterministic whatever the insertion order.
      if (pk < key || (pk === key && nodes[parent] <= node)) break;
      keys[i] = pk;
      nodes[i] = nodes[parent];
      i = parent;
    }
    keys[i] = key;
    nodes[i] = node;
  }

  /** Priority of the smallest entry (the heap must not be empty). */
  peekKey(): number {
    return this.keys[0];
  }

  /** Removes the smallest entry and returns its node (the heap must not be empty). */
  pop(): number {
    const keys = this.keys;
    const nodes = this.nodes;
    const top = nodes[0];
    const n = --this.size;
    if (n > 0) {
      const key = keys[n];
      const node = nodes[n];
      let i = 0;
      for (;;) {
        // The smallest of up to four children (4-ary: half the levels of a binary heap).
        let c = 4 * i + 1;
        if (c >= n) break;
        let ck = keys[c];
        let cn = nodes[c];
        const last = Math.min(c + 4, n);
        for (let d = c + 1; d < last; d++) {
          const dk = keys[d];
          if (dk < ck || (dk === ck && nodes[d] < cn)) {
            c = d;
            ck = dk;
            cn = nodes[d];
          }
        }
        if (ck > key || (ck === key && cn >= node)) break;
        keys[i] = ck;
        nodes[i] = cn;
        i = c;
      }
      keys[i] = key;
      nodes[i] = node;
    }
    return top;
  }

  private grow(): void {
    const keys = new Float64Array(this.keys.length * 2);
    const nodes = new Int32Array(this.nodes.length * 2);
    keys.set(this.keys);
    nodes.set(this.nodes);
    this.keys = keys;
    this.nodes = nodes;
  }
}
