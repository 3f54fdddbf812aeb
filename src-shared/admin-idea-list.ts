import type { IdeaStatus } from './constants';

// The admin ideas list's plain rules, apart from its schemas: the browser reads them from a URL without zod.

/** What the admin ideas list shows until the admin picks statuses (spec 2 §2, §9). */
export const ADMIN_IDEAS_DEFAULT_STATUSES = ['declined', 'PUBLISHED', 'candidate', 'WINNER'] as const satisfies readonly IdeaStatus[];

/** The admin list's orders; newest first unless asked otherwise. Ties are broken by id on the server. */
export const adminIdeaSorts = ['new', 'old', 'name', 'upvotes', 'feedback'] as const;

export const ADMIN_IDEAS_SEARCH_MAX_LENGTH = 200;
