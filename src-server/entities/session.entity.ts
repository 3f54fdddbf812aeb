import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { OrganisationSchema } from './organisation.entity';
import { UserSchema } from './user.entity';

/**
 * A signed-in session (Lucia guide): the client holds "<id>.<secret>", the row holds only
 * the SHA-256 of the secret. Browser sessions travel in a cookie; legacy clients carry a
 * JWT that wraps the same token, so revoking the row revokes both.
 */
export const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'session',
  indexes: [{ properties: ['user'] }],
  properties: {
    id: p.string().length(32).primary(),
    user: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    /** Copied from the user so a token is only honoured on its own site. */
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    secretHash: p.blob().hidden(),
    kind: p.enum(['browser', 'bearer'] as const),
    createdAt: p.datetime(),
    lastVerifiedAt: p.datetime(),
    userAgent: p.string().length(500).nullable(),
    ip: p.string().length(64).nullable(),
  },
});
export type Session = InferEntity<typeof SessionSchema>;
