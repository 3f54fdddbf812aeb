import { AppError } from '#server/errors/app-error.ts';
import { LegacyList } from '#server/legacy/envelope.ts';
import type { LegacyCall } from '#server/legacy/legacy-routes.ts';
import { isAll, legacyListPage } from '#server/legacy/list-window.ts';
import { PROFILE_IDEAS_LIMIT } from './author-ideas.service';

/**
 * A person's ideas on the author paths (GET /ideas or /api/ideas with authorsGuid and no
 * campaign). The viewer's own with a number or no count are the recent ideas (spec 1 §7:
 * authorsGuid=me, count=4); anyone else's, or one's own with count=all (spec 3 §7, the own
 * profile), are the ideas their profile lists, to exactly those the profile shows them to (its
 * procedure decides), paged by count and offset. `me` stands for the viewer.
 */
export async function authorIdeas({ caller, ctx, query }: LegacyCall, authorGuids: string[]): Promise<LegacyList<unknown>> {
  const viewerId = ctx.viewerFacts?.id;
  if (authorGuids.includes('me') && !viewerId) throw new AppError('not-authenticated');
  const people = new Set(authorGuids.map((guid) => (guid === 'me' ? viewerId! : guid)));
  if (people.size !== 1) throw new AppError('invalid-input', { fieldErrors: { authorsGuid: ['invalid-input'] } });
  const [person] = [...people] as [string];
  const all = isAll(query.count);
  if (person === viewerId && !all) {
    const ideas = await caller.idea.recent({ count: query.count } as { count?: number });
    return new LegacyList(ideas, ideas.length);
  }
  const { ideas } = await caller.profile.byGuid({ guid: person });
  if (!ideas) throw new AppError(viewerId ? 'forbidden' : 'not-authenticated');
  const page = await legacyListPage({ ...query, count: query.count ?? 'all' }, { defaultSize: PROFILE_IDEAS_LIMIT, maxSize: PROFILE_IDEAS_LIMIT }, ({ offset, count }) =>
    Promise.resolve({ items: ideas.list.slice(offset, offset + count), total: ideas.total }),
  );
  return new LegacyList(page.items, page.total);
}
