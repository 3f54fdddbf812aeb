import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CampaignEvaluatorSchema, ReviewAssignmentSchema, ScorecardCriterionSchema } from '#server/entities/evaluation.entity.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { CampaignStageSchema } from '#server/entities/stage.entity.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { expectNoA11yViolations } from '../support/axe';
import { useAppDatabase } from '../support/app-database';
import { appUrl, demo, logIn, signInAs, type SiteHost, usePagePerTest, waitForMainHeading } from '../support/browser';

const pages = usePagePerTest();
const appEm = useAppDatabase();
const suffix = randomBytes(3).toString('hex');

/**
 * A campaign coached by the site's admin, with stages Review and Shortlist, a two-criterion
 * scorecard on Review and two of its ideas assigned to `evaluatorEmail` (the first overdue): what
 * the stage, scorecard and assignment screens make (items 1–3), tested on their own.
 */
async function assignedReviews(host: SiteHost, adminEmail: string, evaluatorEmail: string) {
  const em = appEm();
  const org = await em.findOneOrFail(OrganisationSchema, host === 'default' ? { isDefault: true } : { subdomain: 'sverige' });
  const admin = await em.findOneOrFail(UserSchema, { emailNormalized: adminEmail }, { filters: false });
  const evaluator = await em.findOneOrFail(UserSchema, { emailNormalized: evaluatorEmail }, { filters: false });
  const campaign = await createCampaignRow({ organisation: org, coach: admin, name: `Reviews ${suffix} ${host}` }, em);
  const first = await createIdeaRow({ campaign, author: admin, name: `Solar benches ${suffix}` }, em);
  const second = await createIdeaRow({ campaign, author: admin, name: `Rain gardens ${suffix}` }, em);
  const review = em.create(CampaignStageSchema, { organisation: org, campaign, position: 0, nameEn: 'Review', nameSv: 'Granskning', participantView: 'stage', reportsStatus: 'PUBLISHED' });
  em.create(CampaignStageSchema, { organisation: org, campaign, position: 1, nameEn: 'Shortlist', nameSv: 'Kortlista', participantView: 'stage', reportsStatus: 'candidate' });
  em.create(ScorecardCriterionSchema, { organisation: org, stage: review, position: 0, nameEn: 'Impact', nameSv: 'Nytta', guidance: 'Who gains, and how much?', scale: 5, weight: 2 });
  em.create(ScorecardCriterionSchema, { organisation: org, stage: review, position: 1, nameEn: 'Feasibility', nameSv: 'Genomförbarhet', scale: 10, weight: 1 });
  em.create(CampaignEvaluatorSchema, { organisation: org, campaign, user: evaluator, addedBy: admin });
  const assignment = (idea: typeof first, dueDate: string) => em.create(ReviewAssignmentSchema, { organisation: org, campaign, stage: review, idea, evaluator, dueDate, assignedBy: admin });
  const overdue = assignment(first, '2020-01-15');
  assignment(second, '2030-06-30');
  await em.flush();
  return { slug: campaign.slug, stageId: review.id, first, second, firstAssignment: overdue.id };
}

describe('reviewing', () => {
  it('a coach sets blind mode and a rule; an evaluator works the queue by keyboard and submits; the rule advances the idea; the coach undoes it (en)', async () => {
    const page = await pages.open();
    const site = await assignedReviews('default', demo.orgAdmin, demo.participant);

    await signInAs(page, demo.orgAdmin);
    await page.goto(appUrl(`/coach/campaigns/${site.slug}/stages/${site.stageId}`));
    await waitForMainHeading(page);
    await page.getByLabel('Blind review').check();
    const advance = page.getByRole('group', { name: 'Advance rule' });
    await advance.getByLabel('Use this rule').check();
    await advance.getByLabel('Move to stage').selectOption({ label: 'Shortlist' });
    await advance.getByLabel('When the mean score is at least (0–100)').fill('50');
    await advance.getByLabel('And at least this many reviews are in').fill('1');
    await page.getByRole('button', { name: 'Save review settings' }).click();
    await page.getByText('Review settings saved.').waitFor();

    // Each person's own session: the one before is dropped, as logging out would drop it.
    await page.context().clearCookies();
    await logIn(page, demo.participant);
    await page.getByRole('button', { name: /menu/i }).first().click();
    await page.getByRole('link', { name: 'My reviews' }).click();
    await waitForMainHeading(page);
    const group = page.getByRole('region', { name: `Reviews ${suffix} default: Review` });
    await group.getByText('0 of 2 done').waitFor();
    await group.getByText('1 overdue').waitFor();
    await group.getByRole('link', { name: site.first.name }).click();
    await page.getByRole('heading', { level: 1, name: site.first.name }).waitFor();
    await page.getByText('Blind review: the authors are hidden.').waitFor();
    await page.getByText('Keyboard: N opens the next review, P the previous one (not while you type in a comment).').waitFor();

    // Scores by keyboard: the arrow keys move along a criterion's scale.
    await page.getByRole('radio', { name: '1 of 5' }).focus();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
    await page.getByRole('radio', { name: '1 of 10' }).focus();
    for (let step = 0; step < 7; step += 1) await page.keyboard.press('ArrowRight');
    const comment = page.getByLabel('Comment on Impact');
    await comment.click();
    // Typing an n in a comment is typing, not going to the next review.
    await page.keyboard.type('Shade for everyone in summer');
    await page.getByRole('status').getByText('Saved').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/reviews/${site.firstAssignment}`);

    // Nothing is lost on reload.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: site.first.name }).waitFor();
    await expect.poll(() => page.getByRole('radio', { name: '4 of 5' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: '8 of 10' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Comment on Impact').inputValue()).toBe('Shade for everyone in summer');
    await page.screenshot({ path: 'test-results/review-page-en.png', fullPage: true });
    await expectNoA11yViolations(page);

    // N and P go along the queue.
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('n');
    await page.getByRole('heading', { level: 1, name: site.second.name }).waitFor();
    await page.getByRole('button', { name: 'Submit review' }).click();
    await page.getByRole('alert').getByText('Score every criterion before submitting the review.').first().waitFor();
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('p');
    await page.getByRole('heading', { level: 1, name: site.first.name }).waitFor();

    await page.getByRole('button', { name: 'Submit review' }).click();
    await page.getByText('Review submitted.').waitFor();
    await page.getByText(/^Submitted on .*The review can no longer be changed\.$/).waitFor();
    expect(await page.getByRole('radio', { name: '4 of 5' }).isDisabled()).toBe(true);

    // The rule moved the idea; the coach sees the move as the rule's and undoes it.
    await page.context().clearCookies();
    await signInAs(page, demo.orgAdmin);
    await page.goto(appUrl(`/coach/campaigns/${site.slug}/stages`));
    await waitForMainHeading(page);
    const move = page.getByRole('row', { name: new RegExp(site.first.name) });
    await move.getByText(/^A stage rule, /).waitFor();
    await move.getByText('Stage rule: mean ≥ 50 with at least 1 reviews (mean 75.9 of 1)').waitFor();
    await move.getByRole('button', { name: `Undo the move of ${site.first.name} from Review to Shortlist` }).click();
    await move.getByText(/^Undone by /).waitFor();
    const [idea] = await appEm().getConnection().execute<{ status: string }[]>('select status from idea where id = ?', [site.first.id]);
    expect(idea!.status).toBe('PUBLISHED');
  });

  it('shows the review page in Swedish (sv)', async () => {
    const page = await pages.open();
    const site = await assignedReviews('sverige', demo.swedishAdmin, demo.swedishAdmin);
    await signInAs(page, demo.swedishAdmin, 'sverige');
    await page.goto(appUrl(`/reviews/${site.firstAssignment}`, 'sverige'));
    await page.getByRole('heading', { level: 1, name: site.first.name }).waitFor();
    await page.getByRole('heading', { name: 'Bedömningsmall' }).waitFor();
    await page.getByRole('group', { name: /Nytta/ }).getByRole('radio', { name: '3 av 5' }).check({ force: true });
    await page.getByRole('status').getByText('Sparat').waitFor();
    await page.getByRole('button', { name: 'Skicka in granskningen' }).waitFor();
  });
});
