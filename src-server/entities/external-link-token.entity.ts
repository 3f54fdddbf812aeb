import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { ExternalSource } from '#shared/external-sign-in.ts';
import { OrganisationSchema } from './organisation.entity';
import { UserSchema } from './user.entity';

/**
 * A mailed link that links a site's own sign-in provider to an existing account (issue 35): the
 * provider vouched for the account's address, and the link proves the address's owner agrees.
 * The mail carries a random token; the row keeps only its SHA-256, lives until it is opened or
 * its half hour has passed, and a user has at most one: a new sign-in replaces it.
 */
export const ExternalLinkTokenSchema = defineEntity({
  name: 'ExternalLinkToken',
  tableName: 'external_link_token',
  properties: {
    tokenHash: p.string().length(64).primary().hidden(),
    user: () => p.manyToOne(UserSchema).deleteRule('cascade').unique(),
    /** Copied from the user so a link is only honoured on its own site. */
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    source: p.string().length(20).$type<ExternalSource>(),
    /** The provider that vouched: a link mailed for one issuer links nothing once the site names another. */
    issuer: p.string().length(2000),
    /** Where the sign-in was headed, to go on to once the link is opened. */
    redirect: p.string().length(2000).nullable(),
    createdAt: p.datetime(),
    expiresAt: p.datetime().index(),
  },
});
export type ExternalLinkToken = InferEntity<typeof ExternalLinkTokenSchema>;
