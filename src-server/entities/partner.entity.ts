import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties, tenantFilter } from '#server/db/base-entity.ts';
import { MediaFileSchema } from './media.entity';
import { OrganisationSchema } from './organisation.entity';

/** A partner of the site (spec 2 §3 Partner), shown in the landing page's and footer's logo strip. */
export const PartnerSchema = defineEntity({
  name: 'Partner',
  tableName: 'partner',
  filters: tenantFilter(),
  indexes: [{ properties: ['organisation'] }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    name: p.string().length(200),
    link: p.string().length(2000).default(''),
    logo: () => p.manyToOne(MediaFileSchema).nullable().deleteRule('set null'),
  },
});
export type Partner = InferEntity<typeof PartnerSchema>;
