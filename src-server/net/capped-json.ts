/** More bytes than the caller would read from a server it does not control. */
export class AnswerTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`the answer is larger than ${limit} bytes`);
    this.name = 'AnswerTooLarge';
  }
}

/**
 * A response's body, read up to `limit` bytes: a declared length over it is refused before
 * reading, and a stream that runs past it is cancelled there, so a misbehaving server cannot make
 * the process buffer without end.
 */
export async function readCappedBytes(response: Response, limit: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > limit) {
    await response.body?.cancel();
    throw new AnswerTooLarge(limit);
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new AnswerTooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** A response's JSON, read up to `limit` bytes (readCappedBytes); null for a body that is not JSON. */
export async function readCappedJson(response: Response, limit: number): Promise<unknown> {
  const bytes = await readCappedBytes(response, limit);
  if (bytes.length === 0) return null;
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
