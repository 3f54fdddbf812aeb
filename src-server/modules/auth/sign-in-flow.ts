import type { ExternalSource } from '#shared/external-sign-in.ts';
import type { OrganisationSettings } from '#shared/schemas/organisation.ts';
import { enabledLoginSources } from '#shared/sign-in-rules.ts';
import type { ExternalSignInApps } from '#server/config.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AdminConfiguredAccess } from '#server/net/admin-configured-fetch.ts';
import { fetchProfile, type ExternalProfile } from './external-profile';
import { createAuthorizationRequest, exchangeCode, isHttpUrl, ProviderFailure, sourceProvider } from './external-providers';
import type { RoundTrip } from './external-round-trip';
import type { Configuration } from 'openid-client';
import { withOidcProvider } from '#server/net/oidc-discovery.ts';
import { createOidcAuthorization, describeOidcError, oidcClaims } from './oidc-client';
import { readOidcProfile } from './oidc-profile';

/** What a round trip's start hands the browser and seals in its cookie. */
export interface StartedFlow {
  url: URL;
  state: string;
  codeVerifier: string | null;
  nonce: string | null;
}

/** One source's round trip: where it starts, and who the person is once the provider sends them back. */
export interface SignInFlow {
  start(redirectUri: string): Promise<StartedFlow>;
  /** `redirectUri` as the start gave it; `query` the callback's, as the provider sent it. */
  finish(redirectUri: string, query: URLSearchParams, trip: RoundTrip): Promise<ExternalProfile>;
}

interface FlowDeps {
  apps: ExternalSignInApps;
  access: AdminConfiguredAccess;
}

/** The site's OpenID Connect provider: discovery from its issuer, then openid-client's checked code flow. */
function oidcFlow(settings: OrganisationSettings, access: AdminConfiguredAccess): SignInFlow {
  const source = settings.externalLoginSources.oidc;
  if (!enabledLoginSources(settings).includes('oidc') || !source.clientID || !isHttpUrl(source.issuer)) throw new AppError('login-source-disabled');
  // The steps' own failures are ProviderFailures already; anything else failed reading the provider's configuration.
  const withProvider = async <T>(use: (config: Configuration) => Promise<T>): Promise<T> => {
    try {
      return await withOidcProvider(source, access, use);
    } catch (error) {
      if (error instanceof ProviderFailure) throw error;
      throw new ProviderFailure(`discovery: ${describeOidcError(error)}`);
    }
  };
  return {
    async start(redirectUri) {
      return withProvider((config) => createOidcAuthorization(config, redirectUri));
    },
    async finish(redirectUri, query, trip) {
      const { nonce, codeVerifier } = trip;
      if (nonce === null || codeVerifier === null) throw new AppError('external-sign-in-state-mismatch');
      const callbackUrl = new URL(redirectUri);
      callbackUrl.search = query.toString();
      const claims = await withProvider((config) => oidcClaims(config, callbackUrl, { state: trip.state, nonce, codeVerifier }));
      return readOidcProfile(claims, settings);
    },
  };
}

/**
 * The round trip of a source this site offers (login-source-disabled otherwise): the OAuth2
 * sources with arctic's requests and their profile endpoint, the OpenID Connect source with its
 * ID token.
 */
export function signInFlow(source: ExternalSource, settings: OrganisationSettings, deps: FlowDeps): SignInFlow {
  if (source === 'oidc') return oidcFlow(settings, deps.access);
  const provider = sourceProvider(source, settings, deps.apps, deps.access);
  return {
    async start(redirectUri) {
      return { ...createAuthorizationRequest(provider, redirectUri), nonce: null };
    },
    async finish(redirectUri, query, trip) {
      const code = query.get('code');
      if (!code) throw new ProviderFailure('the provider came back without a code');
      return fetchProfile(provider, await exchangeCode(provider, redirectUri, code, trip.codeVerifier));
    },
  };
}
