import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { MENU_TYPE } from '#shared/schemas/menus.ts';
import { createOrganisation, hostFor } from '../factories/organisation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { createTestApp, requestJson } from '../support/http';
import { bearerFor } from '../support/upload';

const INDEX_HTML = '<!doctype html>\n<html lang="en">\n  <head>\n    <title>IdeaHunt</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

/** Two sites served by one process: each shows its own menus, pages and partners, in its language. */
describe('site content on two sites in one process', () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'ideahunt-content-client-'));
  let app: FastifyInstance;
  const sites: { org: Organisation; admin: User }[] = [];
  beforeAll(async () => {
    writeFileSync(join(clientDir, 'index.html'), INDEX_HTML);
    app = await createTestApp({ clientDir });
    for (const language of ['en', 'sv'] as const) {
      const org = await createOrganisation({ language, name: `Site ${language}` });
      const admin = await createUser({ organisation: org, isOrgAdmin: true });
      const caller = (await callerFor(admin)).caller;
      const page = await caller.page.create({ title: `About ${language}`, body: `Welcome to the **${language}** site.` });
      await caller.menu.create({ nav: 'top', name: `Menu ${language}`, type: MENU_TYPE.page, pageGuid: page.guid });
      await caller.partner.create({ name: `Partner ${language}`, link: '' });
      sites.push({ org, admin });
    }
  });
  afterAll(async () => {
    await app.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const shellOf = async (org: Organisation) => {
    const response = await requestJson(app, { method: 'GET', url: '/trpc/organisation.current', host: hostFor(org) });
    expect(response.status).toBe(200);
    return (response.body.result as { data: { json: { language: string; menus: Record<string, { name: string; href: string }[]>; partners: { name: string }[] } } }).data.json;
  };

  it('gives each host its own menus, partners and language with the organisation', async () => {
    const [en, sv] = [await shellOf(sites[0]!.org), await shellOf(sites[1]!.org)];
    expect(en.language).toBe('en');
    expect(en.menus.top).toEqual([expect.objectContaining({ name: 'Menu en', href: '/page/about-en' })]);
    expect(en.partners.map((partner) => partner.name)).toEqual(['Partner en']);
    expect(sv.language).toBe('sv');
    expect(sv.menus.top).toEqual([expect.objectContaining({ name: 'Menu sv', href: '/page/about-sv' })]);
    expect(sv.partners.map((partner) => partner.name)).toEqual(['Partner sv']);
  });

  it("serves each site's pages with their title and preview metadata, and not the other's", async () => {
    const page = (org: Organisation, slug: string) => app.inject({ method: 'GET', url: `/page/${slug}`, headers: { host: hostFor(org) } });
    const about = await page(sites[0]!.org, 'about-en');
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('<title>About en | IdeaHunt</title>');
    expect(about.body).toContain('<meta property="og:description" content="Welcome to the en site." />');
    expect(about.body).toContain(`<meta property="og:url" content="http://${hostFor(sites[0]!.org)}/page/about-en" />`);

    const terms = await page(sites[1]!.org, 'terms-of-service');
    expect(terms.body).toContain('<title>Användarvillkor | IdeaHunt</title>');
    expect(terms.body).toContain('<html lang="sv"');

    const elsewhere = await page(sites[1]!.org, 'about-en');
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.body).not.toContain('About en');
  });

  it("refuses one site's admin every change to the other's content over the façade", async () => {
    const [en, sv] = sites;
    const token = await bearerFor(en!.admin);
    const svHost = hostFor(sv!.org);
    const svAdmin = (await callerFor(sv!.admin)).caller;
    const [page] = (await svAdmin.page.list()).filter((item) => item.slug === 'about-sv');
    const [menu] = await svAdmin.menu.list();
    const [partner] = await svAdmin.partner.list();
    const attempts = [
      { method: 'PUT', url: `/legacy/api/pages/${page!.guid}`, body: { title: 'Taken', body: '' } },
      { method: 'DELETE', url: `/legacy/api/pages/${page!.guid}` },
      { method: 'POST', url: `/legacy/menus/${menu!.guid}`, body: { name: 'Taken', type: 0, link: '/coach' } },
      { method: 'POST', url: `/legacy/menus/${menu!.guid}/pos`, body: { navPos: 5 } },
      { method: 'DELETE', url: `/legacy/menus/${menu!.guid}` },
      { method: 'POST', url: `/legacy/partners/${partner!.guid}`, body: { name: 'Taken' } },
      { method: 'DELETE', url: `/legacy/partners/${partner!.guid}` },
      { method: 'POST', url: '/legacy/api/pages', body: { title: 'Planted' } },
    ] as const;
    for (const attempt of attempts) {
      // On the other site's host the first site's session is not valid; on its own host the guids name nothing.
      for (const host of [svHost, hostFor(en!.org)]) {
        const response = await requestJson(app, { ...attempt, host, headers: { authorization: token } });
        if (host === svHost) expect(response.status, `${attempt.method} ${attempt.url} on the other host`).toBeGreaterThanOrEqual(400);
        else if (attempt.url !== '/legacy/api/pages') expect(response.body.error, `${attempt.method} ${attempt.url}`).toBe('not-found');
      }
    }
    expect((await svAdmin.page.byGuid({ guid: page!.guid })).title).toBe('About sv');
    expect((await svAdmin.menu.byGuid({ guid: menu!.guid })).name).toBe('Menu sv');
    expect((await svAdmin.partner.byGuid({ guid: partner!.guid })).name).toBe('Partner sv');
    expect((await svAdmin.page.list()).map((item) => item.title)).not.toContain('Planted');
  });
});
