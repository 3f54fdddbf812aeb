import type { EntityManager } from '@mikro-orm/postgresql';
import { CHANNELS_OF_KIND, NOTICE_KINDS, type DigestFrequency, type NoticeChannel, type NoticeKind, type NotificationPreferences } from '#shared/schemas/notification-preferences.ts';
import type { EmailOptions } from '#server/entities/user.entity.ts';

/**
 * Which kind of event a feed entry is (issue 34 item 5), by its type and subtype. Read as strings
 * so that a subtype another module adds (a mention) lands in its kind without a table to keep.
 */
export function kindOfNotification(type: string, subType: string): NoticeKind {
  if (subType === 'mention' || type === 'mention') return 'mentions';
  if (type === 'feedback') return 'feedback';
  if (type === 'comment') return 'comments';
  if (type === 'campaign' || type === 'participant') return 'campaign';
  if (subType === 'merged' || subType.startsWith('merge-')) return 'merges';
  if (subType === 'created' || subType === 'joined') return 'ideas';
  return 'status';
}

/**
 * What someone hears who never chose: what they heard before the preference centre. Feedback,
 * comments and winners by mail as their old e-mail options say (spec 3 §3 options.emails),
 * status and merge notices by mail, new ideas in the feed.
 */
export function defaultChannel(kind: NoticeKind, emailOptions: Partial<EmailOptions> | null): NoticeChannel {
  const mailUnless = (option: keyof EmailOptions): NoticeChannel => (emailOptions?.[option] === false ? 'feed' : 'mail');
  if (kind === 'feedback') return mailUnless('feedback');
  if (kind === 'comments') return mailUnless('comment');
  if (kind === 'campaign') return mailUnless('winner');
  if (kind === 'ideas') return 'feed';
  return 'mail';
}

function effective(kind: NoticeKind, chosen: Partial<Record<NoticeKind, NoticeChannel>> | null, emailOptions: Partial<EmailOptions> | null): NoticeChannel {
  const channel = chosen?.[kind];
  return channel && CHANNELS_OF_KIND[kind].includes(channel) ? channel : defaultChannel(kind, emailOptions);
}

interface SettingRow {
  id: string;
  email_options: Partial<EmailOptions> | null;
  channels: Partial<Record<NoticeKind, NoticeChannel>> | null;
  digest_frequency: DigestFrequency | null;
}

function settingRows(em: EntityManager, organisationId: string, userIds: readonly string[]): Promise<SettingRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return em.getConnection().execute<SettingRow[]>(
    `select u.id, u.email_options, s.channels, s.digest_frequency
       from app_user u left join notification_setting s on s.user_id = u.id
      where u.organisation_id = ? and u.id = any(?::uuid[])`,
    // An array literal: the driver would spread a JS array into a list.
    [organisationId, `{${userIds.join(',')}}`],
    'all',
    em.getTransactionContext(),
  );
}

/** How each of these people (of one site) hears of this kind of event; people of other sites are left out. */
export async function channelsFor(em: EntityManager, organisationId: string, userIds: readonly string[], kind: NoticeKind): Promise<Map<string, NoticeChannel>> {
  const rows = await settingRows(em, organisationId, userIds);
  return new Map(rows.map((row) => [row.id, effective(kind, row.channels, row.email_options)]));
}

/** Someone's preferences as the profile shows them: their choices, and the defaults where they made none. */
export async function preferencesOf(em: EntityManager, organisationId: string, userId: string): Promise<NotificationPreferences> {
  const [row] = await settingRows(em, organisationId, [userId]);
  const channels = Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, effective(kind, row?.channels ?? null, row?.email_options ?? null)])) as Record<NoticeKind, NoticeChannel>;
  return { channels, digestFrequency: row?.digest_frequency ?? 'weekly' };
}

/** Keeps the old per-kind e-mail options (read by the legacy API) saying what the channels now do. */
const LEGACY_OPTION: Partial<Record<NoticeKind, keyof EmailOptions>> = { feedback: 'feedback', comments: 'comment', campaign: 'winner' };

/**
 * The old e-mail options changed (profile edit, legacy API): the kinds they stand for go back to
 * following them, so the newer word is the one that holds whichever screen said it.
 */
export async function followEmailOptions(em: EntityManager, userId: string, after: Partial<EmailOptions>): Promise<void> {
  const connection = em.getConnection();
  const tx = em.getTransactionContext();
  // Read from the table: the preference centre writes the options there, past any loaded entity.
  const [row] = await connection.execute<{ email_options: Partial<EmailOptions> | null }[]>(`select email_options from app_user where id = ?`, [userId], 'all', tx);
  const kinds = Object.entries(LEGACY_OPTION).filter(([, option]) => (row?.email_options?.[option] ?? true) !== (after[option] ?? true)).map(([kind]) => kind);
  if (kinds.length === 0) return;
  await connection.execute(`update notification_setting set channels = channels - ?::text[], updated_at = now() where user_id = ?`, [`{${kinds.join(',')}}`, userId], 'run', tx);
}

/** Writes someone's whole choice (the preference centre sends every kind). */
export async function savePreferences(em: EntityManager, organisationId: string, userId: string, preferences: NotificationPreferences): Promise<void> {
  const legacy = Object.fromEntries(Object.entries(LEGACY_OPTION).map(([kind, option]) => [option, preferences.channels[kind as NoticeKind] === 'mail']));
  const connection = em.getConnection();
  const tx = em.getTransactionContext();
  await connection.execute(
    `insert into notification_setting (user_id, organisation_id, channels, digest_frequency, updated_at) values (?, ?, ?::jsonb, ?, now())
     on conflict (user_id) do update set channels = excluded.channels, digest_frequency = excluded.digest_frequency, updated_at = now()`,
    [userId, organisationId, JSON.stringify(preferences.channels), preferences.digestFrequency],
    'run',
    tx,
  );
  await connection.execute(`update app_user set email_options = coalesce(email_options, '{}'::jsonb) || ?::jsonb where id = ? and organisation_id = ?`, [JSON.stringify(legacy), userId, organisationId], 'run', tx);
}

/**
 * The one-click unsubscribe (RFC 8058): no more mail of this kind, still in the feed. `digest`
 * stops the digest: every kind it carried goes to the feed only.
 */
export async function stopMail(em: EntityManager, organisationId: string, userId: string, scope: NoticeKind | 'digest'): Promise<NotificationPreferences> {
  const current = await preferencesOf(em, organisationId, userId);
  const stops = (kind: NoticeKind, channel: NoticeChannel) => (scope === 'digest' ? channel === 'digest' : kind === scope && (channel === 'mail' || channel === 'digest'));
  const channels = Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, stops(kind, current.channels[kind]) ? 'feed' : current.channels[kind]])) as Record<NoticeKind, NoticeChannel>;
  const next = { ...current, channels };
  await savePreferences(em, organisationId, userId, next);
  return next;
}
