import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TENANT_FILTER, type TenantFilterArgs } from '#server/db/base-entity.ts';
import { AppError } from '#server/errors/app-error.ts';
import { API_TOKEN_PREFIX, authenticateApiToken } from '#server/modules/api-access/api-token.service.ts';
import type { ApiTokenScope } from '#shared/schemas/api-tokens.ts';
import { readLegacyToken } from '#server/modules/auth/legacy-token.ts';
import { validateSessionToken, type ActiveSession } from '#server/modules/auth/session.service.ts';
import { SESSION_COOKIE_NAMES, sessionCookieName } from '#server/modules/auth/session-transport.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import { hostnameOf } from '#server/modules/organisation/organisation.service.ts';
import { siteEntity, type SiteRecord } from '#server/modules/organisation/site-cache.ts';
import type { User } from '#server/entities/user.entity.ts';
import type { ViewerFacts } from '#server/modules/user/viewer-facts.ts';
import { checkCsrf } from '#server/security/csrf.ts';
import { consumeRateLimit } from '#server/security/rate-limit.ts';
import type { AppDeps } from '#server/trpc/context.ts';
import { refuseUnstorableInput } from '#server/trpc/input-hygiene.ts';

declare module 'fastify' {
  interface FastifyRequest {
    em: EntityManager;
    /** The site from the Host header, as plain data (registerKnownHosts). */
    site: SiteRecord;
    viewerFacts: ViewerFacts | null;
    /** The site's organisation and the viewer as entities, made on first use (requestEntities). */
    entities: RequestEntities;
    authSession: ActiveSession | null;
    /** The API token the request came with (the REST API only), whose scopes each route checks. */
    apiToken: { id: string; scopes: readonly ApiTokenScope[] } | null;
    /** Cookies may carry Secure (HTTPS, or a loopback host that browsers treat as secure). */
    secureContext: boolean;
  }
}

/**
 * The request's organisation and viewer as entities of its EntityManager, each made on first call
 * and kept. Reads run on the plain site and viewer facts; hydrating both entities on every
 * request was among the largest costs of a list request (npm run bench), and only writes need them.
 */
export interface RequestEntities {
  org(): Organisation;
  viewer(): User | null;
}

function requestEntities(em: EntityManager, site: SiteRecord, user: (() => User) | null): RequestEntities {
  let org: Organisation | undefined;
  return {
    org: () => (org ??= siteEntity(em, site)),
    viewer: () => (user ? user() : null),
  };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

function isSecureContext(request: FastifyRequest): boolean {
  const hostname = hostnameOf(request.host);
  return request.protocol === 'https' || LOOPBACK_HOSTS.has(hostname) || hostname.endsWith('.localhost');
}

export function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

export function sessionCookieOf(request: FastifyRequest): string | null {
  for (const name of SESSION_COOKIE_NAMES) {
    const value = request.cookies[name];
    if (value) return value;
  }
  return null;
}

/**
 * Hooks for the API part of the URL space (/trpc, the legacy façade, media, exports and the
 * other scopes app.ts registers): a fresh EntityManager fork scoped to the request's site, the
 * refusal of unstorable text in the URL, the CSRF guard, and the viewer from the session cookie
 * or Bearer JWT. Static files skip all of this.
 */
export function registerRequestScope(
  app: FastifyInstance,
  orm: MikroORM,
  deps: AppDeps,
  options: { requireJsonMutations: boolean; viewerOnSafeMethods?: boolean; apiTokens?: boolean },
): void {
  app.decorateRequest('em');
  app.decorateRequest('viewerFacts', null);
  app.decorateRequest('entities');
  app.decorateRequest('authSession', null);
  app.decorateRequest('apiToken', null);
  app.decorateRequest('secureContext', false);

  app.addHook('onRequest', async (request, reply) => {
    request.em = orm.em.fork();
    request.secureContext = isSecureContext(request);
    // Set by registerKnownHosts, which answered any host that names no site already.
    const site = request.site;
    request.entities = requestEntities(request.em, site, null);
    const tenant: TenantFilterArgs = { organisationId: site.id };
    request.em.setFilterParams(TENANT_FILTER, tenant);
    // Every route's query and path, not only those a procedure reads: a handler of its own (media,
    // exports) may hand them to the database, which refuses NUL with a 500. Copied first: Fastify's
    // query and params objects have a prototype of their own, which the text rules' walk takes for
    // a class instance and skips.
    refuseUnstorableInput({ ...(request.query as object) });
    refuseUnstorableInput({ ...(request.params as object) });

    const bearer = bearerOf(request);
    const cookieToken = bearer ? null : sessionCookieOf(request);
    const csrf = checkCsrf({
      method: request.method,
      host: request.host,
      origin: request.headers.origin,
      referer: request.headers.referer,
      contentType: request.headers['content-type'],
      cookieAuthenticated: cookieToken !== null,
      requireJson: options.requireJsonMutations,
    });
    if (csrf) throw new AppError(csrf);

    // Media GETs are public by URL: no session lookup for every image on a page.
    if (options.viewerOnSafeMethods === false && (request.method === 'GET' || request.method === 'HEAD')) return;
    if (options.apiTokens && bearer?.startsWith(API_TOKEN_PREFIX)) return adoptApiToken(request, reply, bearer);
    await resolveViewer(request, reply, deps, bearer, cookieToken);
  });
}

/**
 * The viewer of a GET whose scope skipped it (media): a file of a campaign not everyone may see
 * needs to know who asks; the public ones, nearly all, cost no session lookup and set no cookie.
 */
export async function resolveViewerOfSafeRequest(request: FastifyRequest, reply: FastifyReply, deps: AppDeps): Promise<void> {
  const bearer = bearerOf(request);
  await resolveViewer(request, reply, deps, bearer, bearer ? null : sessionCookieOf(request));
}

async function resolveViewer(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: AppDeps,
  bearer: string | null,
  cookieToken: string | null,
): Promise<void> {
  const token = bearer ? await readLegacyToken(deps.jwtKey, bearer) : cookieToken;
  if (!token) return;
  const validated = await adoptSessionToken(request, deps, token);
  if (!validated) {
    if (cookieToken) reply.clearCookie(sessionCookieName(request.secureContext), { path: '/' });
    return;
  }
  if (validated.renewed && cookieToken) {
    reply.setCookie(sessionCookieName(request.secureContext), cookieToken, sessionCookieOptions(request.secureContext, validated.expiresAt));
  }
}

/**
 * Makes an API token's admin this request's viewer, the token's scopes kept for the route to check
 * (legacy-routes.ts). A token that names no live token of this site is refused outright rather than
 * taken for nobody: an integration should hear that its token stopped working, not get less data.
 * Each token has its own request budget, counted across processes.
 */
async function adoptApiToken(request: FastifyRequest, reply: FastifyReply, bearer: string): Promise<void> {
  const token = await authenticateApiToken(request.em, bearer, request.site.id);
  if (!token) {
    // RFC 6750 §3: how a Bearer client learns its token is the problem.
    reply.header('www-authenticate', 'Bearer error="invalid_token"');
    throw new AppError('not-authenticated');
  }
  await consumeRateLimit(request.em, 'apiTokenRequests', token.id);
  request.apiToken = { id: token.id, scopes: token.scopes };
  request.viewerFacts = token.viewer;
  request.entities = requestEntities(request.em, request.site, token.user);
}

/**
 * Makes a session token's user this request's viewer, when the session is valid on this site:
 * the cookie and Bearer paths above, and the façade's signed download links.
 */
export async function adoptSessionToken(request: FastifyRequest, deps: AppDeps, token: string) {
  const validated = await validateSessionToken(request.em, token, request.site.id, deps.sessions);
  if (!validated) return null;
  request.viewerFacts = validated.viewer;
  request.entities = requestEntities(request.em, request.site, validated.user);
  request.authSession = validated.session;
  return validated;
}

export function sessionCookieOptions(secure: boolean, expires: Date) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure, expires };
}
