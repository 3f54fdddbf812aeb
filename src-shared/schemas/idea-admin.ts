import { z } from 'zod';
import { ADMIN_IDEA_SORTS, ADMIN_IDEAS_DEFAULT_STATUSES, ADMIN_IDEAS_SEARCH_MAX_LENGTH, IDEA_STATUSES, type IdeaStatus } from '../constants';
import { tagNameSchema } from './campaign-insights';
import { IDEA_TAGS_BOUND, ideaUpdateInput } from './idea';

/** The admin ideas list's page size (spec 2 §9). */
export const ADMIN_IDEAS_PAGE_SIZE = 10;

export type AdminIdeaSort = (typeof ADMIN_IDEA_SORTS)[number];

/** The export formats of spec 2 §9; xls is written as an .xlsx workbook. */
export const ideaExportFormats = ['csv', 'xls', 'windowscsv'] as const;
export type IdeaExportFormat = (typeof ideaExportFormats)[number];

/**
 * The filters the admin list and its exports share (spec 2 §7 GET /api/ideas, GET /export/ideas).
 * `statuses` omitted means the default set; an empty list means every status (nothing ticked
 * narrows nothing). Guids are checked on the server, where a malformed one matches nothing.
 */
export const adminIdeaFilters = z.object({
  statuses: z.array(z.enum(IDEA_STATUSES, { message: 'invalid-input' })).max(IDEA_STATUSES.length, 'invalid-input').optional(),
  campaignGuid: z.string().trim().max(64, 'invalid-input').optional(),
  /** Free text over title, description and the searchable extra fields. */
  search: z.string().trim().max(ADMIN_IDEAS_SEARCH_MAX_LENGTH, 'VALUE_TOO_LONG').optional(),
  /** Tag names or slugs; an idea matches when it carries any of them. */
  tags: z.array(tagNameSchema).max(IDEA_TAGS_BOUND, 'invalid-input').optional(),
  /** An accepted author's user guid. */
  authorGuid: z.string().trim().max(64, 'invalid-input').optional(),
  /** Unknown orders fall back to newest first, as the campaign list's do. */
  sort: z.enum(ADMIN_IDEA_SORTS).default('new').catch('new'),
});
export type AdminIdeaFilters = z.infer<typeof adminIdeaFilters>;

export const adminIdeaListInput = adminIdeaFilters.extend({ page: z.number().int().min(1).max(100_000).default(1) });
export type AdminIdeaListInput = z.infer<typeof adminIdeaListInput>;

export const ideaExportInput = adminIdeaFilters.extend({ format: z.enum(ideaExportFormats, { message: 'invalid-input' }).default('csv') });
export type IdeaExportInput = z.infer<typeof ideaExportInput>;

/**
 * The admin idea editor's save (spec 2 §7 PUT /api/ideas/{guid}: name, status, tags, content,
 * extraFields): the idea form's own rules for the texts, tags and fields, plus any status.
 */
export const adminIdeaUpdateInput = ideaUpdateInput
  .pick({ guid: true, name: true, content: true, extraFields: true, tags: true })
  .extend({ status: z.enum(IDEA_STATUSES, { message: 'invalid-input' }) });
export type AdminIdeaUpdateInput = z.infer<typeof adminIdeaUpdateInput>;

/** The effective status filter: the default set when none was given. */
export function adminIdeaStatuses(statuses: readonly IdeaStatus[] | undefined): readonly IdeaStatus[] {
  return statuses ?? ADMIN_IDEAS_DEFAULT_STATUSES;
}
