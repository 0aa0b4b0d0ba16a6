/**
 * Checks of a page at phone size: nothing wider than the window (no sideways scroll of the page),
 * and the main controls big enough to tap (44 CSS pixels each way, the common guideline).
 */
import type { Page } from 'playwright-core';

/** A phone's viewport in portrait (an iPhone 12–15's CSS pixels). */
export const PHONE = { width: 390, height: 844 } as const;

/** The smallest tap target, in CSS pixels. */
export const MIN_TAP = 44;

/**
 * What does not fit the width: the page's scroll width and the window's, and the elements that end
 * past the window's right edge, whether they widen the page or are cut off by a box that hides its
 * overflow. Elements inside a box the user can scroll sideways, and the shapes of a map (inside an
 * SVG, which pans and zooms), are not counted.
 */
export function overflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number; culprits: string[] }> {
  // A mobile browser widens its layout viewport (and zooms out) to fit a page that is too wide, so
  // the width to fit is the screen's, not innerWidth.
  return page.evaluate((width) => {
    const culprits: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.right <= width + 0.5 || el.closest('svg')) continue;
      let scrollable = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const ov = getComputedStyle(p).overflowX;
        if (ov === 'auto' || ov === 'scroll') {
          scrollable = true;
          break;
        }
      }
      if (!scrollable) culprits.push(`${el.tagName.toLowerCase()}.${el.className || ''}[${el.dataset.testid ?? ''}] right=${Math.round(r.right)}`);
    }
    return { scrollWidth: document.scrollingElement?.scrollWidth ?? 0, innerWidth: window.innerWidth, culprits: culprits.slice(0, 8) };
  }, PHONE.width);
}

/**
 * The visible controls smaller than MIN_TAP either way: buttons, button-like links, selects, text
 * fields, and the labels of checkboxes (the label is what a finger taps).
 */
export function smallTargets(
  page: Page,
  selector = 'button, a.button, select, input:not([type="checkbox"]):not([type="radio"]):not([type="range"]), label:has(> input[type="checkbox"])',
): Promise<string[]> {
  return page.evaluate(
    ([sel, min]) => {
      const small: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>(sel)) {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') continue;
        if (r.height < min - 0.5 || r.width < min - 0.5)
          small.push(
            `${el.tagName.toLowerCase()}[${el.dataset.testid ?? ''}] "${(el.textContent ?? '').trim().slice(0, 20)}" ${Math.round(r.width)}×${Math.round(r.height)}`,
          );
      }
      return small;
    },
    [selector, MIN_TAP] as const,
  );
}
