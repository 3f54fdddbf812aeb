import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, logIn, signInAs, usePagePerTest } from '../support/browser';
import { jpegOf, pdfOf } from '../support/sample-files';
import { CampaignSchema } from '#server/entities/campaign.entity.ts';
import { useAppDatabase } from '../support/app-database';

const pages = usePagePerTest();
const appEm = useAppDatabase();

function addDays(input: string, days: number): string {
  const date = new Date(`${input}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('campaign wizard', () => {
  it('lets a coach create a campaign step by step, with its rules checked on the way', async () => {
    const page = await pages.open();
    await logIn(page, demo.coach);
    await page.getByRole('link', { name: 'Create campaign' }).click();
    await page.waitForURL((url) => url.pathname === '/coach/campaign/create');
    await page.getByRole('heading', { level: 1, name: 'Create campaign' }).waitFor();
    await page.getByText('Step 1 of 7').waitFor();
    // Every screen is a numbered step, the idea fields too (issue 31).
    const stepList = page.getByRole('navigation', { name: 'Wizard steps' });
    expect(await stepList.getByRole('listitem').allInnerTexts()).toEqual(['1. Info', '2. Idea fields', '3. Dates', '4. Photo', '5. Documents', '6. Rewards', '7. Review']);
    // No Back before the first step.
    expect(await page.getByRole('link', { name: 'Back' }).count()).toBe(0);
    // The Advanced settings box is the organisation's admins' (campaign-fields.test.ts shows it to them).
    expect(await page.getByRole('group', { name: 'Advanced settings' }).count()).toBe(0);

    // An empty name is refused before anything is sent, and the field to fix gets the focus.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('This field is required.').waitFor();
    await expect.poll(() => page.getByLabel('Name').evaluate((field) => field === document.activeElement)).toBe(true);
    await expectNoA11yViolations(page);

    const name = `Wizard test ${Date.now()}`;
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Brief').fill('We look for **bold** ideas.');
    expect(await page.getByLabel('Brief').inputValue()).toBe('We look for **bold** ideas.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/edit') && url.searchParams.get('step') === 'customfields' && url.searchParams.get('new') === '1');
    const slug = new URL(page.url()).pathname.split('/')[3]!;

    await page.getByRole('heading', { name: 'Idea fields' }).waitFor();
    await page.getByText('Step 2 of 7').waitFor();
    expect(await stepList.locator('[aria-current="step"]').innerText()).toBe('2. Idea fields');
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.searchParams.get('step') === 'date');

    // The end defaults to four weeks after the start; more than four weeks is too far.
    const start = page.getByLabel('Start date');
    const end = page.getByLabel('End date');
    const startValue = await start.inputValue();
    expect(await end.inputValue()).toBe(addDays(startValue, 28));
    await page.screenshot({ path: 'test-results/wizard-date.png', fullPage: true });
    await end.fill(addDays(startValue, 60));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('The end date is too far in the future.').waitFor();
    await expect.poll(() => end.evaluate((field) => field === document.activeElement)).toBe(true);
    await expectNoA11yViolations(page);
    await end.fill(addDays(startValue, 28));
    await page.getByRole('button', { name: 'Next' }).click();

    await page.waitForURL((url) => url.searchParams.get('step') === 'photo');
    await page.getByText('Step 4 of 7').waitFor();
    // Back goes to the previous screen, still creating; Next comes back.
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL((url) => url.searchParams.get('step') === 'date' && url.searchParams.get('new') === '1');
    await page.getByText('Step 3 of 7').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.searchParams.get('step') === 'photo');
    await expectNoA11yViolations(page);
    await page.locator('input[type=file]').setInputFiles({ name: 'campaign-photo.jpg', mimeType: 'image/jpeg', buffer: await jpegOf(40_000, 800, 600) });
    await page.getByRole('status').filter({ hasText: 'Uploaded' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.searchParams.get('step') === 'documents');
    await page.locator('input[type=file]').setInputFiles({ name: 'rules.pdf', mimeType: 'application/pdf', buffer: pdfOf(3_000) });
    await page.getByRole('status').filter({ hasText: 'Uploaded' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.searchParams.get('step') === 'rewards');
    await page.getByText('Step 6 of 7').waitFor();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Add reward' }).click();
    await page.getByLabel('Reward 1 title').fill('A cake for the team');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.waitForURL((url) => url.searchParams.get('step') === 'review');
    await page.getByText('Step 7 of 7').waitFor();
    await page.getByText('A cake for the team').waitFor();
    await expectNoA11yViolations(page);
    // The brief as the brief page will show it: markdown rendered by the server.
    await page.locator('.rendered-markdown strong', { hasText: 'bold' }).waitFor({ timeout: 3000 });
    expect(await page.getByText('**bold**').count()).toBe(0);
    await page.screenshot({ path: 'test-results/wizard-review.png', fullPage: true });
    // The last button says what it does.
    await page.getByRole('button', { name: 'Publish campaign' }).click();
    // Created: the brief opens under a message that links the new campaign, with no OK to press.
    await page.waitForURL((url) => url.pathname === `/coach/campaigns/${slug}/brief`);
    await page.getByText('Your campaign has been created').waitFor();
    expect(await page.getByRole('link', { name: 'Open the campaign' }).getAttribute('href')).toBe(`/coach/campaigns/${slug}`);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expectNoA11yViolations(page);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('link', { name: 'Edit campaign' }).waitFor();
    // The photo and the document made it to the brief, and the document downloads as a PDF.
    const photo = page.getByRole('img', { name: new RegExp(name) });
    await photo.waitFor();
    await expectNoA11yViolations(page);
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const documentLink = page.getByRole('link', { name: /rules\.pdf/ });
    const download = await page.request.get(appUrl((await documentLink.getAttribute('href'))!));
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect(pages.errors().filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  });

  it('numbers the Idea fields step and ends with Publicera kampanj on the Swedish site (issue 31)', async () => {
    const page = await pages.open();
    await signInAs(page, demo.swedishAdmin, 'sverige');
    await page.goto(appUrl('/coach/campaign/create', 'sverige'));
    await page.getByRole('heading', { level: 1, name: 'Skapa kampanj' }).waitFor();
    await page.getByText('Steg 1 av 7').waitFor();
    const stepList = page.getByRole('navigation', { name: 'Guidens steg' });
    expect(await stepList.getByRole('listitem').allInnerTexts()).toEqual(['1. Info', '2. Idéfält', '3. Datum', '4. Bild', '5. Dokument', '6. Belöningar', '7. Granska']);

    const name = `Guidetest ${Date.now()}`;
    await page.getByLabel('Namn').fill(name);
    await page.getByLabel('Beskrivning', { exact: true }).fill('Vi söker **djärva** idéer.');
    await page.getByRole('button', { name: 'Nästa' }).click();
    await page.waitForURL((url) => url.searchParams.get('step') === 'customfields');
    const slug = new URL(page.url()).pathname.split('/')[3]!;
    await page.getByText('Steg 2 av 7').waitFor();
    expect(await stepList.locator('[aria-current="step"]').innerText()).toBe('2. Idéfält');
    await expectNoA11yViolations(page);

    // The other steps keep their defaults, on to the review, whose last button says what it does.
    for (const step of [3, 4, 5, 6, 7]) {
      await page.getByRole('button', { name: 'Nästa' }).click();
      await page.getByText(`Steg ${step} av 7`).waitFor();
    }
    await page.getByRole('button', { name: 'Publicera kampanj' }).click();
    await page.waitForURL((url) => url.pathname === `/coach/campaigns/${slug}/brief`);
    await page.getByText('Din kampanj har skapats').waitFor();
    expect(await page.getByRole('link', { name: 'Öppna kampanjen' }).getAttribute('href')).toBe(`/coach/campaigns/${slug}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const saved = await appEm().fork().findOneOrFail(CampaignSchema, { slug }, { filters: false });
    expect(saved.active).toBe(true);
  });

  // Issue 30: seeded campaigns start at the seed's time of day, which the Dates step once took for a moved start.
  const runningCampaigns = [
    { host: 'default', admin: demo.orgAdmin, slug: 'office-of-the-future', words: { end: 'End date', start: 'Start date', save: 'Save', saved: 'Campaign saved', locked: 'The campaign has started, so its start date can no longer change.' } },
    { host: 'sverige', admin: demo.swedishAdmin, slug: 'hallbar-vardag', words: { end: 'Slutdatum', start: 'Startdatum', save: 'Spara', saved: 'Kampanjen har sparats', locked: 'Kampanjen har startat, så startdatumet kan inte längre ändras.' } },
  ] as const;
  for (const { host, admin, slug, words } of runningCampaigns) {
    it(`lets an admin extend a running campaign's end date on its Dates step (${host})`, async () => {
      const stored = await appEm().findOneOrFail(CampaignSchema, { slug }, { filters: false });
      const original = { startDate: stored.startDate, endDate: stored.endDate };
      expect(original.startDate.toISOString().endsWith('T00:00:00.000Z')).toBe(false);
      const page = await pages.open();
      await logIn(page, admin, host);
      try {
        await page.goto(appUrl(`/coach/campaigns/${slug}/edit?step=date`, host));
        const end = page.getByLabel(words.end);
        await end.waitFor();
        expect(await page.getByLabel(words.start).inputValue()).toBe(original.startDate.toISOString().slice(0, 10));
        const extended = addDays(await end.inputValue(), 7);
        await end.fill(extended);
        await page.getByRole('button', { name: words.save }).click();
        await page.getByText(words.saved).waitFor();
        expect(await page.getByText(words.locked).count()).toBe(0);

        // Stored, and shown again when the step is opened afresh; the start kept its time of day.
        const saved = await appEm().findOneOrFail(CampaignSchema, { slug }, { filters: false });
        expect(saved.endDate.toISOString().slice(0, 10)).toBe(extended);
        expect(saved.startDate.toISOString()).toBe(original.startDate.toISOString());
        await page.reload();
        await expect.poll(() => page.getByLabel(words.end).inputValue()).toBe(extended);
        await expectNoA11yViolations(page);
      } finally {
        // The browser tests on a worker share its server and its demo campaigns.
        await appEm().nativeUpdate(CampaignSchema, { slug }, original, { filters: false });
      }
    });
  }

  it('asks visitors to log in', async () => {
    const page = await pages.open();
    await page.goto(appUrl('/coach/campaign/create'));
    await page.getByRole('heading', { name: 'Log in to create a campaign' }).waitFor();
  });
});
