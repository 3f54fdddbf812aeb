import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  /** Bytes in this response (the range, when one was asked for). */
  length: number;
  /** Bytes in the whole object. */
  totalLength: number;
}

export interface ByteRange {
  start: number;
  /** Inclusive, as in HTTP Range. */
  end: number;
}

/**
 * Where uploaded files live: local disk by default, any S3-compatible store by configuration.
 * Keys are opaque paths ("org/<id>/<guid>/original.png"); writes are all-or-nothing, so a failed
 * upload never leaves a partial object behind.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores the file at `sourcePath` under `key`. */
  putFile(key: string, sourcePath: string, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** The object's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** Removes every object whose key starts with `prefix` (a file and its variants). */
  deletePrefix(prefix: string): Promise<void>;
}
