/**
 * The error catalogue: every code a procedure or the legacy façade can answer with.
 * Codes are the spec's own message keys where it names one; each is also an i18n key
 * (`errors.<code>`) so the client never shows a server-built sentence.
 */
export const errorStatus = {
  // Validation keys of the spec (accounts §5 and §8).
  PLEASE_ENTER_AN_EMAIL: 400,
  PLEASE_ENTER_A_VALID_MAIL: 400,
  PLEASE_ENTER_A_LONGER_PASSWORD: 400,
  PASSWORD_TOO_LONG: 400,
  THE_TWO_PASSWORD_DONT_MATCH: 400,
  ERROR_REQUIRED: 400,
  VALUE_TOO_LONG: 400,
  INVALID_REDIRECT: 400,
  /** A link that is neither a web address nor a path on this site (menus, partners). */
  INVALID_LINK: 400,
  'invalid-input': 400,
  /** A captcha missing, wrong, expired, used already or from another site (spec 3 §5). */
  PLEASE_VERIFY_CAPTCHA: 400,
  /** The site's terms of service (an agreement) must be accepted to sign up. */
  TOS_ACCEPT_MANDATORY: 400,
  /** The site's privacy policy (an agreement) must be accepted to sign up. */
  PP_ACCEPT_MANDATORY: 400,
  PLEASE_ENTER_A_VALID_PERSONAL_NUMBER: 400,
  REQUIRED_REGISTRATION_FIELDS_MISSING: 400,
  /** A field condition's pattern that is no regular expression the engine runs (field-conditions.ts). */
  PLEASE_ENTER_A_VALID_PATTERN: 400,
  /** A field condition that reads a field which is not before it in the same form. */
  PLEASE_CHOOSE_AN_EARLIER_FIELD: 400,
  /** A select's limit above the number of options it offers. */
  LIMIT_ABOVE_OPTION_COUNT: 400,
  /** A choice field's options must differ from one another. */
  PLEASE_ENTER_DISTINCT_OPTIONS: 400,
  // Sign-in outcomes.
  'invalid-credentials': 401,
  'email-already-registered': 409,
  'user-blocked': 403,
  /** The account's owner asked to have it deleted (pendingDelete): it cannot sign in while an admin decides. */
  'account-pending-deletion': 403,
  /** The site has switched this way of signing in off (enableLocal and the external sources). */
  'login-source-disabled': 403,
  /** The site admits new accounts only from its listed e-mail domains (activateDomainFilter). */
  'email-domain-not-allowed': 403,
  // External sign-in (spec 3 §1): why a round trip through a provider signed nobody in.
  /** The person declined at the provider. */
  'external-sign-in-denied': 403,
  /** The round trip's cookie is gone: it took too long, or came back to another browser. */
  'external-sign-in-expired': 400,
  /** The provider came back with a state this browser did not send: a forged or crossed round trip. */
  'external-sign-in-state-mismatch': 400,
  /** The provider refused the code, could not be reached, or answered something unreadable. */
  'external-sign-in-failed': 502,
  /** The provider vouched for no e-mail address, so no account can be linked or created. */
  'external-email-not-verified': 403,
  /**
   * The site's own provider (set up by a site admin) claimed a super admin's address, or a
   * stand-in's: those accounts sign in only with their password, never through a provider the
   * site controls.
   */
  'external-sign-in-not-allowed': 403,
  /**
   * The site's own provider claimed the address of an account it did not create and its owner
   * has not linked to it: the owner signs in with their password and links it from their profile.
   */
  'external-account-not-linked': 409,
  /** Linking the site's own provider: it vouched for another address than the signed-in account's. */
  'external-link-other-address': 409,
  /**
   * A mailed link to link the site's own provider that is unknown, opened already, past its half
   * hour, for another site, or for a provider the site no longer names.
   */
  'external-link-invalid': 400,
  /** Forgotten password for an address no account of the site has (the spec's email-not-found, shown as USER_NOT_FOUND). */
  'email-not-found': 404,
  /** A reset link that is unknown, used already, expired (after an hour) or for another site. */
  'reset-link-invalid': 400,
  /** Forgotten password for a super admin's stand-in: it signs in with the home account's password, which only the home site resets. */
  'password-at-home-site': 403,
  /** A verification link that is forged, expired, for another site or address, or for a blocked account (spec 3 §8). */
  SOMETHING_WENT_WRONG_WHEN_VERIFYING_ACCOUNT: 400,
  /** A profile location outside the country list (spec 3 §3 Country list). */
  INVALID_COUNTRY: 400,
  // Organisation settings (spec 2 §5 link-target picker, spec 3 §8 "no valid agreement found").
  PLEASE_ENTER_A_VALID_URL: 400,
  /** A site's own OAuth2 endpoint that is not https at a public address (the server would call inside its network). */
  OAUTH2_URL_NOT_ALLOWED: 400,
  /** A webhook address that is not https at a public address (the server would call inside its network). */
  WEBHOOK_URL_NOT_ALLOWED: 400,
  /** An OpenID Connect issuer that is not https at a public address (the server would call inside its network). */
  OIDC_ISSUER_NOT_ALLOWED: 400,
  /** An OpenID Connect issuer whose discovery document could not be read, or names another issuer. */
  OIDC_DISCOVERY_FAILED: 400,
  /** A claim name with characters no provider uses in one. */
  PLEASE_ENTER_A_VALID_CLAIM: 400,
  /** A claim mapped to what is not a text registration field of the site. */
  OIDC_FIELD_NOT_MAPPABLE: 400,
  PLEASE_ENTER_A_VALID_PAGE_SLUG: 400,
  NO_VALID_AGREEMENT_FOUND: 400,
  PLEASE_ENTER_A_VALID_COLOUR: 400,
  PLEASE_ENTER_A_NUMBER: 400,
  /** A retention period that is not a whole number of days from 1 to 3650 (empty is off). */
  RETENTION_DAYS: 400,
  PLEASE_ENTER_A_VALID_DOMAIN: 400,
  PLEASE_ENTER_A_VALID_ANALYTICS_ID: 400,
  /** Every login source switched off: nobody could sign in to change it back. */
  AT_LEAST_ONE_LOGIN_SOURCE: 400,
  /** A branding image that is not an upload of this site for that place (logo, hero…). */
  INVALID_SITE_ASSET: 400,
  // The super admin's site forms (spec 2 §5): a subdomain is one host-name label, and a host names one site.
  PLEASE_ENTER_A_VALID_SUBDOMAIN: 400,
  SUBDOMAIN_TAKEN: 409,
  PUBLIC_URL_TAKEN: 409,
  // Campaign wizard (spec 2 §4–§5): the date rules, and settings a site may not offer.
  START_DATE_IN_PAST: 400,
  /** A review assignment's due date before today (UTC): nobody could meet it. */
  DUE_DATE_IN_PAST: 400,
  END_BEFORE_START: 400,
  /** The spec's "too far in the future": past 4 weeks, or 5 years for premium or admin. */
  END_DATE_TOO_FAR: 400,
  START_DATE_LOCKED: 400,
  END_DATE_LOCKED: 400,
  PRIVACY_SETTING_NOT_AVAILABLE: 400,
  PREMIUM_REQUIRED: 403,
  'campaign-creation-limited': 403,
  // Joining a campaign (spec 1 §4, §8; spec 2 §5).
  'campaign-not-active': 400,
  'campaign-ended': 400,
  /** Adding or saving an idea before the campaign's start (spec 1 §8 idea save). */
  'campaign-not-started': 400,
  /** limitIdeaCreation is on and the viewer is a guest who does not coach the campaign (spec 1 §6). */
  'idea-creation-limited': 403,
  /** The spec's "participation is by invitation only". */
  'invitation-required': 403,
  'invalid-invitation': 404,
  AGREEMENT_NOT_ACCEPTED: 400,
  // Agreements admin (spec 2 §4, §5).
  /** validFrom before today (spec 2 §4: minimum today). */
  VALID_FROM_IN_THE_PAST: 400,
  /** validFrom changed on a published agreement: only new or draft ones may move it. */
  VALID_FROM_LOCKED: 400,
  /** A published agreement saved as a draft again. */
  AGREEMENT_ALREADY_PUBLISHED: 409,
  /** Another type than the one the agreement was created with. */
  AGREEMENT_TYPE_LOCKED: 400,
  /** A visitor joining a campaign whose terms must be accepted (spec 1 §8). */
  YOU_HAVE_TO_LOGIN_TO_ACCEPT_AGREEMENT: 401,
  /** Adding a coach who already is one (spec 2 §8: "user already is a coach"). */
  'campaign-coach-exists-already': 409,
  /** Removing a campaign's last coach (spec 2 §5: only when more than one). */
  'campaign-needs-a-coach': 400,
  INVALID_EMAIL: 400,
  /** Member-only views of a campaign (leaderboard) for someone not in it (spec 1 §8). */
  'user-not-in-campaign': 403,
  /** A participant still awaiting a coach's approval (spec 1 §2 msg=user-not-approved): no ideas, upvotes or member feedback yet. */
  'user-not-approved': 403,
  // Idea tags and co-authors (spec 1 §2, §4, §8 idea save).
  /** More tags than the organisation's ideaMaxNumTags (the form drops the oldest; the server refuses). */
  TOO_MANY_TAGS: 400,
  /** Tagging an idea while the organisation has tags off (ideaMaxNumTags 0). */
  'idea-tags-not-enabled': 400,
  /** Co-authors on a site without multipleIdeaAuthors, or in a campaign that is not public. */
  'idea-authors-not-enabled': 400,
  /** No address to add belongs to a user of this site; nothing was saved. */
  'user-not-found': 404,
  /**
   * The idea was saved, but some addresses to add belong to no user of this site. Details: the
   * idea's guid first (a create's client has no other way to reach it), then those addresses.
   */
  'idea-updated-but-all-users-not-found': 404,
  /** The idea was saved, but some addresses to add are authors already. Details as above. */
  'idea-author-exists-already': 409,
  /** Removing an idea's creator (spec 1 §4: the creator cannot be removed). */
  'user-could-not-be-deleted': 400,
  // Idea merges (issue 23).
  /** An idea cannot be merged into itself. */
  'idea-merge-same-idea': 400,
  /** Only ideas of one campaign merge. */
  'idea-merge-other-campaign': 400,
  /** A draft, archived or already merged idea takes no part in a new merge. */
  'idea-merge-not-possible': 409,
  /** The idea to merge has a proposal awaiting its authors already. */
  'idea-merge-pending': 409,
  /** The merge is no longer in the state the action needs (answered, withdrawn, undone). */
  'idea-merge-not-open': 409,
  /** The merged-into idea was itself merged since: that later merge is undone first. */
  'idea-merge-undo-later-first': 409,
  /** Upvotes, comments and feedback go to the idea this one was merged into. */
  'idea-merged': 409,
  // Stages (issue 33).
  /** A stage holding ideas keeps the status it reports: the coach moves its ideas out first. */
  'stage-not-empty': 409,
  /** Only published ideas of the stage's campaign move (not drafts, nor merged ideas). */
  'stage-move-not-possible': 409,
  /** An idea moved again since: its later move is undone first. */
  'stage-move-undo-later-first': 409,
  /** An idea's status was set another way since the move, so undoing it would overwrite that decision. */
  'stage-move-changed-since': 409,
  /** The move was undone already. */
  'stage-move-undone-already': 409,
  // Scorecards and assignment (issue 33).
  /** A criterion's weight is relative: it must be above zero. */
  'scorecard-weight-not-positive': 400,
  /** A criterion is scored 1 to 5 or 1 to 10, no other scale. */
  'scorecard-scale-not-allowed': 400,
  /** A scorecard holds at most SCORECARD_CRITERIA_MAX criteria (src-shared/schemas/evaluation.ts). */
  'scorecard-too-many-criteria': 400,
  /** The person is an evaluator of the campaign already. */
  'evaluator-exists-already': 409,
  /** Someone named is not an evaluator of the campaign. */
  'assignment-not-evaluator': 409,
  /** An evaluator is never assigned an idea they wrote or co-wrote. */
  'assignment-to-author': 409,
  /** An evaluator is never assigned an idea they declared a conflict of interest with. */
  'assignment-to-conflicted': 409,
  /** An idea named is not in the stage (moved on, a draft, or another campaign's). */
  'assignment-idea-not-in-stage': 409,
  /** Evaluators review against the stage's scorecard: it needs one first. */
  'assignment-needs-scorecard': 409,
  /** Fewer evaluators than the reviews each idea should get. */
  'assignment-too-few-evaluators': 409,
  /** A finished review stays with its evaluator. */
  'assignment-finished': 409,
  /** The evaluator has this idea to review in this stage already. */
  'assignment-exists-already': 409,
  // Reviewing and stage rules (issue 33 items 4 and 6).
  /** A review is submitted only with every criterion scored; the field error names the first one missing. */
  'review-score-missing': 400,
  /** A score lies within its criterion's scale. */
  'review-score-out-of-scale': 400,
  /** A submitted review is read-only for its evaluator; a coach may reopen it. */
  'review-submitted-already': 409,
  /** Only a submitted review is reopened. */
  'review-not-submitted': 409,
  /** A stage rule's threshold is a score on 0–100. */
  'stage-rule-threshold-range': 400,
  /** A stage rule waits for 1 to STAGE_RULE_MIN_REVIEWS_MAX reviews (src-shared/schemas/reviews.ts). */
  'stage-rule-min-reviews-range': 400,
  /** A stage rule moves ideas to another stage of the campaign. */
  'stage-rule-same-stage': 400,
  // Upvotes, feedback and comments (spec 1 §5, §6, §8).
  /** Upvote outcome of spec 1 §8: the idea is gone or not visible to this viewer. */
  'idea-not-found': 404,
  /** The spec's 'please enter a comment' (feedback, spec 1 §5). */
  PLEASE_ENTER_A_COMMENT: 400,
  INVALID_RATING: 400,
  'feedback-on-own-idea': 403,
  /** Feedback is given once per user and idea (spec 1 §6 'if they have not yet given feedback'). */
  'feedback-already-given': 409,
  MESSAGE_BODY_MAY_NOT_BE_EMPTY: 400,
  /** A reply must answer a top-level comment of the same idea. */
  'invalid-comment-parent': 400,
  THE_COMMENT_HAS_CHILDREN_AND_CANNOT_BE_DELETED: 409,
  // Statistics (spec 2 §5): dates as YYYY-MM-DD, inside the campaign's own dates.
  INVALID_DATE: 400,
  STATISTICS_FROM_BEFORE_START: 400,
  STATISTICS_TO_AFTER_END: 400,
  /** A possible-duplicate pair names the same idea twice. */
  'duplicate-pair-same-idea': 400,
  /** Statistics filter on a field that is not a campaign-enabled dropdown, or a value it does not offer. */
  INVALID_STATISTICS_FILTER: 400,
  /** An organisation or cross-site statistics period longer than STATISTICS_MAX_DAYS. */
  STATISTICS_PERIOD_TOO_LONG: 400,
  // Announcing winners (spec 2 §6 event announce.winners).
  'campaign-not-ended': 400,
  'no-winners': 400,
  'winners-already-announced': 409,
  /** Saving a campaign's custom code failed on the server's side (spec 2 §8). */
  ERROR_SETTING_CUSTOM_CODE: 500,
  // Uploads (spec 3 §8): a refused file names the kind; a storage failure is the server's.
  DOCUMENT_TOO_BIG_OR_WRONG_FORMAT: 400,
  VIDEO_TOO_BIG_OR_WRONG_FORMAT: 400,
  SERVER_COULD_NOT_SAVE_FILE: 500,
  /** Recorded on a video whose transcoding failed; shown where the player would be. */
  VIDEO_PROCESSING_FAILED: 500,
  // Integrations (spec 2 §7): one that is off or has no credentials, and an outside service that failed (its message in details).
  'integration-not-enabled': 400,
  /** Trello needs this server's application key (TRELLO_API_KEY), which is not configured. */
  'integration-unavailable': 503,
  'integration-failed': 502,
  // People administration (spec 3 §4, §7; spec 2 §7 labels).
  /** The user an admin asked for is not on this site (the spec's "Could not find user"). */
  'people-user-not-found': 404,
  /** An orgRole that is not among the organisation's roles. */
  'people-unknown-role': 400,
  /** A label name the site already has. */
  'people-label-exists': 409,
  /** Accepting or denying a removal request of a user who made none (not pendingDelete). */
  'people-not-pending-deletion': 409,
  // Access.
  'not-authenticated': 401,
  'user-not-active': 403,
  forbidden: 403,
  'csrf-rejected': 403,
  'not-found': 404,
  'route-not-found': 404,
  /** A Host header naming none of the platform's sites (PUBLIC_URL, its subdomains, the sites' own addresses). */
  'misdirected-request': 421,
  'unsupported-media-type': 415,
  'payload-too-large': 413,
  /** An upload sent as a URL, a file picker's object or JSON instead of the file in a multipart form. */
  'upload-must-be-multipart': 415,
  'too-many-requests': 429,
  /** An Idempotency-Key used again within a day for a different request: the client mixed up two actions. */
  'idempotency-key-reused': 422,
  /** The first request with this Idempotency-Key is still running after the wait for it (about 2 s): asked again, the answer is its answer. */
  'idempotency-key-in-progress': 409,
  'internal-error': 500,
  /** The database cannot be reached for now (a restart, a failover): answered with Retry-After, not as a fault. */
  'database-unavailable': 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatus;

export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatus, value);
}

/** Field-level validation failures, keyed by input path ("email", "extraFields.x"). */
export type FieldErrors = Record<string, ErrorCode[]>;

/**
 * Where the client should go when it meets this error. The legacy façade answers these as
 * its `redirect` / `login` fields; the browser client reads them from the tRPC error data.
 */
export const errorRedirect: Partial<Record<ErrorCode, string>> = {
  'user-not-active': '/user-verification/pending',
};

/** Errors after which the client should open the login modal (legacy `login` field). */
export const errorNeedsLogin: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['not-authenticated', 'YOU_HAVE_TO_LOGIN_TO_ACCEPT_AGREEMENT']);
