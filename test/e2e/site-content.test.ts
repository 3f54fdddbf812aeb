import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, scrollToFooter, signInAs, type SiteHost, usePagePerTest } from '../support/browser';

const pages = usePagePerTest();

describe('landing page and content pages for visitors', () => {
  it('shows a visitor the landing campaigns, menus and partners, and the terms from the footer (en)', async () => {
    const page = await pages.open();
    await page.goto(appUrl('/'));
    await page.getByRole('heading', { name: 'Current campaigns' }).waitFor();
    await page.getByRole('link', { name: 'View Greener commutes' }).waitFor();
    await expectNoA11yViolations(page);

    await scrollToFooter(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('region', { name: 'Partners' }).getByRole('img', { name: 'Northwind Traders' }).waitFor();
    expect(await footer.getByRole('navigation', { name: 'Footer menu' }).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('mailto:ideas@example.com');
    await expectNoA11yViolations(page);

    await footer.getByRole('link', { name: 'Terms of service' }).click();
    await page.waitForURL((url) => url.pathname === '/page/terms-of-service');
    await page.getByRole('heading', { name: 'Terms of service', level: 1 }).waitFor();
    expect(await page.title()).toBe('Terms of service | IdeaHunt');
    await expectNoA11yViolations(page);

    // The top menu's page opens in the app, with its markdown rendered by the server.
    await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
    await page.getByRole('heading', { name: 'About our idea campaigns', level: 1 }).waitFor();
    await page.getByRole('main').locator('strong', { hasText: 'Demo Organisation' }).waitFor();
  });

  it('shows the Swedish site its own landing campaigns, menus and terms (sv)', async () => {
    const page = await pages.open();
    await page.goto(appUrl('/', 'sverige'));
    await page.getByRole('link', { name: 'Visa Hållbar vardag' }).waitFor();
    // The landing page has the site's top menu in its banner, as every other page has in its top bar.
    await page.getByRole('navigation', { name: 'Webbplatsens meny' }).getByRole('link', { name: 'Om oss' }).waitFor();
    await scrollToFooter(page);
    await page.getByRole('contentinfo').getByRole('img', { name: 'Norrsken Energi' }).waitFor();
    expect(await page.getByRole('contentinfo').getByRole('img', { name: 'Northwind Traders' }).count()).toBe(0);
    await expectNoA11yViolations(page);
    // This site's footer links its terms agreement; its default terms page is still there.
    await page.goto(appUrl('/page/terms-of-service', 'sverige'));
    await page.getByRole('heading', { name: 'Användarvillkor', level: 1 }).waitFor();
    await page.getByRole('banner').getByRole('navigation', { name: 'Webbplatsens meny' }).getByRole('link', { name: 'Om oss' }).waitFor();
    await expectNoA11yViolations(page);
  });
});

describe('pages admin', () => {
  const texts = {
    default: { admin: demo.orgAdmin, title: 'Pages', newPage: 'New page', titleLabel: 'Title', body: 'Text', preview: 'Show preview', save: 'Save', created: 'Page created', delete: 'Delete', deleted: 'Page deleted' },
    sverige: { admin: demo.swedishAdmin, title: 'Sidor', newPage: 'Ny sida', titleLabel: 'Rubrik', body: 'Text', preview: 'Visa förhandsvisning', save: 'Spara', created: 'Sidan skapades', delete: 'Ta bort', deleted: 'Sidan togs bort' },
  } as const;

  for (const host of ['default', 'sverige'] as const satisfies SiteHost[]) {
    it(`writes a page with a preview, views it and deletes it (${host === 'default' ? 'en' : 'sv'})`, async () => {
      const text = texts[host];
      const page = await pages.open();
      await signInAs(page, text.admin, host);
      await page.goto(appUrl('/organisation/admin/pages', host));
      await page.getByRole('heading', { name: text.title, level: 1 }).waitFor();
      await expectNoA11yViolations(page);

      await page.getByRole('main').getByRole('link', { name: text.newPage }).first().click();
      await page.waitForURL((url) => url.pathname === '/organisation/admin/pages/edit/0');
      const title = `Öppettider ${host}`;
      await page.getByLabel(text.titleLabel, { exact: true }).fill(title);
      await page.getByText(`/page/oppettider-${host}`).waitFor();
      await page.getByLabel(text.body, { exact: true }).fill('We are **open** every day. <script>window.hacked = true</script>');
      await page.getByRole('button', { name: text.preview }).click();
      await page.locator('.rendered-markdown strong', { hasText: 'open' }).waitFor();
      await expectNoA11yViolations(page);
      await page.getByRole('button', { name: text.save }).click();
      await page.getByText(text.created).waitFor();
      await page.waitForURL((url) => /\/organisation\/admin\/pages\/edit\/[0-9a-f-]{36}$/.test(url.pathname));

      await page.goto(appUrl(`/page/oppettider-${host}`, host));
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();

      await page.goto(appUrl('/organisation/admin/pages', host));
      const row = page.getByRole('listitem').filter({ hasText: title });
      await row.getByRole('button', { name: `${text.delete} ${title}` }).click();
      const dialog = page.getByRole('dialog');
      await expectNoA11yViolations(page);
      await dialog.getByRole('button', { name: text.delete }).click();
      await page.getByText(text.deleted).waitFor();
      await row.waitFor({ state: 'detached' });
    });
  }
});

describe('menus admin', () => {
  /** After a navigation the app moves focus to the new page's heading; a key pressed before that lands elsewhere. */
  const focusSettled = (page: Page) => page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  /** What the drag and drop's live region says to screen readers. */
  const announced = (page: Page, text: string) => page.locator('[aria-live="assertive"]').filter({ hasText: text }).waitFor({ state: 'attached' });

  /**
   * Presses ArrowUp until the lifted entry is announced at the top. Under load the first press can
   * come before the lifted entry listens for it; at the top another press changes nothing.
   */
  const moveToTop = (page: Page, movedText: string) => {
    const moved = page.locator('[aria-live="assertive"]').filter({ hasText: movedText });
    return expect
      .poll(
        async () => {
          await page.keyboard.press('ArrowUp');
          return moved.count();
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
  };

  /** The names of a menu's entries, in their order on the screen. */
  const namesIn = (page: Page, menu: string) => page.getByRole('region', { name: menu }).getByRole('listitem').locator('p.font-semibold').allTextContents();

  it('adds entries and reorders them with the keyboard, saving the order (en)', async () => {
    const page = await pages.open();
    await signInAs(page, demo.orgAdmin);
    await page.goto(appUrl('/organisation/admin/menus'));
    await page.getByRole('heading', { name: 'Menus', level: 1 }).waitFor();
    await expectNoA11yViolations(page);

    for (const name of ['E2E first', 'E2E second']) {
      await page.getByRole('link', { name: 'Add an entry to Second footer' }).click();
      await page.getByRole('heading', { name: 'New entry in Second footer', level: 1 }).waitFor();
      await page.getByLabel('Name').fill(name);
      await page.getByLabel('Web address').fill('javascript:alert(1)');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Enter a web address (https://…) or a path on this site (/…).').waitFor();
      await expectNoA11yViolations(page);
      await page.getByLabel('Web address').fill('/coach');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL((url) => url.pathname === '/organisation/admin/menus');
    }
    await expect.poll(() => namesIn(page, 'Second footer')).toEqual(['Our website', 'E2E first', 'E2E second']);

    // Space picks the entry up, the arrow keys move it, Space drops it.
    // Each step waits for its announcement: the next key acts on the moved entry.
    await focusSettled(page);
    await page.getByRole('button', { name: 'Move E2E second', exact: true }).focus();
    await page.keyboard.press('Space');
    await announced(page, 'Picked up E2E second, position 3 of 3.');
    await moveToTop(page, 'E2E second moved to position 1 of 3.');
    await page.keyboard.press('Space');
    await announced(page, 'E2E second dropped at position 1 of 3.');
    await page.getByText('Menu order saved').waitFor();
    await expect.poll(() => namesIn(page, 'Second footer')).toEqual(['E2E second', 'Our website', 'E2E first']);
    await page.reload();
    await page.getByRole('heading', { name: 'Menus', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Move Our website', exact: true }).waitFor();
    await expect.poll(() => namesIn(page, 'Second footer')).toEqual(['E2E second', 'Our website', 'E2E first']);

    // Put the demo's own entry back first, and remove what the test added.
    await page.getByRole('button', { name: 'Move Our website', exact: true }).focus();
    await page.keyboard.press('Space');
    await announced(page, 'Picked up Our website, position 2 of 3.');
    await moveToTop(page, 'Our website moved to position 1 of 3.');
    await page.keyboard.press('Space');
    await announced(page, 'Our website dropped at position 1 of 3.');
    await page.getByText('Menu order saved').first().waitFor();
    for (const name of ['E2E first', 'E2E second']) {
      await page.getByRole('button', { name: `Delete ${name}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('button', { name: `Delete ${name}` }).waitFor({ state: 'detached' });
    }
    await expect.poll(() => namesIn(page, 'Second footer')).toEqual(['Our website']);
  });

  it('adds a page entry to the top menu and reorders it with the keyboard (sv)', async () => {
    const page = await pages.open();
    await signInAs(page, demo.swedishAdmin, 'sverige');
    await page.goto(appUrl('/organisation/admin/menus', 'sverige'));
    await page.getByRole('heading', { name: 'Menyer', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Lägg till ett menyval i Toppmeny' }).click();
    await page.getByLabel('Namn').fill('Villkor');
    await page.getByLabel('Leder till').selectOption({ label: 'Sida på webbplatsen' });
    await page.getByLabel('Sida', { exact: true }).selectOption({ label: 'Användarvillkor (/page/terms-of-service)' });
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Spara' }).click();
    await page.waitForURL((url) => url.pathname === '/organisation/admin/menus');
    await expect.poll(() => namesIn(page, 'Toppmeny')).toEqual(['Om oss', 'Villkor']);

    await focusSettled(page);
    await page.getByRole('button', { name: 'Flytta Villkor', exact: true }).focus();
    await page.keyboard.press('Space');
    await announced(page, 'Lyfte Villkor, plats 2 av 2.');
    await moveToTop(page, 'Villkor flyttades till plats 1 av 2.');
    await page.keyboard.press('Space');
    await announced(page, 'Villkor släpptes på plats 1 av 2.');
    await page.getByText('Menyns ordning sparades').waitFor();
    await expect.poll(() => namesIn(page, 'Toppmeny')).toEqual(['Villkor', 'Om oss']);
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Ta bort Villkor' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ta bort' }).click();
    await page.getByText('Menyvalet togs bort').waitFor();
    await expect.poll(() => namesIn(page, 'Toppmeny')).toEqual(['Om oss']);
  });
});

describe('partners admin', () => {
  it('adds a partner with a logo, edits and removes it (en)', async () => {
    const page = await pages.open();
    await signInAs(page, demo.orgAdmin);
    await page.goto(appUrl('/organisation/admin/partners'));
    await page.getByRole('heading', { name: 'Partners', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Northwind Traders' }).waitFor();
    await expectNoA11yViolations(page);

    await page.getByRole('main').getByRole('link', { name: 'Add partner' }).click();
    await page.waitForURL((url) => url.pathname === '/organisation/admin/partners/create');
    await page.getByLabel('Name').fill('E2E Partner');
    await page.getByLabel('Web address').fill('https://example.com/e2e');
    const logo = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#1f5fbf' } }).png().toBuffer();
    await page.locator('input[type=file]').setInputFiles({ name: 'e2e-logo.png', mimeType: 'image/png', buffer: logo });
    await page.getByRole('img', { name: 'Current logo' }).waitFor({ timeout: 30_000 });
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/organisation/admin/partners');
    await page.getByText('Partner created').waitFor();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'E2E Partner' }) });
    await card.getByRole('img', { name: 'E2E Partner' }).waitFor();

    await card.getByRole('link', { name: 'Edit E2E Partner' }).click();
    await page.getByRole('heading', { name: 'E2E Partner', level: 1 }).waitFor();
    await page.getByLabel('Name').fill('E2E Partner AB');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Partner updated').waitFor();
    await page.getByRole('button', { name: 'Remove E2E Partner AB' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Partner removed').waitFor();
    await page.getByRole('heading', { name: 'E2E Partner AB' }).waitFor({ state: 'detached' });
  });

  it('adds and removes a partner on the Swedish site (sv)', async () => {
    const page = await pages.open();
    await signInAs(page, demo.swedishAdmin, 'sverige');
    await page.goto(appUrl('/organisation/admin/partners', 'sverige'));
    await page.getByRole('heading', { name: 'Partner', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Norrsken Energi' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Northwind Traders' }).count()).toBe(0);
    await page.getByRole('main').getByRole('link', { name: 'Lägg till partner' }).click();
    await page.getByLabel('Namn').fill('Testpartner');
    await page.getByLabel('Webbadress').fill('inte en adress');
    await page.getByRole('button', { name: 'Spara' }).click();
    await page.getByText('Ange en webbadress (https://…) eller en sökväg på webbplatsen (/…).').waitFor();
    await expectNoA11yViolations(page);
    await page.getByLabel('Webbadress').fill('');
    await page.getByRole('button', { name: 'Spara' }).click();
    await page.getByText('Partnern skapades').waitFor();
    await page.getByRole('button', { name: 'Ta bort Testpartner' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ta bort' }).click();
    await page.getByText('Partnern togs bort').waitFor();
  });
});
