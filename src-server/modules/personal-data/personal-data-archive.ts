import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import yazl from 'yazl';
import { csvChunk, type Cell } from '#server/export/csv.ts';
import type { User } from '#server/entities/user.entity.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import { filePath, personalDataTables, type Table } from './personal-data-tables';

function csv(table: Table): Buffer {
  const rows: Cell[][] = table.rows.map((row) => table.columns.map((column) => {
    const value = row[column];
    return value === null || value === undefined ? '' : typeof value === 'boolean' ? String(value) : value;
  }));
  return csvChunk([table.columns, ...rows], 'csv', true);
}

const README = [
  'This zip holds a copy of the data the site keeps about one person.',
  'data.json: everything, for programs. One CSV file per kind of data, for spreadsheet programs.',
  'files/: the files the person uploaded, as they uploaded them.',
  '',
].join('\n');

/**
 * Writes the person's zip to storage under `key` and returns its size. Uploaded files stream
 * from storage into the zip and the zip streams to a temporary file, so memory stays flat
 * however large the files are; only the rows are held, and they are the one person's.
 */
export async function writePersonalDataArchive(em: EntityManager, storage: FileStorage, person: User, key: string, now = new Date()): Promise<number> {
  const { tables, files } = await personalDataTables(em, person);
  const zip = new yazl.ZipFile();
  const folder = await mkdtemp(join(tmpdir(), 'ideahunt-personal-data-'));
  const target = join(folder, 'export.zip');
  try {
    const written = pipeline(zip.outputStream, createWriteStream(target));
    const options = { mtime: now };
    zip.addBuffer(Buffer.from(README), 'README.txt', options);
    const data = Object.fromEntries(tables.map((table) => [table.name, table.rows]));
    zip.addBuffer(Buffer.from(JSON.stringify({ exportedAt: now.toISOString(), ...data }, null, 2)), 'data.json', options);
    for (const table of tables) zip.addBuffer(csv(table), `${table.name}.csv`, options);
    for (const file of files) {
      // A file whose original is gone is still listed in files.csv; there is nothing to copy.
      if ((await storage.size(file.storageKey)) === null) continue;
      // Opened only when the zip reaches it: one stored file is read at a time.
      zip.addReadStreamLazy(filePath(file), { mtime: file.createdAt, compress: !/^(image|video)\//.test(file.mimeType) }, (callback) => {
        storage.get(file.storageKey).then(
          (stored) => (stored ? callback(null, stored.body) : callback(new Error(`stored file ${file.id} went missing during the export`), Readable.from([]))),
          (error: unknown) => callback(error, Readable.from([])),
        );
      });
    }
    zip.end();
    await written;
    await storage.putFile(key, target, 'application/zip');
    return (await stat(target)).size;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
