/** Background work, named once. Handlers live with their domain (e.g. media/video-transcode.job.ts). */
export const JOB_NAMES = ['video-transcode', 'prune-expired', 'send-mail', 'requeue-stranded-mail', 'refresh-trending', 'refresh-duplicate-candidates', 'weekly-admin-summary', 'personal-data-export', 'apply-retention', 'deliver-webhooks', 'review-reminders', 'schedule-digests', 'send-digest'] as const;
export type JobName = (typeof JOB_NAMES)[number];

export interface JobPayloads {
  'video-transcode': { mediaId: string; organisationId: string };
  'prune-expired': Record<string, never>;
  'send-mail': { mailId: string };
  'requeue-stranded-mail': Record<string, never>;
  'refresh-trending': Record<string, never>;
  'refresh-duplicate-candidates': Record<string, never>;
  'weekly-admin-summary': Record<string, never>;
  'personal-data-export': { exportId: string; organisationId: string };
  'apply-retention': Record<string, never>;
  'deliver-webhooks': Record<string, never>;
  'review-reminders': Record<string, never>;
  'schedule-digests': Record<string, never>;
  'send-digest': { digestId: string };
}

/** Jobs that run on a clock (cron, UTC); pg-boss runs each once per tick across all processes. */
export const SCHEDULED_JOBS: { name: JobName; cron: string }[] = [
  { name: 'prune-expired', cron: '17 * * * *' },
  { name: 'refresh-trending', cron: '*/5 * * * *' },
  // Every minute: ideas written since are measured for possible duplicates before a coach looks.
  { name: 'refresh-duplicate-candidates', cron: '* * * * *' },
  { name: 'requeue-stranded-mail', cron: '*/10 * * * *' },
  // Mondays at 06:00 UTC: the week before, for sites with weeklyAdminSummary on.
  { name: 'weekly-admin-summary', cron: '0 6 * * 1' },
  // Daily at 02:45 UTC, a quiet hour: what each site's retention periods say it no longer keeps.
  { name: 'apply-retention', cron: '45 2 * * *' },
  // Every minute: events recorded since become deliveries, and deliveries whose retry is due are sent.
  { name: 'deliver-webhooks', cron: '* * * * *' },
  // Hourly: evaluators hear of reviews due today or tomorrow, once each.
  { name: 'review-reminders', cron: '23 * * * *' },
  // Hourly: a digest is made on the first run of its day or week (UTC); later runs find it made.
  { name: 'schedule-digests', cron: '5 * * * *' },
];

/** What services see of the queue: they enqueue and move on; workers run elsewhere or later. */
export interface JobQueue {
  send<N extends JobName>(name: N, data: JobPayloads[N]): Promise<void>;
}
