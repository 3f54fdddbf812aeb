import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CampaignSchema } from '#server/entities/campaign.entity.ts';
import { createSession } from '#server/modules/auth/session.service.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { TagSchema } from '#server/entities/tag.entity.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { campaignSettingsSchema } from '#shared/schemas/campaign.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createFeedbackRow, createIdeaRow } from '../factories/idea.factory';
import { createUser } from '../factories/user.factory';
import { LEGACY_BASE, requestJson, useHttpFixture } from '../support/http';
import { bearerFor } from '../support/upload';
import { scopedEm } from '../support/callers';
import { testOrm } from '../support/test-database';

describe('legacy campaign lists, contributors, statistics, tags and exports', () => {
  const fixture = useHttpFixture();
  let coach: string;
  let admin: string;
  let participant: string;
  beforeAll(async () => {
    await testOrm().em.fork().nativeUpdate(OrganisationSchema, { id: fixture.personas.org.id }, { settings: { featureHuntStatistics: true } }, { filters: false });
    [coach, admin, participant] = await Promise.all([bearerFor(fixture.personas.coach), bearerFor(fixture.personas.orgAdmin), bearerFor(fixture.personas.participant)]);
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', path: string, authorization: string | null, body?: unknown) =>
    requestJson(fixture.app, { method, url: `${LEGACY_BASE}${path}`, host: fixture.host, headers: authorization ? { authorization } : {}, body });
  const download = (url: string, authorization: string) => fixture.app.inject({ method: 'GET', url, headers: { host: fixture.host, authorization } });

  it('searches, lists guest campaigns, campaigns by slugs and by organisation', async () => {
    const row = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach, name: 'Quokka commute hunt' });
    await testOrm().em.fork().nativeUpdate(CampaignSchema, { id: row.id }, { showOnLandingPage: true }, { filters: false });
    expect(await call('GET', '/campaigns/search?query=quokka&count=5&offset=0&orderBy=name&order=asc', null)).toMatchObject({
      status: 200,
      body: { result: { searchTotal: 1, list: [{ slug: row.slug }] } },
    });
    expect((await call('GET', '/guest/campaigns?showOnLandingPage=true', null)).body.result).toEqual(expect.arrayContaining([expect.objectContaining({ slug: row.slug })]));
    expect(await call('GET', `/api/v2/campaigns/?slugs=${row.slug},nope`, null)).toMatchObject({ status: 200, body: { result: [{ slug: row.slug }] } });
    expect((await call('GET', `/campaigns-by-org/${fixture.personas.org.id}`, participant)).body.result).toEqual(expect.arrayContaining([expect.objectContaining({ slug: row.slug })]));
    expect(await call('GET', `/campaigns-by-org/${fixture.personas.otherOrg.id}`, participant)).toMatchObject({ status: 200, body: { result: [] } });
  });

  it('honours order on the campaign search, ascending or descending, in any case and spelling of the parameter (spec 2 §7, issue 20 item 12)', async () => {
    for (const name of ['Wombat hunt B', 'Wombat hunt A', 'Wombat hunt C']) await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach, name });
    const names = async (search: string) =>
      ((await call('GET', `/campaigns/search?query=wombat&${search}`, null)).body.result as { list: { name: string }[] }).list.map((campaign) => campaign.name);
    expect(await names('orderBy=name&order=asc')).toEqual(['Wombat hunt A', 'Wombat hunt B', 'Wombat hunt C']);
    expect(await names('orderBy=name&order=desc')).toEqual(['Wombat hunt C', 'Wombat hunt B', 'Wombat hunt A']);
    expect(await names('orderBy=name&order=ASC')).toEqual(['Wombat hunt A', 'Wombat hunt B', 'Wombat hunt C']);
    expect(await names('orderby=name&order=asc')).toEqual(['Wombat hunt A', 'Wombat hunt B', 'Wombat hunt C']);
    expect(await names('orderBy=name&order=1')).toEqual(['Wombat hunt A', 'Wombat hunt B', 'Wombat hunt C']);
    expect(await names('orderBy=name&order=-1')).toEqual(['Wombat hunt C', 'Wombat hunt B', 'Wombat hunt A']);
    expect(await names('orderBy=name&order=DESC&count=2&offset=1')).toEqual(['Wombat hunt B', 'Wombat hunt A']);
  });

  it('serves the leaderboard to members, statistics to org admins, and the winners event to coaches', async () => {
    const row = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach });
    await call('POST', `/campaign/${row.slug}/join`, participant, {});
    await createIdeaRow({ campaign: row, author: fixture.personas.participant, withPoints: true });
    expect(await call('GET', `/coach/campaigns/${row.slug}?page=1&pagesize=10&orderby=new&order=desc`, participant)).toMatchObject({
      status: 200,
      body: { result: { sort: 'new', total: 1, ideas: [{ authors: [{ guid: fixture.personas.participant.id }] }] } },
    });
    expect((await call('GET', '/coach/idea/statuses', coach)).body.result).toEqual(expect.arrayContaining(['PUBLISHED', 'WINNER', 'declined']));
    expect(await call('GET', `/coach/campaigns/${row.slug}/leaderboard`, participant)).toMatchObject({
      status: 200,
      body: { result: { highscore: [{ user: { guid: fixture.personas.participant.id }, score: 1500, ideaCount: 1, feedbackCount: 0 }] } },
    });
    expect(await call('GET', `/coach/campaigns/${row.slug}/leaderboard`, await bearerFor(await createUser({ organisation: fixture.personas.org })))).toMatchObject({ status: 403, body: { error: 'user-not-in-campaign' } });
    expect(await call('GET', `/api/campaigns/${row.id}/statistics`, admin)).toMatchObject({ status: 200, body: { result: { ideas: 1, contributors: 1, userMetrics: [] } } });
    expect(await call('GET', `/api/campaigns/${row.id}/statistics?fromDate=2001-01-01`, admin)).toMatchObject({ status: 400, body: { error: 'STATISTICS_FROM_BEFORE_START' } });
    expect(await call('GET', `/api/campaigns/${row.id}/statistics`, coach)).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(await call('POST', `/coach/campaigns/${row.slug}/event`, coach, { event: 'announce.winners', slug: row.slug })).toMatchObject({ status: 400, body: { error: 'campaign-not-ended' } });
    expect(await call('POST', `/coach/campaigns/${row.slug}/event`, coach, { event: 'something.else' })).toMatchObject({ status: 400, body: { error: 'invalid-input' } });
  });

  it('tags campaigns by name or one at a time, lists tags, and answers a tag’s campaigns', async () => {
    const row = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach });
    expect(await call('POST', `/campaigns/${row.id}/tags`, admin, { tags: ['Energy', 'Food'] })).toMatchObject({ status: 200, body: { result: { tags: [{ name: 'Energy' }, { name: 'Food' }] } } });
    expect(await call('POST', `/coach/campaign/${row.id}/tag/Water`, admin)).toMatchObject({ status: 200, body: { result: { tags: [{ name: 'Energy' }, { name: 'Food' }, { name: 'Water' }] } } });
    expect(await call('DELETE', `/coach/campaign/${row.id}/tag/food`, admin)).toMatchObject({ status: 200, body: { result: { tags: [{ name: 'Energy' }, { name: 'Water' }] } } });
    expect(await call('POST', `/coach/campaign/${row.id}/tag/Water`, coach)).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect((await call('GET', '/tags', null)).body.result).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Energy', slug: 'energy' })]));
    expect(await call('GET', '/tags/findorcreatetag/Solar%20power', admin)).toMatchObject({ status: 200, body: { result: { name: 'Solar power', slug: 'solar-power' } } });
    expect(await call('POST', '/tag/energy', null)).toMatchObject({ status: 200, body: { result: { tag: { name: 'Energy' }, campaigns: [{ slug: row.slug }] } } });
    expect(await call('POST', '/tag/nothing-here', null)).toMatchObject({ status: 404, body: { error: 'not-found' } });
  });

  it('creates a tag by GET only for a Bearer token: a cross-site link or a markdown image carries the session cookie and creates nothing', async () => {
    const em = scopedEm(fixture.personas.org);
    const session = await createSession(em, await em.findOneOrFail(UserSchema, { id: fixture.personas.orgAdmin.id }), 'browser', { ip: '10.0.0.1', userAgent: null });
    const byCookie = await requestJson(fixture.app, { method: 'GET', url: `${LEGACY_BASE}/tags/findorcreatetag/Planted%20by%20image`, host: fixture.host, headers: { cookie: `session=${session.token}` } });
    expect(byCookie).toMatchObject({ status: 403, body: { error: 'csrf-rejected' } });
    expect(await scopedEm(fixture.personas.org).count(TagSchema, { name: 'Planted by image' })).toBe(0);

    expect(await call('GET', '/tags/findorcreatetag/Planted%20by%20image', admin)).toMatchObject({ status: 200, body: { result: { name: 'Planted by image' } } });
    expect(await scopedEm(fixture.personas.org).count(TagSchema, { name: 'Planted by image' })).toBe(1);
  });

  it('keeps a person’s interests as tags: they and org admins change them, anyone on the site reads them', async () => {
    const person = fixture.personas.participant.id;
    expect(await call('POST', `/user/${person}/tag/Cycling`, participant)).toMatchObject({ status: 200, body: { result: [{ name: 'Cycling', slug: 'cycling' }] } });
    expect(await call('POST', `/user/${person}/tag/Food`, admin)).toMatchObject({ status: 200, body: { result: [{ name: 'Cycling' }, { name: 'Food' }] } });
    expect(await call('POST', `/user/${person}/tag/Food`, coach)).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(await call('DELETE', `/user/${person}/tag/cycling`, participant)).toMatchObject({ status: 200, body: { result: [{ name: 'Food' }] } });
    expect(await call('GET', `/user/${person}/tags`, null)).toMatchObject({ status: 200, body: { result: [{ name: 'Food' }] } });
    expect(await call('GET', '/user/01900000-0000-7000-8000-000000000000/tags', null)).toMatchObject({ status: 404, body: { error: 'user-not-found' } });
  });

  it('exports people and ideas as CSV for coaches, and statistics as a spreadsheet for org admins', async () => {
    const row = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach, name: 'Export hunt' });
    const settings = campaignSettingsSchema.parse({ ideaExtraFields: { custom: [{ fieldid: 'val.team', label: 'Team', formType: 'select-dropdown', options: 'Ops, Dev' }] } });
    await testOrm().em.fork().nativeUpdate(CampaignSchema, { id: row.id }, { settings }, { filters: false });
    const joiner = await createUser({ organisation: fixture.personas.org, firstName: 'Åsa', lastName: 'Öberg' });
    await call('POST', `/campaign/${row.slug}/join`, await bearerFor(joiner), {});
    await call('POST', `/coach/campaigns/${row.slug}/invitation`, coach, { emails: 'later@example.com' });
    const idea = await createIdeaRow({ campaign: row, author: joiner, name: 'Shared "rides", daily', extraFields: { 'val.team': 'Ops' } });
    await createFeedbackRow({ idea, author: fixture.personas.participant, rating: 5 });

    const people = await download(`${LEGACY_BASE}/coach/campaigns/${row.slug}/csv`, coach);
    expect(people.statusCode).toBe(200);
    expect(people.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(people.headers['content-disposition']).toContain(`filename="${row.slug}-people.csv"`);
    const peopleLines = people.body.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(peopleLines[0]).toBe('Name,E-mail,Status,Since,Ideas,Feedback,Points');
    expect(peopleLines).toContainEqual(expect.stringMatching(new RegExp(`^Åsa Öberg,${joiner.email},joined,\\d{4}-\\d{2}-\\d{2},1,0,0$`)));
    expect(peopleLines).toContainEqual(expect.stringMatching(/^,later@example.com,invited,/));

    const ideas = await download(`${LEGACY_BASE}/coach/campaigns/${row.slug}/exportcsv`, coach);
    const ideaLines = ideas.body.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(ideaLines[0]).toBe('Idea,Status,Authors,Created,Upvotes,Feedback,Comments,Rating,Team');
    expect(ideaLines[1]).toMatch(/^"Shared ""rides"", daily",PUBLISHED,Åsa Öberg,\d{4}-\d{2}-\d{2},0,1,0,5.0,Ops$/);
    expect((await download(`${LEGACY_BASE}/coach/campaigns/${row.slug}/csv`, participant)).statusCode).toBe(403);

    const sheet = await download(`/exports/campaigns/${row.id}/statistics.xlsx`, admin);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((worksheet) => worksheet.name)).toEqual(['Summary', 'Per day', '1 Team']);
    expect(workbook.getWorksheet('Summary')!.getRow(5).values).toEqual([undefined, 'Ideas', 1]);
    expect(workbook.getWorksheet('1 Team')!.getRow(2).values).toEqual([undefined, 'Ops', 1, 1]);
    const refused = await download(`/exports/campaigns/${row.id}/statistics.xlsx?fromDate=2001-01-01`, admin);
    expect({ status: refused.statusCode, body: refused.json() }).toMatchObject({ status: 400, body: { error: 'STATISTICS_FROM_BEFORE_START' } });
    expect((await download(`/exports/campaigns/${row.id}/statistics.xlsx`, coach)).statusCode).toBe(403);
    expect((await fixture.app.inject({ method: 'GET', url: `/exports/campaigns/${row.id}/statistics.xlsx`, headers: { host: fixture.host } })).statusCode).toBe(401);
  });
});
