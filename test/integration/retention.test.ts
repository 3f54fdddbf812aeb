import { beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { jobHandlers } from '#server/jobs/job-handlers.ts';
import { AuditEntrySchema } from '#server/entities/audit.entity.ts';
import { CampaignSchema, type Campaign } from '#server/entities/campaign.entity.ts';
import { IdeaSchema, type Idea } from '#server/entities/idea.entity.ts';
import { MailMessageSchema } from '#server/entities/mail.entity.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import { RetentionRunSchema } from '#server/entities/personal-data.entity.ts';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { ideaField } from '../factories/idea-field.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { createOrganisation } from '../factories/organisation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor, scopedEm, testDeps } from '../support/callers';
import { expectAppError } from '../support/errors';
import { testOrm } from '../support/test-database';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
/** The daily job, as the worker runs it. */
const applyRetention = () => jobHandlers(testOrm(), testDeps.storage, { from: 'test@localhost', transport: null }, pino({ level: 'silent' }), testDeps)['apply-retention']({});
const PERIODS = { privateIdeaFieldsDays: 30, unverifiedAccountsDays: 14, auditLogDays: 90, mailOutboxDays: 30 };

/** One site's worth of data on both sides of each period. */
interface SiteData {
  org: Organisation;
  oldIdea: Idea;
  recentIdea: Idea;
  oldUnverified: User;
  newUnverified: User;
  oldActive: User;
}

async function endedCampaign(org: Organisation, coach: User, endedDaysAgo: number): Promise<Campaign> {
  const campaign = await createCampaignRow({ organisation: org, coach, startsInDays: -endedDaysAgo - 30, endsInDays: -endedDaysAgo });
  const em = scopedEm(org);
  const row = await em.findOneOrFail(CampaignSchema, { id: campaign.id });
  row.settings = { ...row.settings, ideaExtraFields: { custom: [ideaField({ fieldid: 'budget', formType: 'text', public: false }), ideaField({ fieldid: 'summary', formType: 'text' })] } };
  await em.flush();
  return campaign;
}

async function siteData(org: Organisation): Promise<SiteData> {
  const coach = await createUser({ organisation: org });
  const answers = { budget: '12 000 kr', summary: 'Trees on every street' };
  const oldIdea = await createIdeaRow({ campaign: await endedCampaign(org, coach, 40), author: coach, extraFields: answers });
  const recentIdea = await createIdeaRow({ campaign: await endedCampaign(org, coach, 10), author: coach, extraFields: answers });
  const oldUnverified = await createUser({ organisation: org, status: 'inactive' });
  const newUnverified = await createUser({ organisation: org, status: 'inactive' });
  const oldActive = await createUser({ organisation: org });
  const em = scopedEm(org);
  await em.nativeUpdate(UserSchema, { id: { $in: [oldUnverified.id, oldActive.id] } }, { createdAt: daysAgo(20) });
  await em.nativeUpdate(UserSchema, { id: newUnverified.id }, { createdAt: daysAgo(2) });
  em.create(AuditEntrySchema, { organisation: org.id, actorName: 'Org Admin', action: 'user-deleted', targetId: oldUnverified.id, targetName: 'Gone Person <gone@example.com>', details: {}, createdAt: daysAgo(100) });
  em.create(AuditEntrySchema, { organisation: org.id, actorName: 'Org Admin', action: 'settings-updated', details: {}, createdAt: daysAgo(10) });
  const mail = (status: 'sent' | 'queued', age: number, subject: string) =>
    em.create(MailMessageSchema, { organisation: org.id, template: 'idea-receipt', to: 'someone@example.com', subject, text: '', html: '', status, createdAt: daysAgo(age) });
  mail('sent', 40, 'old sent');
  mail('queued', 40, 'old queued');
  mail('sent', 5, 'recent sent');
  await em.flush();
  return { org, oldIdea, recentIdea, oldUnverified, newUnverified, oldActive };
}

async function stateOf(data: SiteData) {
  const em = scopedEm(data.org);
  const ideas = await em.find(IdeaSchema, { id: { $in: [data.oldIdea.id, data.recentIdea.id] } });
  const users = await em.find(UserSchema, { id: { $in: [data.oldUnverified.id, data.newUnverified.id, data.oldActive.id] } });
  return {
    oldIdea: ideas.find((idea) => idea.id === data.oldIdea.id)?.extraFields,
    recentIdea: ideas.find((idea) => idea.id === data.recentIdea.id)?.extraFields,
    users: users.map((user) => user.id).sort(),
    audit: (await em.find(AuditEntrySchema, { action: { $in: ['user-deleted', 'settings-updated'] } })).map((entry) => entry.action).sort(),
    mails: (await em.find(MailMessageSchema, { organisation: data.org.id })).map((mail) => mail.subject).sort(),
  };
}

describe('retention a site admin sets (issue 36)', () => {
  let kept: SiteData;
  let pruned: SiteData;
  beforeAll(async () => {
    kept = await siteData(await createOrganisation());
    pruned = await siteData(await createOrganisation({ settings: { retention: PERIODS } }));
  });

  it('is off by default, and an admin sets it on the settings screen; the audit log says the retention settings changed', async () => {
    const org = await createOrganisation();
    const admin = await createUser({ organisation: org, isOrgAdmin: true });
    const { caller } = await callerFor(admin);
    expect(await caller.retention.get()).toEqual({ settings: { privateIdeaFieldsDays: null, unverifiedAccountsDays: null, auditLogDays: null, mailOutboxDays: null }, lastRun: null });
    expect(await caller.retention.update({ ...PERIODS, auditLogDays: null })).toMatchObject({ settings: { ...PERIODS, auditLogDays: null } });
    await expect((await callerFor(admin)).caller.retention.get()).resolves.toMatchObject({ settings: { ...PERIODS, auditLogDays: null } });
    const [entry] = await scopedEm(org).find(AuditEntrySchema, { action: 'settings-updated' });
    expect(entry?.details).toEqual({ changed: ['retention'] });
    for (const wrong of [0, -3, 1.5, 3651]) await expectAppError(caller.retention.update({ ...PERIODS, mailOutboxDays: wrong }), 'RETENTION_DAYS', 'mailOutboxDays');
    const member = await createUser({ organisation: org });
    await expectAppError((await callerFor(member)).caller.retention.update(PERIODS), 'forbidden');
  });

  it('removes what outlived its period and nothing else, records it, and removes nothing more when run again', async () => {
    const keptBefore = await stateOf(kept);
    await applyRetention();
    const after = await stateOf(pruned);
    expect(after.oldIdea, 'the private answer of a campaign ended 40 days ago goes').toEqual({ summary: 'Trees on every street' });
    expect(after.recentIdea).toEqual({ budget: '12 000 kr', summary: 'Trees on every street' });
    expect(after.users).toEqual([pruned.newUnverified.id, pruned.oldActive.id].sort());
    expect(after.audit, 'the entry naming the deleted person by name and address goes after 90 days').toEqual(['settings-updated']);
    expect(after.mails).toEqual(['old queued', 'recent sent']);
    expect(await stateOf(kept), 'a site with every period off keeps everything').toEqual(keptBefore);

    await applyRetention();
    expect(await stateOf(pruned)).toEqual(after);
    expect(await stateOf(kept)).toEqual(keptBefore);
    const runs = await scopedEm(pruned.org).find(RetentionRunSchema, {}, { orderBy: { createdAt: 'asc' } });
    expect(runs.map((run) => run.removed)).toEqual([
      { privateIdeaAnswers: 1, unverifiedAccounts: 1, auditEntries: 1, mails: 1 },
      { privateIdeaAnswers: 0, unverifiedAccounts: 0, auditEntries: 0, mails: 0 },
    ]);
    expect(await scopedEm(kept.org).count(RetentionRunSchema, {})).toBe(0);
    const admin = await createUser({ organisation: pruned.org, isOrgAdmin: true });
    expect(await (await callerFor(admin)).caller.retention.get()).toMatchObject({ lastRun: { removed: { privateIdeaAnswers: 0, unverifiedAccounts: 0, auditEntries: 0, mails: 0 } } });
  });
});
