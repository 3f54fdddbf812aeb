import { describe, expect, it } from 'vitest';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { SiteCache, siteEntity } from '#server/modules/organisation/site-cache.ts';
import { createOrganisation, hostFor, TEST_PUBLIC_URL } from '../factories/organisation.factory';
import { countQueries } from '../support/count-queries';
import { testOrm } from '../support/test-database';

describe('the site cache of the request scope', () => {
  const fork = () => testOrm().em.fork();

  it('answers a known host without the database, as plain data', async () => {
    const org = await createOrganisation({ subdomain: `cache${Date.now()}` });
    const sites = new SiteCache(60_000, TEST_PUBLIC_URL);
    expect((await sites.resolve(fork(), hostFor(org)))?.id).toBe(org.id);

    const em = fork();
    const { result: cached, count } = await countQueries(testOrm(), () => sites.resolve(em, `${hostFor(org)}:3000`));
    expect(count).toBe(0);
    expect(cached).toMatchObject({ id: org.id, slug: org.slug, subdomain: org.subdomain });
    // Nothing is hydrated for a request that only reads.
    expect(em.getUnitOfWork().getById(OrganisationSchema.meta.className, org.id)).toBeUndefined();
    // Every request shares it: nobody may change it.
    expect(() => Object.assign(cached!.settings, { hideGamification: true })).toThrow(TypeError);
  });

  it("makes a request's organisation entity from a copy of the site, like a loaded row", async () => {
    const org = await createOrganisation({ subdomain: `entity${Date.now()}` });
    const sites = new SiteCache(60_000, TEST_PUBLIC_URL);
    const em = fork();
    const site = (await sites.resolve(em, hostFor(org)))!;
    const entity = siteEntity(em, site);
    // Managed by this request's EntityManager like a loaded row: found by id, never inserted.
    expect(em.getUnitOfWork().getById(OrganisationSchema.meta.className, org.id)).toBe(entity);
    const { count: flushed } = await countQueries(testOrm(), () => em.flush());
    expect(flushed).toBe(0);

    // What one request does to its organisation entity stays with that request.
    entity.settings = { ...entity.settings, hideGamification: true };
    entity.name = 'Changed in memory';
    const next = await sites.resolve(fork(), hostFor(org));
    expect(next?.name).toBe(org.name);
    expect(next?.settings.hideGamification).toBeUndefined();
    expect(site.name).toBe(org.name);
  });

  it('asks again after the TTL or forget(), and always when switched off', async () => {
    const org = await createOrganisation({ subdomain: `ttl${Date.now()}` });
    const lookups = async (sites: SiteCache) => (await countQueries(testOrm(), () => sites.resolve(fork(), hostFor(org)))).count;

    const short = new SiteCache(30, TEST_PUBLIC_URL);
    await short.resolve(fork(), hostFor(org));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await lookups(short)).toBe(1);

    const remembered = new SiteCache(60_000, TEST_PUBLIC_URL);
    await remembered.resolve(fork(), hostFor(org));
    await fork().nativeUpdate(OrganisationSchema, { id: org.id }, { name: 'Renamed' }, { filters: false });
    expect((await remembered.resolve(fork(), hostFor(org)))?.name).toBe(org.name);
    remembered.forget();
    expect((await remembered.resolve(fork(), hostFor(org)))?.name).toBe('Renamed');

    const off = new SiteCache(0, TEST_PUBLIC_URL);
    await off.resolve(fork(), hostFor(org));
    expect(await lookups(off)).toBe(1);
  });
});
