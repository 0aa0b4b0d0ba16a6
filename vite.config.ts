import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Vite builds the client from src/client; Vitest runs every test under test/. */
export default defineConfig({
  root: 'src/client',
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: '../../dist',
    emptyOutDir: true,
  },
  worker: { format: 'es' },
  test: {
    root: '.',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'threads',
  },
});
