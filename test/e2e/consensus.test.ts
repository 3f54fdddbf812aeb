import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CampaignEvaluatorSchema, ReviewAssignmentSchema, ScorecardCriterionSchema } from '#server/entities/evaluation.entity.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { CampaignStageSchema } from '#server/entities/stage.entity.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { buildUser } from '#server/modules/user/user.service.ts';
import { publishEvent } from '#server/realtime/realtime-events.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { submitReviewRow } from '../factories/review.factory';
import { useAppDatabase } from '../support/app-database';
import { appUrl, demo, signInAs, type SiteHost, usePagePerTest, waitForMainHeading } from '../support/browser';

const pages = usePagePerTest();
const appEm = useAppDatabase();
const suffix = randomBytes(3).toString('hex');

/**
 * A stage of a campaign `coach` runs, scored on Clarity (weight 1) and Value (weight 4), with two
 * evaluators assigned each of three ideas. Stage, scorecard and assignments are items 1–3's and the
 * reviews item 4's screens' (built elsewhere): the consensus table only reads them. Boundary's two
 * reviews score 0 and 40 (exactly the disagreement spread apart), Agreed's both 100, Waiting has none.
 */
async function reviewedStage(host: SiteHost, coachEmail: string) {
  const em = appEm();
  const org = await em.findOneOrFail(OrganisationSchema, host === 'default' ? { isDefault: true } : { subdomain: 'sverige' });
  const coach = await em.findOneOrFail(UserSchema, { emailNormalized: coachEmail }, { filters: false });
  const evaluators = ['Ada', 'Bo'].map((firstName) =>
    buildUser(em, org, { email: `${firstName.toLowerCase()}.consensus.${host}.${suffix}@example.com`, firstName, lastName: 'Reviewer', passwordHash: 'not-used', status: 'active' }),
  );
  await em.flush();
  const campaign = await createCampaignRow({ organisation: org, coach, name: `Ranked ideas ${suffix}` }, em);
  const ideas = [];
  for (const name of ['Boundary', 'Agreed', 'Waiting']) ideas.push(await createIdeaRow({ campaign, author: coach, name }, em));
  const stage = em.create(CampaignStageSchema, { organisation: org, campaign, position: 0, nameEn: 'Review', nameSv: 'Granskning', participantView: 'stage', reportsStatus: 'PUBLISHED' });
  em.create(ScorecardCriterionSchema, { organisation: org, stage, position: 0, nameEn: 'Clarity', nameSv: 'Tydlighet', scale: 5, weight: 1 });
  em.create(ScorecardCriterionSchema, { organisation: org, stage, position: 1, nameEn: 'Value', nameSv: 'Värde', scale: 5, weight: 4 });
  for (const evaluator of evaluators) em.create(CampaignEvaluatorSchema, { organisation: org, campaign, user: evaluator, addedBy: coach });
  const assignments = ideas.map((idea) => evaluators.map((evaluator) => em.create(ReviewAssignmentSchema, { organisation: org, campaign, stage, idea, evaluator, dueDate: '2030-06-30', assignedBy: coach })));
  await em.flush();
  const review = (idea: number, evaluator: number, scores: number[]) => submitReviewRow({ assignmentId: assignments[idea]![evaluator]!.id, scores }, appEm());
  await review(0, 0, [1, 1]);
  await review(0, 1, [5, 2]);
  await review(1, 0, [5, 5]);
  await review(1, 1, [5, 5]);
  return { path: `/coach/campaigns/${campaign.slug}/stages/${stage.id}/consensus`, event: { kind: 'review-submitted' as const, organisationId: org.id, campaignId: campaign.id, stageId: stage.id, ideaId: ideas[2]!.id }, review };
}

describe('the consensus table', () => {
  it('a coach ranks, sorts, filters and exports the reviews, and sees a new review arrive', async () => {
    const page = await pages.open();
    const site = await reviewedStage('default', demo.coach);
    await signInAs(page, demo.coach);
    await page.goto(appUrl(site.path));
    await waitForMainHeading(page);
    await page.getByRole('heading', { name: 'Consensus of the reviews' }).waitFor();

    const table = page.getByRole('table', { name: /^Ideas ranked by their reviews/ });
    const titles = () => table.getByRole('rowheader').allTextContents();
    // Highest weighted mean first; the idea without a review last.
    await expect.poll(titles).toEqual(['Agreed', 'Boundary', 'Waiting']);
    const boundary = table.getByRole('row', { name: /^Boundary/ });
    expect(await boundary.getByRole('cell').allTextContents()).toEqual(['2 of 2', '20.0', '20.0', 'Disagree', '50.0', '12.5']);
    await page.getByText('Reviews that lie 20 points or more apart (standard deviation) are marked as disagreeing.').waitFor();

    await table.getByRole('button', { name: 'Idea', exact: true }).click();
    await expect.poll(titles).toEqual(['Agreed', 'Boundary', 'Waiting']);
    await expect.poll(() => table.getByRole('columnheader', { name: /^Idea/ }).getAttribute('aria-sort')).toBe('ascending');
    await table.getByRole('button', { name: 'Idea', exact: true }).click();
    await expect.poll(titles).toEqual(['Waiting', 'Boundary', 'Agreed']);
    await table.getByRole('button', { name: 'Value', exact: true }).click();
    await expect.poll(titles).toEqual(['Agreed', 'Boundary', 'Waiting']);

    await page.getByLabel('Only ideas the evaluators disagree on').check();
    await expect.poll(titles).toEqual(['Boundary']);
    const exports = page.getByRole('group', { name: 'Export the ranking' });
    const [download] = await Promise.all([page.waitForEvent('download'), exports.getByRole('link', { name: 'CSV', exact: true }).click()]);
    expect(download.suggestedFilename()).toMatch(/^consensus-Review-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await download.path())!, 'utf8').slice(1).trim().split('\r\n');
    expect(lines).toEqual(['Idea,Submitted reviews,Assigned reviews,Weighted mean (0-100),Spread,Disagreement,Clarity (0-100),Value (0-100)', 'Boundary,2,2,20,20,yes,50,12.5']);
    await page.getByLabel('Only ideas the evaluators disagree on').uncheck();
    await page.getByLabel('Search the titles').fill('wait');
    await expect.poll(titles).toEqual(['Waiting']);
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect.poll(titles).toHaveLength(3);

    // An evaluator submits their review of Waiting (on the review screen, built elsewhere): the row follows.
    const waiting = table.getByRole('row', { name: /^Waiting/ });
    expect(await waiting.getByRole('cell').first().textContent()).toBe('0 of 2');
    await site.review(2, 0, [4, 4]);
    await publishEvent(appEm(), site.event);
    await expect.poll(() => waiting.getByRole('cell').allTextContents()).toEqual(['1 of 2', '75.0', '0.0', 'Agree', '75.0', '75.0']);
    const calibration = page.getByRole('table', { name: "Each evaluator's offset from the rest of the panel" });
    await expect.poll(() => calibration.getByRole('row', { name: /^Ada Reviewer/ }).getByRole('cell').allTextContents()).toEqual(['3', '-20.0', '2 reviews']);
    await page.screenshot({ path: 'test-results/consensus-table.png', fullPage: true });
  });

  it('reads in Swedish for the site\'s admin', async () => {
    const page = await pages.open();
    const site = await reviewedStage('sverige', demo.swedishAdmin);
    await signInAs(page, demo.swedishAdmin, 'sverige');
    await page.goto(appUrl(site.path, 'sverige'));
    await waitForMainHeading(page);
    await page.getByRole('heading', { name: 'Bedömningarnas samsyn' }).waitFor();
    const table = page.getByRole('table', { name: /^Idéer rangordnade efter bedömningarna/ });
    await expect.poll(() => table.getByRole('row', { name: /^Boundary/ }).getByRole('cell').allTextContents()).toEqual(['2 av 2', '20,0', '20,0', 'Oense', '50,0', '12,5']);
    await page.getByRole('table', { name: 'Varje bedömares avvikelse från resten av panelen' }).waitFor();
  });
});
