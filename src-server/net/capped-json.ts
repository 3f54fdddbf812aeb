/** More bytes than the caller would read from a server it does not control. */
export class AnswerTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`the answer is larger than ${limit} bytes`);
    this.name = 'AnswerTooLarge';
  }
}

/**
 * A response's JSON, read up to `limit` bytes: a declared length over it is refused before
 * reading, and a stream that runs past it is cancelled there, so a misbehaving server cannot make
 * the process buffer without end. Null for a body that is not JSON.
 */
export async function readCappedJson(response: Response, limit: number): Promise<unknown> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > limit) {
    await response.body?.cancel();
    throw new AnswerTooLarge(limit);
  }
  if (!response.body) return null;
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
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
