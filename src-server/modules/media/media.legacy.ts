import { LegacyList } from '#server/legacy/envelope.ts';
import type { LegacyRouteTable } from '#server/legacy/legacy-routes.ts';
import { legacyListPage } from '#server/legacy/list-window.ts';
import { legacyAdminFileAnswer, legacyDeletedAnswer } from '#server/legacy/legacy-answers.ts';
import { presentAdminFile } from './media.presenter';
import { assertMayUpload, storeUpload } from './media.service';
import { receiveUpload } from './receive-upload';
import { z } from 'zod';
import { ADMIN_FILES_MAX_PAGE_SIZE, ADMIN_FILES_PAGE_SIZE, fileUpdateInput } from '#shared/schemas/files.ts';

/** Legacy file routes (spec 2 §7 files): thin mappings. */
export function mediaLegacyRoutes(table: LegacyRouteTable): void {
  // count and offset as on the other legacy lists (count=all: every file, spec 2 §7), or page.
  table.route('GET', '/api/files', async ({ caller, query }) => {
    const search = query.filter || query.search || undefined;
    const result = await legacyListPage(query, { defaultSize: ADMIN_FILES_PAGE_SIZE, maxSize: ADMIN_FILES_MAX_PAGE_SIZE }, async ({ offset, count }) => {
      const { items, total } = await caller.files.list({ offset, pageSize: count, search });
      return { items, total };
    });
    return new LegacyList(result.items, result.total);
  }, { doc: { summary: "The site's admin files", query: z.object({ count: z.string().optional().meta({ description: 'Files per answer (default 20, at most 1000), or `all`.' }), offset: z.string().optional(), page: z.string().optional(), filter: z.string().optional() }), answers: 'list', response: legacyAdminFileAnswer } });

  // A new admin file: multipart with the file in "file" and an optional "title" before it.
  table.route('POST', '/api/files', async ({ caller, ctx, request }) => {
    assertMayUpload(ctx, 'adminFile');
    const { media, title } = await receiveUpload(request, 'adminFile', async (upload, fields) => ({
      media: await storeUpload(ctx, 'adminFile', upload),
      title: fields.title?.trim(),
    }));
    return title ? caller.files.update({ guid: media.id, title }) : presentAdminFile(media);
  }, { doc: { response: legacyAdminFileAnswer, summary: "Upload an admin file (multipart: file, title)" }, takesUpload: true });

  table.route('GET', '/api/files/:guid', ({ caller, params }) => caller.files.byGuid({ guid: params.guid ?? '' }), { doc: { response: legacyAdminFileAnswer, summary: "An admin file" } });
  table.route('PUT', '/api/files/:guid', ({ caller, params, body }) =>
    caller.files.update({ guid: params.guid ?? '', title: typeof body.title === 'string' ? body.title : '' }), { doc: { response: legacyAdminFileAnswer, summary: "Rename an admin file", body: fileUpdateInput.omit({ guid: true }) } }
  );
  table.route('DELETE', '/api/files/:guid', ({ caller, params }) => caller.files.delete({ guid: params.guid ?? '' }), { doc: { response: legacyDeletedAnswer, summary: "Delete an admin file" } });
}
