import * as client from 'openid-client';
import type { OrganisationSettings } from '#shared/schemas/organisation.ts';
import type { AdminConfiguredAccess } from './admin-configured-fetch';
import { readCappedBytes } from './capped-json';

type OidcSource = OrganisationSettings['externalLoginSources']['oidc'];

/** How long the provider gets to answer each request; a person (or the settings form) waits on it. */
const OIDC_TIMEOUT_SECONDS = 15;

/** What is read of a discovery document, a JWKS, a token or UserInfo answer: a few KB each; more is broken or hostile. */
const OIDC_ANSWER_LIMIT = 256 * 1024;

/**
 * openid-client's requests through the public-addresses-only fetch of admin-configured URLs (the
 * issuer is a site admin's setting, issue 22), each answer read up to a limit. `seen` hears each
 * answer's address and headers (the discovery document's Cache-Control).
 */
function oidcFetch(access: AdminConfiguredAccess, seen?: (url: string, headers: Headers) => void): client.CustomFetch {
  return async (url, options) => {
    const response = await access.fetch(url, { method: options.method, headers: options.headers, body: options.body as BodyInit | null, signal: options.signal });
    const body = await readCappedBytes(response, OIDC_ANSWER_LIMIT);
    seen?.(url, response.headers);
    return new Response(body.length > 0 ? new Uint8Array(body) : null, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

function executeOptions(access: AdminConfiguredAccess): ((config: client.Configuration) => void)[] {
  const execute = [client.enableNonRepudiationChecks];
  // OAUTH2_ALLOW_PRIVATE_HOSTS (development, the tests' provider) also allows plain http.
  if (access.allowPrivateHosts) execute.push(client.allowInsecureRequests);
  return execute;
}

function clientAuth(source: Pick<OidcSource, 'clientSecret'>): client.ClientAuth {
  return source.clientSecret ? client.ClientSecretBasic(source.clientSecret) : client.None();
}

/**
 * The provider's configuration from its discovery document (OpenID Connect Discovery 1.0, the
 * issuer it names checked against the one asked for). ID tokens are checked against the
 * provider's published keys too (enableNonRepudiationChecks): openid-client otherwise leaves the
 * signature of a token it got over TLS unchecked, and the token must prove itself here.
 * A confidential client authenticates with HTTP Basic; without a secret it is a public client
 * that relies on PKCE.
 */
export async function discoverProvider(
  source: Pick<OidcSource, 'issuer' | 'clientID' | 'clientSecret'>,
  access: AdminConfiguredAccess,
  seen?: (url: string, headers: Headers) => void,
): Promise<client.Configuration> {
  const config = await client.discovery(new URL(source.issuer), source.clientID, undefined, clientAuth(source), {
    [client.customFetch]: oidcFetch(access, seen),
    timeout: OIDC_TIMEOUT_SECONDS,
    execute: executeOptions(access),
  });
  config.timeout = OIDC_TIMEOUT_SECONDS;
  return config;
}

/** How long a discovery document is reused when its answer does not say (Cache-Control max-age). */
export const DISCOVERY_DEFAULT_TTL_SECONDS = 10 * 60;
/** However long a provider says: a day at most, so a changed document is read again. */
const DISCOVERY_MAX_TTL_SECONDS = 24 * 60 * 60;
/**
 * openid-client fetches a provider's keys again for a token whose `kid` it does not know only
 * once the keys in hand are a minute old (and always after five minutes). The keys are handed to
 * it as at least that old, so a rotated key is fetched at the first token it signed.
 */
const JWKS_REFETCH_AGE_SECONDS = 60;

/** The seconds the discovery answer may be reused for: its max-age, none for no-store or no-cache. */
export function discoveryTtlSeconds(cacheControl: string | null): number {
  if (!cacheControl) return DISCOVERY_DEFAULT_TTL_SECONDS;
  const directives = cacheControl.toLowerCase().split(',').map((part) => part.trim());
  if (directives.includes('no-store') || directives.includes('no-cache')) return 0;
  const maxAge = directives.map((directive) => /^max-age=(\d+)$/.exec(directive)?.[1]).find((value) => value !== undefined);
  return maxAge === undefined ? DISCOVERY_DEFAULT_TTL_SECONDS : Math.min(Number(maxAge), DISCOVERY_MAX_TTL_SECONDS);
}

interface CachedProvider {
  /** The discovered configuration, whose server metadata every sign-in's configuration copies. */
  discovered: client.Configuration;
  expiresAt: number;
  jwks?: client.ExportedJWKSCache;
}

/** Per process and per way out (the app's AdminConfiguredAccess), by issuer. */
const providerCaches = new WeakMap<AdminConfiguredAccess, Map<string, CachedProvider>>();

async function cachedProvider(source: Pick<OidcSource, 'issuer' | 'clientID' | 'clientSecret'>, access: AdminConfiguredAccess): Promise<CachedProvider> {
  let cache = providerCaches.get(access);
  if (!cache) providerCaches.set(access, (cache = new Map()));
  const cached = cache.get(source.issuer);
  if (cached && cached.expiresAt > Date.now()) return cached;
  let ttlSeconds = DISCOVERY_DEFAULT_TTL_SECONDS;
  const discovered = await discoverProvider(source, access, (url, headers) => {
    if (new URL(url).pathname.endsWith('/.well-known/openid-configuration')) ttlSeconds = discoveryTtlSeconds(headers.get('cache-control'));
  });
  const entry: CachedProvider = { discovered, expiresAt: Date.now() + ttlSeconds * 1000, jwks: cached?.jwks };
  if (ttlSeconds > 0) cache.set(source.issuer, entry);
  else cache.delete(source.issuer);
  return entry;
}

/**
 * Runs one step of a sign-in (its start, or its callback's code exchange) with the provider's
 * configuration: the discovery document and the provider's keys are kept per issuer (the
 * document for its max-age, else ten minutes; the keys as above), so a sign-in does not read
 * them again each time. The client's id and secret are the site's of the moment.
 */
export async function withOidcProvider<T>(source: Pick<OidcSource, 'issuer' | 'clientID' | 'clientSecret'>, access: AdminConfiguredAccess, use: (config: client.Configuration) => Promise<T>): Promise<T> {
  const entry = await cachedProvider(source, access);
  const config = new client.Configuration(entry.discovered.serverMetadata(), source.clientID, undefined, clientAuth(source));
  config[client.customFetch] = oidcFetch(access);
  config.timeout = OIDC_TIMEOUT_SECONDS;
  for (const extension of executeOptions(access)) extension(config);
  if (entry.jwks) client.setJwksCache(config, { ...entry.jwks, uat: Math.min(entry.jwks.uat, Math.floor(Date.now() / 1000) - JWKS_REFETCH_AGE_SECONDS) });
  try {
    return await use(config);
  } finally {
    const jwks = client.getJwksCache(config);
    // Not older than the keys kept: a rotation's keys may be read in the same second as the first
    // ones (uat counts seconds), and keeping the old ones would read them again at every sign-in.
    if (jwks && (!entry.jwks || jwks.uat >= entry.jwks.uat)) entry.jwks = jwks;
  }
}

