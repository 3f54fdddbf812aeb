import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { demoAccounts, DEMO_PASSWORD } from '#server/modules/seed/demo-seed.ts';
import { REPO_ROOT, startAppProcess, type AppProcess } from '#test/support/app-process.ts';
import { ensureChromium } from '#test/support/chromium.ts';
import { weighPageLoad, type PageWeight } from '#test/support/page-weight.ts';
import { openLighthouse, type LighthouseFigures } from './web-lighthouse';

/**
 * `npm run bench:web [-- --url http://host:port]`: what a first visit to the main pages costs.
 * Builds the client and starts the server on fresh demo data (or measures the server at --url,
 * which must hold the demo data, e.g. an older build to compare with), then prints per page the
 * JavaScript and CSS it downloads (raw, gzip, brotli), its requests, and Lighthouse's LCP, CLS and
 * TBT under its default mobile conditions. Not part of `npm test`: it takes a minute or two.
 */

/** The demo campaign with ideas, and the account that coaches it (src-server/modules/seed). */
const DEMO_CAMPAIGN = 'greener-commutes';
const COACH = demoAccounts[2].email;

interface Target {
  name: string;
  path: string;
  signedIn: boolean;
}

interface PageResult {
  target: Target;
  weight: PageWeight;
  requests: number;
  lighthouse: LighthouseFigures;
}

const log = (message: string) => process.stderr.write(`${message}\n`);

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function buildClient(): void {
  log('building the client…');
  const build = spawnSync(process.execPath, [join(REPO_ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('vite build failed');
}

type Post = (url: string, init: { headers: Record<string, string>; data: unknown }) => Promise<{ ok(): boolean; status(): number; headers(): Record<string, string> }>;

/** Signs the demo coach in through the API, as the browser does, and answers the session cookie. */
async function signIn(baseUrl: string, post: Post): Promise<string> {
  const response = await post(`${baseUrl}/trpc/auth.login`, {
    headers: { 'content-type': 'application/json', origin: baseUrl },
    data: { json: { email: COACH, password: DEMO_PASSWORD } },
  });
  const cookie = response.headers()['set-cookie']?.split(';')[0];
  if (!response.ok() || !cookie) throw new Error(`signing in as ${COACH} failed: HTTP ${response.status()}`);
  return cookie;
}

/** The campaign's most upvoted idea, as a visitor sees the list. */
async function popularIdea(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/legacy/guest/ideas?slug=${DEMO_CAMPAIGN}&sortBy=popular&count=1`);
  const body = (await response.json()) as { result?: { guid: string }[] };
  const guid = body.result?.[0]?.guid;
  if (!guid) throw new Error(`no idea found in ${DEMO_CAMPAIGN}: is the demo data there?`);
  return guid;
}

async function measurePage(browser: Browser, baseUrl: string, target: Target, cookie: string, lighthouse: Awaited<ReturnType<typeof openLighthouse>>): Promise<PageResult> {
  const url = `${baseUrl}${target.path}`;
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  // Signed in as the browser would be: the context keeps the cookie the login answer sets.
  if (target.signedIn) await signIn(baseUrl, (url, init) => context.request.post(url, init));
  const page = await context.newPage();
  let requests = 0;
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource') requests += 1;
  });
  try {
    const weight = await weighPageLoad(page, url, { ready: (loaded) => loaded.getByRole('heading', { level: 1 }).first().waitFor() });
    return { target, weight, requests, lighthouse: await lighthouse.measure(url, target.signedIn ? cookie : undefined) };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function renderTable(results: PageResult[]): string {
  const header = ['page', 'JS raw/gzip/br KB', 'CSS raw/gzip/br KB', 'requests', 'LCP ms', 'CLS', 'TBT ms', 'score'];
  const rows = results.map(({ target, weight, requests, lighthouse }) => [
    target.name,
    `${kb(weight.script.raw)}/${kb(weight.script.gzip)}/${kb(weight.script.brotli)} (${weight.script.requests})`,
    `${kb(weight.stylesheet.raw)}/${kb(weight.stylesheet.gzip)}/${kb(weight.stylesheet.brotli)} (${weight.stylesheet.requests})`,
    String(requests),
    lighthouse.lcpMs.toFixed(0),
    lighthouse.cumulativeLayoutShift.toFixed(3),
    lighthouse.tbtMs.toFixed(0),
    lighthouse.performanceScore.toFixed(0),
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  return [header, ...rows].map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')).join('\n');
}

async function main(): Promise<void> {
  const chromiumPath = ensureChromium(log, { headlessShell: false });
  const givenUrl = argument('--url');
  let app: AppProcess | undefined;
  let dataDir: string | undefined;
  if (!givenUrl) {
    buildClient();
    dataDir = mkdtempSync(join(tmpdir(), 'ideahunt-bench-web-'));
    app = await startAppProcess({ dataDir, command: 'server' });
  }
  const baseUrl = givenUrl ?? `http://127.0.0.1:${app!.port}`;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const lighthouse = await openLighthouse(chromiumPath);
  try {
    // Lighthouse opens its own tabs, so it gets a session of its own as a Cookie header.
    const loginContext = await browser.newContext();
    const cookie = await signIn(baseUrl, (url, init) => loginContext.request.post(url, init));
    await loginContext.close();
    const targets: Target[] = [
      { name: 'start /', path: '/', signedIn: false },
      { name: 'dashboard /coach', path: '/coach', signedIn: true },
      { name: 'brief', path: `/coach/campaigns/${DEMO_CAMPAIGN}/brief`, signedIn: false },
      { name: 'idea', path: `/ideas/${await popularIdea(baseUrl)}`, signedIn: false },
    ];
    const results: PageResult[] = [];
    for (const target of targets) {
      log(`measuring ${target.name}…`);
      results.push(await measurePage(browser, baseUrl, target, cookie, lighthouse));
    }
    process.stdout.write(`\nbench:web at ${baseUrl} (sizes from the response bodies; Lighthouse mobile, simulated throttling)\n\n${renderTable(results)}\n`);
  } finally {
    await lighthouse.close();
    await browser.close();
    await app?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
