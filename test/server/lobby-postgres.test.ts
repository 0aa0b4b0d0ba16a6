/** The lobby server's integration suite over PostgreSQL (DATABASE_URL; CI sets it). */
import { describe, it } from 'vitest';
import { defineServerSuite } from './suite.ts';

if (process.env.DATABASE_URL) defineServerSuite('postgres');
else {
  describe('lobby server over postgres', () => {
    it.skip('skipped: DATABASE_URL is not set (CI starts PostgreSQL and sets it; see docs/testing.md)', () => {});
  });
}
