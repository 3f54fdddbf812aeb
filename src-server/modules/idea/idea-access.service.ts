import type { ErrorCode } from '#shared/errors.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext } from '#server/trpc/context.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import type { Idea } from '#server/entities/idea.entity.ts';
import { campaignClosedReason } from './idea.policy';
import { loadIdea } from './idea-view.service';

/** An idea as one viewer meets it on the idea page, with what upvotes, feedback and comments decide on. */
export interface IdeaForViewer {
  idea: Idea;
  campaign: Campaign;
  /** Listed coach of the campaign, or any admin (spec 1 §6). */
  coach: boolean;
  /** Approved participant of the campaign. */
  member: boolean;
  /** Joined, and still awaiting a coach's approval. */
  pending: boolean;
  /** Creator or accepted co-author. */
  author: boolean;
}

/**
 * The idea for upvotes, feedback and comments, through the idea view's own loader so there is
 * one visibility rule (campaign privacy, brief-only campaigns, drafts and declined ideas; other
 * tenants' ideas do not exist). `missing` renames not-found where the spec has its own key
 * (the upvote outcomes of spec 1 §8 say idea-not-found).
 */
export async function loadIdeaForViewer(ctx: AppContext, ideaGuid: string, missing: ErrorCode = 'not-found'): Promise<IdeaForViewer> {
  try {
    const loaded = await loadIdea(ctx, ideaGuid);
    return {
      idea: loaded.idea,
      campaign: loaded.campaign,
      coach: loaded.relation.isCoach,
      member: loaded.membership === 'approved',
      pending: loaded.membership === 'pending',
      author: loaded.relation.isAuthor,
    };
  } catch (error) {
    if (error instanceof AppError && error.code === 'not-found') throw new AppError(missing, { cause: error });
    throw error;
  }
}

/**
 * A merged idea is read-only (issue 23): its upvotes, comments and feedback belong on the idea it
 * joined. Keeping new ones off it is also what lets an unmerge put back exactly what moved.
 */
export function assertNotMerged(idea: Idea): void {
  if (idea.mergedInto) throw new AppError('idea-merged');
}

/** Participation that only a running campaign takes (upvotes, feedback), refused with the idea form's codes. */
export function assertCampaignRunning(campaign: Campaign, now = new Date()): void {
  const reason = campaignClosedReason(campaign, now);
  if (reason) throw new AppError(reason);
}
