import { beforeAll, describe, expect, it } from 'vitest';
import { createCampaignRow } from '../factories/campaign.factory';
import { createUser } from '../factories/user.factory';
import { LEGACY_BASE, requestJson, useHttpFixture } from '../support/http';
import { bearerFor } from '../support/upload';

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

describe('legacy campaign routes', () => {
  const fixture = useHttpFixture();
  let coach: string;
  let participant: string;
  beforeAll(async () => {
    coach = await bearerFor(fixture.personas.coach);
    participant = await bearerFor(fixture.personas.participant);
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', path: string, authorization: string | null, body?: unknown) =>
    requestJson(fixture.app, { method, url: `${LEGACY_BASE}${path}`, host: fixture.host, headers: authorization ? { authorization } : {}, body });

  it('creates a campaign with POST /coach/campaign and saves a step with POST /coach/campaign/{slug}', async () => {
    const created = await call('POST', '/coach/campaign', coach, { name: 'Legacy hunt', startDate: inDays(1), content: 'Brief' });
    expect(created).toMatchObject({ status: 200, body: { result: { name: 'Legacy hunt', slug: 'legacy-hunt', phase: 'draft', permaLink: '/coach/campaigns/legacy-hunt/brief' } } });
    expect(await call('POST', '/coach/campaign/legacy-hunt', coach, { name: 'Legacy hunt, renamed' })).toMatchObject({ status: 200, body: { result: { name: 'Legacy hunt, renamed' } } });
    expect(await call('POST', '/coach/campaign', coach, { name: '', startDate: inDays(1) })).toMatchObject({ status: 400, body: { error: 'ERROR_REQUIRED', fields: { name: ['ERROR_REQUIRED'] } } });
  });

  it('shows the brief, lets a participant join, and groups the dashboard', async () => {
    const row = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach, name: 'Running hunt' });
    expect(await call('GET', `/coach/campaigns/${row.slug}/brief`, null)).toMatchObject({ status: 200, body: { result: { name: 'Running hunt' } } });
    expect(await call('POST', `/campaign/${row.slug}/join`, participant, { agreement: false })).toMatchObject({ status: 200, body: { result: { status: 'approved' } } });
    const grouped = await call('GET', '/campaigns/joined', participant);
    expect((grouped.body.result as { active: { name: string }[] }).active.map((card) => card.name)).toContain('Running hunt');
    expect(await call('POST', `/campaign/${row.slug}/join`, null, {})).toMatchObject({ status: 401, body: { error: 'not-authenticated', login: true } });
  });

  it('lets coaches invite, approve, decline and remove over the coach routes', async () => {
    const row = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach, requireCoachApproval: true });
    const [first, second] = await Promise.all([createUser({ organisation: fixture.personas.org }), createUser({ organisation: fixture.personas.org })]);
    await call('POST', `/campaign/${row.slug}/join`, await bearerFor(first), {});
    await call('POST', `/campaign/${row.slug}/join`, await bearerFor(second), {});
    expect(await call('POST', `/coach/campaigns/${row.slug}/invitation`, coach, { emails: 'a@example.com; bad' })).toMatchObject({ status: 400, body: { error: 'INVALID_EMAIL', details: ['bad'] } });
    expect(await call('POST', `/coach/campaigns/${row.slug}/invitation`, coach, { emails: 'a@example.com; b@example.com' })).toMatchObject({ status: 200, body: { result: { invited: 2 } } });
    expect(await call('POST', `/coach/campaigns/${row.slug}/user/${first.id}/approve`, coach)).toMatchObject({ status: 200, body: { result: { status: 'approved' } } });
    expect(await call('POST', `/coach/campaigns/${row.slug}/user/${second.id}/decline`, coach)).toMatchObject({ status: 200, body: { result: { declined: true } } });
    expect(await call('DELETE', `/coach/campaigns/${row.slug}/user/${first.id}`, coach)).toMatchObject({ status: 200, body: { result: { removed: true } } });
    expect(await call('POST', `/coach/campaigns/${row.slug}/user/${first.id}/approve`, participant)).toMatchObject({ status: 403, body: { error: 'forbidden' } });
  });

  it('serves the coach, share-link, invitation, custom-code and delete routes', async () => {
    const row = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach, privacySetting: 'private' });
    const admin = await bearerFor(fixture.personas.orgAdmin);
    const superAdmin = await bearerFor(fixture.personas.superAdmin);

    expect(await call('POST', `/campaign/${row.slug}/coach`, coach, { coachGuid: fixture.personas.participant.id })).toMatchObject({ status: 200 });
    expect(await call('POST', `/campaign/${row.slug}/coach`, coach, { coachGuid: fixture.personas.participant.id })).toMatchObject({ status: 409, body: { error: 'campaign-coach-exists-already' } });
    expect(await call('DELETE', `/campaign/${row.slug}/coach?coachGuid=${fixture.personas.participant.id}`, coach)).toMatchObject({ status: 200 });

    const link = await call('POST', `/coach/campaigns/${row.slug}/generatesecret`, coach);
    const secret = (link.body.result as { permaInviteLink: string }).permaInviteLink.split('/').pop();
    expect(await call('GET', `/invitations/campaign/${secret}`, null)).toMatchObject({ status: 200, body: { result: { type: 'link', campaign: { slug: row.slug } } } });
    expect(await call('GET', '/invitations/campaign/not-a-real-secret-at-all', null)).toMatchObject({ status: 404, body: { error: 'invalid-invitation' } });

    await call('POST', `/coach/campaigns/${row.slug}/invitation`, coach, { emails: 'guest@example.com' });
    const people = await fixture.app.inject({ method: 'GET', url: `/trpc/campaign.member.list?input=${encodeURIComponent(JSON.stringify({ json: { slug: row.slug } }))}`, headers: { host: fixture.host, authorization: coach } });
    const invitation = (people.json() as { result: { data: { json: { invited: { guid: string }[] } } } }).result.data.json.invited[0]!;
    expect(await call('GET', `/invitations/${invitation.guid}`, null)).toMatchObject({ status: 200, body: { result: { type: 'email', accepted: false } } });
    expect(await call('DELETE', `/coach/campaigns/${row.slug}/invitation/${invitation.guid}`, coach)).toMatchObject({ status: 200, body: { result: { removed: true } } });

    expect(await call('POST', `/admin/campaign/${row.slug}/customcode`, admin, { customCode: 'x' })).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(await call('POST', `/admin/campaign/${row.slug}/customcode`, superAdmin, { customCode: '<b>hi</b>' })).toMatchObject({ status: 200, body: { result: { customCode: '<b>hi</b>' } } });

    expect(await call('DELETE', `/api/campaigns/${row.id}`, coach)).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(await call('DELETE', `/api/campaigns/${row.id}`, admin)).toMatchObject({ status: 200, body: { result: { deleted: true } } });
  });

  it('lists every site\'s hunts for super admins with GET /admin/campaigns', async () => {
    const other = fixture.personas.otherOrg;
    const [here, there] = await Promise.all([
      createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach, name: 'Legacy all-sites here', startsInDays: -40, endsInDays: -30 }),
      createCampaignRow({ organisation: other, coach: fixture.personas.outsider, name: 'Legacy all-sites there', startsInDays: -40, endsInDays: -30 }),
    ]);
    const superAdmin = await bearerFor(fixture.personas.superAdmin);
    const from = inDays(-35).slice(0, 10);
    const listed = await call('GET', `/admin/campaigns?startdate=${from}&enddate=${from}&sort=name`, superAdmin);
    expect(listed.status).toBe(200);
    const rows = listed.body.result as { slug: string; name: string; organisationName: string; coaches: { name: string }[]; startDate: string; endDate: string }[];
    expect(rows.map((row) => [row.slug, row.organisationName])).toEqual([
      [here.slug, fixture.personas.org.name],
      [there.slug, other.name],
    ]);
    expect(rows[1]).toMatchObject({ name: 'Legacy all-sites there', coaches: [{ name: 'Otto Outsider' }] });
    expect(listed.body.total).toBe(2);
    expect((await call('GET', `/admin/campaigns?startdate=${from}&site=${other.id}`, superAdmin)).body).toMatchObject({ total: 1, result: [{ slug: there.slug }] });
    expect(await call('GET', '/admin/campaigns', await bearerFor(fixture.personas.orgAdmin))).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(await call('GET', '/admin/campaigns', null)).toMatchObject({ status: 401, body: { error: 'not-authenticated' } });
  });
});
