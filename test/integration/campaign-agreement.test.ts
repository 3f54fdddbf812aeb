import { beforeAll, describe, expect, it } from 'vitest';
import type { Agreement } from '#server/entities/agreement.entity.ts';
import { CampaignSchema, type Campaign } from '#server/entities/campaign.entity.ts';
import { CampaignParticipantSchema } from '#server/entities/participation.entity.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { createAgreement, publishNewVersion } from '../factories/agreement.factory';
import { createCampaignRow, type CampaignOverrides } from '../factories/campaign.factory';
import { addParticipants } from '../factories/participation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor, scopedEm } from '../support/callers';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

const DAY = 24 * 60 * 60 * 1000;

describe('campaign agreements (spec 1 §4, spec 2 §3, §5)', () => {
  let personas: Personas;
  let rules: Agreement;
  beforeAll(async () => {
    personas = await createPersonas();
    await testOrm().em.fork().nativeUpdate(OrganisationSchema, { id: personas.org.id }, { premium: true });
    rules = await createAgreement(personas.org, { type: 'campaign', name: 'Hunt rules', text: 'Play fair.' });
  });

  const as = async (viewer: User | null) => (await callerFor(viewer, { org: personas.org })).caller;
  const campaign = (overrides: Partial<CampaignOverrides> = {}) =>
    createCampaignRow({ organisation: personas.org, coach: personas.coach, requireAgreementAcceptance: true, agreement: rules, ...overrides });
  const participation = (row: Campaign, user: User) => scopedEm(personas.org).findOne(CampaignParticipantSchema, { campaign: row.id, user: user.id }, { populate: ['agreementVersion'] });

  describe('in the wizard', () => {
    const draft = { name: 'Agreed hunt', startDate: new Date(Date.now() + DAY) };

    it('names a campaign agreement of the site on a premium site', async () => {
      const created = await (await as(personas.coach)).campaign.create({ ...draft, requireAgreementAcceptance: true, agreementGuid: rules.id });
      expect(created).toMatchObject({ requireAgreementAcceptance: true, agreementGuid: rules.id });
      const cleared = await (await as(personas.coach)).campaign.update({ slug: created.slug, agreementGuid: null });
      expect(cleared.agreementGuid).toBeNull();
    });

    it('refuses what is no campaign agreement in force here (NO_VALID_AGREEMENT_FOUND), saving nothing', async () => {
      const terms = await createAgreement(personas.org, { type: 'terms-of-service' });
      const draftOne = await createAgreement(personas.org, { type: 'campaign', published: false });
      const foreign = await createAgreement(personas.otherOrg, { type: 'campaign' });
      const before = await scopedEm(personas.org).count(CampaignSchema, {});
      for (const guid of [terms.id, draftOne.id, foreign.id]) {
        await expectAppError((await as(personas.coach)).campaign.create({ ...draft, requireAgreementAcceptance: true, agreementGuid: guid }), 'NO_VALID_AGREEMENT_FOUND', 'agreementGuid');
      }
      expect(await scopedEm(personas.org).count(CampaignSchema, {})).toBe(before);
    });

    it('keeps agreements to premium sites (PREMIUM_REQUIRED)', async () => {
      const coach = await createUser({ organisation: personas.otherOrg });
      const theirs = await createAgreement(personas.otherOrg, { type: 'campaign' });
      await expectAppError((await callerFor(coach)).caller.campaign.create({ ...draft, agreementGuid: theirs.id }), 'PREMIUM_REQUIRED', 'agreementGuid');
    });
  });

  describe('joining', () => {
    it('needs the checkbox (AGREEMENT_NOT_ACCEPTED) and records the version accepted', async () => {
      const row = await campaign();
      const user = await createUser({ organisation: personas.org });
      await expectAppError((await as(user)).campaign.join({ slug: row.slug }), 'AGREEMENT_NOT_ACCEPTED', 'agreement');
      expect(await participation(row, user)).toBeNull();
      await (await as(user)).campaign.join({ slug: row.slug, agreement: true });
      const joined = await participation(row, user);
      expect(joined?.agreementAcceptedAt).toBeInstanceOf(Date);
      expect(joined?.agreementVersion?.version).toBe(1);
      expect(await (await as(user)).agreement.acceptedForCampaign({ slug: row.slug, userGuid: user.id })).toMatchObject({ userGuid: user.id, agreementGuid: rules.id, version: 1 });
    });

    it('asks a visitor to log in to accept (YOU_HAVE_TO_LOGIN_TO_ACCEPT_AGREEMENT)', async () => {
      const row = await campaign();
      await expectAppError((await as(null)).campaign.join({ slug: row.slug, agreement: true }), 'YOU_HAVE_TO_LOGIN_TO_ACCEPT_AGREEMENT');
    });
  });

  describe('the agreement page and the brief', () => {
    it('shows the campaign’s agreement in the version in force, with where the viewer stands', async () => {
      const own = await createAgreement(personas.org, { type: 'campaign', name: 'Own rules', text: 'One.' });
      const row = await campaign({ agreement: own });
      await publishNewVersion(own, 'Two.');
      const page = await (await as(personas.participant)).agreement.forCampaign({ slug: row.slug });
      expect(page).toMatchObject({ campaign: { slug: row.slug }, agreement: { guid: own.id, text: 'Two.', version: 2 }, membership: null, canJoin: true, accepted: false });
      expect(await (await as(null)).agreement.forCampaign({ slug: row.slug })).toMatchObject({ agreement: { guid: own.id }, canJoin: false });
    });

    it('sends a member who joined without accepting to the agreement, who then accepts it there', async () => {
      const row = await campaign();
      const member = await createUser({ organisation: personas.org });
      await addParticipants(row, [member]);
      const brief = await (await as(member)).campaign.bySlug({ slug: row.slug });
      expect(brief).toMatchObject({ isAgreementAccepted: false, mustAcceptAgreement: true });
      // Coaches are never asked, and a campaign without the requirement asks nobody.
      expect(await (await as(personas.coach)).campaign.bySlug({ slug: row.slug })).toMatchObject({ mustAcceptAgreement: false });

      await expectAppError((await as(member)).agreement.acceptForCampaign({ slug: row.slug, accepted: false }), 'AGREEMENT_NOT_ACCEPTED', 'accepted');
      await (await as(member)).agreement.acceptForCampaign({ slug: row.slug, accepted: true });
      expect(await (await as(member)).campaign.bySlug({ slug: row.slug })).toMatchObject({ isAgreementAccepted: true, mustAcceptAgreement: false });
      expect((await participation(row, member))?.agreementVersion?.version).toBe(1);
    });

    it('takes acceptance on the page only from members (user-not-in-campaign) who are signed in', async () => {
      const row = await campaign();
      await expectAppError((await as(personas.participant)).agreement.acceptForCampaign({ slug: row.slug, accepted: true }), 'user-not-in-campaign');
      await expectAppError((await as(null)).agreement.acceptForCampaign({ slug: row.slug, accepted: true }), 'YOU_HAVE_TO_LOGIN_TO_ACCEPT_AGREEMENT');
    });

    it('shows an acceptance to the user and the campaign’s coaches only; another site finds no campaign', async () => {
      const row = await campaign();
      const member = await createUser({ organisation: personas.org });
      await (await as(member)).campaign.join({ slug: row.slug, agreement: true });
      expect(await (await as(personas.coach)).agreement.acceptedForCampaign({ slug: row.slug, userGuid: member.id })).toMatchObject({ userGuid: member.id });
      expect(await (await as(personas.orgAdmin)).agreement.acceptedForCampaign({ slug: row.slug, userGuid: member.id })).toMatchObject({ userGuid: member.id });
      expect(await (await as(personas.coach)).agreement.acceptedForCampaign({ slug: row.slug, userGuid: personas.participant.id })).toBeNull();
      await expectAppError((await as(personas.participant)).agreement.acceptedForCampaign({ slug: row.slug, userGuid: member.id }), 'forbidden');
      await expectAppError((await as(null)).agreement.acceptedForCampaign({ slug: row.slug, userGuid: member.id }), 'not-authenticated');
      const outsider = (await callerFor(personas.outsider)).caller;
      await expectAppError(outsider.agreement.acceptedForCampaign({ slug: row.slug, userGuid: member.id }), 'not-found');
      await expectAppError(outsider.agreement.forCampaign({ slug: row.slug }), 'not-found');
    });
  });
});
