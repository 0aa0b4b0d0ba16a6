import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

/** Every test file. */
const ALL_TESTS = ['test/**/*.test.ts', 'test/**/*.test.tsx'];
/**
 * Tests that start a lobby server (in this process or another), spawn the command line, or need
 * PostgreSQL or Redis. The server's turn-clock deadlines and hardening checks are pure functions:
 * they stay in the unit tier.
 */
const INTEGRATION = [
  'test/server/!(clock-deadlines|hardening).test.ts',
  'test/games/third-game.test.ts',
  'test/sim/cli-process.test.ts',
  'test/sim/queue*.test.ts',
];
/**
 * Long runs in this process: bots playing whole India Rails games, the pinned bot decisions, the
 * random-game harness of each real game, and determinism across worker threads on the real games.
 */
const SLOW = [
  'test/bots/decisions.test.ts',
  'test/bots/india-rails.test.ts',
  'test/bots/india-rails-endgame.test.ts',
  'test/bots/india-rails-funds.test.ts',
  'test/bots/india-rails-planner.test.ts',
  'test/games/ttr-india/harness-*p.test.ts',
  'test/games/india-rails/game/harness.test.ts',
  'test/sim/determinism-games.test.ts',
];
/** Tests that drive Chromium. */
const BROWSER = ['test/e2e/**/*.test.ts'];
/**
 * The installable app (docs/client.md#install-and-offline): the web app manifest, and a service
 * worker (src/client/pwa/sw.ts) into which the build injects the list of every built file to precache.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'pwa',
  filename: 'sw.ts',
  registerType: 'prompt',
  // pwa/UpdatePrompt.tsx registers the worker and offers the reload.
  injectRegister: false,
  manifest: {
    name: 'Rail games of India',
    short_name: 'Rail games',
    description: 'India Rails and Ticket to Ride – India, against bots or with friends.',
    id: './',
    start_url: './',
    scope: './',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#203040',
    background_color: '#f6f3ec',
    icons: [
      { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // A classic script: every browser with service workers runs it.
    rollupFormat: 'iife',
    globPatterns: ['**/*.{js,css,html,png,svg,webmanifest,json,wasm}'],
    // The India Rails map and the bots are large chunks; a game against bots needs them all offline.
    maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
  },
});

/** Vite builds the client from src/client; Vitest runs every test under test/. */
export default defineConfig({
  root: 'src/client',
  // Relative asset paths: the built client works from any mount point (hash routing needs no server help).
  base: './',
  // Copied as they are into dist/: the app's icons.
  publicDir: 'public',
  plugins: [react(), pwa],
  build: {
    outDir: '../../dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    reportCompressedSize: false,
    // Rolldown's [PLUGIN_TIMINGS] note (a slow plugin on a loaded machine) reads like an error to a new user.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  worker: { format: 'es' },
  // Four tiers (docs/testing.md): `vitest run --project unit` is the fast one; `vitest run` runs them all.
  test: {
    root: '.',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'threads',
    reporters: ['default', './test/support/summary-reporter.ts'],
    // The tiers run one after another, fastest first. Unit tests use every core (Vitest's default
    // leaves one free); the others keep the default, as their servers and processes need the rest.
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ALL_TESTS, exclude: [...SLOW, ...INTEGRATION, ...BROWSER], maxWorkers: '100%', sequence: { groupOrder: 0 } },
      },
      { extends: true, test: { name: 'slow', include: SLOW, sequence: { groupOrder: 1 } } },
      { extends: true, test: { name: 'integration', include: INTEGRATION, sequence: { groupOrder: 2 } } },
      { extends: true, test: { name: 'browser', include: BROWSER, sequence: { groupOrder: 3 } } },
    ],
  },
});
