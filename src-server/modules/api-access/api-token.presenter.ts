import type { ApiToken } from '#server/entities/api-token.entity.ts';

/** A token as its admins see it: everything but the secret, which no one sees after its creation. */
export function presentApiToken(token: ApiToken, now = Date.now()) {
  const createdBy = token.createdBy;
  return {
    guid: token.id,
    name: token.name,
    scopes: [...token.scopes],
    createdAt: token.createdAt,
    createdBy: { guid: createdBy.id, name: `${createdBy.firstName} ${createdBy.lastName}`.trim() || createdBy.email },
    expiresAt: token.expiresAt,
    lastUsedAt: token.lastUsedAt ?? null,
    revokedAt: token.revokedAt ?? null,
    status: token.revokedAt ? ('revoked' as const) : token.expiresAt.getTime() <= now ? ('expired' as const) : ('active' as const),
  };
}
export type ApiTokenDto = ReturnType<typeof presentApiToken>;
