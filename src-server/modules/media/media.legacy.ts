import { AppError } from '../../errors/app-error';
import { LegacyList } from '../../legacy/envelope';
import type { LegacyRouteTable } from '../../legacy/legacy-routes';
import { presentViewerOf } from '../auth/present-viewer-of';
import { setProfileImage } from '../user/user.service';
import { ADMIN_FILES_PAGE_SIZE } from './files.service';
import { mediaUrl, presentAdminFile } from './media.presenter';
import { assertMayUpload, storeUpload } from './media.service';
import { receiveUpload } from './receive-upload';
import { z } from 'zod';
import { fileUpdateInput } from '../../../src-shared/schemas/files';

/** Legacy file routes (spec 2 §7 files, spec 3 §7 POST /api/media): thin mappings. */
export function mediaLegacyRoutes(table: LegacyRouteTable): void {
  table.route('GET', '/api/files', async ({ caller, query }) => {
    // Legacy clients page with offset/count; the procedure takes a 1-based page.
    const offset = Number(query.offset ?? 0);
    const page = query.page ? Number(query.page) : Math.floor((Number.isFinite(offset) ? offset : 0) / ADMIN_FILES_PAGE_SIZE) + 1;
    const result = await caller.files.list({ page, search: query.filter || query.search || undefined });
    return new LegacyList(result.items, result.total);
  }, { doc: { summary: "The site's admin files", query: z.object({ offset: z.string().optional(), page: z.string().optional(), filter: z.string().optional() }), answers: 'list' } });

  // A new admin file: multipart with the file in "file" and an optional "title" before it.
  table.route('POST', '/api/files', async ({ caller, ctx, request }) => {
    assertMayUpload(ctx, 'adminFile');
    const { media, title } = await receiveUpload(request, 'adminFile', async (upload, fields) => ({
      media: await storeUpload(ctx, 'adminFile', upload),
      title: fields.title?.trim(),
    }));
    return title ? caller.files.update({ guid: media.id, title }) : presentAdminFile(media);
  }, { doc: { summary: "Upload an admin file (multipart: file, title)" }, takesUpload: true });

  table.route('GET', '/api/files/:guid', ({ caller, params }) => caller.files.byGuid({ guid: params.guid ?? '' }), { doc: { summary: "An admin file" } });
  table.route('PUT', '/api/files/:guid', ({ caller, params, body }) =>
    caller.files.update({ guid: params.guid ?? '', title: typeof body.title === 'string' ? body.title : '' }), { doc: { summary: "Rename an admin file", body: fileUpdateInput.omit({ guid: true }) } }
  );
  table.route('DELETE', '/api/files/:guid', ({ caller, params }) => caller.files.delete({ guid: params.guid ?? '' }), { doc: { summary: "Delete an admin file" } });

  // The spec's "filestackObject, to set the profile image": here the image itself, uploaded.
  table.route('POST', '/api/media', async ({ ctx, request }) => {
    assertMayUpload(ctx, 'profileImage');
    const viewer = ctx.viewer;
    if (!viewer) throw new AppError('not-authenticated');
    const media = await receiveUpload(request, 'profileImage', (upload) => storeUpload(ctx, 'profileImage', upload));
    await setProfileImage(ctx.em, viewer, mediaUrl(media));
    return presentViewerOf(ctx, viewer);
  }, { doc: { summary: "Upload the signed-in user's profile image (multipart)" }, takesUpload: true });
}
