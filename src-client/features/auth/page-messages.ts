/**
 * The messages a link can ask /login and /coach to show with ?msg= (spec 1 §2, spec 3 §6): each
 * known value names its text; any other value is ignored, so a link cannot put words on the page.
 */
const PAGE_MESSAGES = { 'user-not-approved': 'auth.userNotApproved', 'external-link-mailed': 'integrationsMore.linkMailed' } as const;

export type PageMessageKey = (typeof PAGE_MESSAGES)[keyof typeof PAGE_MESSAGES];

/** The text key of a ?msg= value, or undefined for an unknown one. */
export function pageMessageKey(msg: unknown): PageMessageKey | undefined {
  return typeof msg === 'string' && Object.hasOwn(PAGE_MESSAGES, msg) ? PAGE_MESSAGES[msg as keyof typeof PAGE_MESSAGES] : undefined;
}
