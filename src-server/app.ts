import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import cookie from '@fastify/cookie';
import type { MikroORM } from '@mikro-orm/postgresql';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { DEFAULT_INTEGRATION_ENDPOINTS, NO_EXTERNAL_SIGN_IN_APPS, type ExternalSignInApps, type IntegrationEndpoints } from './config';
import { describeError } from './errors/describe-error';
import { reportFailure } from './errors/report-failure';
import { browserTransportFor, contextFromRequest } from './http/request-context';
import { originFormTarget } from './http/absolute-form';
import { registerKnownHosts } from './http/known-hosts';
import { registerRequestScope } from './http/request-scope';
import { isEventStream, registerTrpcRoute } from './http/trpc-route';
import { guardJsonBodies } from './http/json-guard';
import { SiteCache } from './modules/organisation/site-cache';
import { SessionCache } from './modules/auth/session-cache';
import { realtimeBus } from './realtime/realtime-bus';
import { registerSecurityHeaders } from './http/security-headers';
import { clientPageLoader, webManifest } from './http/client-page';
import { registerCompression } from './http/compression';
import { registerStaticClient } from './http/static-client';
import { defaultSecurityContact, registerSecurityTxt } from './http/security-txt';
import { registerPublishedDocuments } from './http/published-documents';
import { legacyErrorBody } from './legacy/envelope';
import { registerLegacyFacade, toAppError, type LegacyRouteModule } from './legacy/legacy-routes';
import type { JobQueue } from './jobs/job-queue';
import { authLegacyRoutes } from './modules/auth/auth.legacy';
import { EXTERNAL_SIGN_IN_PATH, registerExternalSignInRoutes } from './modules/auth/external-sign-in.http';
import { verificationLegacyRoutes } from './modules/user/verification.legacy';
import { profileLegacyRoutes } from '#server/modules/profile/profile.legacy.ts';
import { peopleLegacyRoutes } from './modules/user/people.legacy';
import { EXPORTS_PATH, registerCampaignExportRoutes } from '#server/modules/campaign-insights/campaign-export.http.ts';
import { campaignInsightsLegacyRoutes } from '#server/modules/campaign-insights/campaign-insights.legacy.ts';
import { campaignLegacyRoutes } from './modules/campaign/campaign.legacy';
import { agreementLegacyRoutes } from './modules/agreement/agreement.legacy';
import { CUSTOM_CODE_PATH } from './modules/campaign/custom-code.service';
import { registerCustomCodeRoutes } from './modules/campaign/custom-code.http';
import { registerUnsubscribeRoutes, UNSUBSCRIBE_PATH } from './modules/notification/unsubscribe.http';
import { registerMediaRoutes } from './modules/media/media.http';
import { registerPersonalDataRoutes } from './modules/personal-data/personal-data.http';
import { registerScimRoutes, SCIM_PATH } from './modules/provisioning/scim.http';
import { campaignFileAccess } from './modules/campaign/campaign-file-access';
import { ideaLegacyRoutes } from './modules/idea/idea.legacy';
import { ideaDuplicatesLegacyRoutes } from './modules/idea-duplicates/idea-duplicates.legacy';
import { ideaAdminLegacyRoutes } from './modules/idea/idea-admin.legacy';
import { upvoteLegacyRoutes } from './modules/idea/upvote.legacy';
import { ideaMergeLegacyRoutes } from './modules/idea-merge/idea-merge.legacy';
import { feedbackLegacyRoutes } from './modules/feedback/feedback.legacy';
import { commentLegacyRoutes } from './modules/comment/comment.legacy';
import { mediaLegacyRoutes } from './modules/media/media.legacy';
import { siteContentLegacyRoutes } from './modules/site-content/site-content.legacy';
import { notificationLegacyRoutes } from './modules/notification/notification.legacy';
import { integrationLegacyRoutes } from './modules/integration/integration.legacy';
import { organisationLegacyRoutes } from './modules/organisation/organisation.legacy';
import { registerSiteStatisticsExportRoutes } from './modules/site-statistics/site-statistics-export.http';
import { registerConsensusExportRoutes } from './modules/evaluation/consensus-export.http';
import { siteStatisticsLegacyRoutes } from './modules/site-statistics/site-statistics.legacy';
import { siteAdminLegacyRoutes } from '#server/modules/site-admin/site-admin.legacy.ts';
import { webhookLegacyRoutes } from '#server/modules/webhooks/webhook.legacy.ts';
import { stagesLegacyRoutes } from '#server/modules/stages/stages.legacy.ts';
import { evaluationLegacyRoutes, reviewLegacyRoutes } from '#server/modules/evaluation/evaluation.legacy.ts';
import { adminConfiguredAccess, type AdminConfiguredAccess } from './net/admin-configured-fetch';
import { fastifyTrustProxy, type TrustedProxies } from './net/trusted-proxies';
import type { FileStorage } from './storage/file-storage';
import { appRouter } from './trpc/app-router';
import { sendTrpcHttpError } from './trpc/http-error';
import type { AppContext, AppDeps } from './trpc/context';

export interface AppOptions {
  orm: MikroORM;
  jwtKey: Uint8Array;
  logger: Logger;
  storage: FileStorage;
  jobs: JobQueue;
  legacyBasePath: string;
  /** Which proxies may state the client's address, host and protocol (TRUST_PROXY). */
  trustProxy: TrustedProxies;
  /** The Vite build output; GETs outside the API get its index.html. */
  clientDir: string;
  /** How long shutdown keeps answering before it closes idle connections. */
  shutdownGraceMs?: number;
  /** How long a host's site is reused without asking the database; 0 (the default) asks every time. */
  siteCacheMs?: number;
  /**
   * How long a session check is reused without asking the database, while this process hears the
   * database's changes (the realtime listener runs); 0 (the default) asks every time.
   */
  sessionCacheMs?: number;
  /** The integrations' APIs; their public addresses unless configured (tests point them at fakes). */
  integrations?: IntegrationEndpoints;
  /** This server's registrations with Google and Facebook; none unless configured. */
  externalSignIn?: ExternalSignInApps;
  /** How addresses a site admin configured are reached; public https only unless configured (OAUTH2_ALLOW_PRIVATE_HOSTS). */
  adminConfiguredUrls?: AdminConfiguredAccess;
  /** The platform's address (PUBLIC_URL): links in e-mails are built from it, never from the Host header. */
  publicUrl: string;
  /** The privacy link of sites that have set none (DEFAULT_PRIVACY_POLICY_URL). */
  defaultPrivacyPolicyUrl?: string;
  /** security.txt's Contact (SECURITY_CONTACT); security@ the platform's host unless configured. */
  securityContact?: string;
}

/** The façade's routes, module by module: the server mounts them, and the authorization matrix walks them. */
export const legacyRouteModules: LegacyRouteModule[] = [
  authLegacyRoutes,
  agreementLegacyRoutes,
  mediaLegacyRoutes,
  campaignLegacyRoutes,
  campaignInsightsLegacyRoutes,
  ideaLegacyRoutes,
  ideaAdminLegacyRoutes,
  ideaDuplicatesLegacyRoutes,
  upvoteLegacyRoutes,
  ideaMergeLegacyRoutes,
  feedbackLegacyRoutes,
  commentLegacyRoutes,
  notificationLegacyRoutes,
  verificationLegacyRoutes,
  integrationLegacyRoutes,
  profileLegacyRoutes,
  organisationLegacyRoutes,
  siteContentLegacyRoutes,
  peopleLegacyRoutes,
  siteStatisticsLegacyRoutes,
  siteAdminLegacyRoutes,
  webhookLegacyRoutes,
  stagesLegacyRoutes,
  evaluationLegacyRoutes,
  reviewLegacyRoutes,
];

/** Bounds on what one request may cost. */
const BODY_LIMIT_BYTES = 1024 * 1024;
const MAX_TRPC_BATCH = 10;
const DEFAULT_SHUTDOWN_GRACE_MS = 1000;

function sendFailure(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const description = describeError(toAppError(error));
  reportFailure(request.log, error, description, 'request failed');
  if (description.retryAfterSeconds !== undefined) reply.header('retry-after', String(description.retryAfterSeconds));
  return reply.status(description.httpStatus).send(legacyErrorBody(description));
}

/** Builds the whole HTTP application; listening and shutdown are the caller's (src/main.ts). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Typed as Fastify's own logger so plugins typed against the default instance accept the app.
    loggerInstance: options.logger as FastifyBaseLogger,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    rewriteUrl: originFormTarget,
    trustProxy: fastifyTrustProxy(options.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 5000 },
    // A path the router refuses (a parameter past maxParamLength, a malformed escape) is answered as
    // every other failure, not with Fastify's own body, which is no catalogue code and echoes the URL.
    frameworkErrors: (error, request, reply) => sendFailure(error, request, reply),
    // Busy connections finish their request at shutdown; idle ones are closed (see preClose).
    forceCloseConnections: 'idle',
    // A request that reaches us while draining is served, not refused: it is in flight.
    return503OnClosing: false,
  });
  const sessions = new SessionCache(options.sessionCacheMs ?? 0);
  const sites = new SiteCache(options.siteCacheMs ?? 0, options.publicUrl);
  // Both caches drop what the database's triggers say changed, in every process.
  const stopFollowing = [sessions.follow(realtimeBus), sites.follow(realtimeBus)];
  app.addHook('onClose', async () => {
    for (const stop of stopFollowing) stop();
  });
  const deps: AppDeps = { jwtKey: options.jwtKey, logger: options.logger, storage: options.storage, jobs: options.jobs, sessions, integrations: options.integrations ?? DEFAULT_INTEGRATION_ENDPOINTS, externalSignIn: options.externalSignIn ?? NO_EXTERNAL_SIGN_IN_APPS, adminConfiguredUrls: options.adminConfiguredUrls ?? adminConfiguredAccess({ allowPrivateHosts: false }), publicUrl: options.publicUrl, defaultPrivacyPolicyUrl: options.defaultPrivacyPolicyUrl };

  // Shutdown drains: Fastify answers every request from now on with "Connection: close"; a grace
  // period, in which /readyz says so, lets requests already sent but not yet read be answered
  // before Node's server.close() drops the connections that look idle.
  let closing = false;
  // Realtime streams (server-sent events) never end by themselves, so server.close() would wait
  // for them: after the grace period they are cut, and their clients reconnect (to another
  // process, or to this one restarted).
  const openStreams = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    closing = true;
    await new Promise((resolve) => setTimeout(resolve, options.shutdownGraceMs ?? DEFAULT_SHUTDOWN_GRACE_MS));
    for (const stream of openStreams) stream.destroy();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setErrorHandler(sendFailure);

  // Every scope's JSON bodies, also those that keep Fastify's parser (media, exports).
  guardJsonBodies(app, app.getDefaultJsonParser('error', 'error'));
  registerSecurityHeaders(app);
  await registerCompression(app);
  await app.register(cookie);

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (closing) return reply.status(503).send({ status: 'shutting-down' });
    try {
      await options.orm.em.fork().getConnection().execute('select 1');
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'database-unreachable' });
    }
  });

  const apiPrefixes = ['/trpc', options.legacyBasePath, '/media', CUSTOM_CODE_PATH, EXPORTS_PATH, EXTERNAL_SIGN_IN_PATH, SCIM_PATH, UNSUBSCRIBE_PATH];
  registerKnownHosts(app, { orm: options.orm, sites, apiPrefixes, openPaths: ['/healthz', '/readyz'] });

  await app.register(async (trpcScope) => {
    trpcScope.setErrorHandler((error, request, reply) => sendTrpcHttpError(request, reply, error));
    registerRequestScope(trpcScope, options.orm, deps, { requireJsonMutations: true });
    trpcScope.addHook('onRequest', async (request, reply) => {
      if (!isEventStream(request)) return;
      openStreams.add(reply.raw);
      reply.raw.once('close', () => openStreams.delete(reply.raw));
    });
    registerTrpcRoute(trpcScope, '/trpc', {
      router: appRouter,
      maxBatchSize: MAX_TRPC_BATCH,
      createContext: (request, reply): AppContext => contextFromRequest(request, deps, browserTransportFor(request, reply)),
      onError: (error, request) => {
        reportFailure(request.log, error.cause ?? error, describeError(error), 'procedure failed');
      },
    });
  });

  await app.register(
    async (legacyScope) => {
      registerRequestScope(legacyScope, options.orm, deps, { requireJsonMutations: false, apiTokens: true });
      await registerLegacyFacade(legacyScope, deps, legacyRouteModules);
    },
    { prefix: options.legacyBasePath },
  );

  // SCIM 2.0 provisioning (docs/scim.md): a directory's API token, never a session.
  await app.register(
    async (scimScope) => {
      registerRequestScope(scimScope, options.orm, deps, { requireJsonMutations: false, apiTokens: true });
      await registerScimRoutes(scimScope, deps);
    },
    { prefix: SCIM_PATH },
  );

  await app.register(
    async (mediaScope) => {
      registerRequestScope(mediaScope, options.orm, deps, { requireJsonMutations: false, viewerOnSafeMethods: false });
      await registerMediaRoutes(mediaScope, deps, campaignFileAccess);
    },
    { prefix: '/media' },
  );

  // Custom code for the brief's sandboxed frame: the site from the Host, never a session.
  await app.register(
    async (customCodeScope) => {
      registerRequestScope(customCodeScope, options.orm, deps, { requireJsonMutations: false, viewerOnSafeMethods: false });
      await registerCustomCodeRoutes(customCodeScope, deps);
    },
    { prefix: CUSTOM_CODE_PATH },
  );

  // One-click unsubscribe (RFC 8058) from notice and digest mails: a signed token, never a session.
  await app.register(
    async (unsubscribeScope) => {
      registerRequestScope(unsubscribeScope, options.orm, deps, { requireJsonMutations: false, viewerOnSafeMethods: false });
      await registerUnsubscribeRoutes(unsubscribeScope, deps);
    },
    { prefix: UNSUBSCRIBE_PATH },
  );

  // Spreadsheet exports and copies of personal data, fetched by the signed-in browser with its cookie.
  await app.register(
    async (exportScope) => {
      registerRequestScope(exportScope, options.orm, deps, { requireJsonMutations: false });
      await registerCampaignExportRoutes(exportScope, deps);
      await registerSiteStatisticsExportRoutes(exportScope, deps);
      await registerConsensusExportRoutes(exportScope, deps);
      await registerPersonalDataRoutes(exportScope, deps);
    },
    { prefix: EXPORTS_PATH },
  );

  // Round trips through the sign-in providers: browser navigations, answered with redirects.
  await app.register(
    async (externalSignInScope) => {
      registerRequestScope(externalSignInScope, options.orm, deps, { requireJsonMutations: false, viewerOnSafeMethods: false });
      await registerExternalSignInRoutes(externalSignInScope, deps);
    },
    { prefix: EXTERNAL_SIGN_IN_PATH },
  );

  // The install manifest names the site the Host asks for.
  await app.register(async (manifestScope) => {
    registerRequestScope(manifestScope, options.orm, deps, { requireJsonMutations: false, viewerOnSafeMethods: false });
    manifestScope.get('/manifest.webmanifest', async (request, reply) => reply.header('cache-control', 'no-cache').type('application/manifest+json').send(webManifest(request.site)));
  });

  registerSecurityTxt(app, { publicUrl: options.publicUrl, contact: options.securityContact ?? defaultSecurityContact(options.publicUrl) });
  registerPublishedDocuments(app);

  await registerStaticClient(app, options.clientDir, ['/trpc', options.legacyBasePath, '/media', CUSTOM_CODE_PATH, EXPORTS_PATH, SCIM_PATH], clientPageLoader(options.orm));
  return app;
}
