import { CodeChallengeMethod, OAuth2Client, OAuth2Tokens, generateCodeVerifier, generateState } from 'arctic';
import type { ExternalSource } from '#shared/external-sign-in.ts';
import type { OrganisationSettings } from '#shared/schemas/organisation.ts';
import { enabledLoginSources } from '#shared/sign-in-rules.ts';
import type { ExternalSignInApps } from '#server/config.ts';
import { AppError } from '#server/errors/app-error.ts';
import { isRefusedAddress, type AdminConfiguredAccess } from '#server/net/admin-configured-fetch.ts';
import { AnswerTooLarge, readCappedJson } from '#server/net/capped-json.ts';

/** How the server reaches a provider's token and profile endpoints. */
export type ProviderFetch = (url: string, init: RequestInit) => Promise<Response>;

/** Google's and Facebook's endpoints are this server's configuration, not a site admin's: plain fetch. */
const configuredProviderFetch: ProviderFetch = (url, init) => fetch(url, { ...init, redirect: 'error' });

/** A source as one round trip uses it: whose client, which endpoints, what to ask for. */
export interface SourceProvider {
  source: ExternalSource;
  clientId: string;
  /** Null for a public client of the site's own provider, which then relies on PKCE alone. */
  clientSecret: string | null;
  authorizationUrl: string;
  tokenUrl: string;
  profileUrl: string;
  scopes: string[];
  /** PKCE (S256). Facebook's web login authenticates the exchange with the client secret instead, as arctic's Facebook client does. */
  pkce: boolean;
  /** A site admin's endpoints are reached only at public addresses (issue 22); the server's own configuration's as configured. */
  fetch: ProviderFetch;
}

/** How long a provider gets to answer the exchange or the profile request; the person waits on it. */
export const PROVIDER_TIMEOUT_MS = 15_000;

/** What is read of a token or profile answer: both are a few hundred bytes; a provider sending more is broken or hostile. */
export const PROVIDER_ANSWER_LIMIT = 64 * 1024;

export function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function siteProvider(settings: OrganisationSettings, access: AdminConfiguredAccess): SourceProvider | null {
  const config = settings.externalLoginSources.oauth2;
  const urls = [config.authorizationURL, config.tokenURL, config.userProfileURL];
  if (!config.clientID || !urls.every(isHttpUrl)) return null;
  return {
    source: 'oauth2',
    clientId: config.clientID,
    clientSecret: config.clientSecret || null,
    authorizationUrl: config.authorizationURL,
    tokenUrl: config.tokenURL,
    profileUrl: config.userProfileURL,
    scopes: config.scope.split(/[\s,]+/).filter(Boolean),
    pkce: true,
    fetch: (url, init) => access.fetch(url, init),
  };
}

/**
 * The OAuth2 provider behind a source on this site: offered by the site's settings
 * (enabledLoginSources, so not on a site that signs in with its OpenID Connect provider only) and
 * configured (the site's own OAuth2 provider in its settings, Google and Facebook in this
 * server's configuration). Anything else, the OpenID Connect source included (oidc-client.ts
 * serves it), is login-source-disabled.
 */
export function sourceProvider(source: ExternalSource, settings: OrganisationSettings, apps: ExternalSignInApps, siteAccess: AdminConfiguredAccess): SourceProvider {
  let provider: SourceProvider | null = null;
  const enabled = enabledLoginSources(settings).includes(source);
  if (source === 'oauth2' && enabled) provider = siteProvider(settings, siteAccess);
  if (source === 'google' && enabled && apps.google) {
    provider = { source, ...apps.google, scopes: ['openid', 'email', 'profile'], pkce: true, fetch: configuredProviderFetch };
  }
  if (source === 'facebook' && enabled && apps.facebook) {
    provider = { source, ...apps.facebook, scopes: ['email', 'public_profile'], pkce: false, fetch: configuredProviderFetch };
  }
  if (!provider) throw new AppError('login-source-disabled');
  return provider;
}

export interface AuthorizationRequest {
  url: URL;
  state: string;
  codeVerifier: string | null;
}

/** The provider's authorization address for a new round trip, with a fresh state and, where used, PKCE verifier. */
export function createAuthorizationRequest(provider: SourceProvider, redirectUri: string): AuthorizationRequest {
  const client = new OAuth2Client(provider.clientId, provider.clientSecret, redirectUri);
  const state = generateState();
  if (!provider.pkce) return { url: client.createAuthorizationURL(provider.authorizationUrl, state, provider.scopes), state, codeVerifier: null };
  const codeVerifier = generateCodeVerifier();
  const url = client.createAuthorizationURLWithPKCE(provider.authorizationUrl, state, CodeChallengeMethod.S256, codeVerifier, provider.scopes);
  return { url, state, codeVerifier };
}

/**
 * A provider failed the exchange or the profile request. `reason` is for the log and names no
 * token, code or secret.
 */
export class ProviderFailure extends AppError {
  constructor(readonly reason: string) {
    super('external-sign-in-failed');
  }
}

/** What went wrong at the provider, in words that are safe to log. */
export function describeProviderError(error: unknown): string {
  if (error instanceof ProviderFailure) return error.reason;
  if (error instanceof AnswerTooLarge) return `the provider's answer is larger than ${error.limit} bytes`;
  if (isRefusedAddress(error)) return 'the provider is not at a public https address (OAUTH2_ALLOW_PRIVATE_HOSTS is off)';
  if (error instanceof Error && error.name === 'TimeoutError') return 'the provider did not answer in time';
  return 'the provider could not be reached';
}

/**
 * The token request of RFC 6749 §4.1.3, as arctic's clients send it, but through the provider's
 * own fetch (arctic's requests take neither a dispatcher nor an abort signal). A confidential
 * client authenticates with HTTP Basic, except Facebook's, which wants the secret in the form; a
 * public client (the site's own provider without a secret) names itself and relies on PKCE.
 */
async function requestTokens(provider: SourceProvider, redirectUri: string, code: string, codeVerifier: string | null): Promise<OAuth2Tokens> {
  const body = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
  if (codeVerifier !== null) body.set('code_verifier', codeVerifier);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (provider.clientSecret === null) body.set('client_id', provider.clientId);
  else if (provider.pkce) headers.authorization = `Basic ${Buffer.from(`${provider.clientId}:${provider.clientSecret}`).toString('base64')}`;
  else {
    body.set('client_id', provider.clientId);
    body.set('client_secret', provider.clientSecret);
  }
  const response = await provider.fetch(provider.tokenUrl, { method: 'POST', body, headers, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  const data = await readCappedJson(response, PROVIDER_ANSWER_LIMIT);
  if (typeof data !== 'object' || data === null) throw new ProviderFailure(`the token endpoint answered HTTP ${response.status}`);
  const refusal = 'error' in data && typeof data.error === 'string' ? data.error : null;
  if (refusal !== null) throw new ProviderFailure(`the provider refused the code: ${refusal}`);
  if (!response.ok) throw new ProviderFailure(`the token endpoint answered HTTP ${response.status}`);
  return new OAuth2Tokens(data);
}

/** Trades the callback's code for an access token; every failure is a ProviderFailure. */
export async function exchangeCode(provider: SourceProvider, redirectUri: string, code: string, codeVerifier: string | null): Promise<string> {
  let tokens: OAuth2Tokens;
  try {
    tokens = await requestTokens(provider, redirectUri, code, codeVerifier);
  } catch (error) {
    throw new ProviderFailure(describeProviderError(error));
  }
  try {
    return tokens.accessToken();
  } catch {
    throw new ProviderFailure('the token endpoint answered without an access token');
  }
}
