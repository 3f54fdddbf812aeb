import { faker } from '@faker-js/faker';
import type { EntityManager } from '@mikro-orm/postgresql';
import { defaultOrganisationRoles } from '#server/modules/organisation/default-roles.ts';
import { OrganisationSchema, type Organisation } from '#server/entities/organisation.entity.ts';
import type { OrganisationSettingsWritten } from '#shared/schemas/organisation.ts';
import { testOrm } from '../support/test-orm';

export interface OrganisationOverrides {
  name?: string;
  slug?: string;
  subdomain?: string | null;
  publicUrl?: string | null;
  language?: 'en' | 'sv';
  premium?: boolean;
  isDefault?: boolean;
  settings?: OrganisationSettingsWritten;
}

/** A site with its own subdomain (reach it with hostFor(org)). */
export async function createOrganisation(overrides: OrganisationOverrides = {}, em: EntityManager = testOrm().em.fork()): Promise<Organisation> {
  const slug = overrides.slug ?? `${faker.helpers.slugify(faker.company.name()).toLowerCase().slice(0, 40)}-${faker.string.alphanumeric(6).toLowerCase()}`;
  const language = overrides.language ?? 'en';
  const org = em.create(OrganisationSchema, {
    name: overrides.name ?? faker.company.name(),
    slug,
    subdomain: overrides.subdomain === undefined ? slug : overrides.subdomain,
    publicUrl: overrides.publicUrl ?? null,
    language,
    premium: overrides.premium ?? false,
    isDefault: overrides.isDefault ?? false,
    settings: overrides.settings ?? {},
    roles: defaultOrganisationRoles(language),
  });
  await em.flush();
  return org;
}

/**
 * The platform's address in tests (PUBLIC_URL): the default site answers at its host, the others
 * on subdomains of it, and no other host is served.
 */
export const TEST_PUBLIC_URL = 'http://example.test:3000';

/** The Host header that selects this organisation. */
export function hostFor(org: Organisation): string {
  if (!org.subdomain) throw new Error(`organisation ${org.slug} has no subdomain; use isDefault and the host of TEST_PUBLIC_URL`);
  return `${org.subdomain}.${new URL(TEST_PUBLIC_URL).hostname}`;
}
