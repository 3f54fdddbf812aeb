import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, logIn, signInAs, usePagePerTest, waitForMainHeading } from '../support/browser';
import { contrastRatio } from '../support/contrast';

const pages = usePagePerTest();

/** Presses Tab until `target` has the focus; false when it never gets it within `presses`. */
async function tabTo(page: Page, isTarget: () => Promise<boolean>, presses = 40): Promise<boolean> {
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press('Tab');
    if (await isTarget()) return true;
  }
  return false;
}

/** The focused element's tag and accessible text, for a readable failure. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName.toLowerCase()}: ${active.getAttribute('aria-label') ?? active.textContent?.trim() ?? ''}` : 'nothing';
  });
}

describe('keyboard and screen reader fixes of the audit', () => {
  it("draws the start page's hero buttons' focus ring in a colour that stands out from the hero", async () => {
    const page = await pages.open();
    await page.goto(appUrl('/'));
    await waitForMainHeading(page);
    const heroColour = await page.locator('section.bg-primary').evaluate((hero) => getComputedStyle(hero).backgroundColor);

    for (const name of ['Sign up', 'Log in']) {
      const button = page.getByRole('button', { name, exact: true });
      expect(await tabTo(page, () => button.evaluate((element) => element === document.activeElement))).toBe(true);
      const ring = await button.evaluate((element) => {
        const style = getComputedStyle(element);
        return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth), colour: style.outlineColor };
      });
      expect(ring.style).not.toBe('none');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      // WCAG 1.4.11: a focus indicator needs 3:1 against what is around it.
      expect(await contrastRatio(page, ring.colour, heroColour)).toBeGreaterThanOrEqual(3);
    }
    await page.screenshot({ path: 'test-results/hero-focus-ring.png', clip: { x: 0, y: 0, width: 900, height: 520 } });
  });

  it("writes the Featured badge at 4.5:1 and names each campaign card's link by its visible text", async () => {
    const page = await pages.open();
    await logIn(page, demo.participant);
    // Under Featured campaigns, or under My campaigns once the participant has joined it.
    const badge = page.getByRole('main').getByText('Featured', { exact: true }).first();
    await badge.waitFor();
    const colours = await badge.evaluate((element) => ({ text: getComputedStyle(element).color, background: getComputedStyle(element).backgroundColor }));
    expect(await contrastRatio(page, colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);

    // A card's link is its heading's; the archive's rows and the recent ideas are links of their own.
    const main = page.getByRole('main');
    const links = main.getByRole('heading', { level: 3 }).getByRole('link');
    expect(await links.count()).toBeGreaterThan(3);
    for (const link of await links.all()) {
      const visible = (await link.innerText()).replace(/\s+/g, ' ').trim();
      // The link is among those whose accessible name contains its visible text (WCAG 2.5.3).
      expect(await link.and(main.getByRole('link', { name: visible })).count(), visible).toBe(1);
    }
    await expectNoA11yViolations(page);
  });

  it('moves focus to the new page’s heading after a route change and announces its title, but not on the first load or for a query change', async () => {
    const page = await pages.open();
    await page.goto(appUrl('/coach/campaigns/greener-commutes/brief'));
    await page.getByRole('heading', { level: 1, name: 'Greener commutes' }).waitFor();
    const announcer = page.locator('[aria-live="polite"][aria-atomic="true"]');
    // The first load: the browser has the page to itself.
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(await announcer.textContent()).toBe('');

    const tabs = page.getByRole('navigation', { name: 'Campaign sections' });
    await tabs.getByRole('link', { name: 'Ideas' }).click();
    await page.waitForURL((url) => url.pathname === '/coach/campaigns/greener-commutes');
    const heading = page.getByRole('heading', { level: 1, name: 'Greener commutes' });
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => announcer.textContent()).toBe('Ideas – Greener commutes | IdeaHunt');

    // A search changes only the query: focus stays in the search field.
    const search = page.getByRole('searchbox', { name: 'Search ideas' });
    await search.fill('garag');
    await page.waitForURL((url) => url.searchParams.get('q') === 'garag');
    await page.waitForTimeout(300);
    expect(await search.evaluate((element) => element === document.activeElement)).toBe(true);

    // An idea whose page loads its data after the route has changed: focus waits for its heading.
    await page.getByRole('link', { name: 'Secure bike parking in the garage' }).click();
    const idea = page.getByRole('heading', { level: 1, name: 'Secure bike parking in the garage' });
    await expect.poll(() => idea.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => announcer.textContent()).toBe('Secure bike parking in the garage | IdeaHunt');
    // The page stays at its top: the heading took the focus without scrolling.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('moves focus to the new page’s heading and announces its title on the Swedish site too', async () => {
    const page = await pages.open();
    await page.goto(appUrl('/coach/campaigns/hallbar-vardag/brief', 'sverige'));
    await page.getByRole('heading', { level: 1, name: 'Hållbar vardag' }).waitFor();
    const announcer = page.locator('[aria-live="polite"][aria-atomic="true"]');
    await page.getByRole('navigation', { name: 'Kampanjens delar' }).getByRole('link', { name: 'Idéer' }).click();
    await page.waitForURL((url) => url.pathname === '/coach/campaigns/hallbar-vardag');
    const heading = page.getByRole('heading', { level: 1, name: 'Hållbar vardag' });
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => announcer.textContent()).toBe('Idéer – Hållbar vardag | IdeaHunt');
  });

  it('puts the focus in the text box when “Write a comment” or “Reply” is pressed', async () => {
    const page = await pages.open();
    await signInAs(page, demo.participant);
    await page.goto(appUrl('/coach/campaigns/greener-commutes'));
    await page.getByRole('link', { name: 'Secure bike parking in the garage' }).click();
    await page.getByRole('heading', { level: 1, name: 'Secure bike parking in the garage' }).waitFor();

    await page.getByRole('button', { name: 'Write a comment' }).press('Enter');
    await expect.poll(() => page.getByLabel('Your comment').evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoA11yViolations(page);

    const comment = page.getByRole('article', { name: 'Comment by Erik Ek' }).first();
    await comment.getByRole('button', { name: 'Reply' }).press('Enter');
    await expect.poll(() => comment.getByLabel('Your reply').evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('shows an upvote at once, keeps the focus on the button while the request runs, and takes it back with the error dialog when it fails', async () => {
    const page = await pages.open();
    await signInAs(page, demo.participant2);
    await page.goto(appUrl('/coach/campaigns/greener-commutes'));
    const name = 'Car pool matching in the intranet';
    await page.getByRole('link', { name }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();

    // The server's answer waits until the test lets it go, and then it is a failure.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/trpc/upvote.toggle**', async (route) => {
      await released;
      await route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
    });

    const upvote = page.getByRole('button', { name: /^(Upvote|Remove upvote),/ });
    const before = { pressed: await upvote.getAttribute('aria-pressed'), label: await upvote.getAttribute('aria-label') };
    expect(before.pressed).toBe('false');
    const count = Number(/, (\d+) upvotes?$/.exec(before.label ?? '')?.[1]);
    await upvote.focus();
    await page.keyboard.press('Enter');

    await expect.poll(() => upvote.getAttribute('aria-pressed')).toBe('true');
    expect(await upvote.getAttribute('aria-label')).toBe(`Remove upvote, ${count + 1} ${count + 1 === 1 ? 'upvote' : 'upvotes'}`);
    expect(await upvote.isEnabled()).toBe(true);
    expect(await upvote.evaluate((element) => element === document.activeElement), await focused(page)).toBe(true);

    release();
    const dialog = page.getByRole('dialog', { name: 'Idea upvote error' });
    await dialog.waitFor();
    expect(await upvote.getAttribute('aria-pressed')).toBe('false');
    expect(await upvote.getAttribute('aria-label')).toBe(before.label);
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('lets Tab reach the idea form’s submit while the form is incomplete, and pressing it says what is missing', async () => {
    const page = await pages.open();
    await signInAs(page, demo.participant);
    await page.goto(appUrl('/campaign/greener-commutes/new-idea'));
    await page.getByRole('heading', { level: 1, name: 'Share your idea in Greener commutes' }).waitFor();
    const submit = page.getByRole('button', { name: 'Share idea' });
    const title = page.getByLabel('Title');
    await title.focus();

    expect(await tabTo(page, () => submit.evaluate((element) => element === document.activeElement)), await focused(page)).toBe(true);
    expect(await submit.isEnabled()).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByText('This field is required.').first().waitFor();
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => title.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(page.url()).toBe(appUrl('/campaign/greener-commutes/new-idea'));
  });
});
