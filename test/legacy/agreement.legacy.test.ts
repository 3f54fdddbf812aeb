import { beforeAll, describe, expect, it } from 'vitest';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { createAgreement, linkAgreements } from '../factories/agreement.factory';
import { createCampaignRow } from '../factories/campaign.factory';
import { addParticipants } from '../factories/participation.factory';
import { createUser } from '../factories/user.factory';
import { LEGACY_BASE, requestJson, useHttpFixture } from '../support/http';
import { testOrm } from '../support/test-database';
import { bearerFor } from '../support/upload';

describe('legacy agreement routes (spec 2 §7 Agreements)', () => {
  const fixture = useHttpFixture();
  let admin: string;
  let participant: string;
  beforeAll(async () => {
    admin = await bearerFor(fixture.personas.orgAdmin);
    participant = await bearerFor(fixture.personas.participant);
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', path: string, authorization: string | null, body?: unknown) =>
    requestJson(fixture.app, { method, url: `${LEGACY_BASE}${path}`, host: fixture.host, headers: authorization ? { authorization } : {}, body });

  it('creates, publishes, lists, reads and deletes an agreement', async () => {
    const created = await call('POST', '/agreements', admin, { type: 'terms-of-service', name: 'Legacy terms', text: 'Text.' });
    expect(created).toMatchObject({ status: 200, body: { result: { name: 'Legacy terms', status: 'draft' } } });
    const guid = (created.body.result as { guid: string }).guid;
    expect(await call('POST', `/agreements/${guid}`, admin, { name: 'Legacy terms', text: 'Text.', status: 'published' })).toMatchObject({ status: 200, body: { result: { status: 'published', version: 1 } } });
    expect(await call('GET', `/agreements/${guid}`, null)).toMatchObject({ status: 200, body: { result: { guid, text: 'Text.' } } });
    const list = await call('GET', '/agreements', admin);
    expect((list.body.result as { guid: string }[]).map((agreement) => agreement.guid)).toContain(guid);
    expect(await call('GET', `/agreements/organisation/${fixture.personas.org.id}`, null)).toMatchObject({ status: 200, body: { total: expect.any(Number) } });
    expect(await call('GET', `/agreements/organisation/${fixture.personas.otherOrg.id}`, null)).toMatchObject({ status: 404, body: { error: 'not-found' } });
    expect(await call('DELETE', `/api/agreements/${guid}`, participant)).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(await call('DELETE', `/api/agreements/${guid}`, admin)).toMatchObject({ status: 200, body: { result: { deleted: true } } });
  });

  it('answers the failures with the keys the screens read', async () => {
    expect(await call('POST', '/agreements', admin, { type: 'privacy-policy', name: '', text: 'x' })).toMatchObject({ status: 400, body: { error: 'ERROR_REQUIRED', fields: { name: ['ERROR_REQUIRED'] } } });
    expect(await call('POST', '/agreements', admin, { name: 'No type', text: 'x' })).toMatchObject({ status: 400, body: { fields: { type: ['ERROR_REQUIRED'] } } });
    expect(await call('GET', '/agreements', null)).toMatchObject({ status: 401, body: { error: 'not-authenticated' } });
  });

  it('serves the site’s terms and privacy policy and takes an acceptance for oneself only', async () => {
    const terms = await createAgreement(fixture.personas.org, { type: 'terms-of-service', name: 'Site terms' });
    await linkAgreements(fixture.personas.org, { terms: terms.id });
    const orgGuid = fixture.personas.org.id;
    expect(await call('GET', `/api/organisations/${orgGuid}/agreements/termsofservice`, null)).toMatchObject({ status: 200, body: { result: { guid: terms.id, name: 'Site terms' } } });
    expect(await call('GET', `/api/organisations/${orgGuid}/agreements/privacypolicy`, null)).toMatchObject({ status: 200, body: { result: null } });
    const user = await createUser({ organisation: fixture.personas.org });
    expect(await call('POST', `/api/agreements/${terms.id}/accept`, await bearerFor(user), { userGuid: fixture.personas.participant.id })).toMatchObject({ status: 403 });
    expect(await call('POST', `/api/agreements/${terms.id}/accept`, await bearerFor(user), { userGuid: user.id })).toMatchObject({ status: 200, body: { result: { guid: terms.id, version: 1 } } });
    expect(await call('POST', `/api/agreements/${terms.id}/accept`, null, {})).toMatchObject({ status: 401, body: { error: 'YOU_HAVE_TO_LOGIN_TO_ACCEPT_AGREEMENT', login: true } });
  });

  it('sends a member who has not accepted a campaign’s agreement from the brief to it, unless asked to show the brief', async () => {
    await testOrm().em.fork().nativeUpdate(OrganisationSchema, { id: fixture.personas.org.id }, { premium: true });
    const rules = await createAgreement(fixture.personas.org, { type: 'campaign', name: 'Rules' });
    const row = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach, requireAgreementAcceptance: true, agreement: rules });
    const member = await createUser({ organisation: fixture.personas.org });
    await addParticipants(row, [member]);
    const bearer = await bearerFor(member);
    expect(await call('GET', `/coach/campaigns/${row.slug}/brief`, bearer)).toMatchObject({ status: 400, body: { error: 'AGREEMENT_NOT_ACCEPTED', redirect: `/coach/campaigns/${row.slug}/agreement` } });
    expect(await call('GET', `/coach/campaigns/${row.slug}/brief?showBriefWithoutAcceptingAgreement=true`, bearer)).toMatchObject({ status: 200, body: { result: { slug: row.slug } } });
    expect(await call('GET', `/agreements/campaign/${row.slug}`, bearer)).toMatchObject({ status: 200, body: { result: { guid: rules.id, name: 'Rules' } } });
    expect(await call('GET', `/acceptedagreements/campaign/${row.slug}/user/${member.id}`, bearer)).toMatchObject({ status: 200, body: { result: null } });
    await call('POST', `/campaign/${row.slug}/join`, await bearerFor(fixture.personas.participant), { agreement: true });
    expect(await call('GET', `/acceptedagreements/campaign/${row.slug}/user/${fixture.personas.participant.id}`, participant)).toMatchObject({ status: 200, body: { result: { agreementGuid: rules.id, version: 1 } } });
  });
});
