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
 * issuer is a site admin's setting, issue 22), each answer read up to a limit.
 */
function oidcFetch(access: AdminConfiguredAccess): client.CustomFetch {
  return async (url, options) => {
    const response = await access.fetch(url, { method: options.method, headers: options.headers, body: options.body as BodyInit | null, signal: options.signal });
    const body = await readCappedBytes(response, OIDC_ANSWER_LIMIT);
    return new Response(body.length > 0 ? new Uint8Array(body) : null, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

/**
 * The provider's configuration from its discovery document (OpenID Connect Discovery 1.0, the
 * issuer it names checked against the one asked for). ID tokens are checked against the
 * provider's published keys too (enableNonRepudiationChecks): openid-client otherwise leaves the
 * signature of a token it got over TLS unchecked, and the token must prove itself here.
 * A confidential client authenticates with HTTP Basic; without a secret it is a public client
 * that relies on PKCE.
 */
export async function discoverProvider(source: Pick<OidcSource, 'issuer' | 'clientID' | 'clientSecret'>, access: AdminConfiguredAccess): Promise<client.Configuration> {
  const execute = [client.enableNonRepudiationChecks];
  // OAUTH2_ALLOW_PRIVATE_HOSTS (development, the tests' provider) also allows plain http.
  if (access.allowPrivateHosts) execute.push(client.allowInsecureRequests);
  const auth = source.clientSecret ? client.ClientSecretBasic(source.clientSecret) : client.None();
  const config = await client.discovery(new URL(source.issuer), source.clientID, undefined, auth, {
    [client.customFetch]: oidcFetch(access),
    timeout: OIDC_TIMEOUT_SECONDS,
    execute,
  });
  config.timeout = OIDC_TIMEOUT_SECONDS;
  return config;
}

