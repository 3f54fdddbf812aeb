import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts } from '#server/modules/seed/demo-seed.ts';
import { REPO_ROOT, startAppProcess, type AppProcess } from '../support/app-process';
import { expectNoA11yViolations } from '../support/axe';
import { HOW_TO_INSTALL_CHROMIUM, findChromium } from '../support/chromium';

/** Finds the embedded cluster folder, wherever the root-user rule put it. */
function postmasterPidFiles(output: string): string[] {
  const dataDir = /data in (\S+)/.exec(output)?.[1];
  return dataDir && existsSync(dataDir) ? readdirSync(dataDir).filter((name) => name === 'postmaster.pid') : [];
}

describe('npm start on a fresh machine', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ideahunt-start-'));
  let app: AppProcess | undefined;
  afterAll(async () => {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('builds, starts PostgreSQL, seeds the demo and answers GET / with 200 within 60 seconds', async () => {
    // A fresh machine has no build: the browser tests' build, from the same sources, must not count.
    rmSync(join(REPO_ROOT, 'dist/client-build-inputs.sha256'), { force: true });
    const started = Date.now();
    app = await startAppProcess({ dataDir, command: 'npm-start' });
    const home = await fetch(`http://127.0.0.1:${app.port}/`);
    const seconds = (Date.now() - started) / 1000;
    console.log(`npm start answered GET / after ${seconds.toFixed(1)} s`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
    expect(seconds).toBeLessThan(60);
    const output = app.output();
    expect(output).not.toContain('The client is unchanged');
    expect(output).toContain('First start: demo organisations and accounts created.');
    expect(output).toContain(DEMO_PASSWORD);
    for (const account of demoAccounts) expect(output).toContain(account.email);
    expect((await fetch(`http://127.0.0.1:${app.port}/readyz`)).status).toBe(200);
  });

  it('shows a first visitor a start page without accessibility violations', async () => {
    const executablePath = findChromium();
    if (!executablePath) throw new Error(HOW_TO_INSTALL_CHROMIUM);
    // This project runs without the browser tests' setup: it starts a browser of its own.
    const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`http://127.0.0.1:${app!.port}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectNoA11yViolations(page);
    } finally {
      await browser.close();
    }
  });

  it('finishes requests in flight on SIGTERM, then stops PostgreSQL cleanly', async () => {
    const running = app!;
    const logins = Array.from({ length: 16 }, (_, i) =>
      fetch(`http://127.0.0.1:${running.port}/trpc/auth.login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${running.port}` },
        body: JSON.stringify({ json: { email: `nobody${i}@example.com`, password: 'not-a-password' } }),
      }).then((response) => response.status),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const code = await running.stop();
    const statuses = await Promise.all(logins);
    expect(statuses).toEqual(statuses.map(() => 401));
    expect(code).toBe(0);
    expect(running.output()).toContain('Stopped cleanly.');
    expect(postmasterPidFiles(running.output())).toEqual([]);
  });

  it('reuses the same data and the same build on the next start: no new seed, same accounts', async () => {
    app = await startAppProcess({ dataDir, command: 'npm-start' });
    expect(app.output()).toContain('The client is unchanged since its last build: not building it again.');
    expect(app.output()).not.toContain('First start');
    expect(app.output()).toContain(demoAccounts[0].email);
    const response = await fetch(`http://127.0.0.1:${app.port}/legacy/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: demoAccounts[3].email, password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(200);
    expect(await app.stop()).toBe(0);
    app = undefined;
  });
});
