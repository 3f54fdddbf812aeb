import { CodeChallengeMethod, OAuth2Client, OAuth2RequestError, OAuth2Tokens, UnexpectedErrorResponseBodyError, UnexpectedResponseError, generateCodeVerifier, generateState } from 'arctic';
import type { ExternalSource } from '../../../src-shared/external-sign-in';
import type { OrganisationSettings } from '../../../src-shared/schemas/organisation';
import type { ExternalSignInApps } from '../../config';
import { AppError } from '../../errors/app-error';

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
}

/** How long a provider gets to answer the exchange or the profile request; the person waits on it. */
export const PROVIDER_TIMEOUT_MS = 15_000;

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function siteProvider(settings: OrganisationSettings): SourceProvider | null {
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
  };
}

/**
 * The provider behind a source on this site: switched on in the site's settings and configured
 * (the site's own OAuth2 provider in its settings, Google and Facebook in this server's
 * configuration). Anything else is login-source-disabled.
 */
export function sourceProvider(source: ExternalSource, settings: OrganisationSettings, apps: ExternalSignInApps): SourceProvider {
  let provider: SourceProvider | null = null;
  if (source === 'oauth2' && settings.enableOauth2) provider = siteProvider(settings);
  if (source === 'google' && settings.enableGoogle && apps.google) {
    provider = { source, ...apps.google, scopes: ['openid', 'email', 'profile'], pkce: true };
  }
  if (source === 'facebook' && settings.enableFacebook && apps.facebook) {
    provider = { source, ...apps.facebook, scopes: ['email', 'public_profile'], pkce: false };
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
  if (error instanceof OAuth2RequestError) return `the provider refused the code: ${error.code}`;
  if (error instanceof UnexpectedResponseError || error instanceof UnexpectedErrorResponseBodyError) return `the token endpoint answered HTTP ${error.status}`;
  if (error instanceof Error && error.name === 'TimeoutError') return 'the provider did not answer in time';
  return 'the provider could not be reached';
}

/** Rejects once the provider has had its time: arctic's requests take no abort signal. */
function withinTime<T>(work: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ProviderFailure('the provider did not answer in time')), PROVIDER_TIMEOUT_MS);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * Facebook wants the client secret in the form rather than as Basic credentials: the request
 * arctic's Facebook client sends, at the configured endpoint rather than its fixed one.
 */
async function facebookTokens(provider: SourceProvider, redirectUri: string, code: string): Promise<OAuth2Tokens> {
  const body = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: provider.clientId, client_secret: provider.clientSecret ?? '' });
  const response = await fetch(provider.tokenUrl, { method: 'POST', body, headers: { accept: 'application/json' }, redirect: 'error', signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok || typeof data !== 'object' || data === null) throw new ProviderFailure(`the token endpoint answered HTTP ${response.status}`);
  return new OAuth2Tokens(data);
}

/** Trades the callback's code for an access token; every failure is a ProviderFailure. */
export async function exchangeCode(provider: SourceProvider, redirectUri: string, code: string, codeVerifier: string | null): Promise<string> {
  let tokens: OAuth2Tokens;
  try {
    tokens = provider.pkce
      ? await withinTime(new OAuth2Client(provider.clientId, provider.clientSecret, redirectUri).validateAuthorizationCode(provider.tokenUrl, code, codeVerifier))
      : await facebookTokens(provider, redirectUri, code);
  } catch (error) {
    throw new ProviderFailure(describeProviderError(error));
  }
  try {
    return tokens.accessToken();
  } catch {
    throw new ProviderFailure('the token endpoint answered without an access token');
  }
}
