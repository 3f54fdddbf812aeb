/**
 * Idea orders of the campaign Ideas tab (spec 1 §2, §4; ARCHITECTURE §7 defines each). Apart
 * from the list's schemas, so the browser can read an order from a URL without zod.
 */
export const ideaSorts = ['trending', 'popular', 'new', 'custom', 'rating', 'feedback', 'winnerIdeas'] as const;
