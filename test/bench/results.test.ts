import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freeResultFile } from '../../bench/results.ts';

describe('bench results are never overwritten', () => {
  it('takes <stem>.json when free, then -2, -3 for later runs of the same day', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-results-'));
    const first = freeResultFile(dir, 'bots-strength-2026-12-01');
    expect(first).toBe(join(dir, 'bots-strength-2026-12-01.json'));
    writeFileSync(first, '{}');
    const second = freeResultFile(dir, 'bots-strength-2026-12-01');
    expect(second).toBe(join(dir, 'bots-strength-2026-12-01-2.json'));
    writeFileSync(second, '{}');
    expect(freeResultFile(dir, 'bots-strength-2026-12-01')).toBe(join(dir, 'bots-strength-2026-12-01-3.json'));
    expect(readdirSync(dir).sort()).toEqual(['bots-strength-2026-12-01-2.json', 'bots-strength-2026-12-01.json']);
  });
});
