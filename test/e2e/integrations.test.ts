import { describe, expect, it } from 'vitest';
import { FAKE_CREDENTIALS } from '../support/fake-integrations';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, openPage, signInAs, usePagePerTest } from '../support/browser';
import { expectSubmitShowsMissing } from '../support/submit-checks';

const pages = usePagePerTest();

/** Console errors other than the browser's note about an answer with an error status. */
function appErrors(errors: string[]): string[] {
  return errors.filter((error) => !error.startsWith('Failed to load resource'));
}

/**
 * Spec 2 §7 against the fake services the browser tests' server is pointed at: an admin connects
 * Typeform and Trello, then a coach imports a survey's responses into a campaign and exports its
 * ideas to a Trello list, from the Ideas tab's menu, the second time with the keyboard only.
 */
describe('integrations', () => {
  it('connects Typeform and Trello, imports the responses as ideas and exports them as cards', async () => {
    const admin = await pages.open();
    await signInAs(admin, demo.orgAdmin);
    await admin.goto(appUrl('/organisation/admin/integrations'));
    await admin.getByRole('heading', { name: 'Integrations', level: 1 }).waitFor();
    expect(await admin.title()).toBe('Integrations | IdeaHunt');
    const typeform = admin.getByRole('region', { name: 'Typeform' });
    const trello = admin.getByRole('region', { name: 'Trello' });
    await typeform.getByText('Switch it on and enter its credentials to connect.').waitFor();

    await typeform.getByLabel('Use Typeform').check();
    await typeform.getByLabel('Token', { exact: true }).fill(FAKE_CREDENTIALS.typeformToken);
    await trello.getByLabel('Use Trello').check();
    await trello.getByLabel('Token', { exact: true }).fill('not-the-right-token');
    await admin.getByRole('button', { name: 'Save' }).click();
    await typeform.getByText('Successfully connected to your Typeform with 1 form').waitFor();
    // A wrong token is shown with Trello's own words, in an error style.
    await trello.getByRole('alert').getByText('Trello said: invalid token').waitFor();
    await expectNoA11yViolations(admin);

    await trello.getByLabel('Token', { exact: true }).fill(FAKE_CREDENTIALS.trelloToken);
    await admin.getByRole('button', { name: 'Save' }).click();
    await trello.getByText('Successfully connected to your Trello with 2 boards').waitFor();
    // Saved secrets never come back to the browser: the field is empty and says one is saved.
    expect(await typeform.getByLabel('Token', { exact: true }).inputValue()).toBe('');
    await typeform.getByText('Saved. Leave empty to keep it.').waitFor();
    await expectNoA11yViolations(admin);
    await admin.screenshot({ path: 'test-results/integrations-admin.png', fullPage: true });
    expect(appErrors(pages.errors())).toEqual([]);

    const coachPage = await openPage();
    const coach = coachPage.page;
    try {
      await signInAs(coach, demo.coach);
      await coach.goto(appUrl('/coach/campaigns/winter-wellbeing'));
      await coach.getByRole('heading', { name: 'Ideas', level: 2 }).waitFor();
      await coach.getByRole('button', { name: 'Import and export' }).click();
      expect(await coach.getByRole('menuitem').allTextContents()).toEqual(['Import from Typeform']);
      await coach.getByRole('menuitem', { name: 'Import from Typeform' }).click();

      const dialog = coach.getByRole('dialog', { name: 'Import ideas from Typeform' });
      // Import pressed before choosing says what is missing, the form, then the question (issue 31).
      await expectSubmitShowsMissing(dialog.getByRole('button', { name: 'Import' }), dialog.getByLabel('Form'), 'This field is required.');
      await dialog.getByLabel('Form').selectOption({ label: 'Ideas from the town hall' });
      // As a person would: once the form's questions have arrived (a press while they load has no question to point at yet).
      await dialog.getByLabel('The question with the idea').waitFor();
      await expectSubmitShowsMissing(dialog.getByRole('button', { name: 'Import' }), dialog.getByLabel('The question with the idea'), 'This field is required.');
      await dialog.getByLabel('The question with the idea').selectOption({ label: 'What is your idea?' });
      await dialog.getByLabel('First name (optional)').selectOption({ label: 'First name' });
      await dialog.getByLabel('Last name (optional)').selectOption({ label: 'Last name' });
      await dialog.getByLabel('E-mail (optional)').selectOption({ label: 'E-mail' });
      await expectNoA11yViolations(coach);
      await coach.screenshot({ path: 'test-results/integrations-import.png' });
      await dialog.getByRole('button', { name: 'Import' }).click();
      await coach.getByText('Imported 2 ideas.').waitFor();
      expect(await dialog.count()).toBe(0);
      await coach.getByRole('article', { name: 'Sunrise yoga before work' }).waitFor();
      await coach.getByRole('article', { name: 'A sauna evening each Friday' }).waitFor();
      await expectNoA11yViolations(coach);
      await coach.screenshot({ path: 'test-results/integrations-imported.png' });

      // Now with ideas, the menu has the CSV and Trello too; this time by keyboard alone.
      const menuButton = coach.getByRole('button', { name: 'Import and export' });
      await menuButton.focus();
      await coach.keyboard.press('ArrowDown');
      await expect.poll(() => coach.evaluate(() => document.activeElement?.textContent)).toBe('Export CSV');
      await coach.keyboard.press('End');
      await expect.poll(() => coach.evaluate(() => document.activeElement?.textContent)).toBe('Export to Trello');
      await coach.keyboard.press('Enter');
      const exportDialog = coach.getByRole('dialog', { name: 'Export ideas to Trello' });
      await expectSubmitShowsMissing(exportDialog.getByRole('button', { name: 'Export' }), exportDialog.getByLabel('Board'), 'This field is required.');
      await exportDialog.getByLabel('Board').selectOption({ label: 'Product roadmap' });
      await exportDialog.getByLabel('List').waitFor();
      await expectSubmitShowsMissing(exportDialog.getByRole('button', { name: 'Export' }), exportDialog.getByLabel('List'), 'This field is required.');
      await exportDialog.getByLabel('List').selectOption({ label: 'Inbox' });
      await exportDialog.getByRole('button', { name: 'Export' }).click();
      await coach.getByText('Exported 2 ideas to Trello.').waitFor();
      expect(appErrors(coachPage.errors)).toEqual([]);
    } finally {
      await coachPage.close();
    }
  });

  it('shows the integrations screen in Swedish on the Swedish site', async () => {
    const page = await pages.open();
    await signInAs(page, demo.swedishAdmin, 'sverige');
    await page.goto(appUrl('/organisation/admin/integrations', 'sverige'));
    await page.getByRole('heading', { name: 'Integrationer', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'QuickTapSurvey' }).getByText('Slå på den och fyll i inloggningsuppgifterna för att ansluta.').waitFor();
    expect(await page.getByRole('region', { name: 'QuickTapSurvey' }).getByLabel('API-nyckel').count()).toBe(1);
    await page.screenshot({ path: 'test-results/integrations-admin-sv.png', fullPage: true });
  });
});
