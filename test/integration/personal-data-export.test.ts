import JSZip from 'jszip';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '#server/jobs/job-handlers.ts';
import { AuditEntrySchema } from '#server/entities/audit.entity.ts';
import { CampaignEvaluatorSchema, EvaluationConflictSchema } from '#server/entities/evaluation.entity.ts';
import { FollowSchema } from '#server/entities/follow.entity.ts';
import { CommentSchema, FeedbackSchema, IdeaAuthorSchema, UpvoteSchema, type Idea } from '#server/entities/idea.entity.ts';
import { MailMessageSchema } from '#server/entities/mail.entity.ts';
import { NotificationSchema } from '#server/entities/notification.entity.ts';
import { PersonalDataExportSchema } from '#server/entities/personal-data.entity.ts';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import { createSession } from '#server/modules/auth/session.service.ts';
import { personalDataLink } from '#server/modules/personal-data/personal-data-link.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createFeedbackRow, createIdeaRow } from '../factories/idea.factory';
import { createMediaFile } from '../factories/media.factory';
import { hostFor } from '../factories/organisation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor, scopedEm, sentJobs, testDeps } from '../support/callers';
import { expectAppError } from '../support/errors';
import { useHttpFixture } from '../support/http';
import { testOrm } from '../support/test-database';

const handlers = () => jobHandlers(testOrm(), testDeps.storage, { from: 'test@localhost', transport: null }, pino({ level: 'silent' }), testDeps);

/** Works the export jobs queued so far, as a worker would. */
async function runExportJobs(): Promise<void> {
  const queued = sentJobs.filter((job) => job.name === 'personal-data-export');
  sentJobs.splice(0, sentJobs.length, ...sentJobs.filter((job) => job.name !== 'personal-data-export'));
  for (const job of queued) await handlers()['personal-data-export'](job.data as { exportId: string; organisationId: string });
}

async function cookieOf(org: Organisation, user: User): Promise<string> {
  const em = scopedEm(org);
  const issued = await createSession(em, await em.findOneOrFail(UserSchema, { id: user.id }), 'browser', { ip: '127.0.0.1', userAgent: 'vitest' });
  return `session=${issued.token}`;
}

describe('a copy of a person\'s data (issue 36)', () => {
  const fixture = useHttpFixture();
  let person: User;
  let other: User;
  let personIdea: Idea;
  let otherIdea: Idea;

  const download = async (url: string, viewer: User | null, org = fixture.personas.org) =>
    fixture.app.inject({ method: 'GET', url, headers: { host: hostFor(org), ...(viewer ? { cookie: await cookieOf(org, viewer) } : {}) } });

  beforeAll(async () => {
    const { org, otherOrg, coach } = fixture.personas;
    person = await createUser({ organisation: org, firstName: 'Petra', lastName: 'Person', extraFields: { employer: 'Petra Works Ltd' } });
    other = await createUser({ organisation: org, firstName: 'Olle', lastName: 'Other' });
    const campaign = await createCampaignRow({ organisation: org, coach, name: 'Greener streets' });
    const privateCampaign = await createCampaignRow({ organisation: org, coach, name: 'Closed circle', privacySetting: 'private' });
    personIdea = await createIdeaRow({ campaign, author: person, name: 'Petra plants trees', withPoints: true });
    otherIdea = await createIdeaRow({ campaign, author: other, name: 'Olle paints benches' });
    await createIdeaRow({ campaign: privateCampaign, author: other, name: 'Olle private plan' });
    const coAuthored = await createIdeaRow({ campaign: privateCampaign, author: other, name: 'Shared private plan' });
    await createFeedbackRow({ idea: otherIdea, author: person });
    // Others' feedback on the person's idea is theirs, not the person's.
    const othersFeedback = await createFeedbackRow({ idea: personIdea, author: other });
    const em = scopedEm(org);
    await em.nativeUpdate(FeedbackSchema, { id: othersFeedback.id }, { comment: 'Olle thinks it through' });
    em.create(IdeaAuthorSchema, { idea: coAuthored.id, user: person.id, status: 'accepted' });
    em.create(CommentSchema, { organisation: org.id, idea: otherIdea.id, author: person.id, body: 'Petra likes the benches' });
    em.create(CommentSchema, { organisation: org.id, idea: personIdea.id, author: other.id, body: 'Olle replies privately' });
    em.create(UpvoteSchema, { idea: otherIdea.id, user: person.id });
    em.create(NotificationSchema, { organisation: org.id, user: person.id, type: 'idea', subType: 'comment', data: { ideaName: 'Petra plants trees', actorName: 'Olle Other' } });
    em.create(CampaignEvaluatorSchema, { organisation: org.id, campaign: campaign.id, user: person.id });
    em.create(EvaluationConflictSchema, { organisation: org.id, idea: otherIdea.id, user: person.id });
    em.create(FollowSchema, { organisation: org.id, user: person.id, idea: otherIdea.id, following: true });
    em.create(FollowSchema, { organisation: org.id, user: other.id, idea: personIdea.id, following: true });
    await em.flush();
    await createMediaFile({ organisation: org, owner: person, filename: 'petra-plan.pdf', content: Buffer.from('%PDF-1.4 Petra plan') });
    await createMediaFile({ organisation: org, owner: other, filename: 'olle-plan.pdf', content: Buffer.from('%PDF-1.4 Olle plan') });
    // Someone of the same name on another site has nothing to do with this one.
    const namesake = await createUser({ organisation: otherOrg, firstName: 'Petra', lastName: 'Person' });
    await createIdeaRow({ campaign: await createCampaignRow({ organisation: otherOrg, coach: namesake }), author: namesake, name: 'Namesake on another site' });
  });

  it('is asked for from the profile, made by the job, mailed and shown with a link that downloads exactly the person\'s data', async () => {
    const { caller } = await callerFor(person);
    expect(await caller.personalData.own()).toBeNull();
    const asked = await caller.personalData.request();
    expect(asked).toMatchObject({ status: 'queued', downloadUrl: null });
    expect(await caller.personalData.request(), 'asking again while it is made answers the same copy').toMatchObject({ guid: asked?.guid, status: 'queued' });
    await runExportJobs();

    const ready = await caller.personalData.own();
    expect(ready).toMatchObject({ guid: asked?.guid, status: 'ready' });
    expect(ready?.downloadUrl).toMatch(/^\/exports\/personal-data\//);
    const mail = await scopedEm(fixture.personas.org).findOneOrFail(MailMessageSchema, { to: person.email, template: 'personal-data-ready' });
    expect(mail.text).toContain(ready?.downloadUrl);

    const response = await download(ready!.downloadUrl!, person);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const zip = await JSZip.loadAsync(response.rawPayload);
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual(expect.arrayContaining(['README.txt', 'data.json', 'profile.csv', 'registration-answers.csv', 'ideas.csv', 'comments.csv', 'feedback.csv', 'upvotes.csv', 'points.csv', 'notifications.csv', 'agreement-acceptances.csv', 'files.csv']));
    const stored = names.filter((name) => name.startsWith('files/'));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/petra-plan\.pdf$/);
    expect(await zip.file(stored[0]!)!.async('string')).toBe('%PDF-1.4 Petra plan');

    const data = JSON.parse(await zip.file('data.json')!.async('string')) as Record<string, Record<string, unknown>[]>;
    expect(data.profile).toEqual([expect.objectContaining({ id: person.id, email: person.email, firstName: 'Petra' })]);
    expect(data['registration-answers']).toEqual([{ field: 'employer', answer: 'Petra Works Ltd' }]);
    expect(data.ideas!.map((idea) => [idea.name, idea.authorship]).sort()).toEqual([['Petra plants trees', 'creator'], ['Shared private plan', 'co-author (accepted)']]);
    expect(data.comments!.map((comment) => comment.comment)).toEqual(['Petra likes the benches']);
    expect(data.feedback!.map((feedback) => feedback.ideaId)).toEqual([otherIdea.id]);
    expect(data.upvotes!.map((upvote) => upvote.idea)).toEqual(['Olle paints benches']);
    expect(data.points!.map((award) => award.cause)).toEqual(['idea-new']);
    expect(data.notifications).toHaveLength(1);
    expect(data['evaluator-roles']!.map((role) => role.campaign)).toEqual(['Greener streets']);
    expect(data['evaluation-conflicts']!.map((conflict) => conflict.idea)).toEqual(['Olle paints benches']);
    expect(data.follows).toEqual([expect.objectContaining({ ideaId: otherIdea.id, idea: 'Olle paints benches', campaign: null, following: true })]);
    expect(await zip.file('ideas.csv')!.async('string')).toContain('Petra plants trees');

    const everything = (await Promise.all(names.map((name) => zip.file(name)?.async('string') ?? ''))).join('\n');
    for (const foreign of ['Olle private plan', 'Olle thinks it through', 'Olle replies privately', 'Olle plan', 'Namesake on another site']) expect(everything).not.toContain(foreign);
  });

  it('refuses the link when it was changed, ran out, is opened by someone else or on another site, or without signing in', async () => {
    const { caller } = await callerFor(person);
    const url = (await caller.personalData.own())!.downloadUrl!;
    const guid = url.split('/').pop()!.split('?')[0]!;
    const tampered = url.replace(/signature=[^&]+/, (match) => `${match.slice(0, -2)}${match.endsWith('AA') ? 'BB' : 'AA'}`);
    const stretched = url.replace(/expires=(\d+)/, (_match, expires: string) => `expires=${Number(expires) + 3600}`);
    const runOut = personalDataLink(testDeps.jwtKey, fixture.personas.org.id, guid, new Date(Date.now() - 1000));
    const otherSite = personalDataLink(testDeps.jwtKey, fixture.personas.otherOrg.id, guid, new Date(Date.now() + 3_600_000));
    for (const link of [tampered, stretched, runOut]) expect((await download(link, person)).statusCode, link).toBe(404);
    expect((await download(url, other)).statusCode, 'another member of the site').toBe(404);
    expect((await download(url, fixture.personas.orgAdmin)).statusCode, 'an admin who did not ask for it').toBe(404);
    expect((await download(otherSite, fixture.personas.outsider, fixture.personas.otherOrg)).statusCode, 'another site').toBe(404);
    expect((await download(url, null)).statusCode).toBe(401);

    // Past its end the copy is refused even with its own link, and the hourly prune deletes it and its file.
    const em = scopedEm(fixture.personas.org);
    const row = await em.findOneOrFail(PersonalDataExportSchema, { id: guid });
    const key = row.storageKey!;
    await em.nativeUpdate(PersonalDataExportSchema, { id: guid }, { expiresAt: new Date(Date.now() - 1000) });
    expect(await caller.personalData.own()).toMatchObject({ status: 'expired', downloadUrl: null });
    expect((await download(url, person)).statusCode).toBe(404);
    await handlers()['prune-expired']({});
    expect(await scopedEm(fixture.personas.org).findOne(PersonalDataExportSchema, { id: guid })).toBeNull();
    expect(await testDeps.storage.size(key)).toBeNull();
  });

  it('lets one person ask for three copies a day', async () => {
    const someone = await createUser({ organisation: fixture.personas.org });
    const { caller } = await callerFor(someone);
    for (let copy = 0; copy < 3; copy += 1) {
      await caller.personalData.request();
      await runExportJobs();
    }
    await expectAppError(caller.personalData.request(), 'too-many-requests');
  });

  it('lets an admin make a copy of a person\'s data for themselves, recorded in the audit log; another site\'s admin is refused', async () => {
    const { org, orgAdmin, outsider, participant } = fixture.personas;
    const admin = await callerFor(orgAdmin);
    expect(await admin.caller.personalData.latestFor({ guid: person.id })).toBeNull();
    await admin.caller.personalData.requestFor({ guid: person.id });
    await runExportJobs();
    const copy = await admin.caller.personalData.latestFor({ guid: person.id });
    expect(copy).toMatchObject({ status: 'ready' });
    const response = await download(copy!.downloadUrl!, orgAdmin);
    expect(response.statusCode).toBe(200);
    const data = JSON.parse(await (await JSZip.loadAsync(response.rawPayload)).file('data.json')!.async('string')) as Record<string, Record<string, unknown>[]>;
    expect(data.profile).toEqual([expect.objectContaining({ id: person.id })]);
    expect((await download(copy!.downloadUrl!, person)).statusCode, 'the person did not ask for this one').toBe(404);
    expect(await scopedEm(org).findOneOrFail(MailMessageSchema, { to: orgAdmin.email, template: 'personal-data-ready' })).toMatchObject({ subject: 'A copy of Petra Person\'s data is ready' });
    expect(await scopedEm(org).find(AuditEntrySchema, { action: 'personal-data-exported' })).toEqual([expect.objectContaining({ targetId: person.id, targetName: 'Petra Person', actorName: 'Org Admin' })]);

    await expectAppError((await callerFor(outsider)).caller.personalData.requestFor({ guid: person.id }), 'people-user-not-found');
    await expectAppError((await callerFor(outsider)).caller.personalData.latestFor({ guid: person.id }), 'people-user-not-found');
    await expectAppError((await callerFor(participant)).caller.personalData.requestFor({ guid: person.id }), 'forbidden');
    await expectAppError((await callerFor(null, { org })).caller.personalData.request(), 'not-authenticated');
  });
});
