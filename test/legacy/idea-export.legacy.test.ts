import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CampaignSchema, type Campaign } from '#server/entities/campaign.entity.ts';
import { campaignSettingsSchema } from '#shared/schemas/campaign.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createFeedbackRow, createIdeaRow } from '../factories/idea.factory';
import { createUser } from '../factories/user.factory';
import { LEGACY_BASE, requestJson, useHttpFixture } from '../support/http';
import { bearerFor } from '../support/upload';
import { testOrm } from '../support/test-database';

/** GET /export/ideas and GET /api/ideas (spec 2 §7, §9): the admin ideas list and its files. */
describe('legacy admin ideas list and export', () => {
  const fixture = useHttpFixture();
  let admin: string;
  let coach: string;
  let outsider: string;
  let hunt: Campaign;
  let other: Campaign;

  beforeAll(async () => {
    [admin, coach, outsider] = await Promise.all([bearerFor(fixture.personas.orgAdmin), bearerFor(fixture.personas.coach), bearerFor(fixture.personas.outsider)]);
    [hunt, other] = await Promise.all([
      createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach, name: 'Blåbär hunt' }),
      createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach, name: 'Other hunt' }),
    ]);
    const teamField = (options: string) => ({ fieldid: 'val.team', label: 'Team', formType: 'select-dropdown', options });
    await testOrm()
      .em.fork()
      .nativeUpdate(CampaignSchema, { id: hunt.id }, { settings: campaignSettingsSchema.parse({ ideaExtraFields: { custom: [teamField('Ops, Dev'), { fieldid: 'val.why', label: 'Why', formType: 'textarea' }] } }) }, { filters: false });
    // Another campaign asking the same question under its own field id shares the column.
    await testOrm()
      .em.fork()
      .nativeUpdate(CampaignSchema, { id: other.id }, { settings: campaignSettingsSchema.parse({ ideaExtraFields: { custom: [{ ...teamField('Sales'), fieldid: 'val.group' }] } }) }, { filters: false });
    const author = await createUser({ organisation: fixture.personas.org, firstName: 'Åsa', lastName: 'Öberg' });
    const idea = await createIdeaRow({ campaign: hunt, author, name: 'Smörgåsbord "lunch", daily', extraFields: { 'val.team': 'Ops', 'val.why': 'Gott' }, createdAt: new Date('2026-03-01T10:00:00Z') });
    await createFeedbackRow({ idea, author: fixture.personas.participant, rating: 5 });
    await createIdeaRow({ campaign: other, author, name: 'Sales idea', extraFields: { 'val.group': 'Sales' }, createdAt: new Date('2026-03-02T10:00:00Z') });
    await createIdeaRow({ campaign: other, author, name: 'Draft idea', status: 'DRAFT' });
  });

  const download = (query: string, authorization: string | null) =>
    fixture.app.inject({ method: 'GET', url: `${LEGACY_BASE}/export/ideas${query}`, headers: { host: fixture.host, ...(authorization ? { authorization } : {}) } });

  it('exports the filtered ideas as UTF-8 CSV with a byte-order mark', async () => {
    const response = await download('?format=csv&count=all&readable=true', admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="ideas-\d{4}-\d{2}-\d{2}\.csv"/);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.rawPayload.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Campaign,Idea,Description,Status,Authors,Created,Upvotes,Feedback,Comments,Rating,Tags,Team,Why');
    // Newest first, as the list; the draft is outside the default statuses.
    expect(lines.slice(1)).toHaveLength(2);
    expect(lines[1]).toMatch(/^Other hunt,Sales idea,.*,PUBLISHED,Åsa Öberg,2026-03-02,0,0,0,,,Sales,$/);
    expect(lines[2]).toMatch(/^Blåbär hunt,"Smörgåsbord ""lunch"", daily",.*,PUBLISHED,Åsa Öberg,2026-03-01,0,1,0,5.0,,Ops,Gott$/);
  });

  it('applies the active filters and status list', async () => {
    const filtered = await download(`?format=csv&campaignGuid=${hunt.id}&filter=sm%C3%B6rg`, admin);
    expect(filtered.rawPayload.toString('utf8').trim().split('\r\n')).toHaveLength(2);
    const drafts = await download('?format=csv&status=DRAFT,ARCHIVED', admin);
    expect(drafts.rawPayload.toString('utf8').trim().split('\r\n').slice(1)).toEqual([expect.stringMatching(/^Other hunt,Draft idea,/)]);
  });

  it('exports windowscsv as Windows-1252 with semicolons', async () => {
    const response = await download('?format=windowscsv', admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=windows-1252');
    const bytes = response.rawPayload;
    expect(bytes[0]).not.toBe(0xef);
    expect(bytes.toString('latin1').split('\r\n')[0]).toBe('Campaign;Idea;Description;Status;Authors;Created;Upvotes;Feedback;Comments;Rating;Tags;Team;Why');
    // 'å' is the single byte 0xE5, 'Å' 0xC5, 'Ö' 0xD6: no UTF-8 sequences.
    expect(bytes.includes(Buffer.from([0x42, 0x6c, 0xe5, 0x62, 0xe4, 0x72]))).toBe(true);
    expect(bytes.includes(Buffer.from([0xc5, 0x73, 0x61, 0x20, 0xd6]))).toBe(true);
    expect(bytes.includes(Buffer.from('å', 'utf8'))).toBe(false);
  });

  it('exports xls as an Excel workbook that opens', async () => {
    const response = await download('?format=xls&count=all&readable=true', admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/filename="ideas-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Ideas')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Campaign', 'Idea', 'Description', 'Status', 'Authors', 'Created', 'Upvotes', 'Feedback', 'Comments', 'Rating', 'Tags', 'Team', 'Why']);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(3).getCell(2).value).toBe('Smörgåsbord "lunch", daily');
    expect(sheet.getRow(3).getCell(8).value).toBe(1);
    expect(sheet.getRow(3).getCell(12).value).toBe('Ops');
  });

  it('is for org admins of the site only, and refuses unknown formats', async () => {
    expect((await download('?format=csv', null)).statusCode).toBe(401);
    expect((await download('?format=csv', coach)).json()).toEqual({ error: 'forbidden' });
    expect((await download('?format=pdf', admin)).json()).toMatchObject({ error: 'invalid-input' });
    // Another site's admin, on this site, is no admin here.
    expect((await download('?format=csv', outsider)).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('lists ideas for admins with count and offset (GET /api/ideas)', async () => {
    const call = (query: string, authorization: string) => requestJson(fixture.app, { method: 'GET', url: `${LEGACY_BASE}/api/ideas${query}`, host: fixture.host, headers: { authorization } });
    expect(await call('?status=PUBLISHED&count=10&offset=0', admin)).toMatchObject({ status: 200, body: { total: 2, result: [{ name: 'Sales idea' }, { name: 'Smörgåsbord "lunch", daily' }] } });
    expect(await call('?offset=10', admin)).toMatchObject({ status: 200, body: { total: 2, result: [] } });
    expect(await call('?status=DRAFT', coach)).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    // The participant client asks for the viewer's recent ideas on the same path.
    expect(await call('?authorsGuid=me&count=4', coach)).toMatchObject({ status: 200, body: { total: 0, result: [] } });
    expect(await call(`?authorsGuid=${fixture.personas.participant.id}`, coach)).toMatchObject({ status: 403, body: { error: 'forbidden' } });
  });
});
