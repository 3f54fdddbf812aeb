import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/**
 * Builds the client into dist/client, as `npm start` does first (its prestart) and `npm run build`:
 * skipped when the last build was made from the same inputs, so a restart answers in seconds
 * rather than after a build's half minute. `--force` builds anyway; other arguments go to Vite.
 */
const root = resolve(import.meta.dirname, '..');
/** What the build reads: the client, what it imports from src-shared, the build's configuration and the installed dependencies. */
const INPUTS = ['src-client', 'src-shared', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];
/** Beside dist/client, not in it: the server serves that folder. */
const MARKER = join(root, 'dist', 'client-build-inputs.sha256');

/** The input's files: itself, or every file under it. */
function filesOf(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function inputsHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => filesOf(join(root, input))).sort()) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  // Vite writes VITE_* variables into the client.
  for (const [name, value] of Object.entries(process.env).filter(([name]) => name.startsWith('VITE_')).sort()) hash.update(`${name}=${value}\0`);
  return hash.digest('hex');
}

const args = process.argv.slice(2);
const force = args.includes('--force');
const viteArgs = args.filter((arg) => arg !== '--force');
const wanted = inputsHash();
const built = existsSync(MARKER) && existsSync(join(root, 'dist/client/index.html')) ? readFileSync(MARKER, 'utf8').trim() : null;

if (!force && built === wanted) {
  console.log('The client is unchanged since its last build: not building it again.');
} else {
  // A build that fails or is stopped half way must not leave a marker that vouches for it.
  rmSync(MARKER, { force: true });
  const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', ...viteArgs], {
    cwd: root,
    stdio: 'inherit',
    // React's production build, whatever the caller's NODE_ENV (Vitest sets "test").
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(MARKER, `${wanted}\n`);
}
