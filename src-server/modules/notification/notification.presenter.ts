import type { Notification } from '#server/entities/notification.entity.ts';

/** One feed entry as clients see it (spec 1 §3 Notification), plus whether it is still unread. */
export function presentNotification(notification: Notification) {
  return {
    guid: notification.id,
    type: notification.type,
    subType: notification.subType,
    data: notification.data,
    updatedAt: notification.updatedAt,
    unread: notification.readAt === null,
  };
}
export type NotificationDto = ReturnType<typeof presentNotification>;
