import { beforeAll, describe, expect, it } from 'vitest';
import { CampaignSchema, type Campaign } from '#server/entities/campaign.entity.ts';
import { CampaignInvitationSchema, CampaignParticipantSchema } from '#server/entities/participation.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { createCampaignRow, type CampaignOverrides } from '../factories/campaign.factory';
import { createUser } from '../factories/user.factory';
import { callerFor, scopedEm } from '../support/callers';
import { errorOf, expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';

describe('joining campaigns and managing their people', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });

  const as = async (viewer: User | null) => (await callerFor(viewer, { org: personas.org })).caller;
  const campaign = (overrides: Partial<CampaignOverrides> = {}) => createCampaignRow({ organisation: personas.org, coach: personas.coach, ...overrides });
  const participant = (row: Campaign, user: User) => scopedEm(personas.org).findOne(CampaignParticipantSchema, { campaign: row.id, user: user.id });
  const contributors = async (row: Campaign) => (await scopedEm(personas.org).findOneOrFail(CampaignSchema, { id: row.id })).contributorCount;

  describe('campaign.join', () => {
    it('lets anyone signed in join a public campaign, once, counting them as a contributor', async () => {
      const row = await campaign();
      const user = await createUser({ organisation: personas.org });
      expect(await (await as(user)).campaign.join({ slug: row.slug })).toEqual({ status: 'approved' });
      expect(await (await as(user)).campaign.join({ slug: row.slug })).toEqual({ status: 'approved' });
      expect(await contributors(row)).toBe(1);
    });

    it('lets people join an upcoming campaign but not a draft (campaign-not-active) or a finished one (campaign-ended)', async () => {
      await expect((await as(personas.participant)).campaign.join({ slug: (await campaign({ startsInDays: 3, endsInDays: 10 })).slug })).resolves.toEqual({ status: 'approved' });
      await expectAppError((await as(personas.participant)).campaign.join({ slug: (await campaign({ active: false, startsInDays: 3 })).slug }), 'campaign-not-active');
      await expectAppError((await as(personas.participant)).campaign.join({ slug: (await campaign({ startsInDays: -20, endsInDays: -1 })).slug }), 'campaign-ended');
    });

    it('keeps a campaign needing approval pending until a coach approves', async () => {
      const row = await campaign({ requireCoachApproval: true });
      const user = await createUser({ organisation: personas.org });
      expect(await (await as(user)).campaign.join({ slug: row.slug })).toEqual({ status: 'pending' });
      expect(await contributors(row)).toBe(0);
      expect(await (await as(personas.coach)).campaign.member.approve({ slug: row.slug, userGuid: user.id })).toEqual({ status: 'approved' });
      expect((await participant(row, user))?.status).toBe('approved');
      expect(await contributors(row)).toBe(1);
    });

    it('lets internal campaigns take members but not guests, who need an invitation (invitation-required)', async () => {
      const row = await campaign({ privacySetting: 'internal' });
      const guest = await createUser({ organisation: personas.org, orgRole: 'guest' });
      await expectAppError((await as(guest)).campaign.join({ slug: row.slug }), 'invitation-required');
      await expect((await as(personas.participant)).campaign.join({ slug: row.slug })).resolves.toEqual({ status: 'approved' });
    });

    it('admits to a private campaign by e-mail invitation or share link only, and marks the invitation used', async () => {
      const row = await campaign({ privacySetting: 'private', requireCoachApproval: true });
      const [invited, linked, stranger] = await Promise.all([1, 2, 3].map(() => createUser({ organisation: personas.org })));
      await expectAppError((await as(stranger!)).campaign.join({ slug: row.slug }), 'invitation-required');
      await expectAppError((await as(stranger!)).campaign.join({ slug: row.slug, secret: 'guessed' }), 'invitation-required');

      await (await as(personas.coach)).campaign.member.invite({ slug: row.slug, emails: invited!.email.toUpperCase() });
      expect(await (await as(invited!)).campaign.join({ slug: row.slug })).toEqual({ status: 'approved' });
      const invitation = await scopedEm(personas.org).findOneOrFail(CampaignInvitationSchema, { campaign: row.id });
      expect(invitation.acceptedBy?.id).toBe(invited!.id);

      expect(await (await as(linked!)).campaign.join({ slug: row.slug, secret: row.inviteSecret })).toEqual({ status: 'pending' });
    });

    it('asks for the agreement when the campaign requires it (AGREEMENT_NOT_ACCEPTED)', async () => {
      const row = await campaign();
      await scopedEm(personas.org).nativeUpdate(CampaignSchema, { id: row.id }, { requireAgreementAcceptance: true });
      await expectAppError((await as(personas.participant)).campaign.join({ slug: row.slug }), 'AGREEMENT_NOT_ACCEPTED', 'agreement');
      // A visitor is asked to log in first, in the spec's words for terms (and the login hint is set).
      const visitor = await expectAppError((await as(null)).campaign.join({ slug: row.slug, agreement: true }), 'YOU_HAVE_TO_LOGIN_TO_ACCEPT_AGREEMENT');
      expect(visitor.login).toBe(true);
      await expect((await as(personas.participant)).campaign.join({ slug: row.slug, agreement: true })).resolves.toEqual({ status: 'approved' });
      expect((await participant(row, personas.participant))?.agreementAcceptedAt).toBeInstanceOf(Date);
    });

    it('asks the logged-out to log in, and shows another site nothing', async () => {
      const row = await campaign();
      await expectAppError((await as(null)).campaign.join({ slug: row.slug }), 'not-authenticated');
      await expectAppError((await callerFor(personas.outsider)).caller.campaign.join({ slug: row.slug }), 'not-found');
    });
  });

  describe('campaign.member.*', () => {
    it('invites addresses separated by semicolons, skipping ones already invited', async () => {
      const row = await campaign();
      const coach = await as(personas.coach);
      expect(await coach.campaign.member.invite({ slug: row.slug, emails: ' a@example.com ; b@example.com;; ' })).toEqual({ invited: 2 });
      expect(await coach.campaign.member.invite({ slug: row.slug, emails: 'b@example.com;c@example.com' })).toEqual({ invited: 1 });
    });

    it('reads a list pasted from a mail program as the form does: commas, line breaks, names and duplicates', async () => {
      const row = await campaign();
      const coach = await as(personas.coach);
      const pasted = 'Ann Berg <ann@example.com>, "Berg, Bo" <Bo@Example.com>\ncy@example.com dee@example.com; ann@example.com';
      expect(await coach.campaign.member.invite({ slug: row.slug, emails: pasted })).toEqual({ invited: 4 });
      const stored = await scopedEm(personas.org).find(CampaignInvitationSchema, { campaign: row.id }, { orderBy: { email: 'asc' } });
      expect(stored.map((invitation) => invitation.email)).toEqual(['ann@example.com', 'bo@example.com', 'cy@example.com', 'dee@example.com']);
      const error = await errorOf(coach.campaign.member.invite({ slug: row.slug, emails: 'Eve <eve@example.com>, Fay Berg <fay@nowhere>' }));
      expect(error).toMatchObject({ code: 'INVALID_EMAIL', details: ['Fay Berg <fay@nowhere>'] });
    });

    it('refuses the whole list when any address is invalid (INVALID_EMAIL), naming the bad ones', async () => {
      const row = await campaign();
      const error = await errorOf((await as(personas.coach)).campaign.member.invite({ slug: row.slug, emails: 'ok@example.com; nope; x@y' }));
      expect(error).toMatchObject({ code: 'INVALID_EMAIL', details: ['nope', 'x@y'] });
      expect(await scopedEm(personas.org).count(CampaignInvitationSchema, { campaign: row.id })).toBe(0);
    });

    it('declines a pending joiner and removes a participant', async () => {
      const row = await campaign({ requireCoachApproval: true });
      const [pending, approved] = await Promise.all([createUser({ organisation: personas.org }), createUser({ organisation: personas.org })]);
      await (await as(pending)).campaign.join({ slug: row.slug });
      await (await as(approved)).campaign.join({ slug: row.slug });
      const coach = await as(personas.coach);
      await coach.campaign.member.approve({ slug: row.slug, userGuid: approved.id });
      await expectAppError(coach.campaign.member.decline({ slug: row.slug, userGuid: approved.id }), 'invalid-input');
      expect(await coach.campaign.member.decline({ slug: row.slug, userGuid: pending.id })).toEqual({ declined: true });
      expect(await coach.campaign.member.remove({ slug: row.slug, userGuid: approved.id })).toEqual({ removed: true });
      expect(await participant(row, pending)).toBeNull();
      expect(await participant(row, approved)).toBeNull();
      expect(await contributors(row)).toBe(0);
    });

    it('keeps people management to coaches and admins', async () => {
      const row = await campaign({ requireCoachApproval: true });
      const joiner = await createUser({ organisation: personas.org });
      await (await as(joiner)).campaign.join({ slug: row.slug });
      for (const viewer of [personas.participant, joiner]) {
        const caller = await as(viewer);
        await expectAppError(caller.campaign.member.approve({ slug: row.slug, userGuid: joiner.id }), 'forbidden');
        await expectAppError(caller.campaign.member.invite({ slug: row.slug, emails: 'a@example.com' }), 'forbidden');
      }
      await expect((await as(personas.orgAdmin)).campaign.member.approve({ slug: row.slug, userGuid: joiner.id })).resolves.toEqual({ status: 'approved' });
      await expectAppError((await callerFor(personas.outsider)).caller.campaign.member.remove({ slug: row.slug, userGuid: joiner.id }), 'not-found');
    });
  });
});
