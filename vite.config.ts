import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

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
  test: {
    root: '.',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'threads',
    reporters: ['default', './test/support/summary-reporter.ts'],
  },
});
