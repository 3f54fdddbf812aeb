import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { superSettingsDraftOf } from '#client/features/site-settings/settings-draft.ts';
import type { AdminSettingsDto } from '#server/modules/organisation/site-settings.presenter.ts';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, logIn, scrollToFooter, signInAs, type SiteHost, usePagePerTest } from '../support/browser';
import { settingsFormOf } from '../support/site-settings';

const pages = usePagePerTest();

/** A tRPC call from the page (its session cookie goes along), answering the procedure's data. */
async function callFromPage<T>(page: Page, procedure: string, input?: unknown): Promise<T> {
  return page.evaluate(
    async ([path, body]) => {
      const response = body === undefined ? await fetch(`/trpc/${path}`) : await fetch(`/trpc/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ json: body }) });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return ((await response.json()) as { result: { data: { json: unknown } } }).result.data.json;
    },
    [procedure, input] as const,
  ) as Promise<T>;
}

/** The browser tests on a worker share its server: a test that changes a site's settings puts them back. */
async function restoreSettings(page: Page, saved: AdminSettingsDto): Promise<void> {
  await callFromPage(page, 'organisation.updateSettings', settingsFormOf(saved));
}

const texts = {
  default: { title: 'Settings', buttons: 'Main buttons', heading: 'Heading', terms: 'Terms of service', external: 'An external address', address: 'Address', save: 'Save settings', updated: 'The organisation was updated.', badUrl: 'Enter a full address starting with https:// (or http://).' },
  sverige: { title: 'Inställningar', buttons: 'Huvudknappar', heading: 'Rubrik', terms: 'Användarvillkor', external: 'En extern adress', address: 'Adress', save: 'Spara inställningar', updated: 'Organisationen har uppdaterats.', badUrl: 'Ange en fullständig adress som börjar med https:// (eller http://).' },
} as const;

/**
 * Spec 3 §3 and spec 2 §3: an admin changes the site's main colour and its hero heading; the
 * page takes the colour as it is typed, a bad legal link is refused with its message, and after
 * saving the start page shows both. In English on the demo site and in Swedish on the Swedish one.
 */
describe('organisation settings', () => {
  for (const host of ['default', 'sverige'] as const satisfies SiteHost[]) {
    it(`changes a colour and the hero heading, seen on the start page (${host})`, async () => {
      const words = texts[host];
      const page = await pages.open();
      await logIn(page, host === 'default' ? demo.orgAdmin : demo.swedishAdmin, host);
      const before = await callFromPage<AdminSettingsDto>(page, 'organisation.adminSettings');
      try {
        await page.goto(appUrl('/organisation/admin/settings', host));
        await page.getByRole('heading', { name: words.title, level: 1 }).waitFor();
        expect(await page.title()).toBe(`${words.title} | IdeaHunt`);

        await page.getByRole('textbox', { name: words.buttons, exact: true }).fill('#aa2255');
        // The theme shows as it is typed, before anything is saved.
        expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--theme-button-primary'))).toBe('#aa2255');
        const heading = `${host === 'default' ? 'Ideas' : 'Idéer'} from the settings ${Date.now()}`;
        await page.getByLabel(words.heading, { exact: true }).fill(heading);

        const terms = page.getByRole('group', { name: words.terms });
        await terms.getByLabel(words.external).check();
        await terms.getByLabel(words.address, { exact: true }).fill('javascript:alert(1)');
        await page.getByRole('button', { name: words.save }).click();
        await terms.getByText(words.badUrl).waitFor();
        await expectNoA11yViolations(page);
        await page.screenshot({ path: `test-results/site-settings-${host}.png`, fullPage: true });

        await terms.getByLabel(words.address, { exact: true }).fill('https://example.com/terms');
        await page.getByRole('button', { name: words.save }).click();
        // Saved is said in a message with nothing to press (issue 31).
        await page.getByText(words.updated).waitFor();
        expect(await page.getByRole('dialog').count()).toBe(0);
        await expectNoA11yViolations(page);

        await page.goto(appUrl('/', host));
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        const heroColour = await page.locator('section.bg-primary').first().evaluate((element) => getComputedStyle(element).backgroundColor);
        expect(heroColour).toBe('rgb(170, 34, 85)');
        // The footer, with the terms link, comes as the page is scrolled near it.
        await scrollToFooter(page);
        expect(await page.getByRole('link', { name: words.terms }).getAttribute('href')).toBe('https://example.com/terms');
      } finally {
        await restoreSettings(page, before);
      }
    });
  }

  const guardTexts = {
    default: {
      title: 'Settings',
      index: 'On this page',
      colours: 'Colours',
      logos: 'Partner logos shown',
      bar: 'Save changes',
      unsaved: 'You have unsaved changes.',
      discard: 'Discard changes',
      save: 'Save settings',
      nav: 'Organisation admin',
      users: 'Users',
      leaveTitle: 'Leave without saving?',
      cancel: 'Cancel',
      updated: 'The organisation was updated.',
    },
    sverige: {
      title: 'Inställningar',
      index: 'På den här sidan',
      colours: 'Färger',
      logos: 'Antal partnerlogotyper',
      bar: 'Spara ändringar',
      unsaved: 'Du har osparade ändringar.',
      discard: 'Ångra ändringarna',
      save: 'Spara inställningar',
      nav: 'Organisationens administration',
      users: 'Användare',
      leaveTitle: 'Lämna utan att spara?',
      cancel: 'Avbryt',
      updated: 'Organisationen har uppdaterats.',
    },
  } as const;

  for (const host of ['default', 'sverige'] as const satisfies SiteHost[]) {
    it(`jumps to a section from the index, keeps Save in view once something changed and asks before leaving unsaved (${host})`, async () => {
      const words = guardTexts[host];
      const page = await pages.open();
      await logIn(page, host === 'default' ? demo.orgAdmin : demo.swedishAdmin, host);
      const before = await callFromPage<AdminSettingsDto>(page, 'organisation.adminSettings');
      try {
        await page.goto(appUrl('/organisation/admin/settings', host));
        await page.getByRole('heading', { name: words.title, level: 1 }).waitFor();
        const bar = page.getByRole('region', { name: words.bar });
        expect(await bar.getByText(words.unsaved).count()).toBe(0);

        await page.getByRole('navigation', { name: words.index }).getByRole('link', { name: words.colours }).click();
        const colours = page.getByRole('region', { name: words.colours });
        await expect.poll(() => colours.evaluate((element) => element === document.activeElement)).toBe(true);
        const coloursTop = await colours.evaluate((element) => element.getBoundingClientRect().top);
        expect(coloursTop).toBeGreaterThanOrEqual(0);
        expect(coloursTop).toBeLessThan(200);
        await expectNoA11yViolations(page);
        await page.screenshot({ path: `test-results/settings-index-1280-${host}.png` });

        // A change far above the end of the form brings Save to the bottom of the screen.
        const logos = page.getByLabel(words.logos, { exact: true });
        const changed = String(before.settings.maxVisiblePartnerLogos === 7 ? 8 : 7);
        await logos.fill(changed);
        await bar.getByText(words.unsaved).waitFor();
        const barBottom = await bar.evaluate((element) => element.getBoundingClientRect().bottom);
        expect(barBottom).toBeLessThanOrEqual(800);
        expect(barBottom).toBeGreaterThan(700);
        await expectNoA11yViolations(page);

        await bar.getByRole('button', { name: words.discard }).click();
        expect(await logos.inputValue()).toBe(String(before.settings.maxVisiblePartnerLogos));
        expect(await bar.getByText(words.unsaved).count()).toBe(0);

        await logos.fill(changed);
        // Reloading or closing the tab is the browser's question.
        expect(
          await page.evaluate(() => {
            const leaving = new Event('beforeunload', { cancelable: true });
            window.dispatchEvent(leaving);
            return leaving.defaultPrevented;
          }),
        ).toBe(true);
        // A link in the app asks first; staying keeps the change.
        await page.getByRole('navigation', { name: words.nav }).getByRole('link', { name: words.users }).click();
        const leave = page.getByRole('dialog', { name: words.leaveTitle });
        await leave.waitFor();
        await expectNoA11yViolations(page);
        await leave.getByRole('button', { name: words.cancel }).click();
        expect(await logos.inputValue()).toBe(changed);
        expect(page.url()).toContain('/organisation/admin/settings');

        await page.setViewportSize({ width: 390, height: 844 });
        // On a phone too the bar sits at the bottom of the screen, Save within reach.
        await expect.poll(() => bar.evaluate((element) => element.getBoundingClientRect().bottom)).toBeLessThanOrEqual(844);
        expect(await bar.evaluate((element) => element.getBoundingClientRect().bottom)).toBeGreaterThan(744);
        const save = await bar.getByRole('button', { name: words.save }).boundingBox();
        expect(save && save.y >= 0 && save.y + save.height <= 844).toBe(true);
        await page.screenshot({ path: `test-results/settings-save-bar-390-${host}.png` });
        await page.setViewportSize({ width: 1280, height: 800 });

        await bar.getByRole('button', { name: words.save }).click();
        await page.getByText(words.updated).waitFor();
        expect((await callFromPage<AdminSettingsDto>(page, 'organisation.adminSettings')).settings.maxVisiblePartnerLogos).toBe(Number(changed));
        expect(await bar.getByText(words.unsaved).count()).toBe(0);
        // Saved, the page lets go without asking.
        await page.getByRole('navigation', { name: words.nav }).getByRole('link', { name: words.users }).click();
        await page.getByRole('heading', { name: words.users, level: 1 }).waitFor();
      } finally {
        await restoreSettings(page, before);
      }
    });
  }

  const superTexts = {
    default: { menu: 'Open menu', admin: 'Administration', title: 'Advanced settings', wording: 'Footer wording', text: 'Footer text', save: 'Save settings', updated: 'The organisation was updated.', poweredBy: 'Powered by' },
    sverige: { menu: 'Öppna menyn', admin: 'Administration', title: 'Avancerade inställningar', wording: 'Text i sidfoten', text: 'Sidfotens text', save: 'Spara inställningar', updated: 'Organisationen har uppdaterats.', poweredBy: 'Drivs med' },
  } as const;

  for (const host of ['default', 'sverige'] as const satisfies readonly SiteHost[]) {
    it(`lets a super admin reach the advanced settings from the menu and set the footer wording (${host})`, async () => {
      const words = superTexts[host];
      const footerText = host === 'sverige' ? 'Drivs av inställningstestet' : 'Run by the settings test';
      const page = await pages.open();
      // On the Swedish site the super admin acts through a stand-in of their own account.
      await logIn(page, demo.superAdmin, host);
      const before = await callFromPage<AdminSettingsDto>(page, 'organisation.adminSettings');
      // Every advanced setting as its form sends it, so a new one is put back too.
      const restoreSuper = () => callFromPage(page, 'organisation.updateSuperSettings', superSettingsDraftOf(before));
      try {
        await page.getByRole('button', { name: words.menu }).click();
        const menu = page.getByRole('list', { name: words.admin });
        await menu.getByRole('link', { name: words.title }).click();
        await page.getByRole('heading', { name: words.title, level: 1 }).waitFor();
        await page.getByLabel(words.wording, { exact: true }).selectOption('custom');
        await page.getByLabel(words.text, { exact: true }).fill(footerText);
        await expectNoA11yViolations(page);
        await page.screenshot({ path: `test-results/super-settings-${host}.png`, fullPage: true });
        await page.getByRole('button', { name: words.save }).click();
        await page.getByText(words.updated).waitFor();
        await page.goto(appUrl('/', host));
        await scrollToFooter(page);
        await page.getByRole('contentinfo').getByText(footerText).waitFor();
        expect(await page.getByRole('contentinfo').getByText(words.poweredBy).count()).toBe(0);
      } finally {
        await restoreSuper();
      }
    });
  }

  it('gives an org admin the settings entry but neither the entry nor the screen of the advanced settings', async () => {
    const admin = await pages.open();
    await logIn(admin, demo.orgAdmin);
    await admin.getByRole('button', { name: 'Open menu' }).click();
    const adminMenu = admin.getByRole('list', { name: 'Administration' });
    await adminMenu.getByRole('link', { name: 'Settings' }).waitFor();
    expect(await adminMenu.getByRole('link', { name: 'Advanced settings' }).count()).toBe(0);
    await admin.goto(appUrl('/organisation/admin/super-settings'));
    await admin.getByRole('heading', { name: 'Super admins only' }).waitFor();
  });

  it('shows the Swedish admin the Swedish no-access page for the advanced settings', async () => {
    const page = await pages.open();
    await signInAs(page, demo.swedishAdmin, 'sverige');
    await page.goto(appUrl('/organisation/admin/super-settings', 'sverige'));
    await page.getByRole('heading', { name: 'Bara för superadministratörer' }).waitFor();
    await expectNoA11yViolations(page);
  });
});
