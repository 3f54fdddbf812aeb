import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteCreateInput } from '#shared/schemas/sites.ts';
import { MediaFileSchema } from '#server/entities/media.entity.ts';
import { OrganisationSchema, type Organisation } from '#server/entities/organisation.entity.ts';
import { PageSchema } from '#server/entities/page.entity.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { realtimeBus, startRealtimeListener, type RealtimeListener } from '#server/realtime/realtime-bus.ts';
import { createMediaFile } from '../factories/media.factory';
import { createOrganisation } from '../factories/organisation.factory';
import { callerFor, scopedEm } from '../support/callers';
import { expectAppError } from '../support/errors';
import { createTestApp, requestJson } from '../support/http';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

let counter = 0;
function newSite(overrides: Partial<SiteCreateInput> = {}): SiteCreateInput {
  counter += 1;
  return {
    name: `Acme ${counter}`,
    subdomain: `acme-${counter}-${Date.now().toString(36)}`,
    publicUrl: '',
    language: 'sv',
    premium: false,
    assets: { logo: '', footerlogo: '', hero: '', heromobile: '' },
    admin: { email: `first.admin.${counter}@acme.example.com`, firstName: 'Frida', lastName: 'First' },
    ...overrides,
  };
}

const organisationCount = () => testOrm().em.fork().count(OrganisationSchema, {});

describe('the super admin sites (sites.*)', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });

  it('lists every site, by name, for a super admin', async () => {
    const { caller } = await callerFor(personas.superAdmin);
    const sites = await caller.sites.list();
    expect(sites.map((site) => site.guid)).toEqual(expect.arrayContaining([personas.org.id, personas.otherOrg.id]));
    expect(sites.find((site) => site.guid === personas.otherOrg.id)).toMatchObject({ slug: personas.otherOrg.slug, subdomain: personas.otherOrg.subdomain, address: `http://${personas.otherOrg.subdomain}.example.test:3000` });
  });

  it('refuses the sites to org admins, participants, another site\'s admin (forbidden) and visitors (not-authenticated)', async () => {
    for (const person of [personas.orgAdmin, personas.participant, personas.outsider]) {
      const { caller } = await callerFor(person);
      await expectAppError(caller.sites.list(), 'forbidden');
      await expectAppError(caller.sites.bySlug({ slug: personas.org.slug }), 'forbidden');
      await expectAppError(caller.sites.create(newSite()), 'forbidden');
      await expectAppError(caller.sites.update({ ...newSite(), guid: personas.org.id }), 'forbidden');
    }
    const { caller } = await callerFor(null, { org: personas.org });
    await expectAppError(caller.sites.list(), 'not-authenticated');
    await expectAppError(caller.sites.create(newSite()), 'not-authenticated');
    expect(await testOrm().em.fork().count(OrganisationSchema, { name: { $like: 'Acme %' } })).toBe(0);
  });

  it('finds a site by its slug, and answers not-found for an unknown one', async () => {
    const { caller } = await callerFor(personas.superAdmin);
    await expect(caller.sites.bySlug({ slug: personas.otherOrg.slug })).resolves.toMatchObject({ guid: personas.otherOrg.id, name: personas.otherOrg.name });
    await expectAppError(caller.sites.bySlug({ slug: 'no-such-site' }), 'not-found');
  });

  it('creates a site with its terms-of-service page and an invited first admin, mailed on the new site\'s address in its language', async () => {
    const { caller } = await callerFor(personas.superAdmin);
    const input = newSite({ premium: true });
    const created = await caller.sites.create(input);
    expect(created).toMatchObject({ name: input.name, subdomain: input.subdomain, slug: input.subdomain, language: 'sv', premium: true, isDefault: false, address: `http://${input.subdomain}.example.test:3000` });

    const siteEm = scopedEm({ id: created.guid } as Organisation);
    expect(await siteEm.count(PageSchema, { slug: 'terms-of-service' })).toBe(1);
    const admin = await siteEm.findOneOrFail(UserSchema, { emailNormalized: input.admin.email });
    expect(admin).toMatchObject({ isOrgAdmin: true, status: 'inactive', firstName: 'Frida', lastName: 'First', roles: [] });
    const mail = await siteEm.getConnection().execute<{ text: string; subject: string; template: string; organisation_id: string }[]>('select * from mail_message where "to" = ?', [input.admin.email]);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ template: 'site-admin-invitation', organisation_id: created.guid, subject: `Du är administratör för ${input.name}` });
    const link = /http:\/\/\S+\/resetpassword\/([a-z2-7]+)/.exec(mail[0]!.text);
    expect(link?.[0]).toContain(`http://${input.subdomain}.example.test:3000/resetpassword/`);

    // The link sets the admin's password once, on the new site, and the admin signs in there.
    const site = await testOrm().em.fork().findOneOrFail(OrganisationSchema, { id: created.guid });
    const visitor = await callerFor(null, { org: site });
    await visitor.caller.auth.resetPassword({ token: link![1]!, password: 'first-admin-password', passwordRepeat: 'first-admin-password' });
    const again = await callerFor(null, { org: site });
    const signedIn = await again.caller.auth.login({ email: input.admin.email, password: 'first-admin-password' });
    expect(signedIn.user).toMatchObject({ guid: admin.id, isOrgAdmin: true, status: 'active' });
  });

  it('creates nothing when the first admin cannot be invited: no site without its admin', async () => {
    const failingJobs = { send: () => Promise.reject(new Error('the job queue is down')) };
    const { caller } = await callerFor(personas.superAdmin, { deps: { jobs: failingJobs } });
    const input = newSite();
    const before = await organisationCount();
    await expect(caller.sites.create(input)).rejects.toThrow();
    expect(await organisationCount()).toBe(before);
    const em = testOrm().em.fork();
    expect(await em.count(UserSchema, { emailNormalized: input.admin.email }, { filters: false })).toBe(0);
    expect(await em.getConnection().execute('select 1 from mail_message where "to" = ?', [input.admin.email])).toHaveLength(0);
  });

  it('gives a site whose subdomain is an older slug a numbered slug', async () => {
    const taken = await createOrganisation({ subdomain: null });
    const { caller } = await callerFor(personas.superAdmin);
    const created = await caller.sites.create(newSite({ subdomain: taken.slug }));
    expect(created.slug).toBe(`${taken.slug}-2`);
  });

  it('refuses each invalid field with its message key and stores nothing', async () => {
    const { caller } = await callerFor(personas.superAdmin);
    const before = await organisationCount();
    const cases: [Partial<SiteCreateInput>, string, string][] = [
      [{ name: '  ' }, 'ERROR_REQUIRED', 'name'],
      [{ name: 'x'.repeat(201) }, 'VALUE_TOO_LONG', 'name'],
      [{ subdomain: '' }, 'ERROR_REQUIRED', 'subdomain'],
      [{ subdomain: 'not valid!' }, 'PLEASE_ENTER_A_VALID_SUBDOMAIN', 'subdomain'],
      [{ subdomain: '-edge' }, 'PLEASE_ENTER_A_VALID_SUBDOMAIN', 'subdomain'],
      [{ subdomain: personas.otherOrg.subdomain! }, 'SUBDOMAIN_TAKEN', 'subdomain'],
      [{ publicUrl: 'ftp://ideas.example.com' }, 'PLEASE_ENTER_A_VALID_URL', 'publicUrl'],
      [{ publicUrl: 'https://ideas.example.com/some/path' }, 'PLEASE_ENTER_A_VALID_URL', 'publicUrl'],
      [{ admin: { email: '', firstName: 'A', lastName: 'B' } }, 'PLEASE_ENTER_AN_EMAIL', 'admin.email'],
      [{ admin: { email: 'not-an-address', firstName: 'A', lastName: 'B' } }, 'PLEASE_ENTER_A_VALID_MAIL', 'admin.email'],
      [{ admin: { email: 'a@b.example.com', firstName: ' ', lastName: 'B' } }, 'ERROR_REQUIRED', 'admin.firstName'],
      [{ language: 'de' as 'en' }, 'invalid-input', 'language'],
      [{ assets: { logo: 'https://elsewhere.example.com/logo.png', footerlogo: '', hero: '', heromobile: '' } }, 'INVALID_SITE_ASSET', 'assets.logo'],
    ];
    for (const [overrides, code, field] of cases) await expectAppError(caller.sites.create(newSite(overrides)), code as never, field);
    expect(await organisationCount()).toBe(before);
  });

  it("refuses another site's public address (PUBLIC_URL_TAKEN), whatever its form", async () => {
    await createOrganisation({ publicUrl: 'https://ideas.taken.example.com' });
    const { caller } = await callerFor(personas.superAdmin);
    await expectAppError(caller.sites.create(newSite({ publicUrl: 'http://IDEAS.taken.example.com/' })), 'PUBLIC_URL_TAKEN', 'publicUrl');
  });

  it("takes site images only from the super admin's own uploads for that place, and hands them to the new site", async () => {
    const hero = await createMediaFile({ organisation: personas.org, owner: personas.superAdmin, context: 'siteHero', filename: 'hero.png', mimeType: 'image/png' });
    const logoElsewhere = await createMediaFile({ organisation: personas.otherOrg, context: 'siteLogo', filename: 'logo.png', mimeType: 'image/png' });
    const wrongPlace = await createMediaFile({ organisation: personas.org, context: 'siteHero', filename: 'hero2.png', mimeType: 'image/png' });
    const { caller } = await callerFor(personas.superAdmin);
    const blank = { logo: '', footerlogo: '', hero: '', heromobile: '' };
    await expectAppError(caller.sites.create(newSite({ assets: { ...blank, logo: `/media/${logoElsewhere.id}` } })), 'INVALID_SITE_ASSET', 'assets.logo');
    await expectAppError(caller.sites.create(newSite({ assets: { ...blank, heromobile: `/media/${wrongPlace.id}` } })), 'INVALID_SITE_ASSET', 'assets.heromobile');

    const created = await caller.sites.create(newSite({ assets: { ...blank, hero: `/media/${hero.id}` } }));
    expect(created.assets.hero).toBe(`/media/${hero.id}`);
    const moved = await testOrm().em.fork().findOneOrFail(MediaFileSchema, { id: hero.id }, { filters: false });
    expect(moved.organisation.id).toBe(created.guid);
    expect(moved.owner).toBeNull();
  });

  it('saves a site: name, subdomain, address, language and premium, keeping its slug and its other settings', async () => {
    const site = await createOrganisation({ premium: false, settings: { ideaMaxNumTags: 7 } });
    const { caller } = await callerFor(personas.superAdmin);
    const updated = await caller.sites.update({
      guid: site.id,
      name: 'Renamed site',
      subdomain: `renamed-${site.slug}`.slice(0, 60),
      publicUrl: `https://renamed-${Date.now()}.example.com`,
      language: 'sv',
      premium: true,
      assets: { logo: '', footerlogo: '', hero: '', heromobile: '' },
    });
    expect(updated).toMatchObject({ guid: site.id, slug: site.slug, name: 'Renamed site', language: 'sv', premium: true });
    const stored = await testOrm().em.fork().findOneOrFail(OrganisationSchema, { id: site.id });
    expect(stored.settings).toMatchObject({ ideaMaxNumTags: 7 });

    // Premium reaches the site at once: its own organisation answer says so.
    const onSite = await callerFor(null, { org: stored });
    expect((await onSite.caller.organisation.current()).premium).toBe(true);
  });

  it("refuses an update that takes another site's subdomain, and an unknown site", async () => {
    const site = await createOrganisation();
    const { caller } = await callerFor(personas.superAdmin);
    const base = { name: 'X', publicUrl: '', language: 'en' as const, premium: false, assets: { logo: '', footerlogo: '', hero: '', heromobile: '' } };
    await expectAppError(caller.sites.update({ ...base, guid: site.id, subdomain: personas.otherOrg.subdomain! }), 'SUBDOMAIN_TAKEN', 'subdomain');
    await expectAppError(caller.sites.update({ ...base, guid: '01900000-0000-7000-8000-000000000000', subdomain: 'whatever' }), 'not-found');
    // Keeping its own subdomain is no conflict.
    await expect(caller.sites.update({ ...base, guid: site.id, subdomain: site.subdomain! })).resolves.toMatchObject({ name: 'X' });
  });
});

describe('a new site on its host name', () => {
  const quiet = pino({ level: 'silent' });
  let listener: RealtimeListener;
  let otherProcess: FastifyInstance;
  let personas: Personas;
  beforeAll(async () => {
    listener = await startRealtimeListener(realtimeBus, { connectionString: testOrm().config.get('clientUrl') as string, logger: quiet });
    await createOrganisation({ isDefault: true, subdomain: null, name: 'Default site' });
    otherProcess = await createTestApp({ siteCacheMs: 60_000 });
    personas = await createPersonas();
  });
  afterAll(async () => {
    await otherProcess.close();
    await listener.close();
  });

  it('is reachable at once in another process that had the host cached as nobody\'s', async () => {
    const subdomain = `fresh-${Date.now().toString(36)}`;
    const host = `${subdomain}.example.test`;
    const current = () => requestJson(otherProcess, { method: 'GET', url: '/trpc/organisation.current', host });
    expect((await current()).status).toBe(421);

    const { caller } = await callerFor(personas.superAdmin);
    await caller.sites.create(newSite({ name: 'Fresh site', subdomain }));
    await expect.poll(async () => ((await current()).body as { result: { data: { json: { name: string } } } }).result.data.json.name, { timeout: 5000 }).toBe('Fresh site');
  });
});
