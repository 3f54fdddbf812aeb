import formBody from '@fastify/formbody';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_POST_LOGIN_PATH } from '#shared/constants.ts';
import { EXTERNAL_SOURCES, externalSignInFailedPath, isExternalSignInFailure, type ExternalSource } from '#shared/external-sign-in.ts';
import { isSafeRedirectPath, REDIRECT_PATH_MAX_LENGTH } from '#shared/redirect-path.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import { AppError } from '#server/errors/app-error.ts';
import { sendConfirmPage } from '#server/http/confirm-page.ts';
import { browserTransportFor, contextFromRequest } from '#server/http/request-context.ts';
import { languageOf } from '#server/modules/mail/mail.service.ts';
import type { Language } from '#shared/constants.ts';
import { resolveViewerOfSafeRequest } from '#server/http/request-scope.ts';
import { consumeRateLimit } from '#server/security/rate-limit.ts';
import { requireViewer, type AppDeps } from '#server/trpc/context.ts';
import { siteAddress } from '#server/modules/organisation/site-address.ts';
import { ProviderFailure } from './external-providers';
import { linkExternally } from './external-link.service';
import { openLinkIntent, openRoundTrip, ROUND_TRIP_SECONDS, roundTripCookieName, sealRoundTrip } from './external-round-trip';
import { FALLBACK_PROVIDER_NAME, MAIL_LINK_SEGMENT } from './external-mail-link.service';
import { signInByMailedLink, signInExternally } from './external-sign-in.service';
import { signInFlow } from './sign-in-flow';

/** Where the round trips through the sign-in providers start and come back (spec 3 §2 /auth/…). */
export const EXTERNAL_SIGN_IN_PATH = '/auth';

interface StartRequest {
  /** `link`: a sealed intent from auth.externalLinkStart, to link the provider to the signed-in account. */
  Querystring: { redirect?: unknown; link?: unknown };
}

interface MailLinkRequest {
  Querystring: { token?: unknown };
}

/** The login page saying a link to link the provider was mailed (page-messages.ts), then going where the sign-in was headed. */
function linkMailedPath(redirect: string | null): string {
  const query = new URLSearchParams({ msg: 'external-link-mailed' });
  if (redirect) query.set('redirect', redirect);
  return `/login?${query.toString()}`;
}

interface CallbackRequest {
  /** OpenID Connect providers add `iss` (RFC 9207), which openid-client checks. */
  Querystring: { code?: unknown; state?: unknown; error?: unknown; iss?: unknown };
}

/** The callback's query holds the provider's code and state: the log gets its path only. */
const callbackLogSerializers = {
  req: (request: FastifyRequest) => ({ method: request.method, url: request.url.split('?')[0], host: request.host, remoteAddress: request.ip }),
};

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function sameText(a: string, b: string): boolean {
  const encoder = new TextEncoder();
  return constantTimeEqual(encoder.encode(a), encoder.encode(b));
}

function redirectTo(reply: FastifyReply, location: string): FastifyReply {
  return reply.header('cache-control', 'no-store').redirect(location, 303);
}

/** The mailed link's confirm page, in the site's language (the person is not signed in). */
const MAIL_LINK_TEXTS: Record<Language, { title: string; ask: (provider: string, site: string) => string; button: string }> = {
  en: {
    title: 'Link your sign-in',
    ask: (provider, site) => `Link ${provider} to your account on ${site} and sign in? From then on ${provider} signs you in here.`,
    button: 'Link and sign in',
  },
  sv: {
    title: 'Koppla din inloggning',
    ask: (provider, site) => `Koppla ${provider} till ditt konto på ${site} och logga in? Sedan loggar ${provider} in dig här.`,
    button: 'Koppla och logga in',
  },
};

/**
 * GET /auth/{source}?redirect= starts a round trip, and /auth/{source}/callback ends it with a
 * session cookie and a redirect to where the person was headed (else /coach); with `&link=` it
 * links the site's own provider to the signed-in account instead (external-link.service.ts). Whatever goes
 * wrong lands on the login page, which says what happened in the site's language and offers to
 * try again; a browser never gets a broken redirect or a bare error.
 */
export async function registerExternalSignInRoutes(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  const cookieKey = deps.jwtKey;
  const flowDeps = { apps: deps.externalSignIn, access: deps.adminConfiguredUrls };

  function siteOf(request: FastifyRequest) {
    const address = siteAddress(request.site, deps.publicUrl);
    return { address, settings: settingsWithDefaults(request.site.settings) };
  }

  const callbackUrl = (address: string, source: ExternalSource) => `${address}${EXTERNAL_SIGN_IN_PATH}/${source}/callback`;

  async function start(source: ExternalSource, request: FastifyRequest<StartRequest>, reply: FastifyReply): Promise<FastifyReply> {
    const requested = request.query.redirect;
    if (requested !== undefined && !(typeof requested === 'string' && requested.length <= REDIRECT_PATH_MAX_LENGTH && isSafeRedirectPath(requested))) {
      return redirectTo(reply, externalSignInFailedPath('INVALID_REDIRECT', source));
    }
    const redirect = requested ?? null;
    const { address, settings } = siteOf(request);
    // The provider comes back to the site's own address, so the round trip's cookie must be set there.
    if (new URL(address).host !== request.host.toLowerCase()) return redirectTo(reply, `${address}${request.url}`);
    let link: string | null = null;
    if (request.query.link !== undefined) {
      // The scope looks up no session for a plain sign-in; a link is for the signed-in person.
      await resolveViewerOfSafeRequest(request, reply, deps);
      const intent = typeof request.query.link === 'string' ? await openLinkIntent(cookieKey, request.query.link) : null;
      // Only the person who asked for it, signed in on the site they asked on, starts a link, of the provider they asked for.
      if (!intent || intent.organisationId !== request.site.id || intent.userId !== request.viewerFacts?.id || intent.source !== source) {
        return redirectTo(reply, externalSignInFailedPath('external-sign-in-expired', source, redirect));
      }
      link = intent.userId;
    }
    let authorization;
    try {
      authorization = await signInFlow(source, settings, flowDeps).start(callbackUrl(address, source));
    } catch (error) {
      if (error instanceof ProviderFailure) {
        request.log.warn({ source, reason: error.reason }, 'external sign-in could not start at the provider');
        return redirectTo(reply, externalSignInFailedPath('external-sign-in-failed', source, redirect));
      }
      if (error instanceof AppError) return redirectTo(reply, externalSignInFailedPath('login-source-disabled', source, redirect));
      throw error;
    }
    const { state, codeVerifier, nonce } = authorization;
    const sealed = await sealRoundTrip(cookieKey, { source, organisationId: request.site.id, state, codeVerifier, nonce, redirect, link });
    reply.setCookie(roundTripCookieName(request.secureContext), sealed, {
      path: '/',
      httpOnly: true,
      // Lax: the provider sends the browser back with a top-level GET, which carries it.
      sameSite: 'lax',
      secure: request.secureContext,
      maxAge: ROUND_TRIP_SECONDS,
    });
    return redirectTo(reply, authorization.url.toString());
  }

  async function callback(source: ExternalSource, request: FastifyRequest<CallbackRequest>, reply: FastifyReply): Promise<FastifyReply> {
    const cookieName = roundTripCookieName(request.secureContext);
    const sealed = request.cookies[cookieName];
    // One round trip, one callback: the cookie goes whatever the outcome.
    reply.clearCookie(cookieName, { path: '/', secure: request.secureContext });
    const trip = sealed ? await openRoundTrip(cookieKey, sealed) : null;
    const redirect = trip?.redirect ?? null;
    try {
      const providerError = text(request.query.error);
      if (providerError) throw new AppError(providerError === 'access_denied' ? 'external-sign-in-denied' : 'external-sign-in-failed');
      if (!trip) throw new AppError('external-sign-in-expired');
      const state = text(request.query.state);
      if (trip.source !== source || trip.organisationId !== request.site.id || !state || !sameText(state, trip.state)) {
        throw new AppError('external-sign-in-state-mismatch');
      }
      // A link ends in the session that started it, never in another person's who opened the callback.
      if (trip.link !== null) await resolveViewerOfSafeRequest(request, reply, deps);
      if (trip.link !== null && trip.link !== request.viewerFacts?.id) throw new AppError('external-sign-in-state-mismatch');
      if (!text(request.query.code)) throw new ProviderFailure('the provider came back without a code');
      await consumeRateLimit(request.em, 'externalSignInPerIp', `${request.site.id}:${request.ip}`);
      const { address, settings } = siteOf(request);
      // Checked again: the site may have switched the source off while the person was away.
      const flow = signInFlow(source, settings, flowDeps);
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      const profile = await flow.finish(callbackUrl(address, source), query, trip);
      const ctx = contextFromRequest(request, deps, browserTransportFor(request, reply));
      if (trip.link !== null) await linkExternally(requireViewer(ctx), source, profile);
      else if ('linkMailed' in (await signInExternally(ctx, source, profile, redirect))) return redirectTo(reply, linkMailedPath(redirect));
      return redirectTo(reply, redirect ?? DEFAULT_POST_LOGIN_PATH);
    } catch (error) {
      return failed(source, request, reply, error, redirect);
    }
  }

  function failed(source: ExternalSource, request: FastifyRequest, reply: FastifyReply, error: unknown, redirect: string | null): FastifyReply {
    if (error instanceof ProviderFailure) request.log.warn({ source, reason: error.reason }, 'external sign-in failed at the provider');
    else if (!(error instanceof AppError)) request.log.error({ err: error, source }, 'external sign-in failed');
    const failure = error instanceof AppError && isExternalSignInFailure(error.code) ? error.code : 'external-sign-in-failed';
    return redirectTo(reply, externalSignInFailedPath(failure, source, redirect));
  }

  /**
   * GET /auth/oidc/mail-link?token= opens the link mailed to an existing account's owner
   * (external-mail-link.service.ts) on a page that asks first: mail scanners follow links, and one
   * that spent the token would leave its owner a link that never works. Its button POSTs here.
   */
  function confirmMailLink(request: FastifyRequest<MailLinkRequest>, reply: FastifyReply): FastifyReply {
    const token = text(request.query.token);
    if (!token) return failed('oidc', request, reply, new AppError('external-link-invalid'), null);
    const language = languageOf(request.site);
    const providerName = settingsWithDefaults(request.site.settings).externalLoginSources.oidc.provider || FALLBACK_PROVIDER_NAME;
    const words = MAIL_LINK_TEXTS[language];
    return sendConfirmPage(reply, {
      status: 200,
      language,
      title: words.title,
      text: words.ask(providerName, request.site.name),
      button: { label: words.button, action: `${EXTERNAL_SIGN_IN_PATH}/oidc/${MAIL_LINK_SEGMENT}?${new URLSearchParams({ token }).toString()}` },
    });
  }

  /**
   * POST /auth/oidc/mail-link?token=, the confirm page's button: signed in or not, it links the
   * provider to the link's account and signs that account in.
   */
  async function mailLink(source: ExternalSource, request: FastifyRequest<MailLinkRequest>, reply: FastifyReply): Promise<FastifyReply> {
    try {
      const token = text(request.query.token);
      if (!token) throw new AppError('external-link-invalid');
      await consumeRateLimit(request.em, 'externalSignInPerIp', `${request.site.id}:${request.ip}`);
      const redirect = await signInByMailedLink(contextFromRequest(request, deps, browserTransportFor(request, reply)), source, token);
      return redirectTo(reply, redirect ?? DEFAULT_POST_LOGIN_PATH);
    } catch (error) {
      return failed(source, request, reply, error, null);
    }
  }

  for (const source of EXTERNAL_SOURCES) {
    scope.get<StartRequest>(`/${source}`, (request, reply) => start(source, request, reply));
    scope.get<CallbackRequest>(`/${source}/callback`, { logSerializers: callbackLogSerializers }, (request, reply) => callback(source, request, reply));
  }
  // The token is a secret: the log gets the path only, as for the callback.
  await scope.register(formBody, { bodyLimit: 1024 });
  scope.get<MailLinkRequest>(`/oidc/${MAIL_LINK_SEGMENT}`, { logSerializers: callbackLogSerializers }, (request, reply) => confirmMailLink(request, reply));
  scope.post<MailLinkRequest>(`/oidc/${MAIL_LINK_SEGMENT}`, { logSerializers: callbackLogSerializers }, (request, reply) => mailLink('oidc', request, reply));
}
