import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties, tenantFilter } from '#server/db/base-entity.ts';
import { OrganisationSchema } from './organisation.entity';

/**
 * A content page of a site (spec 2 §3 Page), public at /page/{slug}. The slug comes from the
 * title when the page is created and then stays, so links to it keep working after a retitle.
 */
export const PageSchema = defineEntity({
  name: 'Page',
  tableName: 'page',
  filters: tenantFilter(),
  uniques: [{ properties: ['organisation', 'slug'] }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    title: p.string().length(200),
    slug: p.string().length(100),
    /** Markdown, rendered and sanitised on the server (src-server/markdown). */
    body: p.text(),
  },
});
export type Page = InferEntity<typeof PageSchema>;
