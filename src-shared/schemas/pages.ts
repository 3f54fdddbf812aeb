import { z } from 'zod';
import { slugify } from '../slug';
import { guidInput } from './common';

export const PAGE_TITLE_MAX_LENGTH = 200;
/** A long policy text fits many times over; the limit only keeps one request's work bounded. */
export const PAGE_BODY_MAX_LENGTH = 100_000;
/** The page every site has, where the footer's terms link points by default (spec 3 §9). */
export const TERMS_OF_SERVICE_SLUG = 'terms-of-service';

const pageTitle = z.string().trim().min(1, 'ERROR_REQUIRED').max(PAGE_TITLE_MAX_LENGTH, 'VALUE_TOO_LONG');
const pageBody = z.string().max(PAGE_BODY_MAX_LENGTH, 'VALUE_TOO_LONG');

/** A content page (spec 2 §3 Page: title, slug derived from the title, markdown body). */
export const pageCreateInput = z.object({ title: pageTitle, body: pageBody.default('') });
export type PageCreateInput = z.infer<typeof pageCreateInput>;

export const pageUpdateInput = guidInput.extend(pageCreateInput.shape);
export type PageUpdateInput = z.infer<typeof pageUpdateInput>;

/** The editor's preview: the body as the server will render it. */
export const pagePreviewInput = z.object({ body: pageBody });

export const pageSlugInput = z.object({ slug: z.string().trim().min(1, 'ERROR_REQUIRED').max(200, 'not-found') });

/** The slug a title gives (spec 2 §5): shown read-only in the editor as /page/{slug}. */
export function pageSlugOf(title: string): string {
  return slugify(title, 80, 'page');
}
