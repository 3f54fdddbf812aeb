import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import { EXTRA_FIELD_SEPARATOR } from '#shared/user-filters.ts';
import { FACTORY_PASSWORD, createUser } from '../factories/user.factory';
import { scopedEm } from '../support/callers';
import { LEGACY_BASE, requestJson, useHttpFixture } from '../support/http';
import { bearerFor } from '../support/upload';

/** User administration, labels and roles on the legacy paths (spec 3 §7, spec 2 §7). */
describe('legacy people routes', () => {
  const fixture = useHttpFixture();
  let admin: string;
  let superAdmin: string;
  let participant: string;
  let outsider: string;
  let åsa: User;

  beforeAll(async () => {
    [admin, superAdmin, participant, outsider] = await Promise.all([
      bearerFor(fixture.personas.orgAdmin),
      bearerFor(fixture.personas.superAdmin),
      bearerFor(fixture.personas.participant),
      bearerFor(fixture.personas.outsider),
    ]);
    const em = scopedEm(fixture.personas.org);
    const org = await em.findOneOrFail(OrganisationSchema, { id: fixture.personas.org.id });
    org.settings = { registrationExtraFields: { custom: [{ fieldid: 'val.x.team', label: 'Team' }] } };
    await em.flush();
    åsa = await createUser({ organisation: fixture.personas.org, firstName: 'Åsa', lastName: 'Öberg', email: 'asa@example.com' });
    await scopedEm(fixture.personas.org).nativeUpdate(UserSchema, { id: åsa.id }, { extraFields: { 'val.x.team': 'Blå' } });
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, authorization: string | null, body?: unknown) =>
    requestJson(fixture.app, { method, url: `${LEGACY_BASE}${path}`, host: fixture.host, body, headers: authorization ? { authorization } : {} });

  it('lists users by status, count and offset, with filter and extras (GET /api/users)', async () => {
    const active = await call('GET', '/api/users?status=active&count=10&offset=0', admin);
    expect(active).toMatchObject({ status: 200, body: { total: 5 } });
    expect(await call('GET', '/api/users?filter=%C3%B6berg', admin)).toMatchObject({ status: 200, body: { total: 1, result: [{ guid: åsa.id, name: 'Åsa Öberg' }] } });
    const extras = encodeURIComponent(JSON.stringify({ 'val.x.team': 'Blå' }));
    expect(await call('GET', `/api/users?extras=${extras}`, admin)).toMatchObject({ body: { total: 1 } });
    const joined = encodeURIComponent(`val.x.team${EXTRA_FIELD_SEPARATOR}Röd`);
    expect(await call('GET', `/api/users?extraFields=${joined}`, admin)).toMatchObject({ body: { total: 0 } });
    expect(await call('GET', '/api/users?offset=10', admin)).toMatchObject({ status: 200, body: { total: 5, result: [] } });
    expect(await call('GET', '/api/users', participant)).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(await call('GET', '/api/users', null)).toMatchObject({ status: 401, body: { error: 'not-authenticated' } });
  });

  it('reads and edits a user, labels as names or "[]" (GET and PUT /api/users/{guid})', async () => {
    await call('POST', '/labels', admin, { name: 'Mentor' });
    expect(await call('PUT', `/api/users/${åsa.id}`, admin, { firstName: 'Åsa', lastName: 'Öberg', labels: [{ name: 'Mentor' }], orgRole: 'guest', extraFields: '{"val.x.team":"Blå"}' })).toMatchObject({
      status: 200,
      body: { result: { labels: ['Mentor'], orgRole: 'guest' } },
    });
    expect(await call('PUT', `/api/users/${åsa.id}`, admin, { labels: '[]' })).toMatchObject({ status: 200, body: { result: { labels: [] } } });
    expect(await call('GET', `/api/users/${åsa.id}`, admin)).toMatchObject({ status: 200, body: { result: { guid: åsa.id, email: 'asa@example.com' } } });
    expect(await call('PUT', `/api/users/${åsa.id}`, admin, { orgRole: 'king' })).toMatchObject({ status: 400, body: { error: 'people-unknown-role' } });
    // Another site's admin is signed in on their own site only.
    expect(await call('GET', `/api/users/${åsa.id}`, outsider)).toMatchObject({ status: 401 });
  });

  it('blocks through updatestatus for super admins only, and deletes (DELETE /api/users/{guid})', async () => {
    const person = await createUser({ organisation: fixture.personas.org });
    expect(await call('POST', `/admin/user/${person.id}/updatestatus`, admin, { status: 'blocked' })).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(await call('POST', `/admin/user/${person.id}/updatestatus`, superAdmin, { status: 'blocked' })).toMatchObject({ status: 200, body: { result: { status: 'blocked' } } });
    expect(await call('POST', '/login', null, { username: person.email, password: FACTORY_PASSWORD })).toMatchObject({ status: 403, body: { error: 'user-blocked' } });
    expect(await call('DELETE', `/api/users/${person.id}`, participant)).toMatchObject({ status: 403 });
    expect(await call('DELETE', `/api/users/${person.id}`, admin)).toMatchObject({ status: 200, body: { result: { guid: person.id } } });
    expect(await call('GET', `/api/users/${person.id}`, admin)).toMatchObject({ status: 404 });
  });

  it('serves labels, roles and the organisation\'s users for the coach picker', async () => {
    const org = fixture.personas.org.id;
    const created = await call('POST', '/labels', admin, { name: 'Alumni' });
    const guid = (created.body.result as { guid: string }).guid;
    expect(await call('POST', `/labels/${guid}`, admin, { name: 'Old boys' })).toMatchObject({ status: 200, body: { result: { name: 'Old boys' } } });
    expect(await call('POST', '/labels', admin, { name: '' })).toMatchObject({ status: 400, body: { error: 'ERROR_REQUIRED' } });
    expect((await call('GET', `/organisations/${org}/labels`, null)).body.result).toEqual(expect.arrayContaining([{ guid, name: 'Old boys' }]));
    expect(await call('GET', `/organisations/${fixture.personas.otherOrg.id}/labels`, null)).toMatchObject({ status: 404 });
    expect(await call('DELETE', `/labels/${guid}`, participant)).toMatchObject({ status: 403 });
    expect(await call('DELETE', `/labels/${guid}`, admin)).toMatchObject({ status: 200 });
    expect(await call('GET', '/roles', null)).toMatchObject({ status: 200, body: { result: [{ slug: 'member' }, { slug: 'guest' }] } });
    expect(await call('GET', `/users/organisation/${org}?filter=%C3%85sa`, admin)).toMatchObject({ status: 200, body: { result: [{ guid: åsa.id, name: 'Åsa Öberg' }] } });
    expect(await call('GET', `/users/organisation/${org}`, participant)).toMatchObject({ status: 403 });
  });

  describe('GET /export/users', () => {
    const download = (query: string, headers: Record<string, string>) => fixture.app.inject({ method: 'GET', url: `${LEGACY_BASE}/export/users${query}`, headers: { host: fixture.host, ...headers } });

    it('exports the tab under the filters as CSV, with a column per registration field', async () => {
      const response = await download('?format=csv&count=all&readable=true&status=active&filter=%C3%B6berg', { authorization: admin });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/filename="users-active-\d{4}-\d{2}-\d{2}\.csv"/);
      const lines = response.rawPayload.toString('utf8').slice(1).trim().split('\r\n');
      expect(lines[0]).toBe('First name,Last name,E-mail,Status,Role,Labels,Created,Last login,Team');
      expect(lines.slice(1)).toEqual([expect.stringMatching(/^Åsa,Öberg,asa@example.com,active,guest,,\d{4}-\d{2}-\d{2},,Blå$/)]);
    });

    it('takes the session cookie, as a window opened from the list sends no Bearer header', async () => {
      const login = await requestJson(fixture.app, { method: 'POST', url: '/trpc/auth.login', host: fixture.host, headers: { origin: `http://${fixture.host}` }, body: { json: { email: fixture.personas.orgAdmin.email, password: FACTORY_PASSWORD } } });
      const cookie = `session=${login.cookies.find((item) => item.name === 'session')!.value}`;
      const response = await download('?format=windowscsv', { cookie });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=windows-1252');
      expect(response.rawPayload.toString('latin1').split('\r\n')[0]).toBe('First name;Last name;E-mail;Status;Role;Labels;Created;Last login;Team');
      expect(response.rawPayload.includes(Buffer.from([0xc5, 0x73, 0x61]))).toBe(true);
    });

    it('exports xls as a workbook that opens', async () => {
      const response = await download('?format=xls', { authorization: admin });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Users')!;
      expect(sheet.getRow(1).values).toEqual([undefined, 'First name', 'Last name', 'E-mail', 'Status', 'Role', 'Labels', 'Created', 'Last login', 'Team']);
      expect(sheet.rowCount).toBeGreaterThan(1);
    });

    it('is for the site\'s org admins; a blocked tab reads as active for them', async () => {
      expect((await download('?format=csv', {})).statusCode).toBe(401);
      expect((await download('?format=csv', { authorization: participant })).json()).toEqual({ error: 'forbidden' });
      expect((await download('?format=pdf', { authorization: admin })).json()).toMatchObject({ error: 'invalid-input' });
      expect((await download('?format=csv', { authorization: outsider })).statusCode).toBeGreaterThanOrEqual(400);
      const blockedForAdmin = await download('?format=csv&status=blocked', { authorization: admin });
      expect(blockedForAdmin.headers['content-disposition']).toMatch(/users-active-/);
    });
  });
});
