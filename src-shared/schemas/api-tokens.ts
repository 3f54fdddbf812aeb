import { z } from 'zod';
import { guidInput } from './common';

/**
 * What an API token may do (issue 35): on the REST API, read what its creator may read (people's
 * records aside), write ideas and comments, or administer people; a route asks for one of them
 * (src-server/legacy/api-token-scope.ts) and a token without it is refused there. `provisioning`
 * is the SCIM endpoint's alone (src-server/modules/provisioning): a directory that creates,
 * changes, blocks and deletes the site's accounts needs no other scope, and no REST route takes it.
 * `webhooks` manages the site's webhook endpoints and their delivery logs: `read` does not reach
 * them, since an endpoint's address and a receiver's answers are the admins' configuration, not
 * the site's content, and whoever adds an endpoint is sent every event it subscribes to.
 * `evaluation` writes a campaign's review (issue 33): stages, moves between them and their undoing,
 * scorecards, assignments and reviews. `ideas-write` does not reach them: a move is the coaches'
 * decision on an idea, told to its authors and followers, and an integration that posts ideas has
 * no business deciding their review; `read` reads them like any other route.
 */
export const API_TOKEN_SCOPES = ['read', 'ideas-write', 'people-admin', 'provisioning', 'webhooks', 'evaluation'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** How long a new token works, in days: the choices the admin screen offers. */
export const API_TOKEN_LIFETIMES_DAYS = [7, 30, 90, 365] as const;
export const API_TOKEN_NAME_MAX_LENGTH = 100;
/** Live tokens a site may hold: enough for every integration, few enough to review. */
export const API_TOKENS_MAX = 50;

export const apiTokenCreateInput = z.object({
  name: z.string().trim().min(1, 'ERROR_REQUIRED').max(API_TOKEN_NAME_MAX_LENGTH, 'VALUE_TOO_LONG'),
  scopes: z
    .array(z.enum(API_TOKEN_SCOPES, { message: 'invalid-input' }))
    .min(1, 'ERROR_REQUIRED')
    .max(API_TOKEN_SCOPES.length, 'invalid-input')
    .refine((scopes) => new Set(scopes).size === scopes.length, 'invalid-input'),
  expiresInDays: z.union(API_TOKEN_LIFETIMES_DAYS.map((days) => z.literal(days)), { message: 'invalid-input' }),
});
export type ApiTokenCreateInput = z.infer<typeof apiTokenCreateInput>;

export const apiTokenRevokeInput = guidInput;
