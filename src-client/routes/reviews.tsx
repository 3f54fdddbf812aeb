import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '#client/i18n.ts';
import { rootRoute } from './root';

/** The queue and the review page come in one download: an evaluator goes from one to the other. */
const reviewPages = () => withAllTexts(import('./reviews.lazy'));

/** An evaluator's queue: their assignments across the site's campaigns (issue 33 item 4). */
export const reviewQueueRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reviews',
}).lazy(() => reviewPages().then((d) => d.reviewQueueLazy));

/** One review: the idea beside the stage's scorecard. */
export const reviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reviews/$assignmentGuid',
}).lazy(() => reviewPages().then((d) => d.reviewLazy));
