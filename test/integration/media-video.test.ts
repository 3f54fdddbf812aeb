import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '#server/jobs/job-handlers.ts';
import { startJobQueue, type RunningJobQueue } from '#server/jobs/pg-boss-queue.ts';
import { MediaFileSchema, type MediaFile } from '#server/entities/media.entity.ts';
import { presentMedia } from '#server/modules/media/media.presenter.ts';
import { hostFor } from '../factories/organisation.factory';
import { scopedEm, testDeps } from '../support/callers';
import { createTestApp } from '../support/http';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';
import { bearerFor, mp4Of, uploadFile } from '../support/upload';

const scratch = mkdtempSync(join(tmpdir(), 'ideahunt-video-test-'));

/** A one-second 160x120 clip with a tone, made by the same ffmpeg the server uses. */
function tinyVideo(): Buffer {
  const path = join(scratch, 'tiny.mp4');
  execFileSync(ffmpegInstaller.path, [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10',
    '-f', 'lavfi', '-i', 'sine=frequency=440',
    '-t', '1', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', path,
  ]);
  return readFileSync(path);
}

describe('video transcoding', () => {
  const logger = pino({ level: 'silent' });
  let queue: RunningJobQueue;
  let app: FastifyInstance;
  let personas: Personas;
  let authorization: string;

  beforeAll(async () => {
    queue = await startJobQueue(testOrm().config.getClientUrl(), logger, { pollingIntervalSeconds: 0.5 });
    await queue.work(jobHandlers(testOrm(), testDeps.storage, { from: 'test@localhost', transport: null }, logger, { jobs: queue, publicUrl: testDeps.publicUrl, jwtKey: testDeps.jwtKey, adminConfiguredUrls: testDeps.adminConfiguredUrls }));
    app = await createTestApp({ jobs: queue });
    personas = await createPersonas();
    authorization = await bearerFor(personas.participant);
  });
  afterAll(async () => {
    await app.close();
    await queue.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  async function settled(guid: string): Promise<MediaFile> {
    for (let waited = 0; waited < 90_000; waited += 250) {
      const media = await scopedEm(personas.org).findOneOrFail(MediaFileSchema, { id: guid });
      if (!media.processing) return media;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the video was still processing after 90 s');
  }

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: hostFor(personas.org) } });

  it('stores the video at once as processing, transcodes it to webm and mp4 with a poster, then clears processing', async () => {
    const response = await uploadFile(app, { host: hostFor(personas.org), authorization, context: 'video', filename: 'pitch.mp4', content: tinyVideo() });
    expect(response.body.result).toMatchObject({ processing: true, encodedVideos: [], failed: false });
    const guid = response.body.result!.guid as string;

    const media = await settled(guid);
    expect(media.processingError).toBeNull();
    expect(presentMedia(media)).toMatchObject({
      processing: false,
      encodedVideos: [
        { format: 'webm', url: `/media/${guid}/video.webm` },
        { format: 'mp4', url: `/media/${guid}/video.mp4` },
      ],
      thumbnail: `/media/${guid}/poster.jpg`,
    });

    const webm = await get(`/media/${guid}/video.webm`);
    expect([webm.statusCode, webm.headers['content-type']]).toEqual([200, 'video/webm']);
    expect(webm.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    const mp4 = await get(`/media/${guid}/video.mp4`);
    expect([mp4.statusCode, mp4.headers['content-type'], mp4.rawPayload.subarray(4, 8).toString()]).toEqual([200, 'video/mp4', 'ftyp']);
    const poster = await get(`/media/${guid}/poster.jpg`);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(poster.rawPayload).metadata()).width).toBe(160);
  }, 120_000);

  it('records a failure instead of processing forever when the file will not transcode', async () => {
    const response = await uploadFile(app, { host: hostFor(personas.org), authorization, context: 'video', filename: 'broken.mp4', content: mp4Of(8192) });
    const media = await settled(response.body.result!.guid as string);
    expect(presentMedia(media)).toMatchObject({ processing: false, failed: true, encodedVideos: [] });
    expect(media.processingError).toBe('VIDEO_PROCESSING_FAILED');
  }, 120_000);
});
