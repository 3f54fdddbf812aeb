import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { resolveOrganisationForHost } from '#server/modules/organisation/organisation.service.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { createOrganisation, hostFor, TEST_PUBLIC_URL } from '../factories/organisation.factory';
import { scopedEm } from '../support/callers';
import { createTestApp, requestJson } from '../support/http';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

describe('tenancy', () => {
  let app: FastifyInstance;
  let personas: Personas;
  beforeAll(async () => {
    app = await createTestApp();
    personas = await createPersonas();
    await createOrganisation({ slug: 'the-default', subdomain: null, isDefault: true });
    await createOrganisation({ slug: 'by-url', subdomain: null, publicUrl: 'https://ideas.customer.example' });
  });
  afterAll(() => app.close());

  it('scopes every query on tenant-owned rows to the request organisation', async () => {
    const users = await scopedEm(personas.org).find(UserSchema, {});
    expect(users.length).toBeGreaterThan(0);
    expect(users.every((user) => user.organisation.id === personas.org.id)).toBe(true);
    expect(await scopedEm(personas.org).findOne(UserSchema, { id: personas.outsider.id })).toBeNull();
  });

  it('refuses a tenant-owned query made without an organisation scope', async () => {
    await expect(testOrm().em.fork().find(UserSchema, {})).rejects.toThrow(/tenant/);
  });

  it.each([
    ['example.test:3000', 'the-default'],
    ['EXAMPLE.test', 'the-default'],
    ['ideas.customer.example', 'by-url'],
    ['unclaimed.example.net', null],
    ['localhost:3000', null],
    ['127.0.0.1', null],
    ['deeper.sub.example.test', null],
  ])('serves host %s the organisation %s', async (host, slug) => {
    const org = await resolveOrganisationForHost(testOrm().em.fork(), host, TEST_PUBLIC_URL);
    expect(org?.slug ?? null).toBe(slug);
  });

  it.each(['localhost:3000', '127.0.0.1', '[::1]:3000'])('serves loopback host %s the default site when the platform itself is on loopback', async (host) => {
    const org = await resolveOrganisationForHost(testOrm().em.fork(), host, 'http://localhost:3000');
    expect(org?.slug).toBe('the-default');
  });

  it('picks a site by its subdomain under the platform host, and under no other', async () => {
    const org = await resolveOrganisationForHost(testOrm().em.fork(), `${hostFor(personas.otherOrg)}:8080`, TEST_PUBLIC_URL);
    expect(org?.id).toBe(personas.otherOrg.id);
    expect(await resolveOrganisationForHost(testOrm().em.fork(), `${personas.otherOrg.subdomain}.anything`, TEST_PUBLIC_URL)).toBeNull();
    const onLoopback = await resolveOrganisationForHost(testOrm().em.fork(), `${personas.otherOrg.subdomain}.localhost`, 'http://localhost:3000');
    expect(onLoopback?.id).toBe(personas.otherOrg.id);
  });

  it('answers organisation.current for the Host, without credentials from the settings', async () => {
    const em = testOrm().em.fork();
    const org = await em.findOneOrFail(OrganisationSchema, { id: personas.org.id });
    org.settings = { externalLoginSources: { oauth2: { clientID: 'public-id', clientSecret: 'top-secret' } }, trelloToken: 'trello-secret', typeformToken: 'tf-secret' };
    await em.flush();
    const response = await requestJson(app, { method: 'GET', url: '/trpc/organisation.current', host: hostFor(personas.org) });
    const body = JSON.stringify(response.body);
    expect(response.status).toBe(200);
    expect(body).toContain(`"slug":"${personas.org.slug}"`);
    expect(body).toContain('public-id');
    for (const secret of ['top-secret', 'trello-secret', 'tf-secret']) expect(body).not.toContain(secret);
  });
});
