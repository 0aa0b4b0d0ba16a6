/**
 * Draws the installable app's icons (src/client/public/icons/*.png) from the locomotive mark of
 * ui/Logo.tsx, in headless Chromium: `npx tsx scripts/icons/generate.ts`. The PNGs are committed;
 * run this again only after the mark changes.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Logo } from '../../src/client/ui/Logo.tsx';
import { launchBrowser } from '../../test/e2e/support/browser.ts';

const OUT = resolve(import.meta.dirname, '../../src/client/public/icons');
const NAVY = '#203040';

/** The mark of ui/Logo.tsx (a 24×16 view box): the shapes inside its SVG, drawn from the component itself. */
const MARK = renderToStaticMarkup(createElement(Logo)).replace(/^<svg[^>]*>|<\/svg>$/g, '');

/**
 * An icon `size` pixels square: the mark, `markShare` of the width, centred on navy. A maskable icon
 * fills the square (the launcher cuts its own shape) and keeps the mark inside the middle 80 %.
 */
function iconSvg(size: number, maskable: boolean): string {
  const markShare = maskable ? 0.56 : 0.72;
  const w = size * markShare;
  const h = (w * 16) / 24;
  const x = (size - w) / 2;
  const y = (size - h) / 2 + size * 0.02;
  const radius = maskable ? 0 : size * 0.18;
  const rail = maskable ? 0.22 : 0.12;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <rect width="${size}" height="${size}" rx="${radius}" fill="${NAVY}" />
    <line x1="${size * rail}" x2="${size * (1 - rail)}" y1="${y + h + size * 0.035}" y2="${y + h + size * 0.035}" stroke="#ffcf66" stroke-width="${size * 0.02}" />
    <svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 24 16">${MARK}</svg>
  </svg>`;
}

const ICONS: { file: string; size: number; maskable: boolean }[] = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
];

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const browser = await launchBrowser();
  try {
    for (const icon of ICONS) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
      await page.setContent(`<html><body style="margin:0;background:transparent">${iconSvg(icon.size, icon.maskable)}</body></html>`);
      await page.screenshot({ path: join(OUT, icon.file), omitBackground: true });
      await page.close();
      console.log(`${icon.file} (${icon.size}×${icon.size}${icon.maskable ? ', maskable' : ''})`);
    }
  } finally {
    await browser.close();
  }
}

await main();
