import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { recordAccessibilityCheck } from './accessibility-record';

/** What a failing check prints for one rule: enough to find the element without rerunning. */
export interface A11yViolation {
  rule: string;
  impact: string;
  help: string;
  nodes: { target: string; summary: string }[];
}

/** The impacts the browser tests refuse (issue 31: 0 serious and 0 moderate); minor findings are left to review. */
const BLOCKING_IMPACTS = ['moderate', 'serious', 'critical'];

/**
 * Runs axe-core on the page as it is now and returns its moderate, serious and critical
 * violations. The source goes in through evaluate, which the page's Content-Security-Policy
 * does not govern, so the page under test keeps its real policy. Every run is recorded, minor
 * findings too, for the accessibility report (accessibility-record.ts).
 */
export async function blockingA11yViolations(page: Page): Promise<A11yViolation[]> {
  await settleTransitions(page);
  // Before the run, so a change made while axe works is not taken for judged.
  await page.evaluate(markJudged);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const url = page.url();
  const run = await page.evaluate(async () => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const results = await inPage.run(document, { resultTypes: ['violations'] });
    return {
      // Passes and incomplete results come one node each (resultTypes): enough to say the rule had something to judge.
      applied: [...results.passes, ...results.violations, ...results.incomplete].map((result) => result.id),
      violations: results.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        nodes: violation.nodes.map((node) => ({ target: node.target.join(' > '), summary: node.failureSummary ?? '' })),
      })),
    };
  });
  recordAccessibilityCheck({ url, applied: run.applied, violations: run.violations.map((violation) => ({ rule: violation.rule, impact: violation.impact, nodes: violation.nodes.length })) });
  return run.violations.filter((violation) => BLOCKING_IMPACTS.includes(violation.impact));
}

/**
 * Waits (up to two seconds each) for what the page marks busy to load and for its finite
 * animations and transitions to end: a list fading back from its dimmed loading look would
 * otherwise be measured half-faded, with blended colours that fail the contrast rule although
 * the settled screen passes it.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 2000 }).catch(() => undefined);
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([Promise.allSettled(finite.map((animation) => animation.finished)), new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

export function describeViolations(violations: readonly A11yViolation[]): string {
  return violations
    .map((violation) => [`${violation.rule} (${violation.impact}): ${violation.help}`, ...violation.nodes.map((node) => `  ${node.target}\n    ${node.summary.replaceAll('\n', '\n    ')}`)].join('\n'))
    .join('\n');
}

/**
 * Whether the page shows a drawn screen: a main landmark and a level-one heading that are rendered
 * (React keeps a page it replaces in the document, hidden, while the next one's code downloads)
 * and not part of a loading screen (marked busy: its "Loading…" heading stands for a page to come).
 * Self-contained: the page runs it.
 */
export function screenDrawn(): boolean {
  const shown = (element: Element) => element.checkVisibility() && element.closest('[aria-busy="true"]') === null;
  return [...document.querySelectorAll('main, [role="main"]')].some(shown) && [...document.querySelectorAll('h1, [role="heading"][aria-level="1"]')].some(shown);
}

/**
 * Waits up to 5 s for a drawn screen. A page that is navigating (a sign-up that reloads into the
 * dashboard) ends the wait with its document, so it is asked again on the next one.
 */
async function drawn(page: Page): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    try {
      await page.waitForFunction(screenDrawn, undefined, { polling: 'raf', timeout: Math.max(1, deadline - Date.now()) });
      return;
    } catch {
      // Timed out (the deadline ends the loop) or the document went with a navigation (asked again).
    }
  }
}

/** How many times the check starts again when the page went to another address while axe ran. */
const NAVIGATED_RETRIES = 2;

/**
 * Fails with every moderate, serious or critical axe-core finding on the page's current screen, listed.
 * The screen is judged once drawn (its main landmark and h1, up to 5 s): a check made the moment a
 * route changed met a half-drawn page. A page that went to another address while axe ran is judged
 * again there, since the findings mixed two screens. One that never gets drawn is still judged: a
 * loading screen passes (it has both), a broken one fails.
 */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await drawn(page);
    if (await page.evaluate(judgedUnchanged).catch(() => false)) return;
    const judged = page.url();
    const violations = await blockingA11yViolations(page);
    if (page.url() !== judged && attempt < NAVIGATED_RETRIES) continue;
    if (violations.length > 0) throw new Error(`axe-core found moderate or worse violations on ${page.url()}:\n${describeViolations(violations)}`);
    return;
  }
}

/** What the page keeps of its last passed check: the screen then, and whether the document has changed since. */
interface JudgedScreen {
  view: () => string;
  viewThen: string;
  focusedThen: Element | null;
  changed: boolean;
}

/**
 * Remembers, in the page, the screen about to be judged, and watches it: any change to the
 * document (an element, an attribute, a text) marks it changed. Self-contained: the page runs it.
 */
function markJudged(): void {
  const holder = window as unknown as { __judgedScreen?: JudgedScreen; __judgedObserver?: MutationObserver };
  // What can change the screen without changing the document: the address, the viewport and the emulated media.
  const view = () => [location.href, innerWidth, innerHeight, matchMedia('(prefers-color-scheme: dark)').matches, matchMedia('(forced-colors: active)').matches].join('|');
  const judged: JudgedScreen = { view, viewThen: view(), focusedThen: document.activeElement, changed: false };
  holder.__judgedObserver?.disconnect();
  holder.__judgedObserver = new MutationObserver(() => {
    judged.changed = true;
  });
  holder.__judgedObserver.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
  holder.__judgedScreen = judged;
}

/**
 * Whether the screen is the one the last check passed, untouched since: same address, viewport,
 * emulated media and focus, and no change to the document. Judging it again (a test's own last
 * check, then the end-of-test one) could only repeat the answer. Self-contained: the page runs it.
 */
function judgedUnchanged(): boolean {
  const judged = (window as unknown as { __judgedScreen?: JudgedScreen }).__judgedScreen;
  return judged !== undefined && !judged.changed && judged.focusedThen === document.activeElement && judged.view() === judged.viewThen;
}
