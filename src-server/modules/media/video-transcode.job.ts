import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { TENANT_FILTER, type TenantFilterArgs } from '#server/db/base-entity.ts';
import type { JobPayloads } from '#server/jobs/job-queue.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import { MediaFileSchema, type EncodedVideo } from '#server/entities/media.entity.ts';
import { mediaKeyPrefix } from './media.service';

const run = promisify(execFile);
/** Even dimensions (the codecs need them), at most 1280 wide, never enlarged. */
const SCALE = "scale='trunc(min(1280,iw)/2)*2':-2";
const FFMPEG_TIMEOUT_MS = 30 * 60 * 1000;

function ffmpeg(args: string[]) {
  return run(ffmpegInstaller.path, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { timeout: FFMPEG_TIMEOUT_MS, maxBuffer: 10 * 1024 * 1024 });
}

/**
 * Transcodes an uploaded video to webm and mp4 (the spec's playable formats besides ogg) and
 * takes a poster frame, then clears `processing`. A failure is recorded on the file, so the
 * client shows it instead of waiting forever.
 */
export function videoTranscodeJob(orm: MikroORM, storage: FileStorage, logger: Logger) {
  return async ({ mediaId, organisationId }: JobPayloads['video-transcode']): Promise<void> => {
    const em = orm.em.fork();
    const tenant: TenantFilterArgs = { organisationId };
    em.setFilterParams(TENANT_FILTER, tenant);
    const media = await em.findOne(MediaFileSchema, { id: mediaId });
    if (!media?.processing) return;

    const folder = await mkdtemp(join(tmpdir(), 'ideahunt-video-'));
    const prefix = mediaKeyPrefix(organisationId, mediaId);
    try {
      const original = await storage.get(media.storageKey);
      if (!original) throw new Error('the original video is missing from storage');
      const input = join(folder, `input.${media.extension}`);
      await writeFile(input, await buffer(original.body));

      const outputs = {
        webm: join(folder, 'video.webm'),
        mp4: join(folder, 'video.mp4'),
        poster: join(folder, 'poster.jpg'),
      };
      const streams = ['-map', '0:v:0', '-map', '0:a:0?'];
      await ffmpeg(['-i', input, ...streams, '-vf', SCALE, '-c:v', 'libvpx', '-b:v', '1M', '-deadline', 'realtime', '-cpu-used', '8', '-c:a', 'libvorbis', outputs.webm]);
      await ffmpeg(['-i', input, ...streams, '-vf', SCALE, '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', outputs.mp4]);
      await ffmpeg(['-i', input, '-vf', `thumbnail,${SCALE}`, '-frames:v', '1', outputs.poster]);

      const encoded: EncodedVideo[] = [
        { format: 'webm', key: `${prefix}video.webm` },
        { format: 'mp4', key: `${prefix}video.mp4` },
      ];
      await storage.putFile(encoded[0]!.key, outputs.webm, 'video/webm');
      await storage.putFile(encoded[1]!.key, outputs.mp4, 'video/mp4');
      await storage.putFile(`${prefix}poster.jpg`, outputs.poster, 'image/jpeg');
      media.encodedVideos = encoded;
      media.posterKey = `${prefix}poster.jpg`;
      media.processingError = null;
    } catch (error) {
      logger.error({ err: error, mediaId }, 'video transcoding failed');
      media.processingError = 'VIDEO_PROCESSING_FAILED';
    } finally {
      media.processing = false;
      await em.flush();
      await rm(folder, { recursive: true, force: true });
    }
  };
}
