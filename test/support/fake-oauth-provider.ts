import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProviderApp } from '#server/config.ts';

/**
 * A sign-in provider on a local port, speaking OAuth 2.0 as Google, Facebook and a site's own
 * provider do: an authorization page where the person allows or denies, a token endpoint that
 * checks the client, the redirect address and the PKCE verifier, and profile endpoints in
 * OpenID's and Facebook's shapes. Tests read what it was sent.
 */

/** The clients the browser tests' provider knows: this server as Google and Facebook know it, and a site's own. */
export const E2E_OAUTH_CLIENTS = { 'google-client': 'e2e-google-secret', 'facebook-client': 'e2e-facebook-secret', 'site-client': 'e2e-site-secret' };

/** Who the person says they are on the authorization page (its form's fields). */
export interface FakeAccount {
  email?: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
}

export interface TokenRequest {
  clientId: string | null;
  /** How the client proved itself: HTTP Basic, the secret in the form, or not at all (a public client). */
  clientAuthentication: 'basic' | 'form' | 'none';
  codeVerifier: string | null;
  redirectUri: string | null;
  /** The raw form, to check nothing is sent that should not be. */
  body: string;
}

export interface FakeOAuthProvider {
  baseUrl: string;
  /** Registered clients: id → secret (null for a public client). */
  clients: Map<string, string | null>;
  /** Authorization requests as the browser brought them. */
  authorizations: URLSearchParams[];
  tokenRequests: TokenRequest[];
  /** Access tokens handed out, to check they appear nowhere else. */
  accessTokens: string[];
  /** Every code handed out, likewise. */
  codes: string[];
  /** Endpoints in the server's configuration terms, as Google and as Facebook. */
  app(style: 'oidc' | 'facebook', clientId: string): ProviderApp;
  close(): Promise<void>;
}

interface Grant {
  clientId: string;
  redirectUri: string;
  codeChallenge: string | null;
  account: FakeAccount;
  used: boolean;
}

const FORM_FIELDS = ['client_id', 'redirect_uri', 'state', 'scope', 'code_challenge', 'code_challenge_method', 'response_type'] as const;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(302, { location });
  response.end();
}

async function formOf(request: IncomingMessage): Promise<{ raw: string; form: URLSearchParams }> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  return { raw, form: new URLSearchParams(raw) };
}

function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

function consentPage(query: URLSearchParams): string {
  const hidden = FORM_FIELDS.map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query.get(name) ?? '')}">`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake provider: sign in</title></head><body><main>
<h1>Sign in to continue</h1><p>An application asks to know who you are (${escapeHtml(query.get('scope') ?? '')}).</p>
<form method="post" action="/authorize">${hidden}
<p><label>E-mail <input name="email" type="email"></label></p>
<p><label><input name="email_verified" type="checkbox" value="true" checked> E-mail verified</label></p>
<p><label>Given name <input name="given_name"></label></p>
<p><label>Family name <input name="family_name"></label></p>
<p><button name="decision" value="allow">Allow</button> <button name="decision" value="deny">Deny</button></p>
</form></main></body></html>`;
}

export async function startFakeOAuthProvider(clients: Record<string, string | null>): Promise<FakeOAuthProvider> {
  const grants = new Map<string, Grant>();
  const profiles = new Map<string, FakeAccount>();
  const provider: Omit<FakeOAuthProvider, 'baseUrl' | 'app' | 'close'> = {
    clients: new Map(Object.entries(clients)),
    authorizations: [],
    tokenRequests: [],
    accessTokens: [],
    codes: [],
  };

  function authorize(query: URLSearchParams, response: ServerResponse): void {
    provider.authorizations.push(query);
    const clientId = query.get('client_id') ?? '';
    if (!provider.clients.has(clientId) || !query.get('redirect_uri') || query.get('response_type') !== 'code') {
      sendJson(response, 400, { error: 'invalid_request' });
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(consentPage(query));
  }

  function decide(form: URLSearchParams, response: ServerResponse): void {
    const redirectUri = form.get('redirect_uri') ?? '';
    const back = new URL(redirectUri);
    const state = form.get('state');
    if (state) back.searchParams.set('state', state);
    if (form.get('decision') !== 'allow') {
      back.searchParams.set('error', 'access_denied');
      redirect(response, back.toString());
      return;
    }
    const code = randomBytes(16).toString('hex');
    provider.codes.push(code);
    const method = form.get('code_challenge_method');
    const challenge = form.get('code_challenge') || null;
    grants.set(code, {
      clientId: form.get('client_id') ?? '',
      redirectUri,
      // Only S256 is accepted: a plain challenge would be the verifier itself, in the browser's address bar.
      codeChallenge: challenge && method === 'S256' ? challenge : challenge ? 'unsupported' : null,
      account: {
        email: form.get('email') || undefined,
        emailVerified: form.get('email_verified') === 'true',
        givenName: form.get('given_name') || undefined,
        familyName: form.get('family_name') || undefined,
      },
      used: false,
    });
    back.searchParams.set('code', code);
    redirect(response, back.toString());
  }

  function token(request: IncomingMessage, raw: string, form: URLSearchParams, response: ServerResponse): void {
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
    const [basicId, basicSecret] = basic ? Buffer.from(basic[1]!, 'base64').toString('utf8').split(':') : [];
    const clientId = basicId ?? form.get('client_id');
    const secret = basicSecret ?? form.get('client_secret');
    const codeVerifier = form.get('code_verifier');
    provider.tokenRequests.push({
      clientId,
      clientAuthentication: basic ? 'basic' : form.has('client_secret') ? 'form' : 'none',
      codeVerifier,
      redirectUri: form.get('redirect_uri'),
      body: raw,
    });
    if (!clientId || !provider.clients.has(clientId) || (provider.clients.get(clientId) ?? null) !== (secret ?? null)) {
      sendJson(response, 401, { error: 'invalid_client' });
      return;
    }
    const grant = grants.get(form.get('code') ?? '');
    const verifierOk = grant?.codeChallenge ? codeVerifier !== null && s256(codeVerifier) === grant.codeChallenge : true;
    if (form.get('grant_type') !== 'authorization_code' || !grant || grant.used || grant.clientId !== clientId || grant.redirectUri !== form.get('redirect_uri') || !verifierOk) {
      sendJson(response, 400, { error: 'invalid_grant' });
      return;
    }
    grant.used = true;
    const accessToken = randomBytes(24).toString('base64url');
    provider.accessTokens.push(accessToken);
    profiles.set(accessToken, grant.account);
    sendJson(response, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 });
  }

  function profile(request: IncomingMessage, style: 'oidc' | 'facebook', response: ServerResponse): void {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    const account = bearer ? profiles.get(bearer[1]!) : undefined;
    if (!account) {
      sendJson(response, 401, { error: 'invalid_token' });
      return;
    }
    const name = [account.givenName, account.familyName].filter(Boolean).join(' ');
    if (style === 'facebook') {
      // Facebook leaves out an address it has not confirmed, and says nothing about verification.
      sendJson(response, 200, { id: '1001', first_name: account.givenName, last_name: account.familyName, name, ...(account.email && account.emailVerified ? { email: account.email } : {}) });
      return;
    }
    sendJson(response, 200, { sub: `sub-${account.email ?? 'none'}`, email: account.email, email_verified: account.emailVerified, given_name: account.givenName, family_name: account.familyName, name });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake.provider');
    void (async () => {
      if (request.method === 'GET' && url.pathname === '/authorize') return authorize(url.searchParams, response);
      if (request.method === 'POST' && url.pathname === '/authorize') return decide((await formOf(request)).form, response);
      if (request.method === 'POST' && url.pathname === '/token') {
        const { raw, form } = await formOf(request);
        return token(request, raw, form, response);
      }
      if (request.method === 'GET' && url.pathname === '/userinfo') return profile(request, 'oidc', response);
      if (request.method === 'GET' && url.pathname === '/facebook/me') return profile(request, 'facebook', response);
      // Browsers ask for a page's icon; a 404 would show in the browser tests' console.
      if (url.pathname === '/favicon.ico') return void response.writeHead(204).end();
      sendJson(response, 404, { error: 'not_found' });
    })().catch((error: unknown) => sendJson(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...provider,
    baseUrl,
    app: (style, clientId) => ({
      clientId,
      clientSecret: provider.clients.get(clientId) ?? '',
      authorizationUrl: `${baseUrl}/authorize`,
      tokenUrl: `${baseUrl}/token`,
      profileUrl: style === 'facebook' ? `${baseUrl}/facebook/me?fields=id,first_name,last_name,name,email` : `${baseUrl}/userinfo`,
    }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The person's answer on the authorization page, without a browser: allows (or denies) as
 * `account`, and gives the address the provider sends the browser back to.
 */
export async function answerAuthorization(authorizationUrl: string, account: FakeAccount, decision: 'allow' | 'deny' = 'allow'): Promise<URL> {
  const url = new URL(authorizationUrl);
  const page = await fetch(url);
  if (!page.ok) throw new Error(`the fake provider refused the authorization request: ${page.status} ${await page.text()}`);
  const form = new URLSearchParams();
  for (const name of FORM_FIELDS) form.set(name, url.searchParams.get(name) ?? '');
  form.set('decision', decision);
  if (account.email) form.set('email', account.email);
  if (account.emailVerified !== false) form.set('email_verified', 'true');
  if (account.givenName) form.set('given_name', account.givenName);
  if (account.familyName) form.set('family_name', account.familyName);
  const answer = await fetch(new URL('/authorize', url), { method: 'POST', body: form, redirect: 'manual' });
  const location = answer.headers.get('location');
  if (answer.status !== 302 || !location) throw new Error(`the fake provider did not redirect back: ${answer.status}`);
  return new URL(location);
}
