import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package, certified by the OpenID
 * Foundation) on a local port, for the tests of the sites' own OpenID Connect sign-in: discovery,
 * its signing keys, the authorization code flow with PKCE, ID tokens and UserInfo are the
 * package's own. Only the interaction is ours: a plain form where the person says who they are,
 * so a test (or the browser) signs in as anyone it likes.
 */

/** The clients the provider knows: a confidential one and a public one (PKCE alone). */
export const OIDC_CLIENTS = { confidential: { id: 'ideahunt-site', secret: 'oidc-site-secret' }, public: { id: 'ideahunt-public' } } as const;

/** Who the person is at the provider: the interaction form's fields. */
export interface OidcPerson {
  email: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
  /** A claim outside the standard ones, for the claim-to-field mapping. */
  department?: string;
}

export interface OidcTestProvider {
  issuer: string;
  /** Signs claims with the provider's own key (kid and all), as it signs ID tokens, for the tokens it would never issue. */
  sign(claims: JWTPayload): Promise<string>;
  close(): Promise<void>;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The interaction page: labelled fields (the browser tests fill them by label) and a Sign in button. */
function interactionPage(uid: string): string {
  const field = (name: string, label: string, value = '') =>
    `<p><label for="${name}">${label}</label><input id="${name}" name="${name}" value="${escapeHtml(value)}"></p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head><body><main>
<h1>Test identity provider</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}">
${field('email', 'E-mail')}${field('given_name', 'Given name')}${field('family_name', 'Family name')}${field('department', 'Department')}
<p><input id="email_verified" name="email_verified" type="checkbox" value="true" checked><label for="email_verified">E-mail verified</label></p>
<button type="submit">Sign in</button>
</form></main></body></html>`;
}

export async function startOidcProvider(): Promise<OidcTestProvider> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-signing-key', alg: 'RS256', use: 'sig' };
  /** Claims by account id (the address): what the form said at the last sign-in. */
  const people = new Map<string, Record<string, unknown>>();

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENTS.confidential.id,
        client_secret: OIDC_CLIENTS.confidential.secret,
        redirect_uris: ['http://localhost/auth/oidc/callback'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
      { client_id: OIDC_CLIENTS.public.id, redirect_uris: ['http://localhost/auth/oidc/callback'], token_endpoint_auth_method: 'none' },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name', 'department'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, sub: string) => ({ accountId: sub, claims: () => ({ sub, ...people.get(sub) }) }),
    // Each test's site has an address of its own; the provider takes any site's callback.
    pkce: { required: () => true },
  });
  const { Client } = provider;
  Client.prototype.redirectUriAllowed = (value: string) => /^https?:\/\/[^/]+\/auth\/oidc\/callback$/.test(value);
  const callback = provider.callback();

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // A browser asks every origin for its icon; a 404 would count as a page error.
    if (request.url === '/favicon.ico') {
      response.writeHead(204);
      response.end();
      return;
    }
    const match = /^\/interaction\/([\w-]+)$/.exec(request.url ?? '');
    if (!match) return callback(request, response);
    const details = await provider.interactionDetails(request, response);
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(interactionPage(details.uid));
      return;
    }
    const form = await formOf(request);
    const email = form.get('email') ?? '';
    people.set(email, {
      email,
      email_verified: form.get('email_verified') === 'true',
      given_name: form.get('given_name') || undefined,
      family_name: form.get('family_name') || undefined,
      department: form.get('department') || undefined,
    });
    const grant = new provider.Grant({ accountId: email, clientId: details.params.client_id ?? '' });
    grant.addOIDCScope(details.params.scope ?? 'openid');
    const grantId = await grant.save();
    await provider.interactionFinished(request, response, { login: { accountId: email }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }

  return {
    issuer,
    sign: (claims) => new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'JWT' }).sign(privateKey),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** Cookies by name, as one browser keeps them for the provider (paths do not matter here). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * What a browser does at the provider: follows the authorization address to the interaction
 * form, submits it as `person`, and follows the provider's redirects until it sends the browser
 * back to the site. Answers that callback address.
 */
export async function signInAtProvider(authorizationUrl: string, person: OidcPerson): Promise<URL> {
  const jar = new CookieJar();
  const visit = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: jar.header() } });
    jar.take(response);
    return response;
  };
  let response = await visit(authorizationUrl);
  let location = new URL(response.headers.get('location') ?? '', authorizationUrl);
  if (!location.pathname.startsWith('/interaction/')) throw new Error(`the provider did not ask who signs in (HTTP ${response.status}, ${location.href})`);
  await visit(location.href);
  const form = new URLSearchParams({ email: person.email, given_name: person.givenName ?? '', family_name: person.familyName ?? '', department: person.department ?? '' });
  if (person.emailVerified !== false) form.set('email_verified', 'true');
  response = await visit(location.href, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  // Through the provider's resume step(s) to the site's callback.
  for (let hop = 0; hop < 5; hop += 1) {
    location = new URL(response.headers.get('location') ?? '', location);
    if (location.pathname.endsWith('/auth/oidc/callback')) return location;
    response = await visit(location.href);
  }
  throw new Error(`the provider did not send the browser back (HTTP ${response.status})`);
}
