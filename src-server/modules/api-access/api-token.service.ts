import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { EntityManager } from '@mikro-orm/postgresql';
import { v7 as uuidv7 } from 'uuid';
import { SUPER_ADMIN_ROLE } from '#shared/constants.ts';
import { hasOrgAdminRights } from '#shared/permissions.ts';
import type { ApiTokenCreateInput, ApiTokenScope } from '#shared/schemas/api-tokens.ts';
import { isGuid } from '#shared/schemas/common.ts';
import { AppError } from '#server/errors/app-error.ts';
import { executePrepared } from '#server/db/prepared-statements.ts';
import { mapLoaded } from '#server/db/loaded-rows.ts';
import { ApiTokenSchema, type ApiToken } from '#server/entities/api-token.entity.ts';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import { viewerFactsOfRow, type ViewerFacts } from '#server/modules/user/viewer-facts.ts';
import type { AuthedContext } from '#server/trpc/context.ts';

/** Marks our tokens in an Authorization header, apart from the legacy JWTs, and for secret scanners. */
export const API_TOKEN_PREFIX = 'iht_';

/** A token's last use is written at most this often: an integration's every request should not write. */
const LAST_USE_PRECISION_MS = 60_000;

function hashSecret(secret: string): Uint8Array {
  return sha256(new TextEncoder().encode(secret));
}

/** Makes a token; the answer's `secret` is the only time anyone sees it. */
export async function createApiToken(ctx: AuthedContext, input: ApiTokenCreateInput): Promise<{ token: ApiToken; secret: string }> {
  const random = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
  const token = ctx.em.create(ApiTokenSchema, {
    // Named now: the audit entry and the secret carry it before the flush.
    id: uuidv7(),
    organisation: ctx.site.id,
    createdBy: ctx.viewer,
    name: input.name,
    scopes: [...input.scopes],
    secretHash: Buffer.from(hashSecret(random)),
    expiresAt: new Date(Date.now() + input.expiresInDays * 24 * 60 * 60 * 1000),
    lastUsedAt: null,
    revokedAt: null,
  });
  recordAudit(ctx, 'api-token-created', { id: token.id, name: token.name }, { scopes: token.scopes, expiresAt: token.expiresAt.toISOString() });
  await ctx.em.flush();
  return { token, secret: `${API_TOKEN_PREFIX}${token.id}.${random}` };
}

/** The site's tokens, newest first, revoked and expired ones included so an admin sees what existed. */
export function listApiTokens(ctx: AuthedContext): Promise<ApiToken[]> {
  return ctx.em.find(ApiTokenSchema, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, populate: ['createdBy'] });
}

/**
 * Revokes a token. Every process checks a token against its row on every request, so the next
 * request with it is refused wherever it lands.
 */
export async function revokeApiToken(ctx: AuthedContext, guid: string): Promise<ApiToken> {
  const token = await ctx.em.findOne(ApiTokenSchema, { id: guid }, { populate: ['createdBy'] });
  if (!token) throw new AppError('not-found');
  if (token.revokedAt) return token;
  token.revokedAt = new Date();
  recordAudit(ctx, 'api-token-revoked', { id: token.id, name: token.name });
  await ctx.em.flush();
  return token;
}

export interface AuthenticatedApiToken {
  id: string;
  scopes: readonly ApiTokenScope[];
  viewer: ViewerFacts;
  /** The token's admin as an entity of the request's EntityManager, mapped on first call (for writes). */
  user: () => User;
}

/**
 * The token an Authorization header carries, when it is one of this site's, unrevoked, unexpired,
 * its secret matching (in constant time), and its admin still an admin who may sign in. No cache:
 * the row decides every request, which is what makes revoking immediate in every process.
 */
export async function authenticateApiToken(em: EntityManager, bearer: string, organisationId: string): Promise<AuthenticatedApiToken | null> {
  const [id, secret, ...rest] = bearer.slice(API_TOKEN_PREFIX.length).split('.');
  if (!id || !secret || rest.length > 0 || !isGuid(id)) return null;
  const [row] = await executePrepared<{
    organisation_id: string;
    scopes: ApiTokenScope[];
    secret_hash: Buffer;
    expires_at: string;
    revoked_at: string | null;
    last_used_at: string | null;
    app_user: Record<string, unknown>;
    home_roles: string[] | null;
    home_status: string | null;
  }>(
    em,
    `select t.organisation_id, t.scopes, t.secret_hash, t.expires_at, t.revoked_at, t.last_used_at, to_jsonb(u) as app_user, h.roles as home_roles, h.status as home_status
     from api_token t join app_user u on u.id = t.created_by_id left join app_user h on h.id = u.home_account_id where t.id = ?`,
    [id],
  );
  if (!row || row.organisation_id !== organisationId || row.revoked_at !== null) return null;
  const now = Date.now();
  if (new Date(row.expires_at).getTime() <= now) return null;
  if (!constantTimeEqual(hashSecret(secret), new Uint8Array(row.secret_hash))) return null;
  const viewer = viewerFactsOfRow(row.app_user);
  if (viewer.status === 'blocked' || viewer.status === 'pendingDelete' || !hasOrgAdminRights(viewer)) return null;
  // A super admin's stand-in carries the home account's standing, as its sessions do.
  if (row.app_user.home_account_id && !(row.home_roles?.includes(SUPER_ADMIN_ROLE) && row.home_status !== 'blocked' && row.home_status !== 'pendingDelete')) return null;
  if (row.last_used_at === null || now - new Date(row.last_used_at).getTime() >= LAST_USE_PRECISION_MS) {
    await em.nativeUpdate(ApiTokenSchema, { id }, { lastUsedAt: new Date(now) }, { filters: false });
  }
  let user: User | undefined;
  return { id, scopes: row.scopes, viewer, user: () => (user ??= mapLoaded(em, UserSchema, row.app_user)) };
}
