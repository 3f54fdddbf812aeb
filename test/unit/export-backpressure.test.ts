import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { roomIn } from '#server/export/backpressure.ts';

/** A writer waits for a slow reader (the export's client) and stops when it goes away. */
describe('room in an export stream', () => {
  const full = () => {
    const stream = new PassThrough({ highWaterMark: 16 });
    while (stream.write(Buffer.alloc(16)));
    return stream;
  };

  it('is there at once while the buffer has room', async () => {
    await expect(roomIn(new PassThrough())).resolves.toBe(true);
  });

  it('comes when the reader drains a full buffer, not before', async () => {
    const stream = full();
    let settled: boolean | undefined;
    const waiting = roomIn(stream).then((room) => (settled = room));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBeUndefined();
    stream.resume();
    await expect(waiting).resolves.toBe(true);
  });

  it('is refused when the stream closes instead', async () => {
    const stream = full();
    const waiting = roomIn(stream);
    stream.destroy();
    await expect(waiting).resolves.toBe(false);
    await expect(roomIn(stream)).resolves.toBe(false);
  });
});
