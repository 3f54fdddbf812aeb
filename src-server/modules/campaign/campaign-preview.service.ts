import type { EntityManager } from '@mikro-orm/postgresql';
import { CampaignSchema } from '#server/entities/campaign.entity.ts';
import { campaignViewRefusal } from './campaign.policy';

/** What a link preview of a campaign's brief shows (spec 1 §2: name, description, picture). */
export interface CampaignPreview {
  slug: string;
  name: string;
  /** The brief, markdown as stored. */
  content: string;
  photoMediaId: string | null;
}

/**
 * A campaign as a logged-out visitor would see its brief, for the link preview a crawler reads
 * from the page's HTML, or null when such a visitor could not open it (the brief's own rule,
 * campaignViewRefusal, applied to nobody). One statement; the photo is named by its key alone.
 */
export async function campaignPreviewForVisitors(em: EntityManager, slug: string): Promise<CampaignPreview | null> {
  const campaign = await em.findOne(CampaignSchema, { slug });
  // The coaches are not loaded: with no viewer, campaignViewRefusal never looks at them.
  if (!campaign || campaignViewRefusal(null, campaign, false) !== null) return null;
  return { slug: campaign.slug, name: campaign.name, content: campaign.content, photoMediaId: campaign.photo?.id ?? null };
}
