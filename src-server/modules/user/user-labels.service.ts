import type { EntityManager } from '@mikro-orm/postgresql';
import { UserSchema } from './user.entity';

/** The label names of each of these users (spec 1 §3: authors carry labels), in one query. */
export async function labelNamesByUser(em: EntityManager, userIds: string[]): Promise<Map<string, string[]>> {
  if (userIds.length === 0) return new Map();
  const users = await em.find(UserSchema, { id: { $in: userIds } }, { populate: ['labels'] });
  return new Map(users.map((user) => [user.id, user.labels.getItems().map((label) => label.name)]));
}
