import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../support/contrast';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, logIn, scrollToFooter, signInAs, usePagePerTest, waitForMainHeading } from '../support/browser';

const pages = usePagePerTest();

/**
 * The focused element, when every point of it that the page can show is under something else
 * (the sticky top bar, a save bar): WCAG 2.4.11 asks that it is never entirely hidden. Null when
 * some of it shows, or when it is a visually hidden control (its label shows the focus).
 * Self-contained: the page runs it.
 */
function focusHidden(): string | null {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return null;
  const box = focused.getBoundingClientRect();
  if (box.width < 2 || box.height < 2) return null;
  const xs = [box.left + 1, (box.left + box.right) / 2, box.right - 1];
  const ys = [box.top + 1, (box.top + box.bottom) / 2, box.bottom - 1];
  const points = xs.flatMap((x) => ys.map((y) => [x, y] as const)).filter(([x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight);
  const seen = points.some(([x, y]) => {
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (hit === focused || focused.contains(hit) || hit.contains(focused));
  });
  if (seen) return null;
  const cover = points.length > 0 ? document.elementFromPoint(points[0]![0], points[0]![1]) : null;
  const name = (element: Element | null) => (element ? `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"` : 'nothing');
  return `${name(focused)} is hidden${points.length === 0 ? ' off screen' : ` under ${name(cover?.closest('header, [role="region"], [role="dialog"]') ?? cover)}`}`;
}

/** Presses `key` `presses` times and answers every focused element that was entirely hidden. */
async function hiddenWhileTabbing(page: Page, key: 'Tab' | 'Shift+Tab', presses: number): Promise<string[]> {
  const hidden: string[] = [];
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press(key);
    const found = await page.evaluate(focusHidden);
    if (found) hidden.push(found);
  }
  return hidden;
}

/**
 * Interactive targets smaller than 24 × 24 CSS pixels that WCAG 2.5.8's exceptions do not excuse:
 * a link inline in a sentence, and an undersized target whose 24 px circle meets no other target
 * nor another undersized target's circle (spacing). A control's label is part of its target.
 * Self-contained: the page runs it.
 */
function undersizedTargets(): string[] {
  const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"]';
  const boxOf = (element: Element) => {
    const boxes = [element, ...(element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [])].map((part) => part.getBoundingClientRect()).filter((box) => box.width > 0 && box.height > 0);
    if (boxes.length === 0) return null;
    const left = Math.min(...boxes.map((box) => box.left));
    const top = Math.min(...boxes.map((box) => box.top));
    return { left, top, right: Math.max(...boxes.map((box) => box.right)), bottom: Math.max(...boxes.map((box) => box.bottom)) };
  };
  const inlineInText = (element: Element) =>
    element.tagName === 'A' && getComputedStyle(element).display === 'inline' && (element.parentElement?.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
  const targets = [...document.querySelectorAll(selector)]
    // Shown, not a visually hidden control (1 px, clipped) whose label is what one presses.
    .filter((element) => element.checkVisibility({ visibilityProperty: true }) && !(element as HTMLButtonElement).disabled)
    .flatMap((element) => {
      const box = boxOf(element);
      return box && box.right - box.left > 1 && box.bottom - box.top > 1 ? [{ element, box }] : [];
    });
  const small = targets.filter(({ element, box }) => (box.right - box.left < 24 || box.bottom - box.top < 24) && !inlineInText(element));
  const centre = (box: (typeof targets)[number]['box']) => ({ x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 });
  const circleMeetsBox = (c: { x: number; y: number }, box: (typeof targets)[number]['box']) => Math.hypot(c.x - Math.max(box.left, Math.min(c.x, box.right)), c.y - Math.max(box.top, Math.min(c.y, box.bottom))) < 12;
  const name = (element: Element) => `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? (element as HTMLInputElement).name ?? '').trim().slice(0, 40)}"`;
  return small.flatMap(({ element, box }) => {
    const c = centre(box);
    const crowded =
      targets.some((other) => other.element !== element && !other.element.contains(element) && !element.contains(other.element) && circleMeetsBox(c, other.box)) ||
      small.some((other) => other.element !== element && Math.hypot(c.x - centre(other.box).x, c.y - centre(other.box).y) < 24);
    return crowded ? [`${name(element)} ${Math.round(box.right - box.left)}×${Math.round(box.bottom - box.top)}`] : [];
  });
}

/**
 * The footer's links in order, the footer scrolled into view (it loads near the bottom); not the
 * partners' logos, a random few each time (spec 1 §9).
 */
async function footerLinks(page: Page): Promise<string[]> {
  await scrollToFooter(page);
  return page.getByRole('contentinfo').locator('a[href]:not(section[aria-label="Partners"] a)').allTextContents();
}

/** An idea's address on the campaign's Ideas tab. */
async function ideaPath(page: Page, name: string): Promise<string> {
  await page.goto(appUrl('/coach/campaigns/greener-commutes'));
  const href = await page.getByRole('link', { name, exact: true }).getAttribute('href');
  if (!href) throw new Error(`no link to ${name}`);
  return href;
}

describe('WCAG 2.2 criteria that axe-core does not judge', () => {
  it('2.4.11: tabbing never hides the focus under the sticky top bar or the save bar', async () => {
    const page = await pages.open();
    await signInAs(page, demo.orgAdmin);
    await page.goto(appUrl('/coach/campaigns/greener-commutes'));
    await waitForMainHeading(page);
    // Forward from the top, then back up from the footer: the browser scrolls the focus into view at the edge it comes from.
    const hidden = await hiddenWhileTabbing(page, 'Tab', 30);
    await page.getByRole('contentinfo').waitFor();
    await page.getByRole('contentinfo').getByRole('link').last().focus();
    hidden.push(...(await hiddenWhileTabbing(page, 'Shift+Tab', 30)));

    // The settings form with a change made: its save bar stays at the bottom of the screen.
    await page.goto(appUrl('/organisation/admin/settings'));
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    const heading = page.getByLabel('Heading', { exact: true });
    await heading.fill(`${await heading.inputValue()} `);
    await page.getByRole('region', { name: 'Save changes' }).getByRole('button', { name: 'Discard changes' }).waitFor();
    await heading.focus();
    hidden.push(...(await hiddenWhileTabbing(page, 'Tab', 40)));
    hidden.push(...(await hiddenWhileTabbing(page, 'Shift+Tab', 40)));
    await page.getByRole('button', { name: 'Discard changes' }).click();
    expect(hidden).toEqual([]);
  });

  it('2.5.8: targets on the main screens are at least 24 × 24 px, or inline in text, or spaced', async () => {
    const page = await pages.open();
    const findings: string[] = [];
    const check = async (path: string, withFooter = false) => {
      await page.goto(appUrl(path));
      await waitForMainHeading(page);
      // The footer is the same on every screen: measured once.
      if (withFooter) await scrollToFooter(page);
      findings.push(...(await page.evaluate(undersizedTargets)).map((finding) => `${path}: ${finding}`));
    };
    await check('/', true);
    await logIn(page, demo.participant);
    const idea = await ideaPath(page, 'Secure bike parking in the garage');
    for (const path of ['/coach', '/coach/campaigns/greener-commutes', idea, '/campaign/greener-commutes/new-idea', '/profile']) await check(path);
    expect(findings).toEqual([]);
  });

  it('2.5.7: every list that can be reordered by dragging also has buttons that move a row', async () => {
    const page = await pages.open();
    await signInAs(page, demo.orgAdmin);
    await page.goto(appUrl('/organisation/admin/menus'));
    await page.getByRole('heading', { name: 'Menus', level: 1 }).waitFor();
    const footer = page.getByRole('region', { name: 'Footer', exact: true });
    const names = () => footer.getByRole('listitem').locator('p.font-semibold').allTextContents();
    await expect.poll(names).toEqual(['About our idea campaigns', 'Contact us']);
    expect(await footer.getByRole('button', { name: 'Move About our idea campaigns up' }).isDisabled()).toBe(true);

    // A click, no dragging: the order is saved at once, and the focus stays on the row's buttons.
    await footer.getByRole('button', { name: 'Move Contact us up' }).click();
    await page.getByText('Menu order saved').first().waitFor();
    await expect.poll(names).toEqual(['Contact us', 'About our idea campaigns']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move Contact us down');
    await expectNoA11yViolations(page);
    await page.keyboard.press('Enter');
    await expect.poll(names).toEqual(['About our idea campaigns', 'Contact us']);

    // The campaign's stages have had their up and down buttons from the start (test/e2e/campaign-stages.test.ts).
  });

  it('3.2.6: the contact link and the accessibility statement are in the same place on every screen', async () => {
    const page = await pages.open();
    await page.goto(appUrl('/'));
    await waitForMainHeading(page);
    const onStart = await footerLinks(page);
    expect(onStart).toContain('Contact us');
    expect(onStart).toContain('Accessibility');
    for (const path of ['/coach', '/coach/campaigns/greener-commutes/brief', '/page/about-our-idea-campaigns']) {
      await page.goto(appUrl(path));
      await waitForMainHeading(page);
      expect(await footerLinks(page), path).toEqual(onStart);
    }
  });

  it('3.3.7 and 3.3.8: sign-in takes pasted and filled-in passwords and never asks for the address twice', async () => {
    const page = await pages.open();
    await page.goto(appUrl('/login'));
    const login = page.getByRole('dialog', { name: 'Log in' });
    const email = login.getByLabel('E-mail');
    const password = login.getByLabel('Password');
    expect(await email.getAttribute('autocomplete')).toBe('username');
    expect(await password.getAttribute('autocomplete')).toBe('current-password');
    // Nothing refuses a paste (a password manager's or the person's own).
    for (const field of [email, password]) {
      const refused = await field.evaluate((input) => !input.dispatchEvent(new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: new DataTransfer() })));
      expect(refused).toBe(false);
    }
    await email.fill('someone@example.com');

    // The address typed goes along to the forgotten-password step and back.
    await login.getByRole('button', { name: 'Forgot your password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgotten password' });
    expect(await forgot.getByLabel('E-mail').inputValue()).toBe('someone@example.com');
    await forgot.getByRole('button', { name: 'Back to log in' }).click();
    expect(await page.getByRole('dialog', { name: 'Log in' }).getByLabel('E-mail').inputValue()).toBe('someone@example.com');

    // Signing up: the new password is one a manager may make and store.
    await page.goto(appUrl('/signup'));
    const signup = page.getByRole('dialog', { name: 'Sign up' });
    expect(await signup.getByLabel('Password').getAttribute('autocomplete')).toBe('new-password');
  });

  it("1.4.11: a text field's edge stands out at least 3:1 from what is around it", async () => {
    const page = await pages.open();
    await page.goto(appUrl('/login'));
    const email = page.getByRole('dialog', { name: 'Log in' }).getByLabel('E-mail');
    const colours = await email.evaluate((input) => {
      const background = (element: Element | null): string => {
        for (let at = element; at; at = at.parentElement) {
          const colour = getComputedStyle(at).backgroundColor;
          if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
        }
        return 'rgb(255, 255, 255)';
      };
      return { edge: getComputedStyle(input).borderTopColor, around: background(input.parentElement) };
    });
    expect(await contrastRatio(page, colours.edge, colours.around)).toBeGreaterThanOrEqual(3);
  });

  it('links the accessibility statement from every site’s footer, in its language', async () => {
    const page = await pages.open();
    await page.goto(appUrl('/coach'));
    await waitForMainHeading(page);
    await scrollToFooter(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
    await page.getByRole('heading', { level: 1, name: 'Accessibility statement' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'How we check' }).waitFor();
    expect(await page.title()).toBe('Accessibility statement | IdeaHunt');
    await expectNoA11yViolations(page);

    await page.goto(appUrl('/coach', 'sverige'));
    await waitForMainHeading(page);
    await scrollToFooter(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Tillgänglighet' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tillgänglighetsredogörelse' }).waitFor();
    expect(await page.getByRole('link', { name: /^Tillgänglighetsrapporten/ }).getAttribute('href')).toBe('/accessibility-report.md');
  });
});
