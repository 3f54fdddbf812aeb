import type { CampaignSettings } from '#shared/schemas/campaign.ts';
import type { ExtraFieldValue } from '#shared/idea-fields.ts';
import type { AppContext } from '#server/trpc/context.ts';
import { markdownHtml } from '#server/markdown/markdown.service.ts';

/** An idea as its review shows it: what was written, its fields and files, and who wrote it. */
export interface ReviewedIdea {
  id: string;
  name: string;
  contentHtml: string;
  extraFields: Record<string, ExtraFieldValue>;
  campaign: { slug: string; name: string; settings: CampaignSettings };
  /** Accepted authors, creator first. */
  authors: { firstName: string; lastName: string }[];
  attachments: { kind: string; name: string; media: { id: string; filename: string } }[];
}

/**
 * The idea of an assignment, read for its evaluator or coach. Not through the idea page's access
 * rules: an assignment is the evaluator's reason to read the idea, whatever its status (a declined
 * idea is hidden from participants) or the campaign's privacy.
 */
export async function reviewedIdea(ctx: AppContext, ideaId: string): Promise<ReviewedIdea> {
  const [row] = await ctx.em.getConnection().execute<(Omit<ReviewedIdea, 'contentHtml'> & { content: string })[]>(
    `select i.id, i.name, i.content, i.extra_fields as "extraFields",
       json_build_object('slug', c.slug, 'name', c.name, 'settings', c.settings) as campaign,
       coalesce((select json_agg(json_build_object('firstName', u.first_name, 'lastName', u.last_name) order by u.id = i.created_by_id desc, a.created_at, a.id)
         from idea_author a join app_user u on u.id = a.user_id where a.idea_id = i.id and a.status = 'accepted'), '[]') as authors,
       coalesce((select json_agg(json_build_object('kind', f.kind, 'name', f.name, 'media', json_build_object('id', m.id, 'filename', m.filename)) order by f.kind, f.position)
         from idea_attachment f join media_file m on m.id = f.media_id where f.idea_id = i.id), '[]') as attachments
     from idea i join campaign c on c.id = i.campaign_id
     where i.id = ? and i.organisation_id = ?`,
    [ideaId, ctx.site.id],
  );
  if (!row) throw new Error(`The idea ${ideaId} of an assignment is gone`);
  const { content, ...idea } = row;
  return { ...idea, contentHtml: await markdownHtml(ctx, content) };
}
