import type { Campaign } from '#server/entities/campaign.entity.ts';
import type { Tag } from '#server/entities/tag.entity.ts';

/** A tag (spec 1 §3 Tag: guid, name) with the slug of its page. */
export function presentTag(tag: Pick<Tag, 'id' | 'name' | 'slug'>) {
  return { guid: tag.id, name: tag.name, slug: tag.slug };
}

/** A campaign's tags (loaded), alphabetically. */
export function presentCampaignTags(campaign: Campaign) {
  return campaign.tags
    .getItems()
    .map(presentTag)
    .sort((a, b) => a.name.localeCompare(b.name));
}
