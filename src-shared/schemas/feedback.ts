import { z } from 'zod';
import { FEEDBACK_MAX_RATING } from '../constants';
import { recordGuid } from './upvote';

export const FEEDBACK_MAX_LENGTH = 5000;
/** The marker sent instead of feedback this viewer may not read (spec 1 §4); the client translates it. */
export const FEEDBACK_FILTERED_MESSAGE = 'FEEDBACK_FILTERED_MESSAGE';

const feedbackComment = z.string().trim().min(1, 'PLEASE_ENTER_A_COMMENT').max(FEEDBACK_MAX_LENGTH, 'VALUE_TOO_LONG');
const feedbackRating = z
  .number({ error: 'INVALID_RATING' })
  .int('INVALID_RATING')
  .min(0, 'INVALID_RATING')
  .max(FEEDBACK_MAX_RATING, 'INVALID_RATING');

export const feedbackCreateInput = z.object({ ideaGuid: recordGuid, comment: feedbackComment, rating: feedbackRating.default(0) });
export type FeedbackCreateInput = z.infer<typeof feedbackCreateInput>;

export const feedbackUpdateInput = z.object({ guid: recordGuid, comment: feedbackComment, rating: feedbackRating.default(0) });
export type FeedbackUpdateInput = z.infer<typeof feedbackUpdateInput>;

export const feedbackGuidInput = z.object({ guid: recordGuid });
export const feedbackListInput = z.object({ ideaGuid: recordGuid });
