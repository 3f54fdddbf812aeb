import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT, startAppProcess } from './app-process';
import { HOW_TO_INSTALL_CHROMIUM, findChromium } from './chromium';
import { startFakeIntegrations } from './fake-integrations';
import { startMailCapture } from './mailbox';
import { E2E_OAUTH_CLIENTS, startFakeOAuthProvider } from './fake-oauth-provider';
import { e2eIntegrationState } from '../factories/integration.factory';

declare module 'vitest' {
  export interface ProvidedContext {
    appPort: number;
    chromiumPath: string;
    appStartSeconds: number;
    sessionCacheDir: string;
    /** Where the mail the server sends lands, one file a message (test/support/mailbox.ts). */
    mailDir: string;
    /** The server's database, for data no screen sets up yet. */
    appDatabaseUrl: string;
    /** The fake sign-in provider the server knows as Google and Facebook; sites may point their own provider at it too. */
    oauthProviderUrl: string;
  }
}

/**
 * Once per browser-test run: build the client, start the real server on a fresh data folder
 * (embedded PostgreSQL, demo data) exactly as `npm start` does, and stop it afterwards.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath) throw new Error(HOW_TO_INSTALL_CHROMIUM);
  const build = spawnSync(process.execPath, [join(REPO_ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    // Vitest runs with NODE_ENV=test, which would give React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);

  const dataDir = mkdtempSync(join(tmpdir(), 'ideahunt-e2e-'));
  // The integrations' services, as the browser tests' server reaches them (it cannot reach the real ones).
  const integrations = await startFakeIntegrations(e2eIntegrationState());
  const { endpoints } = integrations;
  const mailDir = mkdtempSync(join(tmpdir(), 'ideahunt-e2e-mail-'));
  const mail = await startMailCapture(mailDir);
  // Google and Facebook, as the browser tests' server and browser reach them.
  const oauthProvider = await startFakeOAuthProvider(E2E_OAUTH_CLIENTS);
  const google = oauthProvider.app('oidc', 'google-client');
  const facebook = oauthProvider.app('facebook', 'facebook-client');
  const app = await startAppProcess({
    dataDir,
    command: 'server',
    env: {
      SMTP_URL: mail.url,
      TRELLO_API_URL: endpoints.trelloApiUrl,
      TRELLO_API_KEY: endpoints.trelloApiKey ?? '',
      TYPEFORM_API_URL: endpoints.typeformApiUrl,
      QUICKTAPSURVEY_API_URL: endpoints.quicktapsurveyApiUrl,
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_AUTHORIZATION_URL: google.authorizationUrl,
      GOOGLE_TOKEN_URL: google.tokenUrl,
      GOOGLE_PROFILE_URL: google.profileUrl,
      FACEBOOK_CLIENT_ID: facebook.clientId,
      FACEBOOK_CLIENT_SECRET: facebook.clientSecret,
      FACEBOOK_AUTHORIZATION_URL: facebook.authorizationUrl,
      FACEBOOK_TOKEN_URL: facebook.tokenUrl,
      FACEBOOK_PROFILE_URL: facebook.profileUrl,
      // Sites' own OAuth2 provider in the browser tests is the same local fake one.
      OAUTH2_ALLOW_PRIVATE_HOSTS: 'true',
    },
  });
  project.provide('appPort', app.port);
  project.provide('chromiumPath', chromiumPath);
  project.provide('appStartSeconds', app.startSeconds);
  const sessionCacheDir = mkdtempSync(join(tmpdir(), 'ideahunt-e2e-sessions-'));
  project.provide('sessionCacheDir', sessionCacheDir);
  project.provide('mailDir', mailDir);
  project.provide('appDatabaseUrl', app.databaseUrl());
  project.provide('oauthProviderUrl', oauthProvider.baseUrl);

  return async () => {
    const code = await app.stop();
    await integrations.close();
    await mail.close();
    rmSync(mailDir, { recursive: true, force: true });
    await oauthProvider.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(sessionCacheDir, { recursive: true, force: true });
    if (code !== 0) throw new Error(`the server did not stop cleanly (exit ${code}):\n${app.output()}`);
  };
}
