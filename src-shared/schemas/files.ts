import { z } from 'zod';
import { guidInput } from './common';


export const ADMIN_FILES_PAGE_SIZE = 20;
/** The most files one answer lists: what a legacy `count=all` (spec 2 §7) reads. */
export const ADMIN_FILES_MAX_PAGE_SIZE = 1000;

/**
 * Admin files list (spec 2 §2): 1-based page, optional search over title and file name. Legacy
 * clients page by `offset` and `count` (spec 2 §7), which stand in for page and its size.
 */
export const filesListInput = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(ADMIN_FILES_MAX_PAGE_SIZE).default(ADMIN_FILES_PAGE_SIZE),
  offset: z.number().int().min(0).max(100_000_000).optional(),
  search: z.string().trim().max(200, 'VALUE_TOO_LONG').optional(),
});
export type FilesListInput = z.infer<typeof filesListInput>;

export const fileUpdateInput = guidInput.extend({
  title: z.string().trim().min(1, 'ERROR_REQUIRED').max(255, 'VALUE_TOO_LONG'),
});
export type FileUpdateInput = z.infer<typeof fileUpdateInput>;
