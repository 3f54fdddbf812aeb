/*
 * Kept out of constants.ts, which the first page's code imports: only screens past the start page
 * need these, and a module is bundled whole where it is first imported.
 */
/** Points per cause (spec 1 §9). The first-feedback bonus is not shown anywhere, so its size is ours. */
export const POINTS = {
  'idea-new': 1500,
  'idea-revised': 750,
  'feedback-new': 200,
  'feedback-first': 100,
  'idea-accepted': 1200,
  'feedback-used': 400,
} as const;
export type PointCause = keyof typeof POINTS;
