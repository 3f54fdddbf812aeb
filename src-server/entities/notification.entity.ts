import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { NOTIFICATION_TYPES } from '#shared/constants.ts';
import { baseProperties, tenantFilter } from '#server/db/base-entity.ts';
import { OrganisationSchema } from './organisation.entity';
import { UserSchema } from './user.entity';

/** What a notification points at; every value is a snapshot taken when it was written (names may change later). */
export interface NotificationData {
  ideaGuid?: string;
  ideaName?: string;
  /** The other idea of a merge (issue 23): the one merged in, or the one merged into. */
  otherIdeaGuid?: string;
  otherIdeaName?: string;
  campaignSlug?: string;
  campaignName?: string;
  /** Who caused it, when someone did. */
  actorGuid?: string;
  actorName?: string;
  points?: number;
  /** A followed idea's new status (issue 34 status notices), told only to whom the idea view shows it. */
  status?: string;
  /** The stage a followed idea moved into, in both languages (issue 34). */
  stageNameEn?: string;
  stageNameSv?: string;
}

/**
 * One entry of a user's feed (spec 1 §3 Notification), written in the same transaction as the
 * action that causes it. Unread until the user opens the panel (POST /user/feed markAllAsRead).
 */
export const NotificationSchema = defineEntity({
  name: 'Notification',
  tableName: 'notification',
  filters: tenantFilter(),
  indexes: [{ properties: ['user', 'updatedAt'] }, { name: 'notification_unread_index', expression: 'create index "notification_unread_index" on "notification" ("user_id") where "read_at" is null' }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    user: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    type: p.enum([...NOTIFICATION_TYPES]),
    subType: p.string().length(20),
    data: p.json<NotificationData>(),
    readAt: p.datetime().nullable(),
  },
});
export type Notification = InferEntity<typeof NotificationSchema>;
