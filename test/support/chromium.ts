import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export const HOW_TO_INSTALL_CHROMIUM =
  'Browser tests need Chromium. On Debian or Ubuntu: `sudo apt-get install chromium`; elsewhere install Chromium or Chrome ' +
  'and set CHROMIUM_PATH to its executable. (Playwright never downloads a browser here.)';

/** The system Chromium the browser tests drive, or null when there is none. */
export function findChromium(): string | null {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return existsSync(configured) ? configured : null;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/**
 * Makes sure Chromium is there: on Debian as root it installs the `chromium` package; anywhere
 * else it stops with a message that says how to install it.
 */
export function ensureChromium(log: (message: string) => void): string {
  const found = findChromium();
  if (found) return found;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && !process.env.CHROMIUM_PATH;
  if (!canInstall) throw new Error(HOW_TO_INSTALL_CHROMIUM);
  log('Chromium is missing: installing the Debian package `chromium` (about 30 s)...');
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed. ${HOW_TO_INSTALL_CHROMIUM}`);
  }
  const installed = findChromium();
  if (!installed) throw new Error(`Chromium was installed but not found. ${HOW_TO_INSTALL_CHROMIUM}`);
  return installed;
}
