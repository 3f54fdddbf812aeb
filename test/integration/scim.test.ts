import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { ApiTokenScope } from '#shared/schemas/api-tokens.ts';
import { IdeaSchema } from '#server/entities/idea.entity.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { createSession } from '#server/modules/auth/session.service.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { hostFor } from '../factories/organisation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor, scopedEm } from '../support/callers';
import { LEGACY_BASE } from '../support/http';
import { useServerProcesses, eventually } from '../support/server-processes';

const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

interface ScimUser {
  id: string;
  userName: string;
  name: { givenName: string; familyName: string };
  active: boolean;
  meta: { location: string; resourceType: string };
}

describe('SCIM 2.0 users', () => {
  const servers = useServerProcesses(2);
  let sequence = 0;
  const uniqueAddress = (name: string) => `${name}.${Date.now()}.${(sequence += 1)}@directory.example`;

  async function makeToken(scopes: ApiTokenScope[] = ['provisioning'], user = servers.personas.orgAdmin) {
    return (await callerFor(user)).caller.apiToken.create({ name: 'Directory', scopes, expiresInDays: 30 });
  }

  async function scim(secret: string | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, options: { body?: unknown; app?: number; host?: string } = {}) {
    const response = await servers.apps[options.app ?? 0]!.inject({
      method,
      url: `/scim/v2${path}`,
      headers: {
        host: options.host ?? servers.host,
        ...(secret ? { authorization: `Bearer ${secret}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/scim+json' } : {}),
      },
      ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
    });
    return { status: response.statusCode, headers: response.headers, body: response.body ? (JSON.parse(response.body) as Record<string, unknown>) : null };
  }

  const userResource = (userName: string, overrides: Record<string, unknown> = {}) => ({
    schemas: [USER_SCHEMA],
    userName,
    name: { givenName: 'Grace', familyName: 'Hopper' },
    active: true,
    ...overrides,
  });

  const auditOf = async (action: 'user-provisioned' | 'user-updated' | 'user-blocked' | 'user-deleted', target: string) =>
    (await (await callerFor(servers.personas.orgAdmin)).caller.audit.list({ page: 1, action })).items.find((entry) => entry.target.id === target);

  it('creates, reads, finds, replaces, deactivates (signing the person out at once) and deletes a user', async () => {
    const { token, secret } = await makeToken();
    const userName = uniqueAddress('grace');

    const created = await scim(secret, 'POST', '/Users', { body: userResource(userName, { externalId: 'dir-1', password: 'never-kept' }) });
    expect(created.status).toBe(201);
    expect(created.headers['content-type']).toMatch(/^application\/scim\+json/);
    const user = created.body as unknown as ScimUser;
    expect(user).toMatchObject({ schemas: [USER_SCHEMA], userName, name: { givenName: 'Grace', familyName: 'Hopper' }, active: true, meta: { resourceType: 'User' } });
    expect(user.meta.location).toMatch(new RegExp(`^http://${servers.host}(:\\d+)?/scim/v2/Users/${user.id}$`));
    expect(created.headers.location).toBe(user.meta.location);
    const em = scopedEm(servers.personas.org);
    expect(await em.findOneOrFail(UserSchema, { id: user.id }, { populate: ['passwordHash'] })).toMatchObject({ email: userName, status: 'active', passwordHash: null });
    expect(await auditOf('user-provisioned', user.id)).toMatchObject({ actor: { guid: servers.personas.orgAdmin.id }, details: { active: true, apiToken: token.guid } });

    expect((await scim(secret, 'GET', `/Users/${user.id}`)).body).toEqual(user);

    const found = await scim(secret, 'GET', `/Users?filter=${encodeURIComponent(`userName eq "${userName.toUpperCase()}"`)}`);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'], totalResults: 1, startIndex: 1, itemsPerPage: 1, Resources: [{ id: user.id }] });
    const none = await scim(secret, 'GET', `/Users?filter=${encodeURIComponent('userName eq "nobody@directory.example"')}`);
    expect(none.body).toMatchObject({ totalResults: 0, Resources: [] });
    // Pages: the site's accounts the admin may manage, oldest first (super admins left out).
    const all = await scim(secret, 'GET', '/Users?startIndex=1&count=200');
    const total = all.body!.totalResults as number;
    expect((all.body!.Resources as ScimUser[]).map((each) => each.id)).not.toContain(servers.personas.superAdmin.id);
    const second = await scim(secret, 'GET', '/Users?startIndex=2&count=1');
    expect(second.body).toMatchObject({ totalResults: total, startIndex: 2, itemsPerPage: 1, Resources: [{ id: (all.body!.Resources as ScimUser[])[1]!.id }] });

    const renamed = uniqueAddress('grace.b.hopper');
    const replaced = await scim(secret, 'PUT', `/Users/${user.id}`, { body: userResource(renamed, { name: { givenName: 'Grace Brewster', familyName: 'Hopper' } }) });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ userName: renamed, name: { givenName: 'Grace Brewster' }, active: true });
    expect(await auditOf('user-updated', user.id)).toMatchObject({ details: { changed: ['firstName', 'email'], apiToken: token.guid } });

    // The person signed in, served by the other process, whose session cache holds the session.
    const person = await em.findOneOrFail(UserSchema, { id: user.id });
    const session = `session=${(await createSession(em, person, 'browser', { ip: '10.0.0.1', userAgent: 'vitest' })).token}`;
    expect(await servers.me(servers.apps[1]!, { cookie: session })).toMatchObject({ guid: user.id });
    const deactivated = await scim(secret, 'PATCH', `/Users/${user.id}`, { body: { schemas: [PATCH_SCHEMA], Operations: [{ op: 'replace', value: { active: false } }] } });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body).toMatchObject({ active: false, userName: renamed });
    // The other process hears of it by NOTIFY: within a second.
    await eventually(async () => (await servers.me(servers.apps[1]!, { cookie: session })) === null, 1000);
    expect(await auditOf('user-blocked', user.id)).toMatchObject({ details: { apiToken: token.guid } });
    expect((await scim(secret, 'GET', `/Users/${user.id}`)).body).toMatchObject({ active: false });
    // A patch that changes nothing answers the user as it is.
    expect((await scim(secret, 'PATCH', `/Users/${user.id}`, { body: { schemas: [PATCH_SCHEMA], Operations: [{ op: 'replace', path: 'active', value: false }] } })).body).toMatchObject({ active: false });

    const campaign = await createCampaignRow({ organisation: servers.personas.org, coach: servers.personas.coach });
    const idea = await createIdeaRow({ campaign, author: person });
    const deleted = await scim(secret, 'DELETE', `/Users/${user.id}`);
    expect(deleted.status).toBe(204);
    expect(await scopedEm(servers.personas.org).count(UserSchema, { id: user.id })).toBe(0);
    expect(await auditOf('user-deleted', user.id)).toMatchObject({ details: { apiToken: token.guid } });
    const gone = await scim(secret, 'GET', `/Users/${user.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: '404' });
    // What they wrote stays, by "Former user".
    expect(await scopedEm(servers.personas.org).count(IdeaSchema, { id: idea.id })).toBe(1);
  });

  it('unblocks a user whose active becomes true again', async () => {
    const { secret } = await makeToken();
    const created = (await scim(secret, 'POST', '/Users', { body: userResource(uniqueAddress('blocked'), { active: false }) })).body as unknown as ScimUser;
    expect(created.active).toBe(false);
    const reactivated = await scim(secret, 'PATCH', `/Users/${created.id}`, { body: { schemas: [PATCH_SCHEMA], Operations: [{ op: 'replace', path: 'active', value: true }] } });
    expect(reactivated.body).toMatchObject({ active: true });
    expect((await scopedEm(servers.personas.org).findOneOrFail(UserSchema, { id: created.id })).status).toBe('active');
  });

  it('refuses a request without a token (401), a token without the scope (403), and the provisioning token on the REST API', async () => {
    const anonymous = await scim(null, 'GET', '/Users');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['content-type']).toMatch(/^application\/scim\+json/);
    expect(anonymous.body).toEqual({ schemas: [ERROR_SCHEMA], status: '401', detail: 'not-authenticated' });

    const { secret: peopleAdmin } = await makeToken(['people-admin', 'read']);
    const refused = await scim(peopleAdmin, 'POST', '/Users', { body: userResource(uniqueAddress('refused')) });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ schemas: [ERROR_SCHEMA], status: '403', detail: 'forbidden' });
    expect(refused.headers['www-authenticate']).toBe('Bearer error="insufficient_scope", scope="provisioning"');

    const { secret } = await makeToken();
    expect((await scim(`${secret.slice(0, -1)}${secret.endsWith('a') ? 'b' : 'a'}`, 'GET', '/Users')).status).toBe(401);
    const rest = await servers.apps[0]!.inject({ method: 'GET', url: `${LEGACY_BASE}/api/users`, headers: { host: servers.host, authorization: `Bearer ${secret}` } });
    expect(rest.statusCode).toBe(403);
  });

  it("reaches only its own site's people, and never a super admin or its own admin", async () => {
    const { secret } = await makeToken();
    const outsider = await createUser({ organisation: servers.personas.otherOrg });
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await scim(secret, method, `/Users/${outsider.id}`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: '404' });
    }
    expect((await scim(secret, 'PUT', `/Users/${outsider.id}`, { body: userResource(uniqueAddress('taken-over')) })).status).toBe(404);
    expect((await scim(secret, 'GET', '/Users/not-a-guid')).status).toBe(404);
    // The other site's own token is refused here.
    const theirs = await makeToken(['provisioning'], servers.personas.outsider);
    expect((await scim(theirs.secret, 'GET', '/Users', { host: hostFor(servers.personas.otherOrg) })).status).toBe(200);
    expect((await scim(theirs.secret, 'GET', '/Users')).status).toBe(401);

    expect((await scim(secret, 'DELETE', `/Users/${servers.personas.superAdmin.id}`)).status).toBe(403);
    const self = await scim(secret, 'PATCH', `/Users/${servers.personas.orgAdmin.id}`, { body: { schemas: [PATCH_SCHEMA], Operations: [{ op: 'replace', value: { active: false, name: { givenName: 'Renamed', familyName: 'Admin' } } }] } });
    expect(self.status).toBe(403);
    // Refused before anything was written.
    expect((await scopedEm(servers.personas.org).findOneOrFail(UserSchema, { id: servers.personas.orgAdmin.id })).firstName).toBe(servers.personas.orgAdmin.firstName);
  });

  it('refuses invalid resources, filters and patches in SCIM terms, and a userName already taken', async () => {
    const { secret } = await makeToken();
    const invalid = async (body: unknown, scimType: string, detail: RegExp, path = '/Users', method: 'POST' | 'PATCH' = 'POST') => {
      const response = await scim(secret, method, path, { body });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: '400', scimType });
      expect(response.body!.detail).toMatch(detail);
    };
    await invalid({ schemas: [USER_SCHEMA], name: { givenName: 'No', familyName: 'Address' } }, 'invalidValue', /userName/);
    await invalid(userResource(uniqueAddress('typed'), { active: 'yes' }), 'invalidValue', /active/);
    await invalid(userResource('not-an-address'), 'invalidValue', /^userName: PLEASE_ENTER_A_VALID_MAIL$/);
    await invalid(userResource(uniqueAddress('nameless'), { name: { familyName: 'Only' } }), 'invalidValue', /^name\.givenName: ERROR_REQUIRED$/);
    await invalid({ userName: uniqueAddress('schemaless') }, 'invalidSyntax', /schemas/);

    const filter = await scim(secret, 'GET', `/Users?filter=${encodeURIComponent('name.givenName sw "G"')}`);
    expect(filter.body).toMatchObject({ status: '400', scimType: 'invalidFilter' });
    expect((await scim(secret, 'GET', '/Users?count=many')).body).toMatchObject({ status: '400', scimType: 'invalidValue' });

    const taken = uniqueAddress('taken');
    const first = (await scim(secret, 'POST', '/Users', { body: userResource(taken) })).body as unknown as ScimUser;
    const duplicate = await scim(secret, 'POST', '/Users', { body: userResource(taken.toUpperCase()) });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ schemas: [ERROR_SCHEMA], status: '409', scimType: 'uniqueness', detail: 'email-already-registered' });
    const other = (await scim(secret, 'POST', '/Users', { body: userResource(uniqueAddress('other')) })).body as unknown as ScimUser;
    expect((await scim(secret, 'PUT', `/Users/${other.id}`, { body: userResource(taken) })).body).toMatchObject({ status: '409', scimType: 'uniqueness' });

    await invalid({ schemas: ['wrong'], Operations: [] }, 'invalidSyntax', /PatchOp/, `/Users/${first.id}`, 'PATCH');
    await invalid({ schemas: [PATCH_SCHEMA], Operations: [{ op: 'replace', path: 'bogus', value: 1 }] }, 'invalidPath', /bogus/, `/Users/${first.id}`, 'PATCH');
    await invalid({ schemas: [PATCH_SCHEMA], Operations: [{ op: 'remove', path: 'name.familyName' }] }, 'invalidValue', /name\.familyName: ERROR_REQUIRED/, `/Users/${first.id}`, 'PATCH');
  });

  it('describes itself: the service provider config, the User resource type and its schema, as far as an account goes', async () => {
    const { secret } = await makeToken();
    const config = await scim(secret, 'GET', '/ServiceProviderConfig');
    expect(config.status).toBe(200);
    expect(config.body).toMatchObject({ patch: { supported: true }, filter: { supported: true, maxResults: 200 }, bulk: { supported: false }, authenticationSchemes: [{ type: 'oauthbearertoken' }] });
    expect((await scim(secret, 'GET', '/ResourceTypes')).body).toMatchObject({ totalResults: 1, Resources: [{ id: 'User', endpoint: '/Users', schema: USER_SCHEMA }] });
    expect((await scim(secret, 'GET', '/ResourceTypes/User')).body).toMatchObject({ id: 'User' });
    const schema = (await scim(secret, 'GET', `/Schemas/${USER_SCHEMA}`)).body as { attributes: { name: string; subAttributes?: { name: string }[] }[] };
    const names = schema.attributes.map((attribute) => attribute.name);
    expect(names).toEqual(expect.arrayContaining(['userName', 'name', 'active', 'emails']));
    expect(names).not.toContain('password');
    expect(schema.attributes.find((attribute) => attribute.name === 'name')!.subAttributes!.map((each) => each.name)).not.toContain('middleName');
    expect((await scim(secret, 'GET', '/Schemas')).body).toMatchObject({ Resources: [{ id: USER_SCHEMA }] });
    expect((await scim(secret, 'GET', '/Schemas/urn:nothing')).body).toMatchObject({ schemas: [ERROR_SCHEMA], status: '404' });
    expect((await scim(null, 'GET', '/ServiceProviderConfig')).status).toBe(401);
  });

  it('lists its routes in the OpenAPI document, with the provisioning scope and their own server', async () => {
    const document = (await servers.apps[0]!.inject({ method: 'GET', url: `${LEGACY_BASE}/openapi.json`, headers: { host: servers.host } })).json() as {
      paths: Record<string, { servers?: { url: string }[] } & Record<string, { security?: Record<string, string[]>[]; responses?: Record<string, unknown> }>>;
    };
    const users = document.paths['/Users/{id}']!;
    expect(users.servers).toEqual([expect.objectContaining({ url: '/scim/v2' })]);
    for (const method of ['get', 'put', 'patch', 'delete']) expect(users[method]!.security).toEqual([{ apiToken: ['provisioning'] }]);
    expect(Object.keys(document.paths['/Users']!.post!.responses!)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '409']));
  });

  it('answers the curl commands of docs/scim.md as they are written', async () => {
    const page = await readFile(resolve(import.meta.dirname, '../../docs/scim.md'), 'utf8');
    const commands = [...page.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!);
    expect(commands).toHaveLength(2);
    const app = servers.apps[1]!;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const { secret } = await makeToken();
    const answers = [];
    for (const command of commands) {
      // The site's address is its own host name; curl is sent to this test's server for it.
      const script = `curl() { command curl --connect-to "::127.0.0.1:${port}" "$@"; }\n${command}`;
      const { stdout } = await promisify(execFile)('sh', ['-c', script], { env: { PATH: process.env.PATH, IDEAHUNT_URL: `http://${servers.host}`, IDEAHUNT_TOKEN: secret } });
      answers.push(JSON.parse(stdout) as Record<string, unknown>);
    }
    const [created, found] = answers;
    expect(created).toMatchObject({ userName: 'ada.lovelace@example.org', name: { givenName: 'Ada', familyName: 'Lovelace' }, active: true });
    expect(found).toMatchObject({ totalResults: 1, Resources: [{ id: created!.id }] });
  });
});
