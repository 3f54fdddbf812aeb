import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '#server/errors/app-error.ts';
import type { Logger } from 'pino';
import type { ExternalSignInApps, IntegrationEndpoints } from '#server/config.ts';
import type { JobQueue } from '#server/jobs/job-queue.ts';
import type { AdminConfiguredAccess } from '#server/net/admin-configured-fetch.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import type { ActiveSession } from '#server/modules/auth/session.service.ts';
import type { SessionCache } from '#server/modules/auth/session-cache.ts';
import type { SessionTransport } from '#server/modules/auth/session-transport.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import type { SiteRecord } from '#server/modules/organisation/site-cache.ts';
import type { User } from '#server/entities/user.entity.ts';
import type { ViewerFacts } from '#server/modules/user/viewer-facts.ts';

export interface RequestMeta {
  id: string;
  ip: string;
  userAgent: string | null;
  /** The Idempotency-Key header: a creating write answers once per key (idempotency.service.ts). */
  idempotencyKey?: string | null;
  /** The API token the request came with (REST API): its admin is the viewer, the audit log names the token too. */
  apiTokenId?: string | null;
}

/** Process-wide collaborators that services need but that do not vary per request. */
export interface AppDeps {
  jwtKey: Uint8Array;
  logger: Logger;
  storage: FileStorage;
  jobs: JobQueue;
  /** The process's cache of session checks; forgetting ended sessions in it is the logout's job. */
  sessions: SessionCache;
  integrations: IntegrationEndpoints;
  /** This server's registrations with Google and Facebook (external sign-in). */
  externalSignIn: ExternalSignInApps;
  /** How the server reaches addresses a site admin configured (its own OAuth2 provider): public https only, unless OAUTH2_ALLOW_PRIVATE_HOSTS. */
  adminConfiguredUrls: AdminConfiguredAccess;
  /** The platform's address (PUBLIC_URL): the default site's, and the parent of subdomain sites. */
  publicUrl: string;
  /** The privacy link of sites that have set none (DEFAULT_PRIVACY_POLICY_URL). */
  defaultPrivacyPolicyUrl?: string;
}

/**
 * What every procedure and service receives: the request's own EntityManager fork (already
 * scoped to the organisation by the tenant filter), the organisation from the Host header,
 * and the signed-in viewer, if any.
 *
 * Each of the last two comes twice: as plain facts, which read paths use, and as an entity of
 * `em`, made on first use (over HTTP; request-scope.ts), which writes use. Reading `org` or
 * `viewer` costs the hydration; hot read paths stick to `site` and `viewerFacts`.
 */
export interface AppContext {
  em: EntityManager;
  site: SiteRecord;
  viewerFacts: ViewerFacts | null;
  org: Organisation;
  viewer: User | null;
  session: ActiveSession | null;
  request: RequestMeta;
  /** How a new session reaches this client: a cookie for the browser, a JWT for legacy clients. */
  transport: SessionTransport;
  deps: AppDeps;
}

export type AuthedContext = AppContext & { viewer: User };

/** The pure part of context creation, shared by HTTP, the façade and tests (callerFor). */
export function createContextInner(context: AppContext): AppContext {
  return context;
}

/** For the few routes outside tRPC (file downloads): the signed-in context, or not-authenticated. */
export function requireViewer(ctx: AppContext): AuthedContext {
  if (!ctx.viewer) throw new AppError('not-authenticated');
  return ctx as AuthedContext;
}
