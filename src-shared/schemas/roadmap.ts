import type { IdeaStatus } from '#shared/constants.ts';

/** How many ideas each of the roadmap's groups shows; "show all" opens the idea list filtered by its status. */
export const ROADMAP_GROUP_SIZE = 5;

/**
 * The roadmap's groups in the order an idea travels (issue 34 item 3): new ideas under review,
 * shortlisted, accepted, implemented, the winners; then what only coaches see. Drafts are never
 * listed anywhere.
 */
export const ROADMAP_STATUSES = ['PUBLISHED', 'candidate', 'ACCEPTED', 'implemented', 'WINNER', 'declined', 'ARCHIVED'] as const satisfies readonly IdeaStatus[];
export type RoadmapStatus = (typeof ROADMAP_STATUSES)[number];
