import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { OrganisationRole } from '#shared/schemas/organisation.ts';
import { baseProperties, tenantFilter } from '#server/db/base-entity.ts';

/** A tenant: one branded site. Not itself tenant-filtered; it is what the filter points at. */
export const OrganisationSchema = defineEntity({
  name: 'Organisation',
  tableName: 'organisation',
  // Declared here too so schema diffs keep the partial index the first migration created.
  uniques: [
    {
      name: 'organisation_single_default',
      expression: 'create unique index "organisation_single_default" on "organisation" ("is_default") where "is_default"',
    },
  ],
  properties: {
    ...baseProperties(),
    slug: p.string().length(100).unique(),
    name: p.string().length(200),
    /** First label of the host name that selects this site (e.g. "acme" for acme.example.com). */
    subdomain: p.string().length(100).nullable().unique(),
    /** The site's own public URL; its host selects this site too. */
    publicUrl: p.string().length(500).nullable(),
    language: p.string().length(5).default('en'),
    premium: p.boolean().default(false),
    /** Served for localhost, plain IPs and hosts no site claims. At most one (partial unique index). */
    isDefault: p.boolean().default(false),
    /** Parsed with settingsWithDefaults() on read, so older rows gain new settings' defaults. */
    settings: p.json<Record<string, unknown>>().default('{}'),
    roles: p.json<OrganisationRole[]>(),
  },
});
export type Organisation = InferEntity<typeof OrganisationSchema>;

/** Labels an organisation puts on its users (spec 3 §3 Organisation.labels). */
export const LabelSchema = defineEntity({
  name: 'Label',
  tableName: 'label',
  filters: tenantFilter(),
  uniques: [{ properties: ['organisation', 'name'] }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    name: p.string().length(200),
  },
});
export type Label = InferEntity<typeof LabelSchema>;
