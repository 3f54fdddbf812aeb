import type { Writable } from 'node:stream';

/**
 * Resolves when `stream` takes more writes: at once when its buffer has room, else at its next
 * 'drain'. False when it closed instead (the client went away), so the writer stops. A writer
 * that pushes into a stream by itself (not by pipe) waits here, or a slow client makes the
 * server hold the whole file.
 */
export function roomIn(stream: Writable): Promise<boolean> {
  if (stream.destroyed || stream.writableEnded) return Promise.resolve(false);
  if (!stream.writableNeedDrain) return Promise.resolve(true);
  return new Promise((resolve) => {
    const settle = (room: boolean) => () => {
      stream.off('drain', onDrain);
      stream.off('close', onClose);
      resolve(room);
    };
    const onDrain = settle(true);
    const onClose = settle(false);
    stream.on('drain', onDrain);
    stream.on('close', onClose);
  });
}
