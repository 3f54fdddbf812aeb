import { wrap, type RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrganisationSchema, type Organisation } from './organisation.entity';
import { hostnameOf, resolveOrganisationForHost } from './organisation.service';

/** Hosts are the client's to choose: past this many the cache starts over rather than grow. */
const MAX_HOSTS = 500;

/**
 * Which site each request host names, remembered for `ttlMs` so the API's hot paths do not ask
 * the database (and hydrate the organisation) on every request: npm run bench showed the site
 * lookup among the largest costs per list request. A settings change reaches other processes
 * within the TTL; code that changes an organisation calls `forget()` so its own process sees it
 * at once. A TTL of 0 turns the cache off (tests that change sites under a running app).
 */
export class SiteCache {
  private readonly entries = new Map<string, { data: RequiredEntityData<Organisation>; expires: number }>();

  constructor(private readonly ttlMs: number) {}

  async resolve(em: EntityManager, hostHeader: string | undefined): Promise<Organisation | null> {
    if (this.ttlMs <= 0) return resolveOrganisationForHost(em, hostHeader);
    const host = hostnameOf(hostHeader);
    const hit = this.entries.get(host);
    // A copy per request, merged into this request's EntityManager as a loaded row (so a flush
    // writes nothing unless it changes): nothing one request does to it reaches another's.
    if (hit && hit.expires > Date.now()) return em.merge(OrganisationSchema, structuredClone(hit.data));
    const org = await resolveOrganisationForHost(em, hostHeader);
    if (org) {
      if (this.entries.size >= MAX_HOSTS) this.entries.clear();
      this.entries.set(host, { data: structuredClone(wrap(org).toPOJO() as RequiredEntityData<Organisation>), expires: Date.now() + this.ttlMs });
    }
    return org;
  }

  forget(): void {
    this.entries.clear();
  }
}
