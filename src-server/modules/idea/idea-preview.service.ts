import type { EntityManager } from '@mikro-orm/postgresql';
import { campaignViewRefusal } from '#server/modules/campaign/campaign.policy.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import { IdeaAttachmentSchema, IdeaSchema, type Idea } from '#server/entities/idea.entity.ts';
import { canSeeIdea } from './idea.policy';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a link preview of an idea shows (spec 1 §2: name, description, first image). */
export interface IdeaPreview {
  name: string;
  /** Markdown, as stored. */
  content: string;
  /** The thumbnail, else the first image; null when the idea has neither. */
  imageMediaId: string | null;
}

/**
 * An idea as a logged-out visitor would see it, for the link preview a crawler reads from the
 * page's HTML, or null when such a visitor could not open it. Every page load of /ideas/{guid}
 * asks, so it is one statement (the idea joined to its campaign), plus one for the picture only
 * when the idea is public. The rules are the idea view's own, applied to
 * nobody: campaign privacy (campaignViewRefusal), brief-only campaigns, hidden statuses
 * (canSeeIdea).
 */
export async function ideaPreviewForVisitors(em: EntityManager, guid: string): Promise<IdeaPreview | null> {
  if (!UUID.test(guid)) return null;
  const idea = await em.findOne(IdeaSchema, { id: guid }, { populate: ['campaign'], strategy: 'joined' });
  if (!idea || !visibleToVisitors(idea, idea.campaign)) return null;
  const pictures = await em.find(IdeaAttachmentSchema, { idea, kind: { $in: ['thumbnail', 'image'] } }, { fields: ['kind', 'media'], orderBy: { position: 'asc' } });
  const picture = pictures.find((row) => row.kind === 'thumbnail') ?? pictures[0];
  return { name: idea.name, content: idea.content, imageMediaId: picture?.media.id ?? null };
}

function visibleToVisitors(idea: Pick<Idea, 'status'>, campaign: Campaign): boolean {
  // The coaches are not loaded: with no viewer, campaignViewRefusal never looks at them.
  if (campaignViewRefusal(null, campaign, false) !== null) return false;
  // loadIdea keeps a brief-only campaign's ideas to its members, and a visitor is none.
  if (campaign.settings.publicBriefOnly) return false;
  return canSeeIdea(idea, { isAuthor: false, isCoach: false });
}
