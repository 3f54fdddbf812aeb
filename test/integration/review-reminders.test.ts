import { describe, expect, it } from 'vitest';
import { MailMessageSchema } from '#server/entities/mail.entity.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { sendReviewReminders } from '#server/modules/evaluation/review-reminders.ts';
import type { JobQueue } from '#server/jobs/job-queue.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { createOrganisation } from '../factories/organisation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor, testDeps } from '../support/callers';
import { testOrm } from '../support/test-database';

const mailsTo = (to: string[]) => testOrm().em.fork().find(MailMessageSchema, { template: 'review-reminder', to: { $in: to } }, { filters: false, orderBy: { to: 'asc' } });
const submit = (stageGuid: string, evaluatorId: string) => testOrm().em.fork().getConnection().execute(`update review_assignment set state = 'submitted' where stage_id = ? and evaluator_id = ?`, [stageGuid, evaluatorId]);

/** A campaign on `org` with one stage of `ideas` ideas, each assigned by its coach to `evaluators` with the given due date. */
async function assigned(org: Organisation, evaluators: User[], ideas: number, dueDate: string) {
  const coach = await createUser({ organisation: org });
  const campaign = await createCampaignRow({ organisation: org, coach, name: `Campaign ${Math.random().toString(36).slice(2, 7)}` });
  const writer = await createUser({ organisation: org });
  const ideaRows = await Promise.all(Array.from({ length: ideas }, () => createIdeaRow({ campaign, author: writer })));
  const { caller } = await callerFor(coach, { org });
  const stage = (await caller.stages.savePipeline({ campaignSlug: campaign.slug, stages: [{ nameEn: 'Review', nameSv: 'Granskning', participantView: 'stage', reportsStatus: 'PUBLISHED' }] })).stages[0]!.guid;
  await caller.evaluation.saveScorecard({ stageGuid: stage, criteria: [{ nameEn: 'Impact', nameSv: 'Nytta', scale: 5, weight: 1 }] });
  for (const evaluator of evaluators) await caller.evaluation.evaluator.add({ campaignSlug: campaign.slug, email: evaluator.email });
  await caller.evaluation.assignment.create({ stageGuid: stage, ideaGuids: ideaRows.map((idea) => idea.id), evaluatorGuids: evaluators.map((evaluator) => evaluator.id), dueDate });
  return { campaign, stage };
}

/** Issue 33 item 7: evaluators are reminded of reviews due soon, by a job, once. */
describe('review reminders', () => {
  it('mails each evaluator once per campaign for open reviews due today or tomorrow, in the site language', async () => {
    const org = await createOrganisation();
    const [ada, bo] = await Promise.all([createUser({ organisation: org, firstName: 'Ada' }), createUser({ organisation: org, firstName: 'Bo' })]);
    const soon = await assigned(org, [ada, bo], 3, '2030-06-30');
    await assigned(org, [ada], 1, '2030-07-09');
    await submit(soon.stage, bo.id);

    const sent: string[] = [];
    const jobs: JobQueue = { send: async (_name, data) => void sent.push((data as { mailId: string }).mailId) };
    const dayBefore = new Date('2030-06-29T08:00:00Z');
    expect(await sendReviewReminders(testOrm().em.fork(), { ...testDeps, jobs }, dayBefore)).toBe(1);

    // Bo submitted his: only Ada hears, of her three, and not of the review due next week.
    const mails = await mailsTo([ada.email, bo.email]);
    expect(mails.map((mail) => mail.to)).toEqual([ada.email]);
    expect(mails[0]!.subject).toBe(`3 reviews in ${soon.campaign.name} are due 2030-06-30`);
    expect(mails[0]!.text).toContain('Hi Ada,');
    expect(mails[0]!.text).toContain(`/coach/campaigns/${soon.campaign.slug}`);
    // Its delivery is queued once the reminder is committed.
    expect(sent).toEqual([mails[0]!.id]);

    // Run again, and by two workers at once: nobody is reminded twice.
    const again = await Promise.all([sendReviewReminders(testOrm().em.fork(), { ...testDeps, jobs }, dayBefore), sendReviewReminders(testOrm().em.fork(), { ...testDeps, jobs }, dayBefore)]);
    expect(again).toEqual([0, 0]);
    expect(await mailsTo([ada.email, bo.email])).toHaveLength(1);

    // A week later the next campaign's review is due: that one is new.
    expect(await sendReviewReminders(testOrm().em.fork(), { ...testDeps, jobs }, new Date('2030-07-08T08:00:00Z'))).toBe(1);
    expect(await mailsTo([ada.email])).toHaveLength(2);
  });

  it('writes a Swedish site\'s reminder in Swedish, and one review in the singular', async () => {
    const org = await createOrganisation({ language: 'sv' });
    const cecilia = await createUser({ organisation: org, firstName: 'Cecilia' });
    const { campaign } = await assigned(org, [cecilia], 1, '2031-01-15');
    await sendReviewReminders(testOrm().em.fork(), testDeps, new Date('2031-01-15T05:00:00Z'));
    const [mail] = await mailsTo([cecilia.email]);
    expect(mail!.subject).toBe(`En bedömning i ${campaign.name} ska vara klar 2031-01-15`);
    expect(mail!.text).toContain('Hej Cecilia!');
    expect(mail!.text).toContain('Du har en bedömning i');
  });
});
