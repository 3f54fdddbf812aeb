import { beforeAll, describe, expect, it } from 'vitest';
import { CampaignSchema } from '#server/entities/campaign.entity.ts';
import { CampaignInvitationSchema } from '#server/entities/participation.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { createCampaignRow, type CampaignOverrides } from '../factories/campaign.factory';
import { createOrganisation } from '../factories/organisation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor, scopedEm } from '../support/callers';
import { countQueries } from '../support/count-queries';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

describe('seeing campaigns', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });

  const as = async (viewer: User | null) => (await callerFor(viewer, { org: personas.org })).caller;
  const campaign = (overrides: Partial<CampaignOverrides> = {}) => createCampaignRow({ organisation: personas.org, coach: personas.coach, ...overrides });

  describe('campaign.bySlug', () => {
    it('shows a public campaign to anyone, logged out included, with what they may do', async () => {
      const row = await campaign({ name: 'Open to all' });
      expect(await (await as(null)).campaign.bySlug({ slug: row.slug })).toMatchObject({ name: 'Open to all', joined: false, approvalStatus: null, abilities: { join: false, edit: false } });
      expect(await (await as(personas.participant)).campaign.bySlug({ slug: row.slug })).toMatchObject({ abilities: { join: true, edit: false } });
      expect(await (await as(personas.coach)).campaign.bySlug({ slug: row.slug })).toMatchObject({ isCoach: true, abilities: { edit: true } });
    });

    it('tells a joiner awaiting approval apart from a member', async () => {
      const row = await campaign({ requireCoachApproval: true });
      const user = await createUser({ organisation: personas.org });
      await (await as(user)).campaign.join({ slug: row.slug });
      expect(await (await as(user)).campaign.bySlug({ slug: row.slug })).toMatchObject({ joined: false, approvalStatus: 'pending', abilities: { join: false } });
    });

    it('keeps drafts to their coaches and admins', async () => {
      const row = await campaign({ active: false, startsInDays: 2 });
      await expectAppError((await as(personas.participant)).campaign.bySlug({ slug: row.slug }), 'not-found');
      await expect((await as(personas.coach)).campaign.bySlug({ slug: row.slug })).resolves.toMatchObject({ phase: 'draft' });
      await expect((await as(personas.orgAdmin)).campaign.bySlug({ slug: row.slug })).resolves.toBeTruthy();
    });

    it('shows internal campaigns to members; guests get invitation-required, the logged-out a login', async () => {
      const row = await campaign({ privacySetting: 'internal' });
      const guest = await createUser({ organisation: personas.org, orgRole: 'guest' });
      await expect((await as(personas.participant)).campaign.bySlug({ slug: row.slug })).resolves.toBeTruthy();
      await expectAppError((await as(guest)).campaign.bySlug({ slug: row.slug }), 'invitation-required');
      const error = await expectAppError((await as(null)).campaign.bySlug({ slug: row.slug }), 'not-authenticated');
      expect(error.login).toBe(true);
    });

    it('shows a private campaign only to those in it or invited', async () => {
      const row = await campaign({ privacySetting: 'private' });
      const invited = await createUser({ organisation: personas.org });
      await expectAppError((await as(personas.participant)).campaign.bySlug({ slug: row.slug }), 'invitation-required');
      const em = scopedEm(personas.org);
      em.create(CampaignInvitationSchema, { campaign: em.getReference(CampaignSchema, row.id), email: invited.email.toLowerCase(), invitedBy: null, acceptedBy: null, acceptedAt: null });
      await em.flush();
      expect(await (await as(invited)).campaign.bySlug({ slug: row.slug })).toMatchObject({ private: true, abilities: { join: true } });
    });

    it('keeps a brief-only campaign to its brief for non-members', async () => {
      const row = await campaign();
      await scopedEm(personas.org).nativeUpdate(CampaignSchema, { id: row.id }, { settings: { ...row.settings, publicBriefOnly: true } });
      expect((await (await as(personas.participant)).campaign.bySlug({ slug: row.slug })).briefOnly).toBe(true);
      await (await as(personas.participant)).campaign.join({ slug: row.slug });
      expect((await (await as(personas.participant)).campaign.bySlug({ slug: row.slug })).briefOnly).toBe(false);
      expect((await (await as(personas.coach)).campaign.bySlug({ slug: row.slug })).briefOnly).toBe(false);
    });

    it("does not show one site's campaign on another", async () => {
      const row = await campaign();
      await expectAppError((await callerFor(personas.outsider)).caller.campaign.bySlug({ slug: row.slug }), 'not-found');
    });
  });

  describe('campaign.dashboard', () => {
    it('sorts campaigns into the sections of the dashboard', async () => {
      const site = await createOrganisation();
      const [coach, user] = await Promise.all([createUser({ organisation: site }), createUser({ organisation: site })]);
      const make = (overrides: Partial<CampaignOverrides>) => createCampaignRow({ organisation: site, coach, ...overrides });
      const joined = await make({ name: 'Joined and running' });
      const pending = await make({ name: 'Waiting for approval', requireCoachApproval: true });
      await make({ name: 'Featured elsewhere' }).then((row) => scopedEm(site).nativeUpdate(CampaignSchema, { id: row.id }, { featured: true }));
      await make({ name: 'Not featured, not mine' });
      await make({ name: 'Starting soon', startsInDays: 3, endsInDays: 20 });
      const finished = await make({ name: 'Done and joined', startsInDays: -30, endsInDays: -2 });
      await make({ name: 'Done, not mine', startsInDays: -30, endsInDays: -1 });
      await make({ name: 'Private elsewhere', privacySetting: 'private' });
      await createCampaignRow({ organisation: site, coach: user, name: 'My draft', active: false, startsInDays: 5 });
      const userCaller = (await callerFor(user)).caller;
      await userCaller.campaign.join({ slug: joined.slug });
      await userCaller.campaign.join({ slug: pending.slug });
      await testOrm().em.fork().getConnection().execute(
        `insert into campaign_participant (id, created_at, updated_at, campaign_id, user_id, status) values (gen_random_uuid(), now(), now(), ?, ?, 'approved')`,
        [finished.id, user.id],
      );

      const { result: sections, count } = await countQueries(testOrm(), () => userCaller.campaign.dashboard());
      const names = (key: keyof typeof sections) => sections[key].map((card) => card.name).sort();
      expect(names('mine')).toEqual(['Joined and running', 'Waiting for approval']);
      expect(sections.mine.find((card) => card.name === 'Waiting for approval')).toMatchObject({ awaitingApproval: true, approvalStatus: 'pending' });
      expect(names('featured')).toEqual(['Featured elsewhere']);
      expect(names('upcoming')).toEqual(['Starting soon']);
      expect(names('finished')).toEqual(['Done and joined']);
      expect(names('archive')).toEqual(['Done and joined', 'Done, not mine']);
      expect(names('drafts')).toEqual(['My draft']);
      expect(JSON.stringify(sections)).not.toContain('Private elsewhere');
      // Participations, coached ids, campaigns, then their coaches and photos: not one per campaign.
      expect(count).toBeLessThanOrEqual(6);
    });
  });
});
