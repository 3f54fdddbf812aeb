import { beforeAll, describe, expect, it } from 'vitest';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { createOrganisation, hostFor } from '../factories/organisation.factory';
import { LEGACY_BASE, requestJson, useHttpFixture } from '../support/http';
import type { Personas } from '../support/personas';
import { bearerFor } from '../support/upload';
import { testOrm } from '../support/test-database';

/** The super admin's site routes of routes.txt (spec 2 §7 Organisation and sites), with Bearer JWTs. */
describe('legacy site routes', () => {
  const fixture = useHttpFixture();
  let personas: Personas;
  beforeAll(() => {
    personas = fixture.personas;
  });

  const call = (method: 'GET' | 'POST', path: string, options: { token?: string; body?: unknown } = {}) =>
    requestJson(fixture.app, { method, url: `${LEGACY_BASE}${path}`, host: hostFor(personas.org), headers: options.token ? { authorization: options.token } : {}, body: options.body });

  it('lists every site for a super admin as { result, total }, and refuses an org admin and a visitor', async () => {
    const listed = await call('GET', '/admin/sites', { token: await bearerFor(personas.superAdmin) });
    expect(listed.status).toBe(200);
    const sites = listed.body.result as { guid: string }[];
    expect(sites.map((site) => site.guid)).toEqual(expect.arrayContaining([personas.org.id, personas.otherOrg.id]));
    expect(listed.body.total).toBe(sites.length);
    expect(await call('GET', '/admin/sites', { token: await bearerFor(personas.orgAdmin) })).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(await call('GET', '/admin/sites')).toMatchObject({ status: 401, body: { error: 'not-authenticated' } });
  });

  it('creates a site from a legacy body with its first admin, and names a refused field by its key', async () => {
    const token = await bearerFor(personas.superAdmin);
    const subdomain = `legacy-${Date.now().toString(36)}`;
    const created = await call('POST', '/api/v2/organisations', {
      token,
      body: { name: 'Legacy site', subdomain, language: 'sv', premium: true, admin: { email: 'legacy.admin@example.com', firstName: 'Lea', lastName: 'Gacy' } },
    });
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({ name: 'Legacy site', subdomain, slug: subdomain, language: 'sv', premium: true, publicUrl: '' });

    const refused = await call('POST', '/api/v2/organisations', { token, body: { name: 'No admin', subdomain: `${subdomain}-2` } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('invalid-input');
    expect(await testOrm().em.fork().count(OrganisationSchema, { name: 'No admin' })).toBe(0);
    expect(await call('POST', '/api/v2/organisations', { token: await bearerFor(personas.orgAdmin), body: { name: 'X', subdomain: 'x-site' } })).toMatchObject({ status: 403 });
  });

  it('updates a site, keeping its publicUrl and slug whatever the payload says, and what it leaves out', async () => {
    const site = await createOrganisation({ publicUrl: `https://kept-${Date.now()}.example.com`, premium: false });
    const token = await bearerFor(personas.superAdmin);
    const saved = await call('POST', `/api/v2/organisations/${site.id}`, { token, body: { premium: true, publicUrl: 'https://changed.example.com', slug: 'changed' } });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({ guid: site.id, premium: true, publicUrl: site.publicUrl, slug: site.slug, name: site.name, subdomain: site.subdomain });
    expect(await call('POST', `/api/v2/organisations/01900000-0000-7000-8000-000000000000`, { token, body: {} })).toMatchObject({ status: 404, body: { error: 'not-found' } });
    expect(await call('POST', `/api/v2/organisations/${site.id}`, { token: await bearerFor(personas.orgAdmin), body: { premium: false } })).toMatchObject({ status: 403 });
  });
});
