import { SIMILAR_TITLES_LIMIT, SIMILAR_TITLE_MIN_LENGTH, type SimilarTitlesInput } from '#shared/schemas/idea-list.ts';
import type { AppContext } from '#server/trpc/context.ts';
import { campaignForIdeaLists, hiddenStatusesSql } from './idea-list.service';

/**
 * How alike two titles must be (pg_trgm similarity: shared trigrams over all trigrams) to be
 * offered as a likely duplicate. 0.3 is pg_trgm's own default for `%`, so the GIN trigram index
 * answers the `%` test and this bound agrees with it. On short titles it keeps typos ("Solar
 * panels on the rof" / "Solar panels on the roof": 0.88) and rewordings ("… / Roof solar
 * panels": 0.62) and drops titles sharing a single common word ("Bike sheds" / "Bike to work
 * day"), which would make the hint noise.
 */
export const SIMILAR_TITLE_THRESHOLD = 0.3;

export interface SimilarIdea {
  guid: string;
  name: string;
  similarity: number;
}

/**
 * Ideas of the same campaign whose titles look like `title` (issue 5 item 11: warn about a
 * likely duplicate while a new idea is typed), most alike first, at most five. Only ideas this
 * viewer could open from the campaign's list: the same campaign check, drafts never, declined
 * and archived ones for coaches only; never the idea being edited.
 */
export async function similarTitles(ctx: AppContext, input: SimilarTitlesInput): Promise<SimilarIdea[]> {
  if (input.title.length < SIMILAR_TITLE_MIN_LENGTH) return [];
  const { view, coach } = await campaignForIdeaLists(ctx, input.campaignSlug);
  const rows = await ctx.em.getConnection().execute<{ id: string; name: string; similarity: number }[]>(
    `select idea.id, idea.name, similarity(idea.name, ?)::float as similarity
from idea
where idea.campaign_id = ? and idea.name % ? and similarity(idea.name, ?) >= ?
  and idea.status not in (${hiddenStatusesSql(coach)})${input.exceptGuid ? ' and idea.id <> ?' : ''}
order by similarity desc, idea.created_at desc, idea.id
limit ?`,
    [input.title, view.campaign.id, input.title, input.title, SIMILAR_TITLE_THRESHOLD, ...(input.exceptGuid ? [input.exceptGuid] : []), SIMILAR_TITLES_LIMIT],
  );
  return rows.map((row) => ({ guid: row.id, name: row.name, similarity: row.similarity }));
}
