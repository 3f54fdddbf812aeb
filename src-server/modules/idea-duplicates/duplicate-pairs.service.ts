import { DUPLICATE_PAGE_SIZE, type DuplicatePairInput, type DuplicatePairsInput } from '#shared/schemas/idea-duplicates.ts';
import { onDuplicate } from '#server/db/unique-violation.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { campaignForCoach } from '#server/modules/campaign/campaign.service.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import { IdeaSchema } from '#server/entities/idea.entity.ts';
import { duplicatePairsPage, refreshCandidates, type DuplicatePairRow } from './duplicate-pairs.repository';
import { IdeaDuplicateDismissalSchema } from '#server/entities/idea-duplicates.entity.ts';

export interface DuplicatePairsPage {
  campaign: Campaign;
  pairs: DuplicatePairRow[];
  page: number;
  hasMore: boolean;
  /** Ideas written lately whose pairs are not measured yet (after a bulk import); later views catch up. */
  waiting: number;
}

/**
 * A campaign's possible duplicates (issue 23), most alike first: its coaches and admins only.
 * Catches up on ideas written since the last view, then reads one page of the kept pairs.
 */
export async function possibleDuplicates(ctx: AuthedContext, input: DuplicatePairsInput): Promise<DuplicatePairsPage> {
  const campaign = await campaignForCoach(ctx, input.campaignSlug);
  const waiting = await refreshCandidates(ctx.em, campaign.id);
  const rows = await duplicatePairsPage(ctx.em, { organisationId: ctx.site.id, campaignId: campaign.id, limit: DUPLICATE_PAGE_SIZE, offset: (input.page - 1) * DUPLICATE_PAGE_SIZE });
  return { campaign, pairs: rows.slice(0, DUPLICATE_PAGE_SIZE), page: input.page, hasMore: rows.length > DUPLICATE_PAGE_SIZE, waiting };
}

/** The pair's two ideas of this campaign, the smaller id first (a pair has one dismissal row). */
async function pairOf(ctx: AuthedContext, input: DuplicatePairInput) {
  const campaign = await campaignForCoach(ctx, input.campaignSlug);
  if (input.ideaGuid === input.otherIdeaGuid) throw new AppError('duplicate-pair-same-idea', { fieldErrors: { otherIdeaGuid: ['duplicate-pair-same-idea'] } });
  const ideas = await ctx.em.find(IdeaSchema, { id: { $in: [input.ideaGuid, input.otherIdeaGuid] }, campaign: campaign.id });
  if (ideas.length !== 2) throw new AppError('not-found');
  const [idea, otherIdea] = ideas.sort((a, b) => (a.id < b.id ? -1 : 1));
  return { campaign, idea: idea!, otherIdea: otherIdea! };
}

/**
 * "Not a duplicate" (issue 23): the pair is left out of the view from now on. Saying it twice
 * changes nothing. Not audited: the audit log keeps administrative actions on people, settings
 * and data leaving the site; this row itself says who dismissed the pair and when.
 */
export async function dismissPair(ctx: AuthedContext, input: DuplicatePairInput): Promise<void> {
  const { campaign, idea, otherIdea } = await pairOf(ctx, input);
  if (await ctx.em.findOne(IdeaDuplicateDismissalSchema, { idea, otherIdea })) return;
  ctx.em.create(IdeaDuplicateDismissalSchema, { organisation: ctx.site.id, campaign, idea, otherIdea, dismissedBy: ctx.viewer });
  // Two coaches dismissing the same pair at once: the unique pair decides, and the second meant the same.
  await onDuplicate(() => ctx.em.flush(), async () => undefined);
}

/** Takes a dismissal back (the view's Undo): the pair is offered again. */
export async function restorePair(ctx: AuthedContext, input: DuplicatePairInput): Promise<void> {
  const { idea, otherIdea } = await pairOf(ctx, input);
  await ctx.em.nativeDelete(IdeaDuplicateDismissalSchema, { idea, otherIdea });
}
