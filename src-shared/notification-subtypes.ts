/*
 * Kept out of constants.ts, which the first page's code imports: only screens past the start page
 * need these, and a module is bundled whole where it is first imported.
 */
/** Notification types and their subtypes, spelled as spec 1 §3 spells them ('recieved' included, clients match on it). */
export const NOTIFICATION_SUBTYPES = {
  idea: ['created', 'joined', 'accepted', 'merge-proposed', 'merge-accepted', 'merge-declined', 'merge-undone', 'merge-vote', 'status', 'stage', 'won', 'merged', 'mention'],
  feedback: ['created', 'recieved', 'used'],
  campaign: ['created', 'approved', 'pending', 'winners'],
  participant: ['approved', 'declined'],
} as const;
