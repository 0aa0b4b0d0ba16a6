/** Browser tests that play whole turns for other ends answer the boards' "this costs part of your turn" questions once and for all, as a player ticking "Don't ask me again" would. */
import type { BrowserContext, Page } from 'playwright-core';

/** Every kind of question the boards ask before an action that gives up part of a turn (useConfirmCost). */
export const COST_QUESTIONS = ['ir-upgrade-before-moving', 'ir-end-turn-unused', 'ir-discard-hand', 'ir-backtrack', 'ttr-face-up-locomotive'] as const;

/** Marks the questions as answered "don't ask again" in the page's (or context's) storage before any page loads. */
export async function skipCostQuestions(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript((kinds) => {
    for (const k of kinds) window.localStorage.setItem(`confirm-skip:${k}`, '1');
  }, COST_QUESTIONS);
}
