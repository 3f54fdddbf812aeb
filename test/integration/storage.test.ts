import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#server/net/free-port.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import { LocalDiskStorage } from '#server/storage/local-disk-storage.ts';
import { S3Storage } from '#server/storage/s3-storage.ts';

const scratch = mkdtempSync(join(tmpdir(), 'ideahunt-storage-'));
const source = join(scratch, 'source.bin');
const content = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
writeFileSync(source, content);

let s3server: S3rver | undefined;
let s3: S3Storage | undefined;

beforeAll(async () => {
  const port = await freePort();
  s3server = new S3rver({ port, address: '127.0.0.1', directory: join(scratch, 's3'), silent: true, configureBuckets: [{ name: 'ideahunt-test' }] });
  await s3server.run();
  // s3rver accepts any credentials; the client still signs its requests with these.
  s3 = new S3Storage({ bucket: 'ideahunt-test', region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
});

afterAll(async () => {
  await s3server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const backends: [string, () => FileStorage][] = [
  ['local disk', () => new LocalDiskStorage(join(scratch, 'local'))],
  ['S3-compatible', () => s3!],
];

describe.each(backends)('file storage on %s', (_name, storageOf) => {
  it('stores a file and gives the same bytes back', async () => {
    const storage = storageOf();
    await storage.putFile('org/a/1/original.bin', source, 'application/octet-stream');
    const stored = await storage.get('org/a/1/original.bin');
    expect(stored?.length).toBe(1000);
    expect((await buffer(stored!.body)).equals(content)).toBe(true);
    expect(await storage.size('org/a/1/original.bin')).toBe(1000);
  });

  it('reads a byte range', async () => {
    const storage = storageOf();
    await storage.putFile('org/a/2/original.bin', source, 'application/octet-stream');
    const part = await storage.get('org/a/2/original.bin', { start: 10, end: 19 });
    expect([part?.length, part?.totalLength]).toEqual([10, 1000]);
    expect((await buffer(part!.body)).equals(content.subarray(10, 20))).toBe(true);
  });

  it('answers null for what is not there', async () => {
    const storage = storageOf();
    expect(await storage.get('org/a/missing/original.bin')).toBeNull();
    expect(await storage.size('org/a/missing/original.bin')).toBeNull();
  });

  it('deletes a file with all its variants, and nothing else', async () => {
    const storage = storageOf();
    await storage.putFile('org/b/3/original.bin', source, 'application/octet-stream');
    await storage.putFile('org/b/3/variants/100x0-inside.webp', source, 'image/webp');
    await storage.putFile('org/b/30/original.bin', source, 'application/octet-stream');
    await storage.deletePrefix('org/b/3/');
    expect(await storage.size('org/b/3/original.bin')).toBeNull();
    expect(await storage.size('org/b/3/variants/100x0-inside.webp')).toBeNull();
    expect(await storage.size('org/b/30/original.bin')).toBe(1000);
  });
});

it('keeps local keys inside the storage folder', async () => {
  const storage = new LocalDiskStorage(join(scratch, 'local'));
  await expect(storage.putFile('../escape.bin', source, 'application/octet-stream')).rejects.toThrow(/escapes/);
  await expect(storage.get('org/../../escape.bin')).rejects.toThrow(/escapes/);
});
