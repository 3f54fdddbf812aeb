import type { EntityManager } from '@mikro-orm/postgresql';
import { ideaFieldDefinitions } from '#shared/idea-fields.ts';
import { ideaSearchExtra } from '#shared/idea-search.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import type { IdeaExtraFieldValues } from '#server/entities/idea.entity.ts';

/**
 * Rewrites the searchable field text (idea.search_extra) of a campaign's ideas after its field
 * definitions changed: a field made private, or no longer a text or dropdown field, must stop
 * being searched at once, and a field made public must start. Two statements whatever the size;
 * only ideas whose text changes are written.
 */
export async function reindexCampaignSearch(em: EntityManager, campaign: Campaign): Promise<number> {
  const fields = ideaFieldDefinitions(campaign.settings);
  const connection = em.getConnection();
  const rows = await connection.execute<{ id: string; extra_fields: IdeaExtraFieldValues; search_extra: string }[]>(
    'select id, extra_fields, search_extra from idea where campaign_id = ?',
    [campaign.id],
    'all',
    em.getTransactionContext(),
  );
  const changed = rows.map((row) => ({ id: row.id, text: ideaSearchExtra(fields, row.extra_fields), before: row.search_extra })).filter((row) => row.text !== row.before);
  if (changed.length === 0) return 0;
  await connection.execute(
    `update idea set search_extra = data.text
     from jsonb_to_recordset(?::jsonb) as data(id uuid, text text)
     where idea.id = data.id`,
    [JSON.stringify(changed.map(({ id, text }) => ({ id, text })))],
    'all',
    em.getTransactionContext(),
  );
  return changed.length;
}
