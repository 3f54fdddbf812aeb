import { ideaFieldDefinitions } from '#shared/idea-fields.ts';
import { mediaUrl } from '#server/modules/media/media.presenter.ts';
import type { ReviewPage } from './review.service';
import type { ReviewSettings } from './stage-rules.service';
import { presentCriterion } from './evaluation.presenter';

/**
 * A review as its page shows it. The idea comes with its text, fields and files; its authors only
 * where the viewer may see them (never to an evaluator in a blind stage), its private fields only
 * to coaches.
 */
export function presentReviewPage(page: ReviewPage) {
  const { assignment, stage, idea } = page;
  const blindForViewer = stage.blindReview && !page.isCoach;
  const fields = ideaFieldDefinitions(idea.campaign.settings).filter((field) => field.public || page.isCoach);
  const files = (kind: string) => idea.attachments.filter((attachment) => attachment.kind === kind);
  return {
    guid: assignment.id,
    state: assignment.state,
    dueDate: assignment.dueDate,
    submittedAt: assignment.submittedAt ?? null,
    campaign: { slug: idea.campaign.slug, name: idea.campaign.name },
    stage: { guid: stage.id, nameEn: stage.nameEn, nameSv: stage.nameSv, blindReview: stage.blindReview },
    idea: {
      guid: idea.id,
      name: idea.name,
      contentHtml: idea.contentHtml,
      /** Null where blind mode hides them from this viewer. */
      authors: blindForViewer ? null : idea.authors.map((author) => `${author.firstName} ${author.lastName}`.trim()),
      fields: fields
        .filter((field) => idea.extraFields[field.fieldid] !== undefined)
        .map((field) => ({ fieldid: field.fieldid, label: field.label, formType: field.formType, value: idea.extraFields[field.fieldid]! })),
      images: files('image').map((attachment) => ({ guid: attachment.media.id, url: mediaUrl(attachment.media) })),
      documents: files('document').map((attachment) => ({ guid: attachment.media.id, name: attachment.name, url: mediaUrl(attachment.media) })),
      video: files('video').map((attachment) => ({ guid: attachment.media.id, name: attachment.media.filename, url: mediaUrl(attachment.media) }))[0] ?? null,
    },
    criteria: page.criteria.map((criterion) => ({
      ...presentCriterion(criterion),
      score: page.scores.get(criterion.id)?.score ?? null,
      comment: page.scores.get(criterion.id)?.comment ?? '',
    })),
    /** Null while blind mode hides the other reviews from this viewer. */
    otherReviews: page.others,
    previousGuid: page.previous,
    nextGuid: page.next,
    abilities: {
      edit: page.isOwn && assignment.state === 'open',
      reopen: page.isCoach && assignment.state === 'submitted',
      declareConflict: page.isOwn && assignment.state === 'open',
    },
  };
}
export type ReviewPageDto = ReturnType<typeof presentReviewPage>;

export function presentReviewSettings({ stage, rules, targets }: ReviewSettings) {
  const rule = (kind: 'advance' | 'decline') => {
    const found = rules.find((candidate) => candidate.kind === kind);
    return found ? { toStageGuid: found.toStage.id, threshold: Number(found.threshold), minReviews: found.minReviews } : null;
  };
  return {
    stageGuid: stage.id,
    blindReview: stage.blindReview,
    advance: rule('advance'),
    decline: rule('decline'),
    targets: targets.map((target) => ({ guid: target.id, nameEn: target.nameEn, nameSv: target.nameSv })),
  };
}
