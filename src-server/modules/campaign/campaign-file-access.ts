import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext } from '#server/trpc/context.ts';
import type { MediaAccess } from '#server/modules/media/media-access.ts';
import { loadCampaignFacts } from './campaign-facts';
import { campaignViewRefusal } from './campaign.policy';

/**
 * Who may fetch a file: anyone, unless each campaign it belongs to (a brief's picture or
 * documents, its ideas' files) is one anyone may not see, a private or internal campaign or a
 * draft; then only those who may see one of them. Site files (logos, avatars, partners, the
 * files admin's) belong to no campaign. A refusal says "not found", as for a file that is not
 * there, so a link reveals nothing. The media module serves files and asks this (app.ts hands
 * it over), since what a file belongs to is the campaigns' knowledge.
 */
export async function campaignFileAccess(em: EntityManager, mediaId: string, viewerContext: () => Promise<AppContext>): Promise<MediaAccess> {
  const rows = await em.getConnection().execute<{ campaign_id: string }[]>(
    `select id as campaign_id from campaign where photo_id = ?
     union select campaign_id from campaign_document where media_id = ?
     union select i.campaign_id from idea_attachment a join idea i on i.id = a.idea_id where a.media_id = ?`,
    [mediaId, mediaId, mediaId],
  );
  if (rows.length === 0) return { restricted: false };
  const ctx = await viewerContext();
  let visible = false;
  for (const { campaign_id: id } of rows) {
    const loaded = await loadCampaignFacts(ctx, { id });
    if (!loaded) continue;
    if (campaignViewRefusal(null, loaded.campaign, false) === null) return { restricted: false };
    const { membership, invited } = loaded.standing;
    if (campaignViewRefusal(ctx.viewerFacts, loaded.campaign, membership !== null || invited) === null) visible = true;
  }
  if (!visible) throw new AppError('not-found');
  return { restricted: true };
}
