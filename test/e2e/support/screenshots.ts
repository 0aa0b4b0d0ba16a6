import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from './build.ts';

/**
 * Where the browser tests put their screenshots: test-results/screenshots by default, so a test run
 * leaves the tree clean; `SCREENSHOT_DIR=docs/images npx vitest run test/e2e` refreshes the pictures in docs/.
 */
export const IMAGES = resolve(ROOT, process.env.SCREENSHOT_DIR ?? 'test-results/screenshots');
mkdirSync(IMAGES, { recursive: true });
