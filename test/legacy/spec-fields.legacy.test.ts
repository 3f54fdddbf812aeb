import { beforeAll, describe, expect, it } from 'vitest';
import { legacyCampaignAnswer, legacyIdeaAnswer } from '#server/legacy/legacy-answers.ts';
import { CampaignSchema } from '#server/entities/campaign.entity.ts';
import { siteAddress } from '#server/modules/organisation/site-address.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import type { Idea } from '#server/entities/idea.entity.ts';
import { createAgreement, publishNewVersion } from '../factories/agreement.factory';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { createMediaFile } from '../factories/media.factory';
import { hostFor, TEST_PUBLIC_URL } from '../factories/organisation.factory';
import { addParticipants } from '../factories/participation.factory';
import { createUser } from '../factories/user.factory';
import { LEGACY_BASE, requestJson, useHttpFixture } from '../support/http';
import { testOrm } from '../support/test-database';
import { bearerFor } from '../support/upload';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Spec 1 §3 fields the legacy answers carry: campaign shortLink, icon, coachGuid, canViewTrustedFeedback; idea votes, upvoters, authors' e-mail; dates. */
describe('legacy answers carry the spec’s fields', () => {
  const fixture = useHttpFixture();
  let campaign: Campaign;
  let idea: Idea;
  let voter: { id: string; email: string };
  let coach: string;
  let admin: string;
  let author: string;
  let voterBearer: string;
  let bystander: string;
  beforeAll(async () => {
    const { org, participant } = fixture.personas;
    campaign = await createCampaignRow({ organisation: org, coach: fixture.personas.coach });
    idea = await createIdeaRow({ campaign, author: participant });
    const [someone, other] = await Promise.all([createUser({ organisation: org, firstName: 'Vera', lastName: 'Voter' }), createUser({ organisation: org })]);
    voter = someone;
    await addParticipants(campaign, [participant, someone, other]);
    [coach, admin, author, voterBearer, bystander] = (await Promise.all([fixture.personas.coach, fixture.personas.orgAdmin, participant, someone, other].map(bearerFor))) as [string, string, string, string, string];
    for (const bearer of [voterBearer, coach]) expect(await call('POST', `/api/ideas/${idea.id}/upvote`, bearer, {})).toMatchObject({ status: 200 });
  });
  const call = (method: 'GET' | 'POST', path: string, authorization: string | null, body?: unknown, host = fixture.host) =>
    requestJson(fixture.app, { method, url: `${LEGACY_BASE}${path}`, host, headers: authorization ? { authorization } : {}, body });
  const base = () => siteAddress(fixture.personas.org, TEST_PUBLIC_URL);

  it('gives a campaign its shortLink, icon, coachGuid and canViewTrustedFeedback as {key, value}', async () => {
    const brief = await call('GET', `/coach/campaigns/${campaign.slug}/brief`, null);
    expect(brief.status).toBe(200);
    const result = legacyCampaignAnswer.parse(brief.body.result);
    expect(result).toMatchObject({
      shortLink: `${base()}/coach/campaigns/${campaign.slug}/brief`,
      icon: null,
      coachGuid: fixture.personas.coach.id,
      settings: { canViewTrustedFeedback: { key: 'everyone', value: ['admin', 'member', 'guest'] } },
    });
    expect(result.startDate).toMatch(ISO_INSTANT);

    const photo = await createMediaFile({ organisation: fixture.personas.org, owner: fixture.personas.coach, context: 'campaignPhoto', filename: 'p.png', mimeType: 'image/png' });
    await testOrm().em.fork().getConnection().execute('update campaign set photo_id = ? where id = ?', [photo.id, campaign.id]);
    expect((await call('GET', `/coach/campaigns/${campaign.slug}/brief`, null)).body.result).toMatchObject({ icon: `/media/${photo.id}`, thumbnail: { url: `/media/${photo.id}` } });

    // The {key, value} an answer carries may be sent back as it came; the key is what is stored.
    const saved = await call('POST', `/coach/campaign/${campaign.slug}`, admin, { settings: { canViewTrustedFeedback: { key: 'trusted', value: ['admin', 'member'] } } });
    expect(saved.status).toBe(200);
    expect(legacyCampaignAnswer.parse(saved.body.result).settings.canViewTrustedFeedback).toEqual({ key: 'trusted', value: ['admin', 'member'] });
    const stored = await testOrm().em.fork().findOneOrFail(CampaignSchema, { id: campaign.id }, { filters: false });
    expect(stored.settings.canViewTrustedFeedback).toBe('trusted');
  });

  it('gives an idea its votes and shortLink, and its upvoters as the viewer may see them', async () => {
    const view = async (bearer: string | null) => legacyIdeaAnswer.parse((await call('GET', `/api/ideas/${idea.id}`, bearer)).body.result);
    const asCoach = await view(coach);
    expect(asCoach).toMatchObject({ votes: 2, totalUpvoteCount: 2, shortLink: `${base()}/ideas/${idea.id}` });
    expect(asCoach.upvoters).toEqual([{ guid: voter.id, name: 'Vera Voter' }, { guid: fixture.personas.coach.id, name: 'Campaign Coach' }]);
    expect((await view(admin)).upvoters).toHaveLength(2);
    // Anyone else sees only themself among the upvoters.
    expect((await view(voterBearer)).upvoters).toEqual([{ guid: voter.id, name: 'Vera Voter' }]);
    expect((await view(bystander)).upvoters).toEqual([]);
    expect((await view(null)).upvoters).toEqual([]);
    expect((await view(null)).createdAt).toMatch(ISO_INSTANT);
  });

  it('shows an author’s e-mail to the author and the campaign’s coaches and admins only', async () => {
    const email = fixture.personas.participant.email;
    const authorOf = async (bearer: string | null) => legacyIdeaAnswer.parse((await call('GET', `/ideas/${idea.id}`, bearer)).body.result).authors[0];
    for (const bearer of [coach, admin, author]) expect(await authorOf(bearer)).toMatchObject({ guid: fixture.personas.participant.id, email });
    for (const bearer of [bystander, voterBearer, null]) expect(await authorOf(bearer)).not.toHaveProperty('email');
    // Another site's admin, on their own site, finds no idea by this guid.
    expect(await call('GET', `/api/ideas/${idea.id}`, await bearerFor(fixture.personas.outsider), undefined, hostFor(fixture.personas.otherOrg))).toMatchObject({ status: 404, body: { error: 'not-found' } });
  });

  it('writes days as YYYY-MM-DD and instants as ISO 8601 (spec 1 §9)', async () => {
    const agreement = await createAgreement(fixture.personas.org, { type: 'campaign' });
    await publishNewVersion(agreement, 'Next terms', '2020-02-03');
    const answer = await call('GET', `/agreements/${agreement.id}`, admin);
    expect(answer).toMatchObject({ status: 200, body: { result: { validFrom: '2020-02-03' } } });
    const stats = await call('GET', '/organisation/stats?startdate=2026-01-01&enddate=2026-01-31', admin);
    expect(stats).toMatchObject({ status: 200, body: { result: { startDate: '2026-01-01', endDate: '2026-01-31' } } });
  });

  it('documents these fields in the OpenAPI document', async () => {
    const document = (await call('GET', '/openapi.json', null)).body as { components: { schemas: Record<string, { properties: Record<string, unknown> }> } };
    expect(Object.keys(document.components.schemas.LegacyCampaign!.properties)).toEqual(expect.arrayContaining(['shortLink', 'icon', 'coachGuid', 'settings']));
    expect(Object.keys(document.components.schemas.LegacyIdea!.properties)).toEqual(expect.arrayContaining(['votes', 'upvoters', 'authors', 'shortLink', 'createdAt']));
  });
});
