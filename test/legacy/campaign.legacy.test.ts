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
});
