import { createLazyRoute } from '@tanstack/react-router';
import { ReviewPage } from '#client/features/reviews/review-page.tsx';
import { ReviewQueuePage } from '#client/features/reviews/review-queue.tsx';
import { reviewRoute } from './reviews';

export const reviewQueueLazy = createLazyRoute('/reviews')({ component: ReviewQueuePage });
export const reviewLazy = createLazyRoute('/reviews/$assignmentGuid')({ component: ReviewRoutePage });

function ReviewRoutePage() {
  const { assignmentGuid } = reviewRoute.useParams();
  return <ReviewPage assignmentGuid={assignmentGuid} />;
}
