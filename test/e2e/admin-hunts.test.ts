import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, logIn, signInAs, usePagePerTest } from '../support/browser';
import { expectSubmitShowsMissing } from '../support/submit-checks';
import { slugify } from '#shared/slug.ts';

const pages = usePagePerTest();
const open = pages.open;

/** Console errors other than the browser's note about an answer with an error status (403, 404). */
function appErrors(errors: string[]): string[] {
  return errors.filter((error) => !error.startsWith('Failed to load resource'));
}

/** The hunt names of the table on screen, in order. */
async function huntNames(page: Page): Promise<string[]> {
  return page.getByRole('table').locator('tbody th[scope=row]').allTextContents();
}

/** Drafts made through the API as the signed-in admin, so the list has a second page. Drafts appear on no dashboard but their coach's. */
async function createDrafts(page: Page, count: number, prefix = 'Zz e2e draft hunt'): Promise<void> {
  await page.evaluate(async ({ count, prefix }) => {
    const start = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString();
    for (let i = 1; i <= count; i += 1) {
      const response = await fetch('/trpc/campaign.create', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ json: { name: `${prefix} ${i}`, startDate: start } }),
      });
      if (!response.ok) throw new Error(`creating a draft failed: ${response.status}`);
    }
  }, { count, prefix });
}

async function setCustomCode(page: Page, slug: string, code: string): Promise<void> {
  await page.evaluate(
    async ({ slug, code }) => {
      const response = await fetch('/trpc/campaign.admin.setCustomCode', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ json: { slug, customCode: code } }) });
      if (!response.ok) throw new Error(`setting custom code failed: ${response.status}`);
    },
    { slug, code },
  );
}

describe('organisation admin: hunts', () => {
  it('lists the hunts from the menu, sorts by name, pages with ?page and opens a brief', async () => {
    const page = await open();
    await logIn(page, demo.orgAdmin);
    await createDrafts(page, 5);

    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Campaigns' }).click();
    await page.waitForURL((url) => url.pathname === '/organisation/admin/hunts');
    await page.getByRole('heading', { name: 'Campaigns', level: 1 }).waitFor();
    expect(await page.title()).toBe('Campaigns | IdeaHunt');

    // Newest end first: the drafts start in two days and end four weeks later, after every demo hunt.
    const table = page.getByRole('table', { name: 'Campaigns, sorted by end date' });
    await table.waitFor();
    await expectNoA11yViolations(page);
    expect(await table.locator('tbody tr').count()).toBe(10);
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Campaign', 'Status', 'Starts', 'Ends', 'Coaches', 'Ideas', 'Contributors', 'Actions']);
    // Other browser tests add hunts too, so the row checked is one this test made.
    const draft = table.getByRole('row', { name: /Zz e2e draft hunt 1/ }).first();
    expect(await draft.getByRole('cell').nth(0).textContent()).toBe('Draft');
    expect(await draft.textContent()).toContain('Olivia Admin');

    await page.getByLabel('Sort by').selectOption('name');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'name' && !url.searchParams.has('page'));
    await page.getByRole('table', { name: 'Campaigns, sorted by name' }).waitFor();
    const byName = await huntNames(page);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en')));

    const pagination = page.getByRole('navigation', { name: 'Pages' });
    await pagination.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('sort') === 'name');
    await page.getByRole('table').getByText('Zz e2e draft hunt 5').waitFor();
    expect(await pagination.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    const secondPage = await huntNames(page);
    expect(secondPage).toEqual([...secondPage].sort((a, b) => a.localeCompare(b, 'en')));
    expect(byName).not.toContain(secondPage[0]);

    await pagination.getByRole('link', { name: 'Page 1' }).click();
    await page.waitForURL((url) => !url.searchParams.has('page'));
    await page.getByRole('table').getByText('Board secret project').waitFor();

    // Reloading keeps the page and sort from the URL.
    await page.goto(appUrl('/organisation/admin/hunts?sort=name&page=2'));
    await page.getByRole('table').getByText('Zz e2e draft hunt 5').waitFor();
    await page.goto(appUrl('/organisation/admin/hunts?sort=name'));

    await page.getByRole('link', { name: 'View campaign Greener commutes' }).click();
    await page.waitForURL((url) => url.pathname === '/coach/campaigns/greener-commutes/brief');
    await page.getByRole('heading', { name: 'Greener commutes', level: 1 }).waitFor();
    await expectNoA11yViolations(page);
    // Advanced settings are for super admins only.
    expect(await page.getByRole('heading', { name: 'Advanced settings' }).count()).toBe(0);
    expect(appErrors(pages.errors())).toEqual([]);
  });

  it('deletes a campaign from its brief after confirmation and returns to the dashboard', async () => {
    const page = await open();
    await logIn(page, demo.orgAdmin);
    const name = `Zz e2e doomed hunt ${Date.now()}`;
    await createDrafts(page, 1, name);
    await page.goto(appUrl(`/coach/campaigns/${slugify(`${name} 1`)}/brief`));
    const danger = page.getByRole('region', { name: 'Delete campaign' });
    await danger.getByRole('button', { name: 'Delete campaign' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${name} 1?` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await danger.getByRole('button', { name: 'Delete campaign' }).click();
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await page.waitForURL((url) => url.pathname === '/coach');
    await page.getByText(`The campaign ${name} 1 was deleted.`).waitFor();
    await expectNoA11yViolations(page);
    await page.goto(appUrl(`/coach/campaigns/${slugify(`${name} 1`)}/brief`));
    await page.getByRole('heading', { name: 'Error #404' }).waitFor();
  });

  it('is shown in Swedish on the Swedish site', async () => {
    const page = await open();
    await logIn(page, demo.swedishAdmin, 'sverige');
    await createDrafts(page, 1, 'Zz e2e svensk kampanj');
    await page.goto(appUrl('/organisation/admin/hunts', 'sverige'));
    await page.getByRole('heading', { name: 'Kampanjer', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Kampanjer sorterade efter slutdatum' });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Kampanj', 'Status', 'Startar', 'Slutar', 'Coacher', 'Idéer', 'Deltagare', 'Åtgärder']);
    const draft = table.getByRole('row', { name: /Zz e2e svensk kampanj 1/ });
    expect(await draft.textContent()).toContain('Utkast');
    expect(await draft.textContent()).toMatch(/\d{1,2} [a-zåäö]+\.? \d{4}/);
    await draft.getByRole('link', { name: 'Visa kampanjen Zz e2e svensk kampanj 1' }).waitFor();
    expect(appErrors(pages.errors())).toEqual([]);
  });
});

describe('super admin: all hunts', () => {
  it("lists every site's hunts with the site, narrows to one site, links to hunts on their own site, and is refused to org admins", async () => {
    const swedish = await open();
    await logIn(swedish, demo.swedishAdmin, 'sverige');
    await createDrafts(swedish, 1, 'Zz e2e all-sites hunt');
    await swedish.context().close();

    const page = await open();
    await logIn(page, demo.superAdmin);
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'All campaigns' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/campaigns');
    await page.getByRole('heading', { name: 'All campaigns', level: 1 }).waitFor();
    await expectNoA11yViolations(page);
    expect(await page.title()).toBe('All campaigns | IdeaHunt');

    await page.getByRole('table', { name: 'Campaigns, sorted by end date' }).waitFor();
    await page.getByLabel('Sort by').selectOption('name');
    const table = page.getByRole('table', { name: 'Campaigns, sorted by name' });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Campaign', 'Site', 'Status', 'Starts', 'Ends', 'Coaches', 'Ideas', 'Contributors', 'Actions']);
    expect(await table.getByRole('row', { name: /Board secret project/ }).textContent()).toContain('Demo Organisation');

    // One site only: the Swedish site's hunt, whose link opens it on its own host.
    await page.getByLabel('Site', { exact: true }).selectOption({ label: 'Demoorganisationen' });
    await page.waitForURL((url) => url.searchParams.has('site') && url.searchParams.get('sort') === 'name');
    // The previous page stays on screen (dimmed) until the narrowed one arrives.
    const narrowed = page.locator('[aria-busy="false"]').getByRole('table');
    const swedishRow = narrowed.getByRole('row', { name: /Zz e2e all-sites hunt 1/ });
    expect(await swedishRow.textContent()).toContain('Demoorganisationen');
    const link = swedishRow.getByRole('link', { name: 'View campaign Zz e2e all-sites hunt 1 on Demoorganisationen' });
    expect(await link.getAttribute('href')).toMatch(/^http:\/\/sverige\.localhost:\d+\/coach\/campaigns\/zz-e2e-all-sites-hunt-1[\w-]*\/brief$/);
    expect(new Set(await narrowed.locator('tbody td:nth-of-type(1)').allTextContents())).toEqual(new Set(['Demoorganisationen']));

    // A site without hunts says so, and leads back to all of them.
    await page.goto(appUrl('/admin/campaigns?site=01900000-0000-7000-8000-000000000000'));
    await page.getByRole('heading', { name: 'No campaigns on this site' }).waitFor();
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Show all sites' }).click();
    await page.waitForURL((url) => !url.searchParams.has('site'));
    await page.getByRole('table').waitFor();

    await page.goto(appUrl('/admin/campaigns?sort=name'));
    await page.getByRole('link', { name: 'View campaign Board secret project' }).click();
    await page.waitForURL((url) => url.pathname === '/coach/campaigns/board-secret-project/brief');
    expect(appErrors(pages.errors())).toEqual([]);
    await page.context().close();

    const admin = await open();
    await signInAs(admin, demo.orgAdmin);
    await admin.goto(appUrl('/admin/campaigns'));
    await admin.getByRole('heading', { name: 'No access', level: 1 }).waitFor();
    await expectNoA11yViolations(admin);
  });
});

describe('custom code on the brief', () => {
  it('runs in a sandbox that reaches neither the page, nor cookies, nor storage; super admins edit it', async () => {
    const page = await open();
    await signInAs(page, demo.superAdmin);
    await page.goto(appUrl('/coach/campaigns/office-of-the-future/brief'));
    const settings = page.getByRole('region', { name: 'Advanced settings' });
    await settings.waitFor();
    await expectNoA11yViolations(page);

    const probe =
      '<p id="out">not run</p><script>var seen = [];' +
      "try { seen.push('parent:' + parent.document.title); } catch (e) { seen.push('parent-blocked'); }" +
      "try { seen.push('storage:' + localStorage.length); } catch (e) { seen.push('storage-blocked'); }" +
      "try { seen.push('cookie:' + document.cookie); } catch (e) { seen.push('cookie-blocked'); }" +
      "document.getElementById('out').textContent = seen.join(' ');</script>";
    // Over the limit, Save says so under the code and goes there; the code stays as typed (issue 31).
    const code = settings.getByLabel('Custom code');
    const tooLong = 'x'.repeat(100_001);
    await code.fill(tooLong);
    await expectSubmitShowsMissing(settings.getByRole('button', { name: 'Save' }), code, 'The value is too long.');
    expect((await code.inputValue()).length).toBe(tooLong.length);
    await code.fill(probe);
    await settings.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Custom code saved').waitFor();
    await expectNoA11yViolations(page);

    const frame = page.frameLocator('iframe[title="Custom content of Office of the future"]');
    await frame.locator('#out').filter({ hasText: 'blocked' }).waitFor();
    expect(await frame.locator('#out').textContent()).toBe('parent-blocked storage-blocked cookie-blocked');
    const iframe = page.locator('iframe[title="Custom content of Office of the future"]');
    expect(await iframe.getAttribute('sandbox')).toBe('allow-scripts');

    // Every visitor gets the frame; emptying the code removes it.
    const visitor = await open();
    await visitor.goto(appUrl('/coach/campaigns/office-of-the-future/brief'));
    await visitor.frameLocator('iframe[title="Custom content of Office of the future"]').locator('#out').filter({ hasText: 'blocked' }).waitFor();
    await setCustomCode(page, 'office-of-the-future', '');
    await page.context().close();
    await visitor.reload();
    await visitor.getByRole('heading', { name: 'Office of the future', level: 1 }).waitFor();
    expect(await visitor.locator('iframe').count()).toBe(0);
  });
});
