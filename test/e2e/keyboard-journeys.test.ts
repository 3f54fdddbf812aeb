import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, signInAs, usePagePerTest, waitForMainHeading } from '../support/browser';

const pages = usePagePerTest();

/**
 * What the focused element is called: its label's text, its own name or its text. Self-contained:
 * the page runs it.
 */
function focusedName(): string {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return '';
  const labelled = focused.getAttribute('aria-labelledby');
  const name =
    focused.getAttribute('aria-label') ??
    (labelled ? document.getElementById(labelled)?.textContent : null) ??
    (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement || focused instanceof HTMLSelectElement ? focused.labels?.[0]?.textContent : null) ??
    focused.textContent ??
    '';
  return name.replace(/\s+/g, ' ').trim();
}

/**
 * Presses Tab until the focus is on what `name` matches (its name starts with it), then checks
 * the focus can be seen there (WCAG 2.4.7): a ring drawn on it or close around it.
 */
async function tabTo(page: Page, name: string | RegExp, presses = 60): Promise<void> {
  const matches = (found: string) => (typeof name === 'string' ? found.startsWith(name) : name.test(found));
  const passed: string[] = [];
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(focusedName);
    if (matches(found)) {
      const ring = await page.evaluate(() => {
        const focused = document.activeElement!;
        const drawn = (element: Element) => {
          const style = getComputedStyle(element);
          return (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
        };
        // Drawn on the element, on its label (a visually hidden star of the rating) or on the card around a stretched link.
        const around = [focused, ...((focused as HTMLInputElement).labels ?? [])];
        for (let parent = focused.parentElement, level = 0; parent && level < 4; parent = parent.parentElement, level++) around.push(parent);
        return focused.matches(':focus-visible') && around.some(drawn);
      });
      expect(ring, `the focus ring on ${found}`).toBe(true);
      return;
    }
    passed.push(found);
  }
  throw new Error(`Tab never reached ${String(name)}; it went through: ${passed.join(' | ')}`);
}

/**
 * The main journeys with the keyboard alone (issue 36): no click, no fill; only Tab, typing,
 * the arrow keys and Enter. Each step is reached from the screen before it, as a keyboard user would.
 */
describe('the main journeys with the keyboard alone', () => {
  it('signs in, shares an idea, and another participant gives it feedback', async () => {
    const erik = await pages.open();
    await erik.goto(appUrl('/'));
    await waitForMainHeading(erik);

    // Sign in: the dialog opens with the focus in its first field; Enter sends it.
    await tabTo(erik, 'Log in');
    await erik.keyboard.press('Enter');
    const dialog = erik.getByRole('dialog', { name: 'Log in' });
    await expect.poll(() => erik.evaluate(focusedName)).toBe('E-mail');
    await erik.keyboard.type(demo.participant2);
    await erik.keyboard.press('Tab');
    await erik.keyboard.type(demo.password);
    await erik.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await erik.waitForURL((url) => url.pathname === '/coach');
    await waitForMainHeading(erik);

    // From the dashboard to the campaign, to its new-idea form.
    await tabTo(erik, 'Greener commutes');
    await erik.keyboard.press('Enter');
    await erik.getByRole('heading', { level: 1, name: 'Greener commutes' }).waitFor();
    await tabTo(erik, 'Ideas');
    await erik.keyboard.press('Enter');
    await erik.waitForURL((url) => url.pathname === '/coach/campaigns/greener-commutes');
    await tabTo(erik, 'New idea');
    await erik.keyboard.press('Enter');
    await erik.getByRole('heading', { level: 1, name: 'Share your idea in Greener commutes' }).waitFor();

    const name = `Keyboard-only idea ${Date.now()}`;
    await tabTo(erik, 'Title');
    await erik.keyboard.type(name);
    await tabTo(erik, 'Description');
    await erik.keyboard.type('Reached, written and shared without a mouse.');
    // A closed list takes the first letters of its choice.
    await tabTo(erik, 'Department');
    await erik.keyboard.type('Eng');
    await tabTo(erik, 'Effort to try it');
    await erik.keyboard.type('Sm');
    await tabTo(erik, 'Share idea');
    await erik.keyboard.press('Enter');
    await erik.waitForURL(/\/ideas\/[0-9a-f-]{36}$/);
    await erik.getByText('Your idea has been shared.').waitFor();
    await erik.getByRole('heading', { level: 1, name }).waitFor();
    const ideaPath = new URL(erik.url()).pathname;
    await erik.context().close();

    // Anna gives feedback: the dialog's text, a rating with the arrow keys, Enter on Send.
    const anna = await pages.open();
    await signInAs(anna, demo.participant);
    await anna.goto(appUrl(ideaPath));
    await anna.getByRole('heading', { level: 1, name }).waitFor();
    await tabTo(anna, 'Give feedback');
    await anna.keyboard.press('Enter');
    const feedback = anna.getByRole('dialog', { name: 'Give feedback' });
    await feedback.waitFor();
    await tabTo(anna, 'Your feedback');
    await anna.keyboard.type('Clear and easy to follow.');
    // The rating is one stop (a radio group, "No rating" checked); the arrow keys choose the stars.
    await tabTo(anna, 'No rating');
    for (let star = 0; star < 4; star++) await anna.keyboard.press('ArrowRight');
    expect(await feedback.getByRole('radio', { name: '4 of 5 stars' }).isChecked()).toBe(true);
    await expectNoA11yViolations(anna);
    await tabTo(anna, 'Send feedback');
    await anna.keyboard.press('Enter');
    await feedback.waitFor({ state: 'detached' });
    await anna.getByText('Thank you for your feedback!').waitFor();
    await anna.getByText('Clear and easy to follow.').waitFor();
  });
});
