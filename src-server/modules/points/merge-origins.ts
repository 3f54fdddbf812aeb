import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The idea each author's idea-revised and idea-accepted points are keyed to (ARCHITECTURE §7: one
 * award per cause and key). An author who joined A through a standing merge of B (issue 23) is
 * paid as B's author: had B already paid them, A does not pay again, and if A pays first, B does
 * not once unmerged. Followed through merges of merges; anyone else is keyed to A itself.
 */
export async function pointsIdeaOfAuthors(em: EntityManager, ideaId: string, userIds: readonly string[]): Promise<Map<string, string>> {
  const origins = new Map(userIds.map((userId) => [userId, ideaId]));
  if (userIds.length === 0) return origins;
  const rows = await em.getConnection().execute<{ user_id: string; origin_id: string }[]>(
    `with recursive origin(user_id, idea_id, depth) as (
       select value::uuid, ?::uuid, 0 from jsonb_array_elements_text(?::jsonb)
       union all
       select origin.user_id, m.source_id, origin.depth + 1
       from origin join idea_merge m on m.target_id = origin.idea_id and m.status = 'accepted'
         and m.moved -> 'coAuthors' @> jsonb_build_array(jsonb_build_object('userId', origin.user_id::text))
       where origin.depth < 20
     )
     select distinct on (user_id) user_id, idea_id as origin_id from origin order by user_id, depth desc`,
    [ideaId, JSON.stringify(userIds)],
    'all',
    em.getTransactionContext(),
  );
  for (const row of rows) origins.set(row.user_id, row.origin_id);
  return origins;
}
