import { wrap, type EntityDTO, type RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { deepFreeze } from '#server/db/deep-freeze.ts';
import type { RealtimeBus } from '#server/realtime/realtime-bus.ts';
import { OrganisationSchema, type Organisation } from '#server/entities/organisation.entity.ts';
import { hostnameOf, resolveOrganisationForHost } from './organisation.service';

/** Hosts are the client's to choose: past this many the cache starts over rather than grow. */
const MAX_HOSTS = 500;

/**
 * A site as requests read it: its organisation row as plain data, shared by every request the
 * cache serves, so nobody changes it. What changes the organisation, or links a new row to it,
 * takes `siteEntity`.
 */
export type SiteRecord = Readonly<EntityDTO<Organisation>>;

/**
 * Which site each request host names, remembered for `ttlMs` so the API's hot paths do not ask
 * the database on every request: npm run bench showed the site lookup among the largest costs
 * per list request. Every process hears when an organisation changes and forgets what it holds
 * (`follow`); the TTL bounds what a missed event could leave. A TTL of 0 turns the cache off
 * (tests that change sites under a running app).
 */
export class SiteCache {
  private readonly entries = new Map<string, { site: SiteRecord | null; expires: number }>();

  /** `platformUrl` is PUBLIC_URL: which hosts name a site depends on it (resolveOrganisationForHost). */
  constructor(
    private readonly ttlMs: number,
    private readonly platformUrl: string,
  ) {}

  /** The host's site, or null when the host is none of the sites' (remembered too: scanners repeat). */
  async resolve(em: EntityManager, hostHeader: string | undefined): Promise<SiteRecord | null> {
    const host = hostnameOf(hostHeader);
    const hit = this.ttlMs > 0 ? this.entries.get(host) : undefined;
    if (hit && hit.expires > Date.now()) return hit.site;
    const org = await resolveOrganisationForHost(em, hostHeader, this.platformUrl);
    const site = org ? siteRecordOf(org) : null;
    if (this.ttlMs > 0) {
      if (this.entries.size >= MAX_HOSTS) this.entries.clear();
      this.entries.set(host, { site, expires: Date.now() + this.ttlMs });
    }
    return site;
  }

  forget(): void {
    this.entries.clear();
  }

  /**
   * Forgets every site whenever an organisation changes, as the row's trigger tells each process
   * (migration 20261124110000): a settings change reaches every process at once, not after the TTL.
   * Returns the function that stops following.
   */
  follow(bus: RealtimeBus): () => void {
    return bus.observe({
      event: (event) => {
        if (event.kind === 'organisation-changed') this.forget();
      },
      listening: () => this.forget(),
    });
  }
}

/**
 * An organisation's row as a site record: a copy, since the entity's JSON settings are its own to
 * change and flush, and frozen all the way down, since every request the cache serves shares it.
 */
export function siteRecordOf(org: Organisation): SiteRecord {
  return deepFreeze(structuredClone(wrap(org).toPOJO()));
}

/**
 * The site's organisation as an entity of this request's EntityManager, merged as a loaded row
 * (a flush writes nothing unless it changes). It is made from a copy, so nothing a request does
 * to it reaches the cache or another request.
 */
export function siteEntity(em: EntityManager, site: SiteRecord): Organisation {
  return em.merge(OrganisationSchema, structuredClone(site) as RequiredEntityData<Organisation>);
}
