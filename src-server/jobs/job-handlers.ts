import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { videoTranscodeJob } from '../modules/media/video-transcode.job';
import type { FileStorage } from '../storage/file-storage';
import type { JobHandlers } from './pg-boss-queue';

/** Every job's handler, for whichever process works the queues. */
export function jobHandlers(orm: MikroORM, storage: FileStorage, logger: Logger): JobHandlers {
  return { 'video-transcode': videoTranscodeJob(orm, storage, logger) };
}
