import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { ByteRange, FileStorage, StoredObject } from './file-storage';

/** Files on the local disk under one root folder (./data/files by default). */
export class LocalDiskStorage implements FileStorage {
  readonly kind = 'local';
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** Keys are checked to stay inside the root, whatever a caller passes. */
  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`storage key escapes the root: ${key}`);
    return path;
  }

  /** The content type is not kept: it is recorded with the file's row. */
  async putFile(key: string, sourcePath: string, _contentType?: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    // Copy beside the target, then rename: readers never see a half-written file.
    const partial = join(dirname(target), `.partial-${randomUUID()}`);
    try {
      await copyFile(sourcePath, partial);
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const path = this.pathOf(key);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    const start = range?.start ?? 0;
    const end = range?.end ?? info.size - 1;
    return { body: createReadStream(path, { start, end }), length: Math.max(0, end - start + 1), totalLength: info.size };
  }

  async size(key: string): Promise<number | null> {
    const info = await stat(this.pathOf(key)).catch(() => null);
    return info?.isFile() ? info.size : null;
  }

  async deletePrefix(prefix: string): Promise<void> {
    const path = this.pathOf(prefix.replace(/\/$/, ''));
    await rm(path, { recursive: true, force: true });
  }
}
