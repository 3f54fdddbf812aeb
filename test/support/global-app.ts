import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT, startAppProcess, type AppProcess } from './app-process';
import { databaseUrl, withoutDurability } from './test-postgres';
import { HOW_TO_INSTALL_CHROMIUM, findChromium } from './chromium';
import { startFakeIntegrations } from './fake-integrations';
import { startMailCapture } from './mailbox';
import { E2E_OAUTH_CLIENTS, startFakeOAuthProvider } from './fake-oauth-provider';
import { startOidcProvider } from './oidc-test-provider';
import { e2eIntegrationState } from '../factories/integration.factory';
import type { E2eStack } from './e2e-stack';

/**
 * Once per browser-test run: build the client, then start one stack (test/support/e2e-stack.ts)
 * for each worker, each the real server on a fresh data folder (embedded PostgreSQL, demo data)
 * exactly as `npm start` does, and stop them afterwards.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath) throw new Error(HOW_TO_INSTALL_CHROMIUM);
  // As npm start builds it: not again when nothing it is built from changed since the last build.
  const build = spawnSync(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'src/build-client.ts'), '--logLevel', 'warn'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the client's build failed:\n${build.stdout}\n${build.stderr}`);

  const started = await Promise.allSettled(Array.from({ length: project.config.maxWorkers ?? 1 }, startStack));
  const stacks = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    const failures = (await Promise.all(stacks.map((stack) => stack.stop()))).filter((failure) => failure !== undefined);
    if (failures.length > 0) throw new Error(failures.join('\n'));
  };
  const failedStart = started.find((result) => result.status === 'rejected');
  if (failedStart) {
    await stopAll();
    throw failedStart.reason;
  }
  project.provide('chromiumPath', chromiumPath);
  project.provide('e2eStacks', stacks.map((stack) => stack.provided));
  return stopAll;
}

/** One worker's server and the fakes it talks to; `stop` answers what went wrong in stopping, if anything. */
async function startStack(): Promise<{ provided: E2eStack; stop: () => Promise<string | undefined> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ideahunt-e2e-'));
  // The integrations' services, as the browser tests' server reaches them (it cannot reach the real ones).
  const integrations = await startFakeIntegrations(e2eIntegrationState());
  const { endpoints } = integrations;
  const mailDir = mkdtempSync(join(tmpdir(), 'ideahunt-e2e-mail-'));
  const mail = await startMailCapture(mailDir);
  // Google and Facebook, as the browser tests' server and browser reach them.
  const oauthProvider = await startFakeOAuthProvider(E2E_OAUTH_CLIENTS);
  // A real OpenID Connect provider, for the sites' own OpenID Connect sign-in.
  const oidcProvider = await startOidcProvider();
  const google = oauthProvider.app('oidc', 'google-client');
  const facebook = oauthProvider.app('facebook', 'facebook-client');
  const sessionCacheDir = mkdtempSync(join(tmpdir(), 'ideahunt-e2e-sessions-'));
  const closeFakes = async () => {
    await integrations.close();
    await mail.close();
    await oauthProvider.close();
    await oidcProvider.close();
    for (const dir of [mailDir, dataDir, sessionCacheDir]) rmSync(dir, { recursive: true, force: true });
  };
  let app: AppProcess;
  try {
    app = await startAppProcess({
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
  } catch (error) {
    await closeFakes();
    throw error;
  }
  // The server's own embedded cluster lives in the temp data folder and goes with it.
  if (!process.env.TEST_DATABASE_URL) {
    try {
      await withoutDurability(databaseUrl(app.databaseUrl(), 'postgres'));
    } catch (error) {
      await app.stop();
      await closeFakes();
      throw error;
    }
  }
  return {
    provided: {
      appPort: app.port,
      appStartSeconds: app.startSeconds,
      sessionCacheDir,
      mailDir,
      appDatabaseUrl: app.databaseUrl(),
      oauthProviderUrl: oauthProvider.baseUrl,
      oidcIssuer: oidcProvider.issuer,
    },
    async stop() {
      const code = await app.stop();
      await closeFakes();
      return code === 0 ? undefined : `the server did not stop cleanly (exit ${code}):\n${app.output()}`;
    },
  };
}
