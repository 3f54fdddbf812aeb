import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { pino } from 'pino';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiTokenScope } from '#shared/schemas/api-tokens.ts';
import type { User } from '#server/entities/user.entity.ts';
import { deliverWebhooks } from '#server/modules/webhooks/webhook-delivery.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { hostFor } from '../factories/organisation.factory';
import { createWebhookDeliveryRow } from '../factories/webhook.factory';
import { callerFor, testDeps } from '../support/callers';
import { expectAppError } from '../support/errors';
import { LEGACY_BASE, requestJson } from '../support/http';
import { useServerProcesses } from '../support/server-processes';
import { testOrm } from '../support/test-database';

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

const sql = <T = unknown>(text: string, params: unknown[] = []) => testOrm().em.fork().getConnection().execute<T[]>(text, params);
const deliver = () => deliverWebhooks(testOrm().em.fork(), testDeps, pino({ level: 'silent' }));

describe('webhooks on the REST API', () => {
  const servers = useServerProcesses(1);
  let receiver: Server;
  let receiverUrl: string;
  const received: Received[] = [];

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
      });
    });
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  });
  afterAll(() => new Promise<void>((done) => receiver.close(() => done())));
  beforeEach(async () => {
    received.length = 0;
    await sql('update webhook_endpoint set enabled = false');
  });

  async function makeToken(scopes: ApiTokenScope[] = ['webhooks'], user: User = servers.personas.orgAdmin) {
    return (await callerFor(user)).caller.apiToken.create({ name: 'Automation', scopes, expiresInDays: 30 });
  }

  const call = (secret: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: { body?: unknown; host?: string } = {}) =>
    requestJson(servers.apps[0]!, { method, url: `${LEGACY_BASE}${path}`, host: options.host ?? servers.host, headers: { authorization: `Bearer ${secret}` }, ...(options.body !== undefined ? { body: options.body } : {}) });

  async function comment() {
    const campaign = await createCampaignRow({ organisation: servers.personas.org, coach: servers.personas.coach });
    const idea = await createIdeaRow({ campaign, author: servers.personas.coach });
    await (await callerFor(servers.personas.participant)).caller.comment.create({ ideaGuid: idea.id, body: 'Seen from outside' });
    return idea;
  }

  const auditOf = async (action: 'webhook-created' | 'webhook-updated' | 'webhook-disabled' | 'webhook-deleted' | 'webhook-replayed', target: string) =>
    (await (await callerFor(servers.personas.orgAdmin)).caller.audit.list({ page: 1, action })).items.find((entry) => entry.target.id === target);

  it('makes, lists, changes, switches off and deletes an endpoint with a webhooks token, each audited as its admin through the token', async () => {
    const { token, secret } = await makeToken();
    const created = await call(secret, 'POST', '/api/webhooks', { body: { url: receiverUrl, events: ['comment.created'] } });
    expect(created.status).toBe(200);
    const { endpoint, secret: signingSecret } = created.body.result as { endpoint: { guid: string }; secret: string };
    expect(endpoint).toMatchObject({ url: receiverUrl, events: ['comment.created'], enabled: true, disabledReason: null });
    expect(signingSecret).toMatch(/^whsec_/);
    expect(await auditOf('webhook-created', endpoint.guid)).toMatchObject({ actor: { guid: servers.personas.orgAdmin.id }, details: { apiToken: token.guid } });

    const listed = await call(secret, 'GET', '/api/webhooks');
    expect(listed.body.result).toEqual([expect.objectContaining({ guid: endpoint.guid, lastDelivery: null })]);
    expect(JSON.stringify(listed.body)).not.toContain(signingSecret.slice(6));

    const changed = await call(secret, 'PUT', `/api/webhooks/${endpoint.guid}`, { body: { url: `${receiverUrl}/v2`, events: ['comment.created', 'idea.created'] } });
    expect(changed.body.result).toMatchObject({ guid: endpoint.guid, url: `${receiverUrl}/v2`, events: ['comment.created', 'idea.created'], enabled: true });
    expect(await auditOf('webhook-updated', endpoint.guid)).toMatchObject({ details: { changed: ['url', 'events'], apiToken: token.guid } });
    const off = await call(secret, 'PUT', `/api/webhooks/${endpoint.guid}`, { body: { enabled: false } });
    expect(off.body.result).toMatchObject({ url: `${receiverUrl}/v2`, events: ['comment.created', 'idea.created'], enabled: false });
    expect(await auditOf('webhook-disabled', endpoint.guid)).toBeDefined();

    // The same secret signs after a change: the receiver keeps verifying with the one it has.
    await call(secret, 'PUT', `/api/webhooks/${endpoint.guid}`, { body: { enabled: true } });
    await comment();
    await deliver();
    expect(received.map((each) => new Webhook(signingSecret).verify(each.body, each.headers as Record<string, string>))).toEqual([expect.objectContaining({ type: 'comment.created' })]);

    expect((await call(secret, 'DELETE', `/api/webhooks/${endpoint.guid}`)).body).toEqual({ result: { deleted: true } });
    expect(await sql('select 1 from webhook_delivery where endpoint_id = ?', [endpoint.guid])).toEqual([]);
    expect(await auditOf('webhook-deleted', endpoint.guid)).toMatchObject({ details: { apiToken: token.guid } });
    expect((await call(secret, 'GET', `/api/webhooks/${endpoint.guid}/deliveries`)).status).toBe(404);
  });

  it('refuses a token without the webhooks scope, naming it, and takes a webhooks token nowhere else', async () => {
    const reader = await makeToken(['read', 'ideas-write', 'people-admin']);
    for (const [method, path] of [['GET', '/api/webhooks'], ['POST', '/api/webhooks'], ['GET', `/api/webhooks/${crypto.randomUUID()}/deliveries`]] as const) {
      const refused = await call(reader.secret, method, path, method === 'POST' ? { body: { url: receiverUrl, events: ['idea.created'] } } : {});
      expect(refused.status).toBe(403);
      expect(refused.headers['www-authenticate']).toBe('Bearer error="insufficient_scope", scope="webhooks"');
    }
    const { secret } = await makeToken();
    expect((await call(secret, 'GET', '/campaigns')).status).toBe(403);
    expect((await call(secret, 'GET', '/api/users')).status).toBe(403);
  });

  it("refuses an address that is not allowed, an unknown event, and another site's endpoint and delivery", async () => {
    const { secret } = await makeToken();
    const badUrl = await call(secret, 'POST', '/api/webhooks', { body: { url: 'ftp://files.example.org/hook', events: ['idea.created'] } });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body).toMatchObject({ error: 'WEBHOOK_URL_NOT_ALLOWED', fields: { url: ['WEBHOOK_URL_NOT_ALLOWED'] } });
    const badEvent = await call(secret, 'POST', '/api/webhooks', { body: { url: receiverUrl, events: ['idea.deleted'] } });
    expect(badEvent.status).toBe(400);
    expect(badEvent.body).toMatchObject({ error: 'invalid-input' });

    const admin = (await callerFor(servers.personas.orgAdmin)).caller;
    const { endpoint } = await admin.webhook.create({ url: receiverUrl, events: ['idea.created'] });
    await expectAppError(admin.webhook.update({ guid: endpoint.guid, url: 'http://' }), 'WEBHOOK_URL_NOT_ALLOWED', 'url');
    await expectAppError(admin.webhook.update({ guid: endpoint.guid, events: [] }), 'ERROR_REQUIRED', 'events');
    await expectAppError(admin.webhook.update({ guid: endpoint.guid, url: 'x'.repeat(2001) }), 'VALUE_TOO_LONG', 'url');
    // Nothing asked, nothing changed, nothing audited.
    expect(await admin.webhook.update({ guid: endpoint.guid })).toMatchObject({ url: receiverUrl, enabled: true });
    expect(await auditOf('webhook-updated', endpoint.guid)).toBeUndefined();

    const theirs = await (await callerFor(servers.personas.outsider)).caller.webhook.create({ url: receiverUrl, events: ['idea.created'] });
    const theirDelivery = await createWebhookDeliveryRow({ organisationId: servers.personas.otherOrg.id, endpointId: theirs.endpoint.guid });
    expect((await call(secret, 'PUT', `/api/webhooks/${theirs.endpoint.guid}`, { body: { enabled: false } })).status).toBe(404);
    expect((await call(secret, 'DELETE', `/api/webhooks/${theirs.endpoint.guid}`)).status).toBe(404);
    expect((await call(secret, 'GET', `/api/webhooks/${theirs.endpoint.guid}/deliveries`)).status).toBe(404);
    expect((await call(secret, 'POST', `/api/webhook-deliveries/${theirDelivery.id}/replay`)).status).toBe(404);
    expect(await sql('select enabled from webhook_endpoint where id = ?', [theirs.endpoint.guid])).toEqual([{ enabled: true }]);
    // And their token is not this site's.
    const outsiders = await makeToken(['webhooks'], servers.personas.outsider);
    expect((await call(outsiders.secret, 'GET', '/api/webhooks')).status).toBe(401);
    expect((await call(outsiders.secret, 'GET', '/api/webhooks', { host: hostFor(servers.personas.otherOrg) })).body.result).toEqual([expect.objectContaining({ guid: theirs.endpoint.guid })]);
  });

  it('documents each route in the OpenAPI page with the webhooks scope', async () => {
    const document = (await requestJson(servers.apps[0]!, { method: 'GET', url: `${LEGACY_BASE}/openapi.json`, host: servers.host })).body as {
      paths: Record<string, Record<string, { security: Record<string, string[]>[]; summary?: string }>>;
    };
    const routes = [['/api/webhooks', 'get'], ['/api/webhooks', 'post'], ['/api/webhooks/{guid}', 'put'], ['/api/webhooks/{guid}', 'delete'], ['/api/webhooks/{guid}/deliveries', 'get'], ['/api/webhook-deliveries/{guid}/replay', 'post']] as const;
    for (const [path, method] of routes) {
      const operation = document.paths[path]![method]!;
      expect(operation.summary).toBeTruthy();
      expect(operation.security.flatMap((entry) => entry.apiToken ?? [])).toEqual(['webhooks']);
    }
  });

  it('answers the curl commands of docs/webhooks.md, and its signature check, as they are written', async () => {
    const page = await readFile(resolve(import.meta.dirname, '../../docs/webhooks.md'), 'utf8');
    const [verify, create, deliveries, replay, ...rest] = [...page.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!);
    expect(rest).toEqual([]);
    const app = servers.apps[0]!;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const { secret } = await makeToken();
    const run = async (command: string, env: Record<string, string>, cwd?: string) => {
      // The site's address is its own host name; curl is sent to this test's server for it.
      const script = `curl() { command curl --connect-to "::127.0.0.1:${port}" "$@"; }\n${command}`;
      const { stdout } = await promisify(execFile)('sh', ['-c', script], { cwd, env: { PATH: process.env.PATH, IDEAHUNT_URL: `http://${servers.host}`, IDEAHUNT_TOKEN: secret, ...env } });
      return stdout;
    };

    const { result: made } = JSON.parse(await run(create!, { RECEIVER_URL: receiverUrl })) as { result: { endpoint: { guid: string; events: string[] }; secret: string } };
    expect(made.endpoint.events).toEqual(['comment.created']);
    await comment();
    await deliver();
    const { result: log } = JSON.parse(await run(deliveries!, { WEBHOOK_GUID: made.endpoint.guid })) as { result: { guid: string; eventId: string; status: string }[] };
    expect(log).toEqual([expect.objectContaining({ eventId: received[0]!.headers['webhook-id'], eventType: 'comment.created', status: 'succeeded', responseStatus: 200 })]);
    const { result: replayed } = JSON.parse(await run(replay!, { DELIVERY_GUID: log[0]!.guid })) as { result: { eventId: string; status: string } };
    expect(replayed).toMatchObject({ eventId: log[0]!.eventId, status: 'pending' });
    await deliver();
    expect(received.map((each) => each.headers['webhook-id'])).toEqual([log[0]!.eventId, log[0]!.eventId]);

    const folder = await mkdtemp(join(tmpdir(), 'webhook-signature-'));
    try {
      const check = async (body: string) => {
        await writeFile(join(folder, 'body.json'), body);
        const [delivery] = received;
        const headers = delivery!.headers as Record<string, string>;
        return run(verify!, { WEBHOOK_SECRET: made.secret, WEBHOOK_ID: headers['webhook-id']!, WEBHOOK_TIMESTAMP: headers['webhook-timestamp']!, WEBHOOK_SIGNATURE: headers['webhook-signature']! }, folder);
      };
      expect(await check(received[0]!.body)).toBe('verified\n');
      await expect(check(received[0]!.body.replace('comment.created', 'comment.deleted'))).rejects.toMatchObject({ stderr: 'signature does not match\n' });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
