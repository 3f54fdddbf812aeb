import { beforeAll, describe, expect, it } from 'vitest';
import { CampaignSchema } from '#server/entities/campaign.entity.ts';
import { OrganisationSchema, type Organisation } from '#server/entities/organisation.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import type { CampaignCreateInput } from '#shared/schemas/campaign.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createMediaFile } from '../factories/media.factory';
import { createOrganisation } from '../factories/organisation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor, scopedEm } from '../support/callers';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);
/** Midnight UTC of the day `days` from today: what the wizard's date inputs send. */
const utcDay = (days: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
};
type CreateFields = Partial<CampaignCreateInput> & Record<string, unknown>;

describe('campaign wizard', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });

  const as = async (viewer: User | null, org?: Organisation) => (await callerFor(viewer, { org: org ?? personas.org })).caller;
  const create = async (viewer: User, fields: CreateFields = {}, org?: Organisation) =>
    (await as(viewer, org)).campaign.create({ name: 'Better commutes', startDate: inDays(1), ...fields } as CampaignCreateInput);

  async function setDates(slug: string, startDate: Date, endDate: Date) {
    const em = testOrm().em.fork();
    const row = await em.findOneOrFail(CampaignSchema, { slug }, { filters: false });
    Object.assign(row, { startDate, endDate });
    await em.flush();
  }

  async function setSite(org: Organisation, changes: { premium?: boolean; settings?: Record<string, unknown> }) {
    const em = testOrm().em.fork();
    const row = await em.findOneOrFail(OrganisationSchema, { id: org.id });
    if (changes.premium !== undefined) row.premium = changes.premium;
    if (changes.settings) row.settings = { ...row.settings, ...changes.settings };
    await em.flush();
  }

  describe('campaign.create', () => {
    it('creates a draft coached by its creator, ending four weeks after its start by default', async () => {
      const start = inDays(2);
      const campaign = await create(personas.coach, { name: 'Idéjakt på Åland', startDate: start, rewards: [{ title: 'Trip', description: 'Two days' }] });
      expect(campaign).toMatchObject({
        slug: 'idejakt-pa-aland',
        name: 'Idéjakt på Åland',
        phase: 'draft',
        isCoach: true,
        privacySetting: 'public',
        rewards: [{ title: 'Trip', description: 'Two days' }],
        coaches: [{ guid: personas.coach.id }],
        abilities: { edit: true, submit: true },
      });
      expect(campaign.endDate.getTime() - campaign.startDate.getTime()).toBe(28 * DAY);
      expect((await create(personas.coach, { name: 'Idéjakt på Åland' })).slug).toBe('idejakt-pa-aland-2');
    });

    it('attaches an uploaded photo and documents in order', async () => {
      const photo = await createMediaFile({ organisation: personas.org, owner: personas.coach, context: 'campaignPhoto', filename: 'p.png', mimeType: 'image/png' });
      const [first, second] = await Promise.all(
        ['rules.pdf', 'faq.pdf'].map((filename) => createMediaFile({ organisation: personas.org, owner: personas.coach, context: 'campaignDocument', filename })),
      );
      const campaign = await create(personas.coach, {
        photoGuid: photo.id,
        documents: [
          { mediaGuid: second!.id, name: 'FAQ' },
          { mediaGuid: first!.id, name: 'Rules' },
        ],
      });
      expect(campaign.thumbnail).toEqual({ guid: photo.id, url: `/media/${photo.id}` });
      expect(campaign.documents.map((document) => document.name)).toEqual(['FAQ', 'Rules']);
    });

    it('refuses files that are not this site’s uploads for that purpose', async () => {
      const ideaImage = await createMediaFile({ organisation: personas.org, owner: personas.coach, context: 'ideaImage', filename: 'i.png', mimeType: 'image/png' });
      await expectAppError(create(personas.coach, { photoGuid: ideaImage.id }), 'invalid-input', 'photoGuid');
      const theirs = await createMediaFile({ organisation: personas.otherOrg, context: 'campaignDocument' });
      await expectAppError(create(personas.coach, { documents: [{ mediaGuid: theirs.id, name: 'x' }] }), 'invalid-input', 'documents');
    });

    it('requires a name (ERROR_REQUIRED) and, with the custom mail header on, its text', async () => {
      await expectAppError(create(personas.coach, { name: '   ' }), 'ERROR_REQUIRED', 'name');
      await expectAppError(create(personas.coach, { useCustomMailHeader: true, mailHeader: ' ' }), 'ERROR_REQUIRED', 'mailHeader');
      await expect(create(personas.coach, { useCustomMailHeader: true, mailHeader: 'Hello from the team' })).resolves.toBeTruthy();
    });

    it('refuses a start in the past (START_DATE_IN_PAST) and an end before the start (END_BEFORE_START)', async () => {
      await expectAppError(create(personas.coach, { startDate: inDays(-2) }), 'START_DATE_IN_PAST', 'startDate');
      await expectAppError(create(personas.coach, { startDate: inDays(3), endDate: inDays(2) }), 'END_BEFORE_START', 'endDate');
    });

    it('limits a standard coach to four weeks (END_DATE_TOO_FAR); admins and premium sites to five years', async () => {
      await expectAppError(create(personas.coach, { startDate: inDays(1), endDate: inDays(40) }), 'END_DATE_TOO_FAR', 'endDate');
      await expect(create(personas.orgAdmin, { startDate: inDays(1), endDate: inDays(365 * 4) })).resolves.toBeTruthy();
      await expectAppError(create(personas.orgAdmin, { startDate: inDays(1), endDate: inDays(365 * 6) }), 'END_DATE_TOO_FAR', 'endDate');
      const premium = await createOrganisation({ premium: true });
      const premiumCoach = await createUser({ organisation: premium });
      await expect(create(premiumCoach, { startDate: inDays(1), endDate: inDays(300) }, premium)).resolves.toBeTruthy();
    });

    it('offers internal and private only on premium sites, semi-public only with its feature flag', async () => {
      await expectAppError(create(personas.coach, { privacySetting: 'internal' }), 'PRIVACY_SETTING_NOT_AVAILABLE', 'privacySetting');
      await expectAppError(create(personas.coach, { privacySetting: 'semi-public' }), 'PRIVACY_SETTING_NOT_AVAILABLE', 'privacySetting');
      const site = await createOrganisation({ premium: true, settings: { featureSemiPublicHunts: true } });
      const siteCoach = await createUser({ organisation: site });
      for (const privacySetting of ['internal', 'semi-public', 'private'] as const) {
        expect((await create(siteCoach, { privacySetting }, site)).privacySetting).toBe(privacySetting);
      }
    });

    it('keeps brief-only, limited idea creation and agreements to premium sites (PREMIUM_REQUIRED)', async () => {
      await expectAppError(create(personas.coach, { settings: { publicBriefOnly: true } as never }), 'PREMIUM_REQUIRED', 'settings.publicBriefOnly');
      await expectAppError(create(personas.coach, { requireAgreementAcceptance: true }), 'PREMIUM_REQUIRED', 'requireAgreementAcceptance');
    });

    it('with limit{product}Creation on, lets members and admins create but not guests', async () => {
      const site = await createOrganisation({ settings: { limitHuntCreation: true } });
      const [guest, member, admin] = await Promise.all([
        createUser({ organisation: site, orgRole: 'guest' }),
        createUser({ organisation: site }),
        createUser({ organisation: site, orgRole: 'guest', isOrgAdmin: true }),
      ]);
      await expectAppError(create(guest, {}, site), 'campaign-creation-limited');
      await expect(create(member, {}, site)).resolves.toBeTruthy();
      await expect(create(admin, {}, site)).resolves.toBeTruthy();
      await setSite(site, { settings: { limitHuntCreation: false } });
      await expect(create(guest, {}, site)).resolves.toBeTruthy();
    });

    it('sends inactive users to verification and asks the logged-out to log in', async () => {
      await expectAppError(create(personas.inactiveUser), 'user-not-active');
      await expectAppError((await as(null)).campaign.create({ name: 'x', startDate: inDays(1) } as CampaignCreateInput), 'not-authenticated');
    });
  });

  describe('campaign.update and campaign.submit', () => {
    it('saves a wizard step for a coach, and lets an admin who is not listed edit too', async () => {
      const draft = await create(personas.coach);
      expect((await (await as(personas.coach)).campaign.update({ slug: draft.slug, name: 'Better commutes 2027', content: '# Brief' })).name).toBe('Better commutes 2027');
      expect((await (await as(personas.orgAdmin)).campaign.update({ slug: draft.slug, content: 'Edited by admin' })).content).toBe('Edited by admin');
    });

    it('refuses other participants, and another site’s users cannot find it', async () => {
      const draft = await create(personas.coach);
      await expectAppError((await as(personas.participant)).campaign.update({ slug: draft.slug, name: 'Mine now' }), 'forbidden');
      await expectAppError((await as(personas.participant)).campaign.forEdit({ slug: draft.slug }), 'forbidden');
      await expectAppError((await callerFor(personas.outsider)).caller.campaign.update({ slug: draft.slug, name: 'x' }), 'not-found');
      expect((await scopedEm(personas.org).findOneOrFail(CampaignSchema, { slug: draft.slug })).name).toBe('Better commutes');
    });

    it('resets approval and the mail header when the privacy setting changes', async () => {
      const site = await createOrganisation({ premium: true });
      const coach = await createUser({ organisation: site });
      const draft = await create(coach, { requireCoachApproval: true, showOnLandingPage: true, useCustomMailHeader: true, mailHeader: 'Hi' }, site);
      const updated = await (await as(coach, site)).campaign.update({ slug: draft.slug, privacySetting: 'private' });
      expect(updated).toMatchObject({ privacySetting: 'private', requireCoachApproval: false, useCustomMailHeader: false, showOnLandingPage: false, featured: false });
    });

    it('never features a private campaign nor shows an internal one on the landing page, whatever a later save sends (issue 20 item 5)', async () => {
      const site = await createOrganisation({ premium: true });
      const coach = await createUser({ organisation: site, isOrgAdmin: true });
      const draft = await create(coach, { privacySetting: 'private', featured: true }, site);
      expect(draft.featured).toBe(false);
      const saved = await (await as(coach, site)).campaign.update({ slug: draft.slug, featured: true, showOnLandingPage: true });
      expect(saved).toMatchObject({ featured: false, showOnLandingPage: false });
      const internal = await (await as(coach, site)).campaign.update({ slug: draft.slug, privacySetting: 'internal', featured: true, showOnLandingPage: true });
      expect(internal).toMatchObject({ featured: true, showOnLandingPage: false });
    });

    it('takes a reward without a title: the spec sets no rule on rewards (issue 20 item 5)', async () => {
      const draft = await create(personas.coach, { rewards: [{ title: '', description: 'A day off' }] });
      expect(draft.rewards).toEqual([{ title: '', description: 'A day off' }]);
    });

    it('keeps every other step when one step is saved', async () => {
      const photo = await createMediaFile({ organisation: personas.org, owner: personas.coach, context: 'campaignPhoto', filename: 'p.png', mimeType: 'image/png' });
      const document = await createMediaFile({ organisation: personas.org, owner: personas.coach, context: 'campaignDocument', filename: 'rules.pdf' });
      const field = { fieldid: 'val.1', label: 'Team', formType: 'select-dropdown' as const, options: 'A, B' };
      const draft = await create(personas.coach, {
        content: 'The brief',
        requireCoachApproval: true,
        useCustomMailHeader: true,
        mailHeader: 'Hello',
        photoGuid: photo.id,
        documents: [{ mediaGuid: document.id, name: 'Rules' }],
        rewards: [{ title: 'Cake', description: '' }],
        settings: { ideaExtraFields: { custom: [field] } } as never,
      });
      const coach = await as(personas.coach);
      await coach.campaign.update({ slug: draft.slug, name: 'Renamed' });
      // The feedback visibility is an advanced setting: the organisation's admins change it.
      const saved = await (await as(personas.orgAdmin)).campaign.update({ slug: draft.slug, settings: { canViewTrustedFeedback: 'admin' } });
      expect(saved).toMatchObject({
        name: 'Renamed',
        content: 'The brief',
        requireCoachApproval: true,
        useCustomMailHeader: true,
        mailHeader: 'Hello',
        thumbnail: { guid: photo.id },
        documents: [{ name: 'Rules' }],
        rewards: [{ title: 'Cake' }],
        settings: { canViewTrustedFeedback: 'admin', ideaExtraFields: { custom: [{ label: 'Team' }] } },
      });
      expect(saved.endDate.getTime()).toBe(draft.endDate.getTime());
    });

    it('treats a draft whose start day has passed as not started: its dates stay editable, forward only', async () => {
      const draft = await createCampaignRow({ organisation: personas.org, coach: personas.coach, active: false, startsInDays: -2, endsInDays: 10 });
      const coach = await as(personas.coach);
      await expectAppError(coach.campaign.update({ slug: draft.slug, endDate: inDays(12) }), 'START_DATE_IN_PAST', 'startDate');
      const moved = await coach.campaign.update({ slug: draft.slug, startDate: inDays(1), endDate: inDays(12) });
      expect(moved.phase).toBe('draft');
    });

    it('fixes the start of a started campaign (START_DATE_LOCKED), and its end for a standard coach (END_DATE_LOCKED)', async () => {
      const running = await createCampaignRow({ organisation: personas.org, coach: personas.coach, startsInDays: -2, endsInDays: 10 });
      const coach = await as(personas.coach);
      await expectAppError(coach.campaign.update({ slug: running.slug, startDate: inDays(1) }), 'START_DATE_LOCKED', 'startDate');
      await expectAppError(coach.campaign.update({ slug: running.slug, endDate: inDays(12) }), 'END_DATE_LOCKED', 'endDate');
      const extended = await (await as(personas.orgAdmin)).campaign.update({ slug: running.slug, endDate: inDays(12) });
      expect(Math.round((extended.endDate.getTime() - Date.now()) / DAY)).toBe(12);
    });

    it('takes a started campaign’s start back unchanged whatever its time of day, and lets an admin extend its end (issue 30)', async () => {
      const running = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
      const yesterday = utcDay(-1);
      const storedStart = new Date(yesterday.getTime() + 9.5 * HOUR);
      const storedEnd = new Date(utcDay(10).getTime() + 17 * HOUR);
      await setDates(running.slug, storedStart, storedEnd);
      const admin = await as(personas.orgAdmin);
      // The wizard sends the calendar days its inputs show: midnight of each.
      const extended = await admin.campaign.update({ slug: running.slug, startDate: yesterday, endDate: utcDay(20) });
      expect(extended.startDate.toISOString()).toBe(storedStart.toISOString());
      expect(extended.endDate.toISOString()).toBe(utcDay(20).toISOString());
      expect((await scopedEm(personas.org).findOneOrFail(CampaignSchema, { slug: running.slug })).endDate.toISOString()).toBe(utcDay(20).toISOString());
      // The stored start itself, as an API client sends it back, and a later end.
      expect((await admin.campaign.update({ slug: running.slug, startDate: storedStart, endDate: utcDay(21) })).endDate.toISOString()).toBe(utcDay(21).toISOString());
      // A coach without the right to extend saves the same days again: nothing changed, nothing refused.
      const coach = await as(personas.coach);
      expect((await coach.campaign.update({ slug: running.slug, startDate: yesterday, endDate: utcDay(21) })).startDate.toISOString()).toBe(storedStart.toISOString());
      await expectAppError(admin.campaign.update({ slug: running.slug, startDate: utcDay(0), endDate: utcDay(21) }), 'START_DATE_LOCKED', 'startDate');
      await expectAppError(coach.campaign.update({ slug: running.slug, startDate: yesterday, endDate: utcDay(22) }), 'END_DATE_LOCKED', 'endDate');
    });

    it('lets a coach save and submit a draft whose end an admin extended, and holds a moved end to the coach’s limit (issue 30)', async () => {
      const draft = await create(personas.coach, { name: 'Extended by the admin' });
      await (await as(personas.orgAdmin)).campaign.update({ slug: draft.slug, endDate: inDays(90) });
      const coach = await as(personas.coach);
      const submitted = await coach.campaign.submit({ slug: draft.slug });
      expect(submitted.phase).toBe('upcoming');
      expect(Math.round((submitted.endDate.getTime() - Date.now()) / DAY)).toBe(90);
      // Sending the start back as it is keeps the admin's end; moving the end is judged by the coach's four weeks.
      const renamed = await coach.campaign.update({ slug: draft.slug, startDate: draft.startDate, name: 'Extended, renamed' });
      expect(renamed.endDate.getTime()).toBe(submitted.endDate.getTime());
      await expectAppError(coach.campaign.update({ slug: draft.slug, endDate: inDays(91) }), 'END_DATE_TOO_FAR', 'endDate');
    });

    it('submits a draft: it becomes upcoming, then shows under the coach’s campaigns by phase', async () => {
      const draft = await create(personas.coach, { name: 'Submitted soon' });
      const submitted = await (await as(personas.coach)).campaign.submit({ slug: draft.slug });
      expect(submitted).toMatchObject({ phase: 'upcoming', abilities: { submit: false } });
      await createCampaignRow({ organisation: personas.org, coach: personas.coach, name: 'Running now' });
      await createCampaignRow({ organisation: personas.org, coach: personas.coach, name: 'Long done', startsInDays: -40, endsInDays: -10 });
      const coached = await (await as(personas.coach)).campaign.coached();
      expect(coached.upcoming.map((campaign) => campaign.name)).toContain('Submitted soon');
      expect(coached.active.map((campaign) => campaign.name)).toContain('Running now');
      expect(coached.done.map((campaign) => campaign.name)).toContain('Long done');
      expect(coached.drafts.map((campaign) => campaign.name)).not.toContain('Submitted soon');
      expect((await (await as(personas.participant)).campaign.coached()).active).toEqual([]);
    });
  });

  describe('the Advanced settings box (spec 1 §2, issue 20 item 10)', () => {
    it('lets the organisation’s admins set brief-only, limited ideas and feedback visibility, and refuses coaches who are not admins', async () => {
      const site = await createOrganisation({ premium: true });
      const [coach, admin] = await Promise.all([createUser({ organisation: site }), createUser({ organisation: site, isOrgAdmin: true })]);
      await expectAppError(create(coach, { settings: { canViewTrustedFeedback: 'admin' } as never }, site), 'forbidden', 'settings.canViewTrustedFeedback');
      const draft = await create(coach, {}, site);
      const asCoach = await as(coach, site);
      await expectAppError(asCoach.campaign.update({ slug: draft.slug, settings: { publicBriefOnly: true } }), 'forbidden', 'settings.publicBriefOnly');
      await expectAppError(asCoach.campaign.update({ slug: draft.slug, settings: { limitIdeaCreation: true } }), 'forbidden', 'settings.limitIdeaCreation');
      // A step that sends the settings back as they are (the idea fields step) still saves.
      const field = { fieldid: 'val.2', label: 'Team', formType: 'text' as const };
      expect((await asCoach.campaign.update({ slug: draft.slug, settings: { ...draft.settings, ideaExtraFields: { custom: [field] } } })).settings.ideaExtraFields.custom).toHaveLength(1);

      const saved = await (await as(admin, site)).campaign.update({ slug: draft.slug, settings: { publicBriefOnly: true, limitIdeaCreation: true, canViewTrustedFeedback: 'trusted' } });
      expect(saved.settings).toMatchObject({ publicBriefOnly: true, limitIdeaCreation: true, canViewTrustedFeedback: 'trusted', ideaExtraFields: { custom: [{ label: 'Team' }] } });
      expect((await scopedEm(site).findOneOrFail(CampaignSchema, { slug: draft.slug })).settings).toMatchObject({ publicBriefOnly: true, canViewTrustedFeedback: 'trusted' });
      // Nothing was stored by the refused saves: only the admin's.
      await expectAppError(asCoach.campaign.update({ slug: draft.slug, settings: { canViewTrustedFeedback: 'everyone' } }), 'forbidden', 'settings.canViewTrustedFeedback');
      expect((await scopedEm(site).findOneOrFail(CampaignSchema, { slug: draft.slug })).settings.canViewTrustedFeedback).toBe('trusted');
    });

    it('still keeps brief-only and limited ideas to premium sites, for admins too', async () => {
      const draft = await create(personas.coach);
      await expectAppError((await as(personas.orgAdmin)).campaign.update({ slug: draft.slug, settings: { publicBriefOnly: true } }), 'PREMIUM_REQUIRED', 'settings.publicBriefOnly');
    });
  });

  it('gives the wizard the brief rendered and sanitised, for its review step (issue 20 item 11)', async () => {
    const draft = await create(personas.coach, { content: 'We look for **bold** ideas.\n\n<script>alert(1)</script>' });
    expect(draft.contentHtml).toContain('<strong>bold</strong>');
    const forEdit = await (await as(personas.coach)).campaign.forEdit({ slug: draft.slug });
    expect(forEdit.contentHtml).toContain('<strong>bold</strong>');
    expect(forEdit.contentHtml).not.toContain('<script');
    expect(forEdit.content).toBe('We look for **bold** ideas.\n\n<script>alert(1)</script>');
  });
});
