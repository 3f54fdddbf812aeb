import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, signInAs, type SiteHost, usePagePerTest } from '../support/browser';

const pages = usePagePerTest();

const texts = {
  default: { nav: 'Organisation admin', menu: 'Admin menu', users: 'Users', files: 'Files', pages: 'Pages', content: 'Content', advanced: 'Advanced settings', groups: ['People', 'Content', 'Campaigns', 'Settings', 'Integrations', 'Audit'] },
  sverige: { nav: 'Organisationens administration', menu: 'Adminmeny', users: 'Användare', files: 'Filer', pages: 'Sidor', content: 'Innehåll', advanced: 'Avancerade inställningar', groups: ['Personer', 'Innehåll', 'Kampanjer', 'Inställningar', 'Integrationer', 'Granskning'] },
} as const;

/**
 * Issue 31: every organisation admin screen carries the area's own navigation, grouped, so an
 * admin reaches another screen in one click and sees where they are; on a phone it folds into
 * an "Admin menu" disclosure. Only what the viewer's role may open is listed.
 */
describe('organisation admin navigation', () => {
  for (const host of ['default', 'sverige'] as const satisfies SiteHost[]) {
    it(`goes from one admin screen to another in one click and marks it current (${host})`, async () => {
      const words = texts[host];
      const page = await pages.open();
      await signInAs(page, host === 'default' ? demo.orgAdmin : demo.swedishAdmin, host);
      await page.goto(appUrl('/organisation/admin/users', host));
      await page.getByRole('heading', { name: words.users, level: 1 }).waitFor();

      const nav = page.getByRole('navigation', { name: words.nav });
      // The six groups the issue names, in its order, each a list named by its heading.
      const groupNames = await nav.getByRole('list').evaluateAll((lists) => lists.map((list) => document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent));
      expect(groupNames).toEqual(words.groups);
      expect(await nav.getByRole('link', { name: words.users }).getAttribute('aria-current')).toBe('page');
      // An org admin is not offered the super admins' screen.
      expect(await nav.getByRole('link', { name: words.advanced }).count()).toBe(0);
      await nav.getByRole('list', { name: words.content }).getByRole('link', { name: words.files }).click();

      await page.getByRole('heading', { name: words.files, level: 1 }).waitFor();
      await expect.poll(() => nav.getByRole('link', { name: words.files }).getAttribute('aria-current')).toBe('page');
      expect(await nav.getByRole('link', { name: words.users }).getAttribute('aria-current')).toBeNull();
      await expectNoA11yViolations(page);
      // The top bar spans the admin area's column: its logo starts where the navigation's entries do.
      const logoLeft = (await page.getByRole('banner').getByRole('link').first().boundingBox())!.x;
      const entryLeft = (await nav.getByRole('link', { name: words.files }).boundingBox())!.x;
      expect(Math.abs(logoLeft - entryLeft)).toBeLessThanOrEqual(16);
      await page.screenshot({ path: `test-results/admin-navigation-1280-${host}.png` });
    });

    it(`folds into an admin menu on a 390 px phone that the keyboard opens and closes (${host})`, async () => {
      const words = texts[host];
      const page = await pages.open();
      await page.setViewportSize({ width: 390, height: 844 });
      await signInAs(page, host === 'default' ? demo.orgAdmin : demo.swedishAdmin, host);
      await page.goto(appUrl('/organisation/admin/users', host));
      await page.getByRole('heading', { name: words.users, level: 1 }).waitFor();

      const nav = page.getByRole('navigation', { name: words.nav });
      const toggle = nav.getByRole('button', { name: new RegExp(`^${words.menu}`) });
      expect(await toggle.textContent()).toContain(words.users);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await nav.getByRole('link', { name: words.pages }).isVisible()).toBe(false);

      await toggle.focus();
      await page.keyboard.press('Enter');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await nav.getByRole('link', { name: words.pages }).waitFor();
      await expectNoA11yViolations(page);
      await page.screenshot({ path: `test-results/admin-navigation-390-${host}.png` });
      // Escape folds it again and gives the focus back to the toggle.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);

      await toggle.click();
      await nav.getByRole('link', { name: words.pages }).click();
      await page.getByRole('heading', { name: words.pages, level: 1 }).waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await toggle.textContent()).toContain(words.pages);
      // The page's own content is not pushed off the screen by the menu.
      const headingTop = await page.getByRole('heading', { name: words.pages, level: 1 }).evaluate((element) => element.getBoundingClientRect().top);
      expect(headingTop).toBeLessThan(844 / 2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }

  it('offers a super admin the advanced settings too, under Settings', async () => {
    const page = await pages.open();
    await signInAs(page, demo.superAdmin);
    await page.goto(appUrl('/organisation/admin/stats'));
    const nav = page.getByRole('navigation', { name: texts.default.nav });
    await nav.getByRole('list', { name: 'Settings' }).getByRole('link', { name: texts.default.advanced }).click();
    await page.getByRole('heading', { name: texts.default.advanced, level: 1 }).waitFor();
    await expect.poll(() => nav.getByRole('link', { name: texts.default.advanced }).getAttribute('aria-current')).toBe('page');
  });
});
