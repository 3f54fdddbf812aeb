import type { CampaignSettings } from '#shared/schemas/campaign.ts';
import { FEEDBACK_FILTERED_MESSAGE } from '#shared/schemas/feedback.ts';
import type { ViewerRoles } from '#shared/permissions.ts';
import type { PersonFacts } from '#server/modules/campaign/campaign-facts.ts';
import type { Feedback } from '#server/entities/idea.entity.ts';
import { fullName } from '#server/modules/user/user.presenter.ts';
import type { ViewerFacts } from '#server/modules/user/viewer-facts.ts';
import { canDeleteFeedback, canEditFeedback, canReadFeedback, type FeedbackReaderRole } from './feedback.policy';

/** Who is looking, and under which campaign setting: what the presenter needs to filter and to grant. */
export interface FeedbackAudience {
  viewer: ViewerFacts | null;
  role: FeedbackReaderRole;
  visibility: CampaignSettings['canViewTrustedFeedback'];
}

export interface FeedbackDto {
  guid: string;
  createdAt: Date;
  updatedAt: Date;
  /** Marked by the idea's author as having helped improve the idea. */
  accepted: boolean;
  /** True when this viewer may not read it: no text, no rating, no author, only the marker. */
  filtered: boolean;
  message: typeof FEEDBACK_FILTERED_MESSAGE | null;
  comment: string | null;
  rating: number | null;
  author: { guid: string; name: string; labels: string[]; orgRole: string } | null;
  abilities: { edit: boolean; delete: boolean };
}

/** A feedback as the presenter reads it: the list's row, or a written entity (feedbackFactsOf). */
export interface FeedbackFacts extends Pick<Feedback, 'id' | 'createdAt' | 'updatedAt' | 'used' | 'comment' | 'rating'> {
  author: (PersonFacts & ViewerRoles & { labels: string[] }) | null;
}

/** A feedback entity just written, its author loaded (labels too, where loaded). */
export function feedbackFactsOf(feedback: Feedback): FeedbackFacts {
  const writer = feedback.author;
  return {
    id: feedback.id,
    createdAt: feedback.createdAt,
    updatedAt: feedback.updatedAt,
    used: feedback.used,
    comment: feedback.comment,
    rating: feedback.rating,
    author: writer
      ? {
          id: writer.id,
          firstName: writer.firstName,
          lastName: writer.lastName,
          status: writer.status,
          roles: writer.roles,
          isOrgAdmin: writer.isOrgAdmin,
          orgRole: writer.orgRole,
          labels: writer.labels.isInitialized() ? writer.labels.getItems().map((label) => label.name) : [],
        }
      : null,
  };
}

/** Feedback as this viewer may see it (spec 1 §3 Feedback, §4 visibility). */
export function presentFeedback(feedback: FeedbackFacts, audience: FeedbackAudience): FeedbackDto {
  const writer = feedback.author;
  const base = {
    guid: feedback.id,
    createdAt: feedback.createdAt,
    updatedAt: feedback.updatedAt,
    accepted: feedback.used,
    abilities: { edit: canEditFeedback(audience.viewer, writer), delete: canDeleteFeedback(audience.viewer) },
  };
  if (!canReadFeedback({ id: audience.viewer?.id ?? null, role: audience.role }, writer, audience.visibility)) {
    return { ...base, filtered: true, message: FEEDBACK_FILTERED_MESSAGE, comment: null, rating: null, author: null };
  }
  return {
    ...base,
    filtered: false,
    message: null,
    comment: feedback.comment,
    // Spec 1 §3: the rating starts at 0, which is how "not rated" is shown.
    rating: feedback.rating ?? 0,
    author: writer ? { guid: writer.id, name: fullName(writer), labels: writer.labels, orgRole: writer.orgRole } : null,
  };
}
