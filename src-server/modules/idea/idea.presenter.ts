import { campaignPhase } from '#shared/campaign-rules.ts';
import { ideaFieldDefinitions } from '#shared/idea-fields.ts';
import type { ViewerFacts } from '#server/modules/user/viewer-facts.ts';
import { fullName } from '#server/modules/user/user.presenter.ts';
import { mediaUrl } from '#server/modules/media/media.presenter.ts';
import { presentTag } from '#server/modules/tag/tag.presenter.ts';
import type { IdeaPage } from './idea-view.service';
import { canDeleteIdea, canEditIdea, canSeeAuthorEmail, canSeePrivateIdeaFields, canSeeUpvoter, offersDeleteOnView } from './idea.policy';

const NEW_IDEA_MS = 3 * 60 * 60 * 1000;

/** Spec 1 §4: NEW for ideas under three hours old. */
export function isNewIdea(createdAt: Date, now = new Date()): boolean {
  return now.getTime() - createdAt.getTime() < NEW_IDEA_MS;
}

/**
 * An idea as the idea view shows it (spec 1 §3 Idea), with what this viewer may do. Non-public
 * extra fields only for admins, the campaign's coaches and the idea's authors (spec 1 §6); the
 * rating, like the list's, only for coaches; no authors for an evaluator who reviews it blind.
 */
export function presentIdea(page: IdeaPage, viewer: ViewerFacts | null, now = new Date()) {
  const { idea, campaign, authors, attachments, relation, tags } = page;
  const open = campaignPhase(campaign, now) === 'active';
  const seesPrivate = canSeePrivateIdeaFields(viewer, relation);
  const visibleFields = ideaFieldDefinitions(campaign.settings).filter((field) => field.public || seesPrivate);
  const extraFields = Object.fromEntries(visibleFields.filter((field) => idea.extraFields[field.fieldid] !== undefined).map((field) => [field.fieldid, idea.extraFields[field.fieldid]!]));
  const files = (kind: string) => attachments.filter((attachment) => attachment.kind === kind);
  const images = files('image').map((attachment) => ({ guid: attachment.media.id, url: mediaUrl(attachment.media) }));
  const [thumbnail] = files('thumbnail');
  const [video] = files('video');
  // A coach sees everything, as on the review page.
  const authorsHidden = page.reviewsBlind && !relation.isCoach;
  const author = (row: (typeof authors)[number]) => ({
    guid: row.user.id,
    name: fullName(row.user),
    labels: row.user.labels,
    ideaStatus: row.user.id === idea.createdById ? ('creator' as const) : row.status,
    ...(canSeeAuthorEmail(viewer, relation, row.user.id) ? { email: row.user.email } : {}),
  });
  return {
    guid: idea.id,
    name: idea.name,
    status: idea.status,
    createdAt: idea.createdAt,
    updatedAt: idea.updatedAt,
    campaign: {
      guid: campaign.id,
      slug: campaign.slug,
      name: campaign.name,
      open,
      privacySetting: campaign.privacySetting,
      public: campaign.privacySetting === 'public',
      private: campaign.privacySetting === 'private',
      stats: { userIsParticipant: page.membership === 'approved' },
    },
    authors: authorsHidden ? [] : authors.filter((row) => row.status === 'accepted').map(author),
    pendingAuthors: authorsHidden ? [] : authors.filter((row) => row.status === 'pending').map(author),
    /** The viewer reviews the idea blind (issue 33): its authors are left out above. */
    authorsHidden,
    tags: tags
      .map(presentTag)
      .sort((a, b) => a.name.localeCompare(b.name)),
    /** The form's tag cap (spec 1 §9 ideaMaxNumTags; 0 hides tags). */
    maxTags: page.maxTags,
    totalUpvoteCount: idea.upvoteCount,
    upvoted: page.upvoted,
    /** Who upvoted, as this viewer may see them (canSeeUpvoter). */
    upvoters: page.upvoters.filter((person) => canSeeUpvoter(viewer, relation, person.id)).map((person) => ({ guid: person.id, name: fullName(person) })),
    feedbackCount: idea.feedbackCount,
    commentCount: idea.commentCount,
    rating: relation.isCoach && idea.ratingCount > 0 ? Math.round((idea.ratingSum / idea.ratingCount) * 10) / 10 : null,
    thumbnail: thumbnail ? { guid: thumbnail.media.id, url: mediaUrl(thumbnail.media) } : null,
    images,
    data: {
      /** The markdown as written, for the edit form. */
      content: idea.content,
      /** The same, rendered and sanitised by the server: what the page shows. */
      contentHtml: page.contentHtml,
      images,
      video: video
        ? {
            guid: video.media.id,
            url: mediaUrl(video.media),
            filename: video.media.filename,
            processing: video.media.processing,
            encodedVideos: video.media.encodedVideos.map((encoded) => ({ format: encoded.format, url: mediaUrl(video.media, `video.${encoded.format}`) })),
            thumbnail: video.media.posterKey ? mediaUrl(video.media, 'poster.jpg') : null,
          }
        : null,
      documents: files('document').map((attachment) => ({ guid: attachment.media.id, name: attachment.name, url: mediaUrl(attachment.media) })),
      extraFields,
      /** The shown fields' labels beside their values, in the campaign's order (spec 1 §3 metaData). */
      metaData: visibleFields
        .filter((field) => idea.extraFields[field.fieldid] !== undefined)
        .map((field) => ({ fieldid: field.fieldid, label: field.label, formType: field.formType, public: field.public, value: idea.extraFields[field.fieldid]! })),
    },
    isNew: isNewIdea(idea.createdAt, now),
    boost: page.boost.boost,
    isHot: page.boost.hot,
    isAuthor: relation.isAuthor,
    isCoach: relation.isCoach,
    abilities: {
      /** Editing needs a running campaign too; the edit page says 'this campaign is closed' otherwise. */
      edit: canEditIdea(relation) && open,
      delete: offersDeleteOnView(viewer),
      /** The edit page's delete (spec 1 §6): the idea's editors and admins. */
      deleteOnEdit: canDeleteIdea(viewer, relation),
      setStatus: relation.isCoach,
      /** The form's co-author invitations (spec 1 §2): editors, where site and campaign allow them. */
      inviteAuthors: canEditIdea(relation) && open && page.coAuthors,
      /** The invited user's accept or reject (spec 1 §4). */
      answerInvitation: viewer !== null && authors.some((row) => row.user.id === viewer.id && row.status === 'pending'),
    },
    /** The idea this one was merged into (issue 23): it then takes no upvotes, comments or feedback. */
    mergedIntoGuid: idea.mergedIntoId,
    permaLink: `/ideas/${idea.id}`,
  };
}
export type IdeaDto = ReturnType<typeof presentIdea>;
