/** Business constants and limits of the spec (§9 of each document), named once. */

export const PASSWORD_MIN_LENGTH = 5;
/** Argon2 hashes anything; bound the input so a request cannot make hashing expensive. */
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** Interests (tags) one person follows at most; the spec sets none, and a profile lists them all. */
export const USER_INTEREST_MAX = 30;

export const SUPPORTED_LANGUAGES = ['en', 'sv'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const PRODUCT_NAME = 'IdeaHunt';

export const USER_STATUSES = ['inactive', 'active', 'blocked', 'pendingDelete'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** roles.list entry that makes a user a super admin (spec 1 §6). */
export const SUPER_ADMIN_ROLE = 'admin';
export const GUEST_ROLE = 'guest';
export const MEMBER_ROLE = 'member';

export const REQUEST_TIMEOUT_MS = 10_000;
export const SYSTEM_MESSAGE_AUTO_HIDE_MS = 5_000;

/** Default landing after signup or login when neither redirect nor postLogin is given. */
export const DEFAULT_POST_LOGIN_PATH = '/coach';

/**
 * Browser minimums (spec 3 §9): these versions and older get the unsupported-browser screen.
 * src-client/classic/unsupported-browser.js carries the same table for the classic script that runs
 * before the app bundle; a unit test keeps the two equal.
 */
export const UNSUPPORTED_BROWSER_MAX_VERSION = {
  ie: 10,
  safari: 10,
  firefox: 59,
  opera: 34,
} as const;

/** Rate limits for account endpoints: attempts per window, counted in PostgreSQL. */
export const RATE_LIMITS = {
  /**
   * Failed logins (a success gives its attempt back): per address; per account from one address,
   * so guessing from elsewhere never locks its owner out; and per account from anywhere, the
   * ceiling on guessing spread over many addresses.
   */
  loginPerIp: { max: 30, windowSeconds: 15 * 60 },
  loginPerEmailAndIp: { max: 10, windowSeconds: 15 * 60 },
  loginPerEmail: { max: 100, windowSeconds: 15 * 60 },
  signupPerIp: { max: 10, windowSeconds: 60 * 60 },
  passwordResetPerIp: { max: 10, windowSeconds: 60 * 60 },
  /** Reset mails to one address: enough to retry, too few to flood an inbox. */
  passwordResetPerEmail: { max: 3, windowSeconds: 60 * 60 },
  /** Mails asking an account's owner to link a site's own provider: a provider claiming an address cannot flood its inbox. */
  externalLinkMailPerUser: { max: 3, windowSeconds: 60 * 60 },
  /** New passwords set from links, per IP: a link's token cannot be guessed, but nothing needs more. */
  passwordChangePerIp: { max: 20, windowSeconds: 60 * 60 },
  verificationMailPerUser: { max: 3, windowSeconds: 60 * 60 },
  /** Round trips back from a sign-in provider, per IP: each costs two calls to the provider. */
  externalSignInPerIp: { max: 30, windowSeconds: 15 * 60 },
  /** Requests per API token: an integration's steady traffic fits, a runaway loop is stopped. */
  apiTokenRequests: { max: 600, windowSeconds: 60 },
  /** Copies of one person's data asked for by one requester: each reads every table and their files. */
  personalDataExportPerPerson: { max: 3, windowSeconds: 24 * 60 * 60 },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

/** How long a mailed link to link a site's own sign-in provider works: the person is waiting for it. */
export const EXTERNAL_LINK_MAIL_VALID_SECONDS = 30 * 60;

/** How long a password-reset link works (spec 3 leaves it open). */
export const PASSWORD_RESET_VALID_SECONDS = 60 * 60;

/** Session lifetimes (Lucia guide): idle expiry renewed on use, plus an absolute cap. */
export const SESSION_IDLE_TIMEOUT_SECONDS = 14 * 24 * 60 * 60;
export const SESSION_ABSOLUTE_LIFETIME_SECONDS = 90 * 24 * 60 * 60;
/** Renew the idle expiry at most this often, so each request does not write. */
export const SESSION_RENEWAL_INTERVAL_SECONDS = 60 * 60;

/** Idea statuses as the spec and its clients spell them (spec 1 §3); the server's list is this one. */
export const IDEA_STATUSES = ['DRAFT', 'PUBLISHED', 'candidate', 'WINNER', 'declined', 'ACCEPTED', 'implemented', 'ARCHIVED'] as const;
export type IdeaStatus = (typeof IDEA_STATUSES)[number];

/**
 * A merge of idea B into idea A (issue 23): proposed by a coach, then accepted (every author of
 * B said yes) or declined (one said no), withdrawn by a coach before that, or unmerged after.
 */
export const IDEA_MERGE_STATUSES = ['proposed', 'accepted', 'declined', 'withdrawn', 'unmerged'] as const;
export type IdeaMergeStatus = (typeof IDEA_MERGE_STATUSES)[number];
/** An upvoter of B asked whether their upvote moves to A: until they answer, nothing moves. */
export const IDEA_MERGE_VOTE_STATUSES = ['pending', 'moved', 'kept', 'cancelled', 'returned'] as const;
export type IdeaMergeVoteStatus = (typeof IDEA_MERGE_VOTE_STATUSES)[number];
/** Statuses the coach dropdown offers (spec 1 §4): all but draft, accepted, archived and implemented. */
export const COACH_DROPDOWN_EXCLUDED_STATUSES = ['DRAFT', 'ACCEPTED', 'ARCHIVED', 'implemented'] as const;

/** Idea orders of the campaign Ideas tab (spec 1 §2, §4; ARCHITECTURE §7 defines each). */
export const IDEA_SORTS = ['trending', 'popular', 'new', 'custom', 'rating', 'feedback', 'winnerIdeas'] as const;
/** Spec 1 §9: recent ideas count 4. */
export const RECENT_IDEAS_COUNT = 4;
/** Idea cards ask for the idea's picture this wide (spec 1 §9 idea thumbnail, spec 2 §9). */
export const IDEA_LIST_THUMBNAIL_WIDTH = 300;
/** Star rating of feedback; the widget starts at 0, which means "not rated" and is left out of the idea's mean. */
export const FEEDBACK_MAX_RATING = 5;

/** What the admin ideas list shows until the admin picks statuses (spec 2 §2, §9). */
export const ADMIN_IDEAS_DEFAULT_STATUSES = ['declined', 'PUBLISHED', 'candidate', 'WINNER'] as const satisfies readonly IdeaStatus[];
/** The admin list's orders; newest first unless asked otherwise. Ties are broken by id on the server. */
export const ADMIN_IDEA_SORTS = ['new', 'old', 'name', 'upvotes', 'feedback'] as const;
export const ADMIN_IDEAS_SEARCH_MAX_LENGTH = 200;

export const NOTIFICATION_TYPES = ['idea', 'feedback', 'campaign', 'participant'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

