import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Chromium's headless shell (the "old headless") draws pages as the browser does without the
 * browser's own windowing and UI layers, and costs about a fifth less processor time per browser
 * test; Playwright drives it by default for the same reason. Debian ships it as its own package.
 */
const HEADLESS_SHELLS = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];
const BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export const HOW_TO_INSTALL_CHROMIUM =
  'Browser tests need Chromium. On Debian or Ubuntu: `sudo apt-get install chromium chromium-headless-shell`; elsewhere install ' +
  'Chromium or Chrome and set CHROMIUM_PATH to its executable. (Playwright never downloads a browser here.)';

export interface ChromiumChoice {
  /** Lighthouse measures a full browser; the browser tests take the lighter headless shell when there is one. */
  headlessShell: boolean;
}

const BROWSER_TESTS: ChromiumChoice = { headlessShell: true };

/** The system Chromium to drive, or null when there is none. */
export function findChromium(choice: ChromiumChoice = BROWSER_TESTS): string | null {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return existsSync(configured) ? configured : null;
  const candidates = choice.headlessShell ? [...HEADLESS_SHELLS, ...BROWSERS] : BROWSERS;
  return candidates.find((path) => existsSync(path)) ?? null;
}

/**
 * Makes sure Chromium is there: on Debian as root it installs what is missing of the `chromium`
 * and `chromium-headless-shell` packages; anywhere else it takes what it finds, or stops with a
 * message that says how to install it.
 */
export function ensureChromium(log: (message: string) => void, choice: ChromiumChoice = BROWSER_TESTS): string {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && !process.env.CHROMIUM_PATH;
  const missing = [
    ...(BROWSERS.some((path) => existsSync(path)) ? [] : ['chromium']),
    ...(choice.headlessShell && !HEADLESS_SHELLS.some((path) => existsSync(path)) ? ['chromium-headless-shell'] : []),
  ];
  if (canInstall && missing.length > 0) {
    log(`Installing the Debian package${missing.length > 1 ? 's' : ''} ${missing.map((name) => `\`${name}\``).join(' and ')} for the browser tests (about 30 s)...`);
    const failed = [['update'], ['install', '-y', '--no-install-recommends', ...missing]].find(
      (args) => spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status !== 0,
    );
    // Without the headless shell the full browser still runs every test, only slower.
    if (failed && !findChromium(choice)) throw new Error(`apt-get ${failed.join(' ')} failed. ${HOW_TO_INSTALL_CHROMIUM}`);
    if (failed) log(`apt-get ${failed.join(' ')} failed; the browser tests use ${findChromium(choice)} instead.`);
  }
  const found = findChromium(choice);
  if (!found) throw new Error(HOW_TO_INSTALL_CHROMIUM);
  return found;
}
