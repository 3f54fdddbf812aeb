import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { USER_STATUSES } from '#shared/constants.ts';
import { baseProperties, tenantFilter } from '#server/db/base-entity.ts';
import { LabelSchema, OrganisationSchema } from './organisation.entity';
import { TagSchema } from './tag.entity';

export interface EmailOptions {
  feedback: boolean;
  winner: boolean;
  comment: boolean;
  tags: boolean;
}

export const defaultEmailOptions: EmailOptions = { feedback: true, winner: true, comment: true, tags: true };

/**
 * A person's account on one organisation's site. Accounts are per organisation: the same
 * address on two sites is two accounts, so no row crosses a tenant boundary.
 */
export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'app_user',
  filters: tenantFilter(),
  uniques: [{ properties: ['organisation', 'emailNormalized'] }],
  // The admin users list (user-admin.repository.ts): a tab's page in order, the name and address
  // search, and the extra-field filters, each answered by an index at 10,000 users.
  indexes: [
    { name: 'app_user_admin_list_index', expression: 'create index "app_user_admin_list_index" on "app_user" ("organisation_id", "status", "created_at" desc, "id" desc)' },
    {
      name: 'app_user_search_index',
      expression: `create index "app_user_search_index" on "app_user" using gin ((lower(("first_name" || ' ' || "last_name" || ' ' || "email") collate "pg_c_utf8")) gin_trgm_ops)`,
    },
    { name: 'app_user_extra_fields_index', expression: 'create index "app_user_extra_fields_index" on "app_user" using gin ("extra_fields" jsonb_path_ops)' },
  ],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    email: p.string().length(254),
    /** Lower-cased email: the lookup key, so "Ann@X.se" and "ann@x.se" are one account. */
    emailNormalized: p.string().length(254),
    /** argon2id; null for accounts that only sign in externally. Never loaded unless asked. */
    passwordHash: p.string().length(255).nullable().lazy(true, false).hidden(),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    status: p.enum([...USER_STATUSES]).default('inactive'),
    orgRole: p.string().length(100).default('member'),
    isOrgAdmin: p.boolean().default(false),
    /** Site roles; "admin" makes a super admin (spec 1 §6). */
    roles: p.array().default([]),
    description: p.text().default(''),
    extraFields: p.json<Record<string, unknown>>().default('{}'),
    location: p.json<{ country_code: string; public_format: string }>().nullable(),
    /** External sign-in service that created the account, if any. */
    service: p.string().length(50).nullable(),
    profileImage: p.json<{ url: string }>().nullable(),
    emailOptions: p.json<EmailOptions>(),
    labels: () => p.manyToMany(LabelSchema).pivotTable('user_label'),
    /** Interests (spec 3 Tag: "user interest tags"): the site's tags the person follows. */
    interests: () => p.manyToMany(TagSchema).pivotTable('user_tag'),
    lastLoginAt: p.datetime().nullable(),
    /**
     * Set on a super admin's account on a site other than their own: the account on their home
     * site whose password, roles and status it stands in for (docs/architecture.md §4). The one
     * reference across sites, made by signing in and never by the site's own users.
     */
    homeAccount: () => p.manyToOne(UserSchema).nullable().deleteRule('cascade').index(),
  },
});
export type User = InferEntity<typeof UserSchema>;
