import { describe, expect, it } from 'vitest';
import type { CampaignDetails } from '#client/trpc.ts';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, logIn, signInAs, usePagePerTest } from '../support/browser';
import { callFromPage } from '../support/page-trpc';

const pages = usePagePerTest();

/**
 * Spec 1 §2 and §6 (issue 20 item 10): the brief lists the campaign's idea fields, and a field
 * whose answers are not public is marked so there and on the idea page, for those who see it.
 */
describe('campaign idea fields', () => {
  it('lists the idea fields on the brief and marks a non-public one there and on the idea page (en)', async () => {
    const page = await pages.open();
    await logIn(page, demo.orgAdmin);
    const before = await callFromPage<CampaignDetails>(page, 'campaign.forEdit', { slug: 'greener-commutes' }, 'query');
    const fields = before.settings.ideaExtraFields.custom;
    try {
      // The browser tests on a worker share its server: the effort field turns non-public here and back after.
      await callFromPage(page, 'campaign.update', {
        slug: 'greener-commutes',
        settings: { ideaExtraFields: { custom: fields.map((field) => (field.fieldid === 'val.demo-effort' ? { ...field, public: false } : field)) } },
      });
      await page.goto(appUrl('/coach/campaigns/greener-commutes/brief'));
      const section = page.getByRole('region', { name: 'Idea fields' });
      await section.getByText('Department').waitFor();
      expect(await section.getByRole('listitem').filter({ hasText: 'Effort to try it' }).getByText('Not public').count()).toBe(1);
      expect(await section.getByRole('listitem').filter({ hasText: 'Department' }).getByText('Not public').count()).toBe(0);
      await expectNoA11yViolations(page);
      await section.screenshot({ path: 'test-results/brief-idea-fields-en.png' });

      // An admin sees the non-public answer on the idea page, marked as such.
      await page.goto(appUrl('/coach/campaigns/greener-commutes'));
      await page.getByRole('link', { name: 'Secure bike parking in the garage' }).click();
      const details = page.getByRole('region', { name: 'Details' });
      await details.getByText('Effort to try it').waitFor();
      expect(await details.getByText('Not public').count()).toBe(1);
      await expectNoA11yViolations(page);
      await details.screenshot({ path: 'test-results/idea-not-public-en.png' });
    } finally {
      await callFromPage(page, 'campaign.update', { slug: 'greener-commutes', settings: { ideaExtraFields: { custom: fields } } });
    }
  });

  it('shows the campaign’s coach a non-public answer on the idea page, marked as such (issue 30)', async () => {
    const page = await pages.open();
    await logIn(page, demo.coach);
    const before = await callFromPage<CampaignDetails>(page, 'campaign.forEdit', { slug: 'greener-commutes' }, 'query');
    const fields = before.settings.ideaExtraFields.custom;
    try {
      await callFromPage(page, 'campaign.update', {
        slug: 'greener-commutes',
        settings: { ideaExtraFields: { custom: fields.map((field) => (field.fieldid === 'val.demo-effort' ? { ...field, public: false } : field)) } },
      });
      // Carl coaches the campaign and wrote neither the idea nor is he an admin: the organisers' fields are his too (spec 1 §6).
      await page.goto(appUrl('/coach/campaigns/greener-commutes'));
      await page.getByRole('link', { name: 'Secure bike parking in the garage' }).click();
      const details = page.getByRole('region', { name: 'Details' });
      await details.getByText('Effort to try it').waitFor();
      expect(await details.getByText('Medium').count()).toBe(1);
      expect(await details.getByText('Not public').count()).toBe(1);
      await expectNoA11yViolations(page);
    } finally {
      await callFromPage(page, 'campaign.update', { slug: 'greener-commutes', settings: { ideaExtraFields: { custom: fields } } });
    }
  });

  it('lists the idea fields on the brief (sv)', async () => {
    const page = await pages.open();
    await page.goto(appUrl('/coach/campaigns/hallbar-vardag/brief', 'sverige'));
    const section = page.getByRole('region', { name: 'Idéfält' });
    await section.getByText('Avdelning').waitFor();
    expect(await section.getByText('Inte offentlig').count()).toBe(0);
  });

  for (const host of ['default', 'sverige'] as const) {
    it(`shows the organisation's admins the wizard's Advanced settings box (${host})`, async () => {
      const words = host === 'default' ? { box: 'Advanced settings', visibility: 'Who may read feedback from members', admins: 'Admins only' } : { box: 'Avancerade inställningar', visibility: 'Vem får läsa feedback från medlemmar', admins: 'Bara administratörer' };
      const page = await pages.open();
      await signInAs(page, host === 'default' ? demo.orgAdmin : demo.swedishAdmin, host);
      await page.goto(appUrl('/coach/campaign/create', host));
      const box = page.getByRole('group', { name: words.box });
      await box.waitFor();
      expect(await box.getByRole('checkbox').count()).toBe(2);
      await box.getByLabel(words.visibility).selectOption({ label: words.admins });
      await expectNoA11yViolations(page);
      await page.screenshot({ path: `test-results/wizard-advanced-${host}.png`, fullPage: true });
    });
  }
});
