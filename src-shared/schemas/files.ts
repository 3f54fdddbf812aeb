import { z } from 'zod';
import { guidInput } from './common';


/** Admin files list (spec 2 §2): 1-based page, optional search over title and file name. */
export const filesListInput = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  search: z.string().trim().max(200, 'VALUE_TOO_LONG').optional(),
});
export type FilesListInput = z.infer<typeof filesListInput>;

export const fileUpdateInput = guidInput.extend({
  title: z.string().trim().min(1, 'ERROR_REQUIRED').max(255, 'VALUE_TOO_LONG'),
});
export type FileUpdateInput = z.infer<typeof fileUpdateInput>;
