import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { ApiTokenScope } from '#shared/schemas/api-tokens.ts';
import { baseProperties, tenantFilter } from '#server/db/base-entity.ts';
import { OrganisationSchema } from './organisation.entity';
import { UserSchema } from './user.entity';

/**
 * A site's API token (issue 35): the client holds "iht_<id>.<secret>", the row only the SHA-256 of
 * the secret, like a session. It acts as the admin who made it, narrowed to its scopes; revoked or
 * expired rows stay for the admins' overview and answer no request.
 */
export const ApiTokenSchema = defineEntity({
  name: 'ApiToken',
  tableName: 'api_token',
  filters: tenantFilter(),
  indexes: [{ properties: ['organisation', 'createdAt'] }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    /** Whose rights the token carries: an account that is removed takes its tokens with it. */
    createdBy: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    name: p.string().length(100),
    scopes: p.array().$type<ApiTokenScope[]>(),
    secretHash: p.blob().hidden(),
    expiresAt: p.datetime(),
    lastUsedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
  },
});
export type ApiToken = InferEntity<typeof ApiTokenSchema>;
