import * as client from 'openid-client';
import { describeProviderError, ProviderFailure } from './external-providers';

/** The scopes asked for: who the person is, their verified address and their names. */
const OIDC_SCOPES = 'openid email profile';

export interface OidcAuthorization {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The provider's authorization address for a new round trip: fresh state, nonce and PKCE verifier (S256). */
export async function createOidcAuthorization(config: client.Configuration, redirectUri: string): Promise<OidcAuthorization> {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: OIDC_SCOPES,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url, state, nonce, codeVerifier };
}

/** What the round trip brought back, for the code exchange to check. */
export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * Trades the callback's code for tokens and returns the person's claims: the ID token's, checked
 * by openid-client (signature against the provider's keys, issuer, audience, expiry, the nonce of
 * this round trip, the state, the PKCE verifier), completed by the UserInfo endpoint where the
 * provider has one (bound to the ID token's subject). Every failure is a ProviderFailure whose
 * reason names no token or code.
 */
export async function oidcClaims(config: client.Configuration, callbackUrl: URL, checks: OidcChecks): Promise<Record<string, unknown>> {
  let idClaims: client.IDToken;
  let accessToken: string;
  try {
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new ProviderFailure('the token endpoint answered without an ID token');
    idClaims = claims;
    accessToken = tokens.access_token;
  } catch (error) {
    throw new ProviderFailure(`ID token: ${describeOidcError(error)}`);
  }
  if (!config.serverMetadata().userinfo_endpoint) return idClaims;
  try {
    const userInfo = await client.fetchUserInfo(config, accessToken, idClaims.sub);
    // The ID token's claims win: they are the ones whose signature was checked.
    return { ...userInfo, ...idClaims };
  } catch (error) {
    throw new ProviderFailure(`UserInfo: ${describeOidcError(error)}`);
  }
}

/**
 * Why openid-client refused, in words safe to log: its messages (and those of the errors it
 * wraps, which name the claim or check that failed: "unexpected JWT \"aud\" (audience) claim
 * value") never carry a token; the values they compared stay in properties the log leaves out.
 */
export function describeOidcError(error: unknown): string {
  if (error instanceof ProviderFailure) return error.reason;
  const reached = describeProviderError(error);
  const fromClient = error instanceof client.ClientError || error instanceof client.ResponseBodyError || error instanceof client.AuthorizationResponseError;
  if (reached !== 'the provider could not be reached' || !fromClient) return reached;
  const messages: string[] = [];
  for (let cause: unknown = error; cause instanceof Error && messages.length < 3; cause = cause.cause) messages.push(cause.message);
  return messages.join(': ');
}
