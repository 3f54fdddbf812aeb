import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { OrganisationSchema } from './organisation.entity';
import { UserSchema } from './user.entity';

/**
 * A password-reset link in flight. The mail carries a random token; the row keeps only its
 * SHA-256, so a leaked table resets nothing. A row lives until it is used or an hour has passed,
 * and a user has at most one: asking again replaces it.
 */
export const PasswordResetSchema = defineEntity({
  name: 'PasswordReset',
  tableName: 'password_reset',
  properties: {
    tokenHash: p.string().length(64).primary().hidden(),
    user: () => p.manyToOne(UserSchema).deleteRule('cascade').unique(),
    /** Copied from the user so a link is only honoured on its own site. */
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    createdAt: p.datetime(),
    expiresAt: p.datetime().index(),
  },
});
export type PasswordReset = InferEntity<typeof PasswordResetSchema>;
