import { campaignPhase } from '#shared/campaign-rules.ts';
import type { ErrorCode } from '#shared/errors.ts';
import { hasOrgAdminRights, isOrgMember, isSuperAdmin, type ViewerRoles } from '#shared/permissions.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';

/** Where a viewer stands towards one idea; computed once in the service, read by every predicate. */
export interface IdeaRelation {
  /** An accepted author (the creator or an accepted co-author). */
  isAuthor: boolean;
  /** A listed coach of the idea's campaign, or any admin. */
  isCoach: boolean;
}

/** Why the campaign cannot take ideas now (spec 1 §8 idea save), or null while it runs. */
export function campaignClosedReason(campaign: Pick<Campaign, 'active' | 'startDate' | 'endDate'>, now: Date): ErrorCode | null {
  switch (campaignPhase(campaign, now)) {
    case 'draft':
      return 'campaign-not-active';
    case 'upcoming':
      return 'campaign-not-started';
    case 'finished':
      return 'campaign-ended';
    case 'active':
      return null;
  }
}

/**
 * Why this viewer may not add an idea to the campaign, or null (spec 1 §6): the campaign must
 * be open; with limitIdeaCreation (the campaign's, or the site's for all its campaigns) only
 * admins, members and coaches add; otherwise an org member
 * or a public campaign, and joined (approved) or a public campaign. Unjoined viewers of a
 * non-public campaign hear that participation is by invitation only; one who joined and awaits a
 * coach's approval waits, even in a public campaign (user-not-approved).
 */
export function ideaAddRefusal(
  viewer: ViewerRoles,
  campaign: Pick<Campaign, 'active' | 'startDate' | 'endDate' | 'privacySetting' | 'settings'>,
  standing: { isCoach: boolean; joined: boolean; pending: boolean },
  now: Date,
  site: { limitIdeaCreation: boolean } = { limitIdeaCreation: false },
): ErrorCode | null {
  const closed = campaignClosedReason(campaign, now);
  if (closed) return closed;
  if (standing.isCoach) return null;
  if (standing.pending) return 'user-not-approved';
  const member = isOrgMember(viewer) || isSuperAdmin(viewer) || hasOrgAdminRights(viewer);
  if ((campaign.settings.limitIdeaCreation || site.limitIdeaCreation) && !member) return 'idea-creation-limited';
  const isPublic = campaign.privacySetting === 'public';
  if (isPublic) return null;
  if (!standing.joined) return 'invitation-required';
  // Joined a non-public campaign, but only as a guest: the spec admits members only.
  return member ? null : 'forbidden';
}

/** Authors and the campaign's coaches edit an idea (spec 1 §6 'edit and improve'). */
export function canEditIdea(relation: IdeaRelation): boolean {
  return relation.isAuthor || relation.isCoach;
}

/**
 * Who may delete an idea (spec 1 §6): its editors (authors, the campaign's coaches) and org
 * admins. The view page offers it to org admins only (offersDeleteOnView), the edit page to all.
 */
export function canDeleteIdea(viewer: ViewerRoles | null, relation: IdeaRelation): boolean {
  return hasOrgAdminRights(viewer) || canEditIdea(relation);
}

/** Only org admins (and super admins) see delete on the idea's view page (spec 1 §2, §6). */
export function offersDeleteOnView(viewer: ViewerRoles | null): boolean {
  return hasOrgAdminRights(viewer);
}

/** Non-public extra fields are the organisers' (spec 1 §6): admins, the campaign's coaches and the idea's authors. */
export function canSeePrivateIdeaFields(viewer: ViewerRoles | null, relation: IdeaRelation): boolean {
  return hasOrgAdminRights(viewer) || relation.isCoach || relation.isAuthor;
}

/**
 * Declined ideas are hidden from non-coaches (spec 1 §4, authors included); drafts and archived
 * ideas show only to their authors and coaches (the Ideas tab hides archived ones from
 * non-coaches too).
 */
export function canSeeIdea(idea: { status: string; merged?: boolean }, relation: IdeaRelation): boolean {
  if (relation.isCoach) return true;
  if (idea.status === 'declined') return false;
  // Archived by a merge (issue 23): its page stays open to lead its upvoters and visitors to the idea it joined.
  if (idea.merged) return true;
  if (idea.status === 'DRAFT' || idea.status === 'ARCHIVED') return relation.isAuthor;
  return true;
}

/**
 * Co-authors are invited only where the site allows several authors and the campaign is public
 * (spec 1 §2: multipleIdeaAuthors, public and not private); an invitee must be able to open
 * the idea to answer, which only a public campaign guarantees.
 */
export function allowsCoAuthors(site: { multipleIdeaAuthors: boolean }, campaign: Pick<Campaign, 'privacySetting'>): boolean {
  return site.multipleIdeaAuthors && campaign.privacySetting === 'public';
}

export interface IdeaBoost {
  /** Trending score over the campaign's median (ARCHITECTURE §7); null while the median is 0. */
  boost: number | null;
  /**
   * HOT (spec 1 §4: boost above 1): the idea trends above its campaign's median, and someone has
   * upvoted it. Feedback and comments count towards trending too, so without the second
   * condition an idea nobody had upvoted could be labelled HOT beside its "0 upvotes".
   */
  hot: boolean;
}

/** The one rule for boost and HOT, used by the list and the idea view alike. */
export function ideaBoost(trendingScore: number, campaignMedian: number, upvoteCount: number): IdeaBoost {
  return { boost: campaignMedian > 0 ? trendingScore / campaignMedian : null, hot: upvoteCount > 0 && trendingScore > campaignMedian };
}

/**
 * An author's e-mail address: for the author and for whoever coaches the campaign (its coaches
 * and admins), the people who see participants' addresses on its People tab (spec 2 §2).
 */
export function canSeeAuthorEmail(viewer: { id: string } | null, relation: IdeaRelation, authorId: string): boolean {
  return viewer?.id === authorId || relation.isCoach;
}

/** Who upvoted an idea: all of them for its campaign's coaches and admins (spec 2 §3 admin Idea upvoters); anyone else sees only themself among them. */
export function canSeeUpvoter(viewer: { id: string } | null, relation: IdeaRelation, upvoterId: string): boolean {
  return viewer?.id === upvoterId || relation.isCoach;
}
