import { z } from 'zod';

/**
 * The kinds of event a person chooses how to hear of (issue 34 item 5). Every notification and
 * notice mail belongs to one; `mentions` are the `@name` notices (issue 34 item 6).
 */
export const NOTICE_KINDS = ['feedback', 'comments', 'status', 'merges', 'ideas', 'campaign', 'mentions'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/**
 * How: `feed` in the feed only; `mail` in the feed and by mail at once; `digest` in the feed and
 * in the daily or weekly digest; `off` nowhere.
 */
export const NOTICE_CHANNELS = ['feed', 'mail', 'digest', 'off'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** Kinds without a mail of their own (new ideas, a co-author joining) reach the feed and the digest only. */
export const CHANNELS_OF_KIND: Record<NoticeKind, readonly NoticeChannel[]> = {
  feedback: NOTICE_CHANNELS,
  comments: NOTICE_CHANNELS,
  status: NOTICE_CHANNELS,
  merges: NOTICE_CHANNELS,
  ideas: ['feed', 'digest', 'off'],
  campaign: NOTICE_CHANNELS,
  mentions: NOTICE_CHANNELS,
};

export const DIGEST_FREQUENCIES = ['daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

export const noticeKindSchema = z.enum(NOTICE_KINDS);

export const notificationPreferencesSchema = z
  .object({
    channels: z.record(noticeKindSchema, z.enum(NOTICE_CHANNELS)),
    digestFrequency: z.enum(DIGEST_FREQUENCIES),
  })
  .refine((value) => NOTICE_KINDS.every((kind) => value.channels[kind] !== undefined), 'invalid-input')
  .refine((value) => Object.entries(value.channels).every(([kind, channel]) => CHANNELS_OF_KIND[kind as NoticeKind].includes(channel)), 'invalid-input');
export type NotificationPreferences = { channels: Record<NoticeKind, NoticeChannel>; digestFrequency: DigestFrequency };
