import { describe, expect, it } from 'vitest';
import type { AdminSettingsDto } from '#server/modules/organisation/site-settings.presenter.ts';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, logIn, usePagePerTest } from '../support/browser';
import { callFromPage } from '../support/page-trpc';
import { settingsFormOf } from '../support/site-settings';

const pages = usePagePerTest();

/** Spec 1 §6 and §9 (issue 20 item 9): the points the idea form and the feedback modal name go when the site hides gamification. */
describe('points with gamification hidden', () => {
  it('shows 1500 on the idea form and 200 on the feedback modal, and neither once the site hides gamification', async () => {
    const page = await pages.open();
    await logIn(page, demo.orgAdmin);
    const before = await callFromPage<AdminSettingsDto>(page, 'organisation.adminSettings', undefined, 'query');
    const ideaForm = async () => {
      await page.goto(appUrl('/campaign/greener-commutes/new-idea'));
      await page.getByRole('heading', { level: 1, name: 'Share your idea in Greener commutes' }).waitFor();
      await page.getByLabel('Title').waitFor();
    };
    const feedbackModal = async () => {
      await page.goto(appUrl('/coach/campaigns/greener-commutes'));
      await page.getByRole('link', { name: 'Car pool matching in the intranet' }).click();
      await page.getByRole('button', { name: 'Give feedback' }).click();
      const dialog = page.getByRole('dialog', { name: 'Give feedback' });
      await dialog.getByRole('button', { name: 'Send feedback' }).waitFor();
      return dialog;
    };

    await ideaForm();
    await page.getByText('Sharing an idea gives you 1500 points.').waitFor();
    await (await feedbackModal()).getByText('Giving feedback gives you 200 points.').waitFor();

    try {
      // The browser tests on a worker share its server: the setting goes back at the end.
      await callFromPage(page, 'organisation.updateSettings', settingsFormOf(before, { hideGamification: true }));
      await ideaForm();
      expect(await page.getByText(/1500 points/).count()).toBe(0);
      await expectNoA11yViolations(page);
      const dialog = await feedbackModal();
      expect(await dialog.getByText(/200 points/).count()).toBe(0);
      await expectNoA11yViolations(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    } finally {
      await callFromPage(page, 'organisation.updateSettings', settingsFormOf(before));
    }
  });
});
