import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, startAppProcess, type AppProcess } from '../support/app-process';

/**
 * This checkout without what is built, installed or kept: `npm start` builds its client into the
 * copy, so the build the browser tests serve from this checkout, running at the same time, stays whole.
 */
function copyCheckout(): string {
  const copy = mkdtempSync(join(tmpdir(), 'ideahunt-node-lts-checkout-'));
  const notCopied = new Set(['node_modules', 'dist', 'data', 'test-results', '.git']);
  for (const entry of readdirSync(REPO_ROOT)) {
    if (!notCopied.has(entry)) cpSync(join(REPO_ROOT, entry), join(copy, entry), { recursive: true, verbatimSymlinks: true });
  }
  symlinkSync(realpathSync(join(REPO_ROOT, 'node_modules')), join(copy, 'node_modules'));
  return copy;
}

/** The executables of the server processes started in `cwd` (their command runs src/main.ts). */
function serverExecutables(cwd: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (command.includes('src/main.ts') && readlinkSync(`/proc/${pid}/cwd`) === cwd) found.push(readlinkSync(`/proc/${pid}/exe`));
    } catch {
      // The process ended while it was being read.
    }
  }
  return found;
}

describe(`npm start on Node ${process.versions.node}`, () => {
  const checkout = copyCheckout();
  const dataDir = mkdtempSync(join(tmpdir(), 'ideahunt-node-lts-start-'));
  let app: AppProcess | undefined;
  afterAll(async () => {
    await app?.stop();
    rmSync(checkout, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('builds, starts the embedded PostgreSQL, seeds the demo and answers GET / with 200, all on this Node', async () => {
    app = await startAppProcess({ dataDir, command: 'npm-start', cwd: checkout, nodeBinary: process.execPath, embeddedDatabase: true, timeoutMs: 200_000 });
    console.log(`npm start on Node ${process.versions.node} answered after ${app.startSeconds.toFixed(1)} s`);
    expect(serverExecutables(checkout)).toEqual([realpathSync(process.execPath)]);
    expect(existsSync(join(checkout, 'dist/client/index.html'))).toBe(true);
    const home = await fetch(`http://127.0.0.1:${app.port}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
    expect(app.output()).toContain('Database: embedded PostgreSQL');
    expect(app.output()).toContain('First start: demo organisations and accounts created.');
    expect((await fetch(`http://127.0.0.1:${app.port}/readyz`)).status).toBe(200);
    expect(await app.stop()).toBe(0);
    expect(app.output()).toContain('Stopped cleanly.');
  });
});
