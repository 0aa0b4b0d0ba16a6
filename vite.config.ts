import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Vite builds the client from src/client; Vitest runs every test under test/. */
export default defineConfig({
  root: 'src/client',
  // Relative asset paths: the built client works from any mount point (hash routing needs no server help).
  base: './',
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: '../../dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    reportCompressedSize: false,
    // Rolldown's [PLUGIN_TIMINGS] note (a slow plugin on a loaded machine) reads like an error to a new user.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  worker: { format: 'es' },
  test: {
    root: '.',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'threads',
    reporters: ['default', './test/support/summary-reporter.ts'],
  },
});
