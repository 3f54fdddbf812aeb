import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { ApiTokenCreateInput } from '#shared/schemas/api-tokens.ts';
import { RATE_LIMITS } from '#shared/constants.ts';
import type { User } from '#server/entities/user.entity.ts';
import { hostFor } from '../factories/organisation.factory';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { expectAppError } from '../support/errors';
import { LEGACY_BASE, requestJson } from '../support/http';
import { useServerProcesses } from '../support/server-processes';
import { testOrm } from '../support/test-database';

const sql = <T = unknown>(text: string, params: unknown[]) => testOrm().em.fork().getConnection().execute<T[]>(text, params);

describe('API tokens on the REST API', () => {
  const servers = useServerProcesses(2);
  const admin = async (user: User = servers.personas.orgAdmin) => (await callerFor(user)).caller;

  async function makeToken(input: Partial<ApiTokenCreateInput> = {}, user?: User) {
    return (await admin(user)).apiToken.create({ name: 'Integration', scopes: ['read'], expiresInDays: 30, ...input });
  }

  const call = (secret: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: { app?: number; host?: string; body?: unknown } = {}) =>
    requestJson(servers.apps[options.app ?? 0]!, { method, url: `${LEGACY_BASE}${path}`, host: options.host ?? servers.host, headers: { authorization: `Bearer ${secret}` }, ...(options.body !== undefined ? { body: options.body } : {}) });

  async function anIdea() {
    const campaign = await createCampaignRow({ organisation: servers.personas.org, coach: servers.personas.coach });
    return createIdeaRow({ campaign, author: servers.personas.participant });
  }

  it('shows the secret once and keeps only its hash; the list, the audit log and the row never hold it', async () => {
    const { token, secret } = await makeToken({ name: 'Shown once' });
    expect(secret).toMatch(/^iht_[0-9a-f-]{36}\.[a-z2-7]{32}$/);
    expect(token).toMatchObject({ name: 'Shown once', scopes: ['read'], status: 'active', lastUsedAt: null, revokedAt: null, createdBy: { guid: servers.personas.orgAdmin.id, name: 'Org Admin' } });
    const listed = await (await admin()).apiToken.list();
    expect(listed.find((each) => each.guid === token.guid)).toEqual(token);
    const [row] = await sql<{ secret_hash: Buffer }>('select secret_hash from api_token where id = ?', [token.guid]);
    expect(row!.secret_hash).toHaveLength(32);
    const secretPart = secret.split('.')[1]!;
    expect(row!.secret_hash.toString('latin1')).not.toContain(secretPart);
    const audit = await (await admin()).audit.list({ page: 1, action: 'api-token-created' });
    expect(audit.items[0]).toMatchObject({ actor: { guid: servers.personas.orgAdmin.id }, target: { id: token.guid, name: 'Shown once' }, details: { scopes: ['read'] } });
    expect(JSON.stringify([listed, audit])).not.toContain(secretPart);
  });

  it('lets a read token read, and refuses it every write and the people admin, naming the scope that would do', async () => {
    const { secret } = await makeToken({ scopes: ['read'] });
    const idea = await anIdea();
    expect((await call(secret, 'GET', `/api/ideas/${idea.id}`)).status).toBe(200);
    expect((await call(secret, 'GET', `/comment/idea/${idea.id}`)).status).toBe(200);

    const comment = await call(secret, 'POST', '/comment', { body: { ideaGuid: idea.id, text: 'Not allowed' } });
    expect(comment.status).toBe(403);
    expect(comment.body).toEqual({ error: 'forbidden' });
    expect(comment.headers['www-authenticate']).toBe('Bearer error="insufficient_scope", scope="ideas-write"');
    expect((await call(secret, 'POST', `/api/ideas/${idea.id}/upvote`)).status).toBe(403);
    const people = await call(secret, 'GET', '/api/users');
    expect(people.status).toBe(403);
    expect(people.headers['www-authenticate']).toBe('Bearer error="insufficient_scope", scope="people-admin"');
    // Routes no token may call: settings, and a GET that signs out.
    expect((await call(secret, 'POST', `/organisations/${servers.personas.org.id}`, { body: {} })).headers['www-authenticate']).toBe('Bearer error="insufficient_scope"');
    expect((await call(secret, 'GET', '/logout')).status).toBe(403);
  });

  it('lets an ideas-and-comments token comment and upvote as its admin, and nothing else', async () => {
    const { secret } = await makeToken({ scopes: ['ideas-write'] });
    const idea = await anIdea();
    const comment = await call(secret, 'POST', '/comment', { body: { ideaGuid: idea.id, text: 'From the integration' } });
    expect(comment.status).toBe(200);
    const [stored] = await sql<{ author_id: string }>('select author_id from comment where idea_id = ?', [idea.id]);
    expect(stored!.author_id).toBe(servers.personas.orgAdmin.id);
    expect((await call(secret, 'POST', `/api/ideas/${idea.id}/upvote`)).status).toBe(200);
    expect((await call(secret, 'GET', `/api/ideas/${idea.id}`)).status).toBe(403);
    expect((await call(secret, 'GET', '/api/users')).status).toBe(403);
  });

  it("lets a people-admin token read and change people's records, and nothing else", async () => {
    const { secret } = await makeToken({ scopes: ['people-admin'] });
    const person = await createUser({ organisation: servers.personas.org });
    const list = await call(secret, 'GET', '/api/users');
    expect(list.status).toBe(200);
    expect((await call(secret, 'GET', `/api/users/${person.id}`)).status).toBe(200);
    const label = await call(secret, 'POST', '/labels', { body: { name: 'From the directory' } });
    expect(label.status).toBe(200);
    const [row] = await sql<{ name: string }>('select name from label where organisation_id = ? and name = ?', [servers.personas.org.id, 'From the directory']);
    expect(row?.name).toBe('From the directory');
    expect((await call(secret, 'GET', '/campaigns')).status).toBe(403);
  });

  it('names the token in the audit entry of what its admin did through it', async () => {
    const { token, secret } = await makeToken({ scopes: ['people-admin'] });
    const exported = await requestJson(servers.apps[0]!, { method: 'GET', url: `${LEGACY_BASE}/export/users`, host: servers.host, headers: { authorization: `Bearer ${secret}` } });
    expect(exported.status).toBe(200);
    const [entry] = (await (await admin()).audit.list({ page: 1, action: 'users-exported' })).items;
    expect(entry).toMatchObject({ actor: { guid: servers.personas.orgAdmin.id }, details: { apiToken: token.guid } });
    // The same export by the admin signed in on the façade names no token.
    const signedIn = await servers.legacyToken(servers.apps[0]!, servers.personas.orgAdmin);
    expect((await requestJson(servers.apps[0]!, { method: 'GET', url: `${LEGACY_BASE}/export/users`, host: servers.host, headers: { authorization: signedIn } })).status).toBe(200);
    const [byHand] = (await (await admin()).audit.list({ page: 1, action: 'users-exported' })).items;
    expect(byHand?.details).not.toHaveProperty('apiToken');
  });

  it('holds a token to its admin: one who is no longer an admin, or blocked, makes the token answer 401', async () => {
    const formerAdmin = await createUser({ organisation: servers.personas.org, isOrgAdmin: true });
    const { secret } = await makeToken({}, formerAdmin);
    expect((await call(secret, 'GET', '/campaigns')).status).toBe(200);
    await sql('update app_user set is_org_admin = false where id = ?', [formerAdmin.id]);
    expect((await call(secret, 'GET', '/campaigns')).status).toBe(401);

    const blockedAdmin = await createUser({ organisation: servers.personas.org, isOrgAdmin: true });
    const theirs = await makeToken({}, blockedAdmin);
    expect((await call(theirs.secret, 'GET', '/campaigns')).status).toBe(200);
    await sql("update app_user set status = 'blocked' where id = ?", [blockedAdmin.id]);
    expect((await call(theirs.secret, 'GET', '/campaigns')).status).toBe(401);
  });

  it('refuses a revoked token in another process at once, with an audit entry', async () => {
    const { token, secret } = await makeToken({ name: 'Soon gone' });
    expect((await call(secret, 'GET', '/campaigns', { app: 1 })).status).toBe(200);
    const revoked = await (await admin()).apiToken.revoke({ guid: token.guid });
    const revokedAt = Date.now();
    expect(revoked).toMatchObject({ status: 'revoked' });
    const refused = await call(secret, 'GET', '/campaigns', { app: 1 });
    expect(Date.now() - revokedAt).toBeLessThan(1000);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ error: 'not-authenticated' });
    expect(refused.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect((await (await admin()).audit.list({ page: 1, action: 'api-token-revoked' })).items[0]).toMatchObject({ target: { id: token.guid, name: 'Soon gone' } });
    // Revoking again changes nothing and records nothing more.
    await (await admin()).apiToken.revoke({ guid: token.guid });
    expect((await (await admin()).audit.list({ page: 1, action: 'api-token-revoked' })).items.filter((entry) => entry.target.id === token.guid)).toHaveLength(1);
  });

  it('refuses an expired token, a tampered secret, and a token of another site', async () => {
    const { token, secret } = await makeToken();
    await sql("update api_token set expires_at = now() - interval '1 second' where id = ?", [token.guid]);
    expect((await call(secret, 'GET', '/campaigns')).status).toBe(401);
    expect((await (await admin()).apiToken.list()).find((each) => each.guid === token.guid)?.status).toBe('expired');

    const live = await makeToken();
    const tampered = `${live.secret.slice(0, -1)}${live.secret.endsWith('a') ? 'b' : 'a'}`;
    expect((await call(tampered, 'GET', '/campaigns')).status).toBe(401);
    expect((await call('iht_not-a-token', 'GET', '/campaigns')).status).toBe(401);

    const theirs = await makeToken({}, servers.personas.outsider);
    expect((await call(theirs.secret, 'GET', '/campaigns', { host: hostFor(servers.personas.otherOrg) })).status).toBe(200);
    expect((await call(theirs.secret, 'GET', '/campaigns')).status).toBe(401);
  });

  it('works on the REST API only: the web app takes a token for nobody', async () => {
    const { secret } = await makeToken();
    const me = await requestJson(servers.apps[0]!, { method: 'GET', url: '/trpc/auth.me', host: servers.host, headers: { authorization: `Bearer ${secret}` } });
    expect((me.body.result as { data: { json: unknown } }).data.json).toBeNull();
  });

  it('documents in the OpenAPI page which scope each route takes', async () => {
    const document = (await requestJson(servers.apps[0]!, { method: 'GET', url: `${LEGACY_BASE}/openapi.json`, host: servers.host })).body as {
      paths: Record<string, Record<string, { security: Record<string, string[]>[] }>>;
      components: { securitySchemes: Record<string, { scheme?: string }> };
    };
    const tokenScopes = (path: string, method: string) => document.paths[path]![method]!.security.flatMap((entry) => entry.apiToken ?? []);
    expect(document.components.securitySchemes.apiToken).toMatchObject({ scheme: 'bearer' });
    expect(tokenScopes('/tags', 'get')).toEqual(['read']);
    expect(tokenScopes('/comment', 'post')).toEqual(['ideas-write']);
    expect(tokenScopes('/api/users', 'get')).toEqual(['people-admin']);
    expect(tokenScopes('/login', 'post')).toEqual([]);
  });

  it('answers the curl commands of docs/api-tokens.md as they are written', async () => {
    const page = await readFile(resolve(import.meta.dirname, '../../docs/api-tokens.md'), 'utf8');
    const commands = [...page.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!);
    expect(commands).toHaveLength(2);
    const app = servers.apps[1]!;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const { secret } = await makeToken({ scopes: ['read', 'ideas-write'] });
    const idea = await anIdea();
    for (const command of commands) {
      // The site's address is its own host name; curl is sent to this test's server for it.
      const script = `curl() { command curl --connect-to "::127.0.0.1:${port}" "$@"; }\n${command}`;
      const { stdout } = await promisify(execFile)('sh', ['-c', script], { env: { PATH: process.env.PATH, IDEAHUNT_URL: `http://${servers.host}`, IDEAHUNT_TOKEN: secret, IDEA_GUID: idea.id } });
      expect(JSON.parse(stdout)).toHaveProperty('result');
    }
    const [comment] = await sql<{ body: string }>('select body from comment where idea_id = ?', [idea.id]);
    expect(comment?.body).toBe('Picked up by our newsroom.');
  });

  it('shows when a token was last used', async () => {
    const { token, secret } = await makeToken();
    const before = Date.now();
    await call(secret, 'GET', '/campaigns');
    const listed = (await (await admin()).apiToken.list()).find((each) => each.guid === token.guid)!;
    expect(listed.lastUsedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("limits each token's requests, counted across processes, with Retry-After", async () => {
    const { token, secret } = await makeToken();
    const other = await makeToken();
    await call(secret, 'GET', '/campaigns');
    await sql('update rate_limit_bucket set hits = ? where key = ?', [RATE_LIMITS.apiTokenRequests.max, `apiTokenRequests:${token.guid}`]);
    const limited = await call(secret, 'GET', '/campaigns', { app: 1 });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(other.secret, 'GET', '/campaigns', { app: 1 })).status).toBe(200);
  });

  it('checks what a token is made of', async () => {
    const caller = await admin();
    await expectAppError(caller.apiToken.create({ name: ' ', scopes: ['read'], expiresInDays: 30 }), 'ERROR_REQUIRED', 'name');
    await expectAppError(caller.apiToken.create({ name: 'x'.repeat(101), scopes: ['read'], expiresInDays: 30 }), 'VALUE_TOO_LONG', 'name');
    await expectAppError(caller.apiToken.create({ name: 'No scope', scopes: [], expiresInDays: 30 }), 'ERROR_REQUIRED', 'scopes');
    await expectAppError(caller.apiToken.create({ name: 'Unknown', scopes: ['write-everything' as never], expiresInDays: 30 }), 'invalid-input');
    await expectAppError(caller.apiToken.create({ name: 'Twice', scopes: ['read', 'read'], expiresInDays: 30 }), 'invalid-input', 'scopes');
    await expectAppError(caller.apiToken.create({ name: 'Forever', scopes: ['read'], expiresInDays: 10_000 as never }), 'invalid-input', 'expiresInDays');
    await expectAppError(caller.apiToken.revoke({ guid: 'not-a-guid' }), 'invalid-input', 'guid');
  });

  it('is for admins of the site: others are refused, and another site cannot see or revoke its tokens', async () => {
    const { personas } = servers;
    for (const user of [personas.participant, personas.coach]) {
      await expectAppError((await callerFor(user)).caller.apiToken.list(), 'forbidden');
      await expectAppError((await callerFor(user)).caller.apiToken.create({ name: 'Mine', scopes: ['read'], expiresInDays: 7 }), 'forbidden');
    }
    await expectAppError((await callerFor(null, { org: personas.org })).caller.apiToken.list(), 'not-authenticated');
    const { token } = await makeToken();
    const outsider = (await callerFor(personas.outsider)).caller;
    expect((await outsider.apiToken.list()).map((each) => each.guid)).not.toContain(token.guid);
    await expectAppError(outsider.apiToken.revoke({ guid: token.guid }), 'not-found');
    expect((await (await admin()).apiToken.list()).find((each) => each.guid === token.guid)?.status).toBe('active');
  });
});
