import type { EntityManager } from '@mikro-orm/postgresql';
import { NotificationSchema } from '#server/entities/notification.entity.ts';

/**
 * Writes notifications through the product's own writer (`write`), then dates them `at`: the
 * demo's people find news on the bell at their first login dated when it happened, rather than
 * all 'now'. The rows written by `write` are the only ones at or after the moment it starts.
 */
export async function writeNotificationsDated(em: EntityManager, at: Date, write: () => Promise<void>): Promise<void> {
  const written = new Date();
  await write();
  await em.nativeUpdate(NotificationSchema, { createdAt: { $gte: written } }, { createdAt: at, updatedAt: at });
}
