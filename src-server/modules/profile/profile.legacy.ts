import type { ProfileUpdateInput } from '#shared/schemas/profile.ts';
import { parseExtraFields } from '#server/legacy/extra-fields.ts';
import type { LegacyRouteTable } from '#server/legacy/legacy-routes.ts';
import { z } from 'zod';
import { profileUpdateInput } from '#shared/schemas/profile.ts';
import { legacyFileReference } from '#server/legacy/legacy-payloads.ts';
import { AppError } from '#server/errors/app-error.ts';
import { legacyViewerAnswer } from '#server/legacy/legacy-answers.ts';
import { presentViewerOf } from '#server/modules/auth/present-viewer-of.ts';
import { mediaUrl } from '#server/modules/media/media.presenter.ts';
import { assertMayUpload, storeUpload } from '#server/modules/media/media.service.ts';
import { receiveUpload } from '#server/modules/media/receive-upload.ts';
import { setProfileImage } from '#server/modules/user/user.service.ts';
import { deleteApiUsersMeAnswer, getGuestUsersByGuidAnswer, postProfileEditAnswer } from './profile-legacy-answers';

/** Legacy profile routes (spec 3 §7 Account, POST /api/media): thin mappings onto the profile procedures. */
export function profileLegacyRoutes(table: LegacyRouteTable): void {
  table.route('POST', '/profile/edit', ({ caller, body }) => caller.profile.update(legacyProfileInput(body)), { doc: { response: postProfileEditAnswer, summary: "Save the signed-in user's profile", body: z.object(profileUpdateInput.shape).omit({ extraFields: true, profileImage: true }).extend({ extraFields: z.string().optional(), profileImage: legacyFileReference.nullable().optional(), avatar: legacyFileReference.nullable().optional() }) } });
  table.route('DELETE', '/api/users/me', ({ caller }) => caller.profile.deleteAccount(), { doc: { response: deleteApiUsersMeAnswer, summary: "Ask for the signed-in user's account to be deleted" } });
  table.route('GET', '/guest/users/:guid', ({ caller, params }) => caller.profile.byGuid({ guid: params.guid ?? '' }), { doc: { response: getGuestUsersByGuidAnswer, summary: "A user's public profile" } });

  // The spec's "filestackObject, to set the profile image": here the image itself, uploaded.
  table.route('POST', '/api/media', async ({ ctx, request }) => {
    assertMayUpload(ctx, 'profileImage');
    const viewer = ctx.viewer;
    if (!viewer) throw new AppError('not-authenticated');
    const media = await receiveUpload(request, 'profileImage', (upload) => storeUpload(ctx, 'profileImage', upload));
    await setProfileImage(ctx.em, viewer, mediaUrl(media));
    return presentViewerOf(ctx, viewer);
  }, { doc: { response: legacyViewerAnswer, summary: "Upload the signed-in user's profile image (multipart)" }, takesUpload: true });
}

const MEDIA_PATH = /^\/media\/([0-9a-f-]{36})$/i;

/**
 * The legacy body as the procedure's input. Legacy clients name the picture by its address, as
 * `avatar` or `profileImage` ({ url } or the url itself; null or "" removes it), and send labels
 * as names or { name } objects. Anything else goes to the schema as sent, which refuses what
 * does not fit.
 */
function legacyProfileInput(body: Record<string, unknown>): ProfileUpdateInput {
  const picture = 'profileImage' in body ? body.profileImage : body.avatar;
  // Unchecked here on purpose: the procedure's schema judges each value and names what it refuses.
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    description: body.description,
    location: body.location,
    options: body.options,
    extraFields: parseExtraFields(body.extraFields),
    orgRole: body.orgRole,
    labels: Array.isArray(body.labels) ? body.labels.map((label: unknown) => (isRecord(label) ? label.name : label)) : body.labels,
    profileImage: picture === undefined ? undefined : mediaGuidOf(picture),
  } as ProfileUpdateInput;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The uploaded file an address names (/media/{guid}), null for "none", or the value itself for the schema to refuse. */
function mediaGuidOf(picture: unknown): unknown {
  if (picture === null || picture === '') return null;
  const url = isRecord(picture) ? picture.url : picture;
  if (typeof url !== 'string') return url;
  const path = url.startsWith('/') ? url : safePathOf(url);
  return MEDIA_PATH.exec(path.split('?')[0] ?? '')?.[1] ?? url;
}

function safePathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}
