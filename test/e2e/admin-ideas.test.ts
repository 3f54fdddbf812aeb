import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, logIn, signInAs, usePagePerTest } from '../support/browser';

const pages = usePagePerTest();

/** An idea of the test's own, posted through the API as the signed-in admin, so no demo idea is changed. */
async function postIdea(page: Page, name: string): Promise<string> {
  return page.evaluate(async (name) => {
    const response = await fetch('/trpc/idea.create', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { campaignSlug: 'office-of-the-future', name, content: 'Plants on every desk, watered by a rota.', extraFields: {} } }),
    });
    if (!response.ok) throw new Error(`posting an idea failed: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { result: { data: { json: { guid: string } } } }).result.data.json.guid;
  }, name);
}

/** Console errors other than the browser's note about an answer with an error status. */
function appErrors(errors: string[]): string[] {
  return errors.filter((error) => !error.startsWith('Failed to load resource'));
}

describe('organisation admin: ideas', () => {
  it('filters the ideas, edits one and downloads the CSV of what is shown', async () => {
    const page = await pages.open();
    await logIn(page, demo.orgAdmin);
    const name = `Desk plants e2e ${Date.now()}`;
    await postIdea(page, name);

    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Ideas' }).click();
    await page.waitForURL((url) => url.pathname === '/organisation/admin/ideas');
    await page.getByRole('heading', { name: 'Ideas', level: 1 }).waitFor();
    expect(await page.title()).toBe('Ideas | IdeaHunt');
    const table = page.getByRole('table', { name: 'Ideas of this site' });
    await table.waitFor();
    await expectNoA11yViolations(page);
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Idea', 'Campaign', 'Status', 'Authors', 'Created', 'Activity', 'Actions']);

    // The default statuses are ticked; the rest are not.
    const statuses = page.getByRole('group', { name: 'Show statuses' });
    for (const label of ['Published', 'Candidate', 'Winner', 'Declined']) expect(await statuses.getByRole('checkbox', { name: label }).isChecked()).toBe(true);
    for (const label of ['Draft', 'Accepted', 'Implemented', 'Archived']) expect(await statuses.getByRole('checkbox', { name: label }).isChecked()).toBe(false);

    await page.getByRole('searchbox', { name: 'Search ideas' }).fill(name.split(' ').slice(0, 4).join(' '));
    await page.waitForURL((url) => url.searchParams.has('q'));
    const row = table.getByRole('row', { name: new RegExp(name) });
    // The unfiltered page shows the new idea too: wait for the search's answer.
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    await row.waitFor();
    expect(await row.textContent()).toContain('Office of the future');
    expect(await row.textContent()).toContain('Olivia Admin');

    // Unticking Published hides it; ticking it again brings it back and leaves the default URL.
    await statuses.getByRole('checkbox', { name: 'Published' }).uncheck();
    await page.waitForURL((url) => url.searchParams.has('status'));
    await page.getByRole('heading', { name: 'No ideas match' }).waitFor();
    await expectNoA11yViolations(page);
    await statuses.getByRole('checkbox', { name: 'Published' }).check();
    await page.waitForURL((url) => !url.searchParams.has('status'));
    await row.waitFor();

    await row.getByRole('link', { name: `Edit ${name}` }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/organisation/admin/ideas/edit/'));
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    const title = page.getByLabel('Title');
    await title.fill('');
    await title.blur();
    await page.getByText('This field is required').first().waitFor();
    await expectNoA11yViolations(page);
    await title.fill(`${name} edited`);
    await page.getByLabel('Status').selectOption('candidate');
    await page.getByLabel('Description').fill('Plants on every desk, watered by a **rota**.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The idea has been updated.').waitFor();
    await page.getByRole('heading', { name: `${name} edited`, level: 1 }).waitFor();
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: 'Back to ideas' }).click();
    await page.waitForURL((url) => url.pathname === '/organisation/admin/ideas');
    await page.getByRole('searchbox', { name: 'Search ideas' }).fill('edited');
    await page.waitForURL((url) => url.searchParams.get('q') === 'edited');
    const edited = page.getByRole('table', { name: 'Ideas of this site' }).getByRole('row', { name: new RegExp(`${name} edited`) });
    await edited.waitFor();
    expect(await edited.textContent()).toContain('Candidate');

    // The export link carries the active filters: the file holds exactly the ideas shown.
    const exports = page.getByRole('group', { name: 'Export the ideas shown' });
    expect(await exports.getByRole('link', { name: 'CSV', exact: true }).getAttribute('href')).toContain('filter=edited');
    const [download] = await Promise.all([page.waitForEvent('download'), exports.getByRole('link', { name: 'CSV', exact: true }).click()]);
    expect(download.suggestedFilename()).toMatch(/^ideas-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = readFileSync((await download.path())!);
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]!.startsWith('Campaign,Idea,Description,Status,Authors,Created')).toBe(true);
    expect(lines.slice(1)).toEqual([expect.stringMatching(new RegExp(`^Office of the future,${name} edited,.*,candidate,Olivia Admin,`))]);
    expect(appErrors(pages.errors())).toEqual([]);
  });

  it('opens the list in Swedish on the Swedish site', async () => {
    const page = await pages.open();
    await signInAs(page, demo.swedishAdmin, 'sverige');
    await page.goto(appUrl('/organisation/admin/ideas?page=1', 'sverige'));
    await page.getByRole('heading', { name: 'Idéer', level: 1 }).waitFor();
    await page.getByRole('group', { name: 'Visa statusar' }).waitFor();
    await page.getByRole('group', { name: 'Exportera idéerna som visas' }).getByRole('link', { name: 'CSV för Windows' }).waitFor();
    expect(appErrors(pages.errors())).toEqual([]);
  });
});
