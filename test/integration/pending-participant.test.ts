import { beforeAll, describe, expect, it } from 'vitest';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { addParticipants } from '../factories/participation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';

/**
 * Issue 20 item 1: a participant awaiting a coach's approval adds no idea, upvotes nothing and
 * gives no member feedback until approved, and hears why (user-not-approved).
 */
describe('a participant awaiting coach approval', () => {
  let personas: Personas;
  let pending: User;
  let approved: User;
  let publicCampaign: Campaign;
  let internalCampaign: Campaign;
  beforeAll(async () => {
    personas = await createPersonas();
    [pending, approved] = await Promise.all([createUser({ organisation: personas.org }), createUser({ organisation: personas.org })]);
    publicCampaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach, requireCoachApproval: true });
    internalCampaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach, requireCoachApproval: true, privacySetting: 'internal' });
    for (const campaign of [publicCampaign, internalCampaign]) {
      await addParticipants(campaign, [pending], 'pending');
      await addParticipants(campaign, [approved]);
    }
  });

  const idea = (campaign: Campaign) => ({ campaignSlug: campaign.slug, name: 'Solar benches', content: 'Benches that charge phones.' });

  it('cannot post an idea, even to a public campaign, while an approved one can', async () => {
    const { caller } = await callerFor(pending);
    await expectAppError(caller.idea.create(idea(publicCampaign)), 'user-not-approved');
    await expectAppError(caller.idea.create(idea(internalCampaign)), 'user-not-approved');
    const created = await (await callerFor(approved)).caller.idea.create(idea(internalCampaign));
    expect(created.guid).toBeTruthy();
  });

  it('is not offered the campaign on /new-idea', async () => {
    const offered = async (viewer: User) => (await (await callerFor(viewer)).caller.idea.campaignsForNewIdea()).map((card) => card.slug);
    expect(await offered(pending)).not.toContain(publicCampaign.slug);
    expect(await offered(pending)).not.toContain(internalCampaign.slug);
    expect(await offered(approved)).toEqual(expect.arrayContaining([publicCampaign.slug, internalCampaign.slug]));
  });

  it('cannot upvote, nor give feedback where only members may, and hears that approval is pending', async () => {
    const other = await createIdeaRow({ campaign: internalCampaign, author: approved });
    const { caller } = await callerFor(pending);
    await expectAppError(caller.upvote.toggle({ ideaGuid: other.id }), 'user-not-approved');
    const membersOnly = await createCampaignRow({ organisation: personas.org, coach: personas.coach, requireCoachApproval: true, privacySetting: 'semi-public' });
    await addParticipants(membersOnly, [pending], 'pending');
    const inMembersOnly = await createIdeaRow({ campaign: membersOnly, author: personas.coach });
    await expectAppError(caller.feedback.create({ ideaGuid: inMembersOnly.id, comment: 'Nice', rating: 4 }), 'user-not-approved');
    // Public and internal campaigns take anyone's feedback (spec 1 §6), so there it is given as anyone's.
    expect((await caller.feedback.create({ ideaGuid: other.id, comment: 'Nice', rating: 4 })).guid).toBeTruthy();
    expect((await (await callerFor(approved)).caller.upvote.toggle({ ideaGuid: (await createIdeaRow({ campaign: internalCampaign, author: personas.coach })).id })).upvoted).toBe(true);
  });

  it('can post once a coach approves', async () => {
    const later = await createUser({ organisation: personas.org });
    await addParticipants(publicCampaign, [later], 'pending');
    await (await callerFor(personas.coach)).caller.campaign.member.approve({ slug: publicCampaign.slug, userGuid: later.id });
    expect((await (await callerFor(later)).caller.idea.create(idea(publicCampaign))).guid).toBeTruthy();
  });
});
