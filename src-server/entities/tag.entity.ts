import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties, tenantFilter } from '#server/db/base-entity.ts';
import { OrganisationSchema } from './organisation.entity';

/** A tag of the organisation (spec 1 §3 Tag: guid, name), reached by its slug at /tag/{tagslug}. */
export const TagSchema = defineEntity({
  name: 'Tag',
  tableName: 'tag',
  filters: tenantFilter(),
  uniques: [{ properties: ['organisation', 'slug'] }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    name: p.string().length(60),
    slug: p.string().length(80),
  },
});
export type Tag = InferEntity<typeof TagSchema>;
