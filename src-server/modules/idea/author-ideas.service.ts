import type { AppContext } from '#server/trpc/context.ts';

/** The most ideas a profile lists; the total is given beside them. */
export const PROFILE_IDEAS_LIMIT = 100;

export interface AuthorIdeaRow {
  id: string;
  name: string;
  status: string;
  created_at: string;
  campaign_slug: string;
  campaign_name: string;
  total: number;
}

/**
 * The ideas a person is an accepted author of, newest first, in one statement: what their
 * profile lists to the few who may see it (spec 3 §6). Declined ideas only with
 * `withDeclined` (admins, who coach every campaign): anyone else would find their page shut.
 */
export async function ideasOfAuthor(ctx: AppContext, userId: string, options: { withDeclined: boolean }): Promise<{ rows: AuthorIdeaRow[]; total: number }> {
  const rows = await ctx.em.getConnection().execute<AuthorIdeaRow[]>(
    `select idea.id, idea.name, idea.status, idea.created_at, campaign.slug as campaign_slug, campaign.name as campaign_name, count(*) over ()::int as total
from idea join campaign on campaign.id = idea.campaign_id
where idea.organisation_id = ? ${options.withDeclined ? '' : "and idea.status <> 'declined'"}
  and exists (select 1 from idea_author author where author.idea_id = idea.id and author.user_id = ? and author.status = 'accepted')
order by idea.created_at desc, idea.id
limit ?`,
    [ctx.site.id, userId, PROFILE_IDEAS_LIMIT],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}
