import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { CampaignStageSchema } from '#server/entities/stage.entity.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { buildUser } from '#server/modules/user/user.service.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { expectNoA11yViolations } from '../support/axe';
import { useAppDatabase } from '../support/app-database';
import { appUrl, demo, logIn, usePagePerTest, waitForMainHeading, type SiteHost } from '../support/browser';

const pages = usePagePerTest();
const appEm = useAppDatabase();
const suffix = randomBytes(3).toString('hex');

const texts = {
  en: {
    host: 'default' as SiteHost,
    admin: demo.orgAdmin,
    stageLink: 'Scorecard and reviews: Review',
    newTemplate: 'New template',
    templateName: 'Template name',
    saveTemplate: 'Save template',
    templateSaved: 'The template Panel review has been saved.',
    startFrom: 'Start from',
    useTemplate: 'Use template',
    addCriterion: 'Add a criterion',
    criterion: 'Criterion 1',
    nameEn: 'Name in English',
    nameSv: 'Name in Swedish',
    scale: 'Scale',
    tenPoints: '1 to 10',
    weight: 'Weight',
    save: 'Save scorecard',
    saved: 'The scorecard has been saved.',
    evaluatorEmail: 'E-mail address of an evaluator',
    addEvaluator: 'Add evaluator',
    added: 'is now an evaluator.',
    dueDate: 'Due date',
    reviewsPerIdea: 'Reviews per idea',
    auto: 'Assign automatically',
    autoDone: '12 reviews assigned across 6 ideas.',
    balanced: 'The load is balanced: no evaluator has more than one review more than another.',
    loadCaption: 'Reviews per evaluator in this stage',
  },
  sv: {
    host: 'sverige' as SiteHost,
    admin: demo.swedishAdmin,
    stageLink: 'Bedömningsformulär och bedömningar: Granskning',
    addCriterion: 'Lägg till ett kriterium',
    criterion: 'Kriterium 1',
    nameEn: 'Namn på engelska',
    nameSv: 'Namn på svenska',
    scale: 'Skala',
    tenPoints: '1 till 10',
    weight: 'Vikt',
    save: 'Spara formuläret',
    saved: 'Bedömningsformuläret har sparats.',
    evaluatorEmail: 'E-postadress till en bedömare',
    addEvaluator: 'Lägg till bedömare',
    added: 'är nu bedömare.',
    dueDate: 'Slutdatum',
    reviewsPerIdea: 'Bedömningar per idé',
    auto: 'Tilldela automatiskt',
    autoDone: '12 bedömningar tilldelade över 6 idéer.',
    balanced: 'Belastningen är jämn: ingen bedömare har mer än en bedömning fler än någon annan.',
    loadCaption: 'Bedömningar per bedömare i steget',
  },
} as const;

/**
 * A campaign of the site's admin (who coaches every campaign) with one stage holding six ideas, the
 * first written by one of three people who are not evaluators yet. The stage is item 1's and the
 * people the site's: neither is what this screen makes.
 */
async function stageUnderReview(language: 'en' | 'sv') {
  const em = appEm();
  const t = texts[language];
  const org = await em.findOneOrFail(OrganisationSchema, t.host === 'default' ? { isDefault: true } : { subdomain: 'sverige' });
  const admin = await em.findOneOrFail(UserSchema, { emailNormalized: t.admin }, { filters: false });
  const evaluators = ['Ada', 'Bo', 'Cy'].map((firstName) =>
    buildUser(em, org, { email: `${firstName.toLowerCase()}.${language}.${suffix}@example.com`, firstName, lastName: 'Reviewer', passwordHash: 'not-used', status: 'active' }),
  );
  await em.flush();
  const campaign = await createCampaignRow({ organisation: org, coach: admin, name: `Reviewed ideas ${suffix}` }, em);
  await createIdeaRow({ campaign, author: evaluators[0]!, name: 'Idea by an evaluator' }, em);
  for (let index = 1; index < 6; index += 1) await createIdeaRow({ campaign, author: admin, name: `Idea ${index}` }, em);
  const stage = em.create(CampaignStageSchema, { organisation: org, campaign, position: 0, nameEn: 'Review', nameSv: 'Granskning', participantView: 'stage', reportsStatus: 'PUBLISHED' });
  await em.flush();
  return { slug: campaign.slug, stageId: stage.id, evaluators };
}

const assignmentsOf = (stageId: string) =>
  appEm()
    .getConnection()
    .execute<{ evaluator_id: string; author: boolean }[]>(
      `select a.evaluator_id, exists (select 1 from idea_author x where x.idea_id = a.idea_id and x.user_id = a.evaluator_id) as author from review_assignment a where a.stage_id = ?`,
      [stageId],
    );

describe.each(['en', 'sv'] as const)('a stage\'s review set-up (%s)', (language) => {
  const t = texts[language];

  it('the coach builds a scorecard, adds evaluators, assigns automatically and sees the load balanced', async () => {
    const page = await pages.open();
    const site = await stageUnderReview(language);
    await logIn(page, t.admin, t.host);

    if (language === 'en') {
      // The site's scorecard template, kept by the admin, is where the stage's scorecard starts.
      await page.goto(appUrl('/organisation/admin/scorecard-templates', t.host));
      await page.getByRole('button', { name: texts.en.newTemplate }).click();
      await page.getByLabel(texts.en.templateName).fill('Panel review');
      await page.getByRole('button', { name: t.addCriterion }).click();
      const criterion = page.getByRole('group', { name: t.criterion });
      await criterion.getByLabel(t.nameEn).fill('Impact');
      await criterion.getByLabel(t.nameSv).fill('Nytta');
      await criterion.getByLabel(t.scale).selectOption({ label: t.tenPoints });
      await criterion.getByLabel(t.weight).fill('2');
      await page.getByRole('button', { name: texts.en.saveTemplate }).click();
      await page.getByRole('status').getByText(texts.en.templateSaved).waitFor();
      await expectNoA11yViolations(page);
    }

    await page.goto(appUrl(`/coach/campaigns/${site.slug}/stages`, t.host));
    await page.getByRole('link', { name: t.stageLink }).click();
    await page.waitForURL((url) => url.pathname === `/coach/campaigns/${site.slug}/stages/${site.stageId}`);
    await waitForMainHeading(page);

    if (language === 'en') {
      await page.getByLabel(texts.en.startFrom).selectOption({ label: 'Panel review' });
      await page.getByRole('button', { name: texts.en.useTemplate }).click();
    } else {
      await page.getByRole('button', { name: t.addCriterion }).click();
      const criterion = page.getByRole('group', { name: t.criterion });
      await criterion.getByLabel(t.nameEn).fill('Impact');
      await criterion.getByLabel(t.nameSv).fill('Nytta');
      await criterion.getByLabel(t.scale).selectOption({ label: t.tenPoints });
      await criterion.getByLabel(t.weight).fill('2');
    }
    expect(await page.getByRole('group', { name: t.criterion }).getByLabel(t.nameSv).inputValue()).toBe('Nytta');
    await page.getByRole('button', { name: t.save }).click();
    await page.getByRole('status').getByText(t.saved).waitFor();

    for (const evaluator of site.evaluators) {
      await page.getByLabel(t.evaluatorEmail).fill(evaluator.email);
      await page.getByRole('button', { name: t.addEvaluator }).click();
      await page.getByRole('status').getByText(`${evaluator.email} ${t.added}`).waitFor();
    }

    await page.getByLabel(t.dueDate).fill('2030-06-30');
    await page.getByLabel(t.reviewsPerIdea).fill('2');
    await page.getByRole('button', { name: t.auto }).click();
    await page.getByRole('status').getByText(t.autoDone).waitFor();
    await page.getByText(t.balanced).waitFor();
    const loads = page.getByRole('table', { name: t.loadCaption });
    for (const evaluator of site.evaluators) await expect.poll(() => loads.getByRole('row', { name: `${evaluator.firstName} Reviewer 4 0 4` }).count()).toBe(1);

    const assignments = await assignmentsOf(site.stageId);
    expect(assignments).toHaveLength(12);
    expect(assignments.filter((row) => row.author)).toEqual([]);

    if (language === 'en') {
      // An open review handed to the one evaluator the idea does not have yet.
      await page.getByRole('button', { name: /to another evaluator$/ }).first().click();
      await page.getByLabel(/^Hand .* review of .* to$/).selectOption({ index: 1 });
      await page.getByRole('button', { name: 'Hand over' }).click();
      await expect.poll(() => loads.getByRole('row', { name: /Reviewer 5 0 5$/ }).count()).toBe(1);
      await expect.poll(() => loads.getByRole('row', { name: /Reviewer 3 0 3$/ }).count()).toBe(1);
      expect(await assignmentsOf(site.stageId)).toHaveLength(12);

      // The admin deletes the template after a confirmation; the stage keeps the scorecard it took.
      await page.goto(appUrl('/organisation/admin/scorecard-templates', t.host));
      await page.getByRole('button', { name: 'Delete Panel review' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this scorecard template?' });
      await confirm.getByText('“Panel review” will be deleted. Stages that took their scorecard from it keep their own.').waitFor();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('status').getByText('The template Panel review has been deleted.').waitFor();
      await page.getByText('There are no scorecard templates yet.').waitFor();
      await page.goto(appUrl(`/coach/campaigns/${site.slug}/stages/${site.stageId}`, t.host));
      expect(await page.getByRole('group', { name: t.criterion }).getByLabel(t.nameEn).inputValue()).toBe('Impact');
    }
  });
});
