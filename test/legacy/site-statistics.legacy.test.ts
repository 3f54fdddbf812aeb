import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { hostFor } from '../factories/organisation.factory';
import { LEGACY_BASE, requestJson, useHttpFixture } from '../support/http';
import { bearerFor } from '../support/upload';

describe('GET /organisation/stats and the statistics spreadsheets', () => {
  const fixture = useHttpFixture();
  let admin: string;
  let superAdmin: string;
  let participant: string;
  let outsider: string;
  beforeAll(async () => {
    const row = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach });
    await createIdeaRow({ campaign: row, author: fixture.personas.participant });
    [admin, superAdmin, participant, outsider] = await Promise.all([
      bearerFor(fixture.personas.orgAdmin),
      bearerFor(fixture.personas.superAdmin),
      bearerFor(fixture.personas.participant),
      bearerFor(fixture.personas.outsider),
    ]);
  });

  const get = (url: string, authorization: string | null, host = fixture.host) => requestJson(fixture.app, { method: 'GET', url, host, headers: authorization ? { authorization } : {} });
  const download = (url: string, authorization: string) => fixture.app.inject({ method: 'GET', url, headers: { host: fixture.host, authorization } });
  const today = new Date().toISOString().slice(0, 10);

  it('answers the figures for ?startdate&enddate, the last 30 days without them', async () => {
    const answer = await get(`${LEGACY_BASE}/organisation/stats?startdate=${today}&enddate=${today}`, admin);
    expect(answer).toMatchObject({ status: 200, body: { result: { startDate: today, endDate: today, amountOfIdeas: 1, usersWithIdeas: 1, amountOfCampaigns: 1, churn: { usersWithIdeas: null } } } });
    const defaults = await get(`${LEGACY_BASE}/organisation/stats`, admin);
    expect((defaults.body.result as { timeline: unknown[] }).timeline).toHaveLength(30);
  });

  it('refuses a bad day by its key, participants, visitors and other sites\' admins', async () => {
    expect(await get(`${LEGACY_BASE}/organisation/stats?startdate=2026-02-30x`, admin)).toMatchObject({ status: 400, body: { error: 'INVALID_DATE' } });
    expect(await get(`${LEGACY_BASE}/organisation/stats`, participant)).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(await get(`${LEGACY_BASE}/organisation/stats`, null)).toMatchObject({ status: 401, body: { error: 'not-authenticated' } });
    const foreign = await get(`${LEGACY_BASE}/organisation/stats`, outsider);
    expect(foreign.status).toBe(401);
    // On their own site they get their own figures, none of ours.
    const own = await get(`${LEGACY_BASE}/organisation/stats?startdate=${today}`, outsider, hostFor(fixture.personas.otherOrg));
    expect(own).toMatchObject({ status: 200, body: { result: { amountOfIdeas: 0, amountOfCampaigns: 0 } } });
  });

  it('exports the organisation statistics for its admins and every site\'s for super admins', async () => {
    const sheet = await download(`/exports/organisation/statistics.xlsx?startDate=${today}&endDate=${today}`, admin);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(sheet.headers['content-disposition']).toContain(`-statistics-${today}-${today}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((worksheet) => worksheet.name)).toEqual(['Summary', 'Per day']);
    const summary = workbook.getWorksheet('Summary')!;
    const rows = summary.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows).toContainEqual([undefined, 'Ideas', 1]);
    expect(rows).toContainEqual([undefined, 'Users with ideas', 1]);
    expect(workbook.getWorksheet('Per day')!.getRow(2).values).toEqual([undefined, today, expect.any(Number), 1, 0, 1]);

    const everySite = await download(`/exports/admin/statistics.xlsx`, superAdmin);
    expect(everySite.statusCode).toBe(200);
    const all = new ExcelJS.Workbook();
    await all.xlsx.load(everySite.rawPayload as unknown as ArrayBuffer);
    expect(all.worksheets.map((worksheet) => worksheet.name)).toEqual(['Summary', 'Per day', 'Sites']);
    expect(all.getWorksheet('Per day')!.rowCount).toBe(8);

    expect((await download(`/exports/admin/statistics.xlsx`, admin)).statusCode).toBe(403);
    expect((await download(`/exports/organisation/statistics.xlsx`, participant)).statusCode).toBe(403);
    const refused = await download(`/exports/organisation/statistics.xlsx?startDate=${today}&endDate=2000-01-01`, admin);
    expect({ status: refused.statusCode, body: refused.json() }).toMatchObject({ status: 400, body: { error: 'END_BEFORE_START' } });
  });
});
