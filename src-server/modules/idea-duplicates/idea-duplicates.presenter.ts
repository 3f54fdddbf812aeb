import { SIMILAR_TITLE_THRESHOLD } from '#server/modules/idea/similar-titles.service.ts';
import { markdownToPlainText, truncateText } from '#shared/markdown-text.ts';
import type { DuplicateIdeaRow } from './duplicate-pairs.repository';
import type { DuplicatePairsPage } from './duplicate-pairs.service';

/** Text overlap from which the descriptions count as matching (the migration keeps pairs from it). */
export const TEXT_MATCH_THRESHOLD = 0.35;
const EXCERPT_LENGTH = 200;

function presentSide(idea: DuplicateIdeaRow) {
  return {
    guid: idea.guid,
    name: idea.name,
    excerpt: truncateText(markdownToPlainText(idea.content), EXCERPT_LENGTH),
    authors: idea.authors.map((author) => ({ guid: author.guid, firstName: author.firstName, lastName: author.lastName })),
    upvoteCount: idea.upvoteCount,
    commentCount: idea.commentCount,
    feedbackCount: idea.feedbackCount,
    createdAt: new Date(idea.createdAt),
    status: idea.status,
  };
}

/** A page of pairs: both ideas, the score (0..1) and which parts matched. */
export function presentDuplicatePairs(page: DuplicatePairsPage) {
  return {
    campaignSlug: page.campaign.slug,
    page: page.page,
    hasMore: page.hasMore,
    waiting: page.waiting,
    pairs: page.pairs.map((pair) => ({
      score: Math.round(pair.score * 100) / 100,
      matched: { title: pair.title_similarity >= SIMILAR_TITLE_THRESHOLD, text: pair.text_similarity >= TEXT_MATCH_THRESHOLD },
      idea: presentSide(pair.idea),
      other: presentSide(pair.other),
    })),
  };
}
export type DuplicatePairsDto = ReturnType<typeof presentDuplicatePairs>;
