import type { IdeaMergeStatus, IdeaMergeVoteStatus } from '#shared/constants.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext } from '#server/trpc/context.ts';
import { campaignForIdeaLists } from '#server/modules/idea/idea-list.service.ts';
import { loadIdea } from '#server/modules/idea/idea-view.service.ts';
import type { IdeaMergeMoved } from '#server/entities/idea-merge.entity.ts';

/** A user's full name in SQL, null for a deleted user (the row is gone) or one without a name. */
const personName = (alias: string) => `nullif(trim(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, '')), '')`;

interface IdeaRef {
  guid: string;
  name: string;
}

/** What an idea's page shows of the merges it takes part in, for this viewer. */
export interface IdeaMerges {
  /** This idea was merged into another (it is B of a standing merge). */
  mergedInto: { mergeGuid: string; idea: IdeaRef; mergedAt: Date } | null;
  /** Ideas merged into this one (it is A), oldest first. */
  mergedFrom: { mergeGuid: string; idea: IdeaRef; mergedAt: Date }[];
  /**
   * A proposal to merge this idea into another, awaiting its authors: shown to them (to answer)
   * and to coaches (to follow or withdraw), to no one else.
   */
  proposal: {
    mergeGuid: string;
    target: IdeaRef;
    proposerName: string;
    message: string;
    proposedAt: Date;
    /** The viewer's own answer, when they are asked. */
    myAnswer: 'pending' | 'accepted' | 'declined' | null;
    accepted: number;
    asked: number;
  } | null;
  /** The viewer upvoted an idea merged into this one, or this merged idea, and has not said where the vote goes. */
  voteQuestions: { mergeGuid: string; source: IdeaRef; target: IdeaRef }[];
  /** The viewer coaches the campaign: may withdraw proposals and unmerge. */
  coach: boolean;
}

interface MergeRow {
  id: string;
  status: IdeaMergeStatus;
  source_id: string;
  source_name: string;
  target_id: string;
  target_name: string;
  proposer_name: string | null;
  message: string;
  created_at: string;
  decided_at: string | null;
  my_answer: 'pending' | 'accepted' | 'declined' | null;
  my_vote: IdeaMergeVoteStatus | null;
  accepted: number;
  asked: number;
}

/**
 * The merges of one idea as its page shows them (issue 23), after the idea loader's visibility
 * check: one statement over the idea's merges as source or target that stand or are proposed.
 */
export async function mergesOfIdea(ctx: AppContext, ideaGuid: string): Promise<IdeaMerges> {
  const { idea, relation, authors } = await loadIdea(ctx, ideaGuid);
  const viewerId = ctx.viewerFacts?.id ?? null;
  const rows = await ctx.em.getConnection().execute<MergeRow[]>(
    `select m.id, m.status, m.source_id, s.name as source_name, m.target_id, t.name as target_name, m.message, m.created_at, m.decided_at,
       ${personName('p')} as proposer_name,
       (select answer from idea_merge_answer where merge_id = m.id and user_id = ?) as my_answer,
       (select status from idea_merge_vote where merge_id = m.id and user_id = ?) as my_vote,
       (select count(*)::int from idea_merge_answer where merge_id = m.id and answer = 'accepted') as accepted,
       (select count(*)::int from idea_merge_answer where merge_id = m.id) as asked
     from idea_merge m join idea s on s.id = m.source_id join idea t on t.id = m.target_id left join app_user p on p.id = m.proposed_by_id
     where m.organisation_id = ? and (m.source_id = ? or m.target_id = ?) and m.status in ('proposed', 'accepted')
     order by coalesce(m.decided_at, m.created_at), m.id`,
    [viewerId, viewerId, ctx.site.id, idea.id, idea.id],
  );
  const ref = (guid: string, name: string): IdeaRef => ({ guid, name });
  const standing = rows.filter((row) => row.status === 'accepted');
  const asSource = standing.find((row) => row.source_id === idea.id);
  const open = rows.find((row) => row.status === 'proposed' && row.source_id === idea.id);
  const isAuthor = authors.some((author) => author.user.id === viewerId && author.status === 'accepted');
  return {
    mergedInto: asSource ? { mergeGuid: asSource.id, idea: ref(asSource.target_id, asSource.target_name), mergedAt: new Date(asSource.decided_at ?? asSource.created_at) } : null,
    mergedFrom: standing
      .filter((row) => row.target_id === idea.id)
      .map((row) => ({ mergeGuid: row.id, idea: ref(row.source_id, row.source_name), mergedAt: new Date(row.decided_at ?? row.created_at) })),
    proposal:
      open && (relation.isCoach || isAuthor || open.my_answer !== null)
        ? {
            mergeGuid: open.id,
            target: ref(open.target_id, open.target_name),
            proposerName: open.proposer_name ?? '',
            message: open.message,
            proposedAt: new Date(open.created_at),
            myAnswer: open.my_answer,
            accepted: open.accepted,
            asked: open.asked,
          }
        : null,
    voteQuestions: standing
      .filter((row) => row.my_vote === 'pending')
      .map((row) => ({ mergeGuid: row.id, source: ref(row.source_id, row.source_name), target: ref(row.target_id, row.target_name) })),
    coach: relation.isCoach,
  };
}

/** One line of a campaign's merge record. */
export interface CampaignMerge {
  mergeGuid: string;
  status: IdeaMergeStatus;
  source: IdeaRef;
  target: IdeaRef;
  proposerName: string;
  proposedAt: Date;
  decidedAt: Date | null;
  deciderName: string;
  unmergedAt: Date | null;
  unmergerName: string;
  /** What the merge moved (accepted or unmerged ones). */
  moved: { coAuthors: number; comments: number; feedback: number; votesMoved: number; votesAsked: number } | null;
}

/**
 * A campaign's merges, newest first, with who proposed, decided and undid each and what it moved
 * (issue 23: every merge recorded). Coaches of the campaign only.
 */
export async function campaignMerges(ctx: AppContext, campaignSlug: string): Promise<CampaignMerge[]> {
  const { view, coach } = await campaignForIdeaLists(ctx, campaignSlug);
  if (!coach) throw new AppError('forbidden');
  const rows = await ctx.em.getConnection().execute<
    {
      id: string;
      status: IdeaMergeStatus;
      source_id: string;
      source_name: string;
      target_id: string;
      target_name: string;
      proposer: string | null;
      decider: string | null;
      unmerger: string | null;
      created_at: string;
      decided_at: string | null;
      unmerged_at: string | null;
      moved: IdeaMergeMoved | null;
      votes_moved: number;
      votes_asked: number;
    }[]
  >(
    `select m.id, m.status, m.source_id, s.name as source_name, m.target_id, t.name as target_name, m.created_at, m.decided_at, m.unmerged_at, m.moved,
       ${personName('p')} as proposer, ${personName('d')} as decider, ${personName('u')} as unmerger,
       (select count(*)::int from idea_merge_vote where merge_id = m.id and status in ('moved', 'returned')) as votes_moved,
       (select count(*)::int from idea_merge_vote where merge_id = m.id) as votes_asked
     from idea_merge m join idea s on s.id = m.source_id join idea t on t.id = m.target_id
       left join app_user p on p.id = m.proposed_by_id left join app_user d on d.id = m.decided_by_id left join app_user u on u.id = m.unmerged_by_id
     where m.organisation_id = ? and m.campaign_id = ?
     order by m.created_at desc, m.id desc`,
    [ctx.site.id, view.campaign.id],
  );
  return rows.map((row) => ({
    mergeGuid: row.id,
    status: row.status,
    source: { guid: row.source_id, name: row.source_name },
    target: { guid: row.target_id, name: row.target_name },
    proposerName: row.proposer ?? '',
    proposedAt: new Date(row.created_at),
    decidedAt: row.decided_at ? new Date(row.decided_at) : null,
    deciderName: row.decider ?? '',
    unmergedAt: row.unmerged_at ? new Date(row.unmerged_at) : null,
    unmergerName: row.unmerger ?? '',
    moved: row.moved
      ? { coAuthors: row.moved.coAuthors.length, comments: row.moved.commentIds.length, feedback: row.moved.feedbackIds.length, votesMoved: row.votes_moved, votesAsked: row.votes_asked }
      : null,
  }));
}
