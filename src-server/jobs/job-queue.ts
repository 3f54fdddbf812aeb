/** Background work, named once. Handlers live with their domain (e.g. media/video-transcode.job.ts). */
export const JOB_NAMES = ['video-transcode'] as const;
export type JobName = (typeof JOB_NAMES)[number];

export interface JobPayloads {
  'video-transcode': { mediaId: string; organisationId: string };
}

/** What services see of the queue: they enqueue and move on; workers run elsewhere or later. */
export interface JobQueue {
  send<N extends JobName>(name: N, data: JobPayloads[N]): Promise<void>;
}
