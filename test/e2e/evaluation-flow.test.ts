import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, logIn, usePagePerTest, waitForMainHeading, type SiteHost } from '../support/browser';
import { callFromPage } from '../support/page-trpc';

const pages = usePagePerTest();
const today = () => new Date().toISOString().slice(0, 10);

/** Each person's own session in the one page: the one before is dropped, as logging out would drop it. */
async function switchTo(page: Page, email: string, host: SiteHost = 'default'): Promise<void> {
  await page.context().clearCookies();
  await logIn(page, email, host);
}

/** A running campaign the coach made and its ideas, posted by their author through the API the idea form calls. */
async function campaignWithIdeas(page: Page, coach: string, author: string, names: string[], host: SiteHost = 'default') {
  await logIn(page, coach, host);
  const campaign = await callFromPage<{ slug: string; name: string }>(page, 'campaign.create', { name: `Evaluated ${host} ${Date.now()}`, startDate: today() });
  await callFromPage(page, 'campaign.submit', { slug: campaign.slug });
  if (author !== coach) {
    await switchTo(page, author, host);
    await callFromPage(page, 'campaign.join', { slug: campaign.slug });
  }
  const ideas: { guid: string; name: string }[] = [];
  for (const name of names) ideas.push({ name, ...(await callFromPage<{ guid: string }>(page, 'idea.create', { campaignSlug: campaign.slug, name, content: 'Worth reviewing.', extraFields: {} })) });
  return { ...campaign, ideas };
}

/** An evaluator opens the idea from their queue, scores it with the arrow keys and submits with Enter. */
async function reviewByKeyboard(page: Page, queueGroup: string, ideaName: string, steps: number): Promise<void> {
  await page.goto(appUrl('/reviews'));
  const group = page.getByRole('region', { name: queueGroup });
  await group.getByText('0 of 2 done').waitFor();
  await group.getByRole('link', { name: ideaName }).click();
  await page.getByRole('heading', { level: 1, name: ideaName }).waitFor();
  await page.getByText('Blind review: the authors are hidden.').waitFor();
  await page.getByRole('radio', { name: '1 of 5' }).focus();
  for (let step = 0; step < steps; step += 1) await page.keyboard.press('ArrowRight');
  await page.getByRole('button', { name: 'Submit review' }).focus();
  await page.keyboard.press('Enter');
  await page.getByText('Review submitted.').waitFor();
}

/**
 * Issue 33's whole flow: a coach sets up stages and a scorecard, a blind stage with a rule, and
 * assigns automatically; two evaluators review by keyboard, the second submit's rule advances the
 * idea, its author is told, and the coach undoes the move. The Swedish walk is short: the screens'
 * words, and the conflict an evaluator declares showing on the coach's screen.
 */
describe('the evaluation flow', () => {
  it('runs from stages to an undone rule move (en)', async () => {
    const page = await pages.open();
    // Not the coach's ideas: a rule's move is told in the name of the campaign's coach, who is not told of it.
    const campaign = await campaignWithIdeas(page, demo.coach, demo.superAdmin, [`Rooftop garden ${Date.now()}`, `Repair corner ${Date.now()}`]);
    const [idea] = campaign.ideas;

    // The coach's pipeline: both ideas start in its first stage.
    await switchTo(page, demo.coach);
    await page.goto(appUrl(`/coach/campaigns/${campaign.slug}/stages`));
    await waitForMainHeading(page);
    await page.getByRole('button', { name: 'Add a stage' }).click();
    await page.getByRole('button', { name: 'Add a stage' }).click();
    for (const [number, en, sv] of [[1, 'Screening', 'Gallring'], [2, 'Shortlist', 'Kortlista']] as const) {
      const stage = page.getByRole('group', { name: `Stage ${number}` });
      await stage.getByLabel('Name in English').fill(en);
      await stage.getByLabel('Name in Swedish').fill(sv);
      // The ideas are published: the first stage is where published ideas stand.
      if (number === 1) await stage.getByLabel('Reported status').selectOption({ label: 'Published' });
    }
    await page.getByRole('button', { name: 'Save stages' }).click();
    await page.getByRole('status').getByText('The stages have been saved.').waitFor();
    await page.getByRole('button', { name: 'Screening (2)' }).waitFor();

    // The first stage's scorecard, blind mode and rule, evaluators, and automatic assignment.
    await page.getByRole('link', { name: 'Scorecard and reviews: Screening' }).click();
    await waitForMainHeading(page);
    await page.getByRole('button', { name: 'Add a criterion' }).click();
    const criterion = page.getByRole('group', { name: 'Criterion 1' });
    await criterion.getByLabel('Name in English').fill('Impact');
    await criterion.getByLabel('Name in Swedish').fill('Nytta');
    await page.getByRole('button', { name: 'Save scorecard' }).click();
    await page.getByRole('status').getByText('The scorecard has been saved.').waitFor();
    await page.getByLabel('Blind review').check();
    const advance = page.getByRole('group', { name: 'Advance rule' });
    await advance.getByLabel('Use this rule').check();
    await advance.getByLabel('Move to stage').selectOption({ label: 'Shortlist' });
    await advance.getByLabel('When the mean score is at least (0–100)').fill('60');
    await advance.getByLabel('And at least this many reviews are in').fill('2');
    await page.getByRole('button', { name: 'Save review settings' }).click();
    await page.getByText('Review settings saved.').waitFor();
    for (const email of [demo.participant, demo.participant2]) {
      await page.getByLabel('E-mail address of an evaluator').fill(email);
      await page.getByRole('button', { name: 'Add evaluator' }).click();
      await page.getByRole('status').getByText(`${email} is now an evaluator.`).waitFor();
    }
    await page.getByLabel('Due date').fill('2030-06-30');
    await page.getByLabel('Reviews per idea').fill('2');
    await page.getByRole('button', { name: 'Assign automatically' }).click();
    await page.getByRole('status').getByText('4 reviews assigned across 2 ideas.').waitFor();

    // Two evaluators review blind: neither sees the author; the second sees the first's scores, unnamed, once theirs is in.
    const queueGroup = `${campaign.name}: Screening`;
    await switchTo(page, demo.participant);
    await reviewByKeyboard(page, queueGroup, idea!.name, 3);
    await switchTo(page, demo.participant2);
    await reviewByKeyboard(page, queueGroup, idea!.name, 4);
    await page.getByText('An evaluator: 75 of 100').waitFor();
    expect(await page.getByText('Sam Super').count()).toBe(0);
    await expectNoA11yViolations(page);

    // The rule moved the idea (mean 87.5 of 2 reviews); its author hears of it and sees the stage.
    await switchTo(page, demo.superAdmin);
    await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: `“${idea!.name}”, which you follow, moved to Shortlist` }).waitFor();
    await page.goto(appUrl(`/ideas/${idea!.guid}`));
    await page.getByText('Stage: Shortlist').waitFor();

    // The coach sees the move as the rule's and undoes it: both ideas are in Screening again.
    await switchTo(page, demo.coach);
    await page.goto(appUrl(`/coach/campaigns/${campaign.slug}/stages`));
    await waitForMainHeading(page);
    const move = page.getByRole('row', { name: new RegExp(idea!.name) });
    await move.getByText('Stage rule: mean ≥ 60 with at least 2 reviews (mean 87.5 of 2)').waitFor();
    await move.getByRole('button', { name: `Undo the move of ${idea!.name} from Screening to Shortlist` }).click();
    await move.getByText(/^Undone by /).waitFor();
    await page.getByRole('button', { name: 'Screening (2)' }).waitFor();
  });

  it('shows an evaluator a stage of many reviews 25 at a time, and the rest on asking (en)', async () => {
    const page = await pages.open();
    const names = Array.from({ length: 27 }, (_, index) => `Queue idea ${String(index + 1).padStart(2, '0')} ${Date.now()}`);
    const campaign = await campaignWithIdeas(page, demo.orgAdmin, demo.orgAdmin, names);
    // The set-up the coach's screens make, through the same calls.
    const pipeline = await callFromPage<{ stages: { guid: string }[] }>(page, 'stages.savePipeline', {
      campaignSlug: campaign.slug,
      stages: [{ nameEn: 'Long list', nameSv: 'Lång lista', participantView: 'stage', reportsStatus: 'PUBLISHED' }],
    });
    const stageGuid = pipeline.stages[0]!.guid;
    await callFromPage(page, 'evaluation.saveScorecard', { stageGuid, criteria: [{ nameEn: 'Impact', nameSv: 'Nytta', scale: 5, weight: 1 }] });
    await callFromPage(page, 'evaluation.evaluator.add', { campaignSlug: campaign.slug, email: demo.participant2 });
    await callFromPage(page, 'evaluation.assignment.auto', { stageGuid, reviewsPerIdea: 1, dueDate: '2030-06-30' });

    await switchTo(page, demo.participant2);
    await page.goto(appUrl('/reviews'));
    await waitForMainHeading(page);
    const group = page.getByRole('region', { name: `${campaign.name}: Long list` });
    await group.getByText('0 of 27 done').waitFor();
    const links = group.getByRole('listitem').getByRole('link');
    expect(await links.count()).toBe(25);
    await group.getByRole('button', { name: 'Show more (2 left)' }).click();
    await links.nth(26).waitFor();
    // One due date: in the order the ideas were shared.
    expect(await links.allTextContents()).toEqual(names);
    expect(await group.getByRole('button', { name: /^Show/ }).count()).toBe(0);
  });

  it('reads in Swedish: a blind review, a declared conflict, and the coach\'s list of conflicts (sv)', async () => {
    const page = await pages.open();
    const campaign = await campaignWithIdeas(page, demo.swedishAdmin, demo.swedishAdmin, [`Takträdgård ${Date.now()}`], 'sverige');
    const [idea] = campaign.ideas;
    // The set-up the screens above make, through the same calls.
    const pipeline = await callFromPage<{ stages: { guid: string }[] }>(page, 'stages.savePipeline', {
      campaignSlug: campaign.slug,
      stages: [{ nameEn: 'Screening', nameSv: 'Gallring', participantView: 'stage', reportsStatus: 'PUBLISHED' }],
    });
    const stageGuid = pipeline.stages[0]!.guid;
    await callFromPage(page, 'evaluation.saveScorecard', { stageGuid, criteria: [{ nameEn: 'Impact', nameSv: 'Nytta', scale: 5, weight: 1 }] });
    await callFromPage(page, 'evaluation.saveReviewSettings', { stageGuid, blindReview: true, advance: null, decline: null });
    await callFromPage(page, 'evaluation.evaluator.add', { campaignSlug: campaign.slug, email: 'lina.sverige@example.com' });
    await callFromPage(page, 'evaluation.assignment.auto', { stageGuid, reviewsPerIdea: 1, dueDate: '2030-06-30' });

    // Reviewing it blind, she reads no author on the idea's own page either.
    await switchTo(page, 'lina.sverige@example.com', 'sverige');
    await page.goto(appUrl(`/ideas/${idea!.guid}`, 'sverige'));
    await page.getByRole('heading', { level: 1, name: idea!.name }).waitFor();
    await page.getByText('Blind granskning: författarna är dolda.').waitFor();
    expect(await page.getByText('Sara Svensson').count()).toBe(0);
    await page.goto(appUrl('/reviews', 'sverige'));
    await page.getByRole('region', { name: `${campaign.name}: Gallring` }).getByRole('link', { name: idea!.name }).click();
    await page.getByRole('heading', { level: 1, name: idea!.name }).waitFor();
    await page.getByText('Blind granskning: författarna är dolda.').waitFor();
    await page.getByText('Blind granskning: de andra bedömarnas betyg visas när du har skickat in ditt.').waitFor();
    expect(await page.getByText('Sara Svensson').count()).toBe(0);
    await expectNoA11yViolations(page);

    // She declares a conflict of interest; the coach's assignment screen says who, on which idea.
    await page.getByRole('button', { name: 'Anmäl jäv' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Anmäl jäv' }).click();
    await page.getByText('Jäv anmält: idén har lämnat din lista.').waitFor();
    await switchTo(page, demo.swedishAdmin, 'sverige');
    await page.goto(appUrl(`/coach/campaigns/${campaign.slug}/stages/${stageGuid}`, 'sverige'));
    await waitForMainHeading(page);
    const conflicts = page.getByRole('table', { name: 'Jäv som kampanjens bedömare har anmält' });
    await conflicts.getByRole('row', { name: new RegExp(`^Lina Lindqvist ${idea!.name} `) }).waitFor();
  });
});
