import { describe, expect, it } from 'vitest';
import { fetchProfile } from '#server/modules/auth/external-profile.ts';
import { PROVIDER_ANSWER_LIMIT, type SourceProvider } from '#server/modules/auth/external-providers.ts';
import { AnswerTooLarge, readCappedJson } from '#server/net/capped-json.ts';

/** A body streamed in chunks without a declared length, as a server that never says how much is coming. */
function streamed(text: string, chunk = 1024): Response {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + chunk));
      offset += chunk;
    },
  });
  return new Response(body, { headers: { 'content-type': 'application/json' } });
}

describe('answers read from servers we do not control', () => {
  it('reads JSON within the limit, and gives null for a body that is not JSON', async () => {
    expect(await readCappedJson(streamed('{"email":"anna@example.com"}'), 100)).toEqual({ email: 'anna@example.com' });
    expect(await readCappedJson(new Response('<html>'), 100)).toBeNull();
  });

  it('refuses a declared length over the limit before reading, and stops a stream that runs past it', async () => {
    await expect(readCappedJson(new Response('x'.repeat(200), { headers: { 'content-length': '200' } }), 100)).rejects.toBeInstanceOf(AnswerTooLarge);
    await expect(readCappedJson(streamed(`"${'x'.repeat(5000)}"`, 64), 100)).rejects.toBeInstanceOf(AnswerTooLarge);
  });

  it("fails an external sign-in whose profile endpoint answers more than a profile's worth", async () => {
    const huge = JSON.stringify({ email: 'anna@example.com', name: 'x'.repeat(PROVIDER_ANSWER_LIMIT) });
    const provider = { source: 'oauth2', profileUrl: 'https://id.example/userinfo', fetch: async () => streamed(huge) } as unknown as SourceProvider;
    await expect(fetchProfile(provider, 'token')).rejects.toMatchObject({ reason: expect.stringContaining('larger than 65536 bytes') });
  });
});
