import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '#server/entities/user.entity.ts';
import { createCampaignRow, type CampaignOverrides } from '../factories/campaign.factory';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';

describe('running a campaign: people, coaches, share link', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });

  const as = async (viewer: User | null) => (await callerFor(viewer, { org: personas.org })).caller;
  const campaign = (overrides: Partial<CampaignOverrides> = {}) => createCampaignRow({ organisation: personas.org, coach: personas.coach, ...overrides });

  it('lists joined, awaiting and invited people for coaches; withdrawn invitations disappear', async () => {
    const row = await campaign({ requireCoachApproval: true });
    const [first, second] = await Promise.all([createUser({ organisation: personas.org }), createUser({ organisation: personas.org })]);
    const coach = await as(personas.coach);
    await (await as(first)).campaign.join({ slug: row.slug });
    await (await as(second)).campaign.join({ slug: row.slug });
    await coach.campaign.member.approve({ slug: row.slug, userGuid: first.id });
    await coach.campaign.member.invite({ slug: row.slug, emails: 'someone@example.com' });
    const people = await coach.campaign.member.list({ slug: row.slug });
    expect(people.joined.map((person) => person.guid)).toEqual([first.id]);
    expect(people.pending.map((person) => person.guid)).toEqual([second.id]);
    expect(people.invited.map((invitation) => invitation.email)).toEqual(['someone@example.com']);
    expect(people.coaches.map((person) => person.guid)).toEqual([personas.coach.id]);
    await coach.campaign.member.removeInvitation({ slug: row.slug, invitationGuid: people.invited[0]!.guid });
    expect((await coach.campaign.member.list({ slug: row.slug })).invited).toEqual([]);
    await expectAppError((await as(personas.participant)).campaign.member.list({ slug: row.slug }), 'forbidden');
  });

  it('adds coaches (campaign-coach-exists-already for a second time) and never removes the last one', async () => {
    const row = await campaign();
    const coach = await as(personas.coach);
    expect((await coach.campaign.member.addCoach({ slug: row.slug, userGuid: personas.participant.id })).coaches).toHaveLength(2);
    await expectAppError(coach.campaign.member.addCoach({ slug: row.slug, userGuid: personas.participant.id }), 'campaign-coach-exists-already');
    await expectAppError(coach.campaign.member.addCoach({ slug: row.slug, userGuid: personas.outsider.id }), 'not-found');
    expect((await coach.campaign.member.removeCoach({ slug: row.slug, userGuid: personas.participant.id })).coaches).toHaveLength(1);
    await expectAppError(coach.campaign.member.removeCoach({ slug: row.slug, userGuid: personas.coach.id }), 'campaign-needs-a-coach');
  });

  it('makes a new share link; the old one stops admitting and stops resolving', async () => {
    const row = await campaign({ privacySetting: 'private' });
    const coach = await as(personas.coach);
    const before = (await coach.campaign.bySlug({ slug: row.slug })).permaInviteLink!;
    expect((await (await as(null)).campaign.invitation({ kind: 'link', key: before.split('/').pop()! })).campaign.slug).toBe(row.slug);
    const { permaInviteLink } = await coach.campaign.member.newShareLink({ slug: row.slug });
    expect(permaInviteLink).not.toBe(before);
    const oldSecret = before.split('/').pop()!;
    await expectAppError((await as(personas.participant)).campaign.join({ slug: row.slug, secret: oldSecret }), 'invitation-required');
    await expectAppError((await as(null)).campaign.invitation({ kind: 'link', key: oldSecret }), 'invalid-invitation');
    await expectAppError((await as(personas.participant)).campaign.bySlug({ slug: row.slug }), 'invitation-required');
    expect((await coach.campaign.bySlug({ slug: row.slug })).permaInviteLink).toBe(permaInviteLink);
  });

  it('resolves an e-mail invitation landing, then shows it as accepted', async () => {
    const row = await campaign({ privacySetting: 'private', requireCoachApproval: true });
    const invitee = await createUser({ organisation: personas.org });
    await (await as(personas.coach)).campaign.member.invite({ slug: row.slug, emails: invitee.email });
    const guid = (await (await as(personas.coach)).campaign.member.list({ slug: row.slug })).invited[0]!.guid;
    expect(await (await as(null)).campaign.invitation({ kind: 'email', key: guid })).toEqual({
      type: 'email',
      accepted: false,
      campaign: { slug: row.slug, name: row.name, requireCoachApproval: true },
    });
    await (await as(invitee)).campaign.join({ slug: row.slug });
    expect((await (await as(null)).campaign.invitation({ kind: 'email', key: guid })).accepted).toBe(true);
    await expectAppError((await as(null)).campaign.invitation({ kind: 'email', key: 'not-a-guid' }), 'invalid-invitation');
    await expectAppError((await callerFor(null, { org: personas.otherOrg })).caller.campaign.invitation({ kind: 'email', key: guid }), 'invalid-invitation');
  });
});
