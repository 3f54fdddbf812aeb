import { legacyFileGuid, unwrapList } from '#server/legacy/file-reference.ts';

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Documents as the legacy wizard sends them ({ name, url } of an upload), as ours ({ mediaGuid, name }). */
function documentsOf(value: unknown): unknown {
  const list = unwrapList(value);
  if (!Array.isArray(list)) return list;
  return list.map((entry) => {
    const document = record(entry);
    return { mediaGuid: document.mediaGuid ?? legacyFileGuid(document.guid ?? document.url), name: document.name };
  });
}

/**
 * The legacy campaign payload in the procedures' names: the photo is "thumbnail", rewards and
 * documents come wrapped as `{ list }` (spec 2 §7), and `active` asks for the campaign to be
 * published, which is the separate submit step here; canViewTrustedFeedback may come as the
 * answers' `{ key, value }`. The procedure's schema judges each value.
 */
export function legacyCampaignFields(body: Record<string, unknown>): { fields: Record<string, unknown>; publish: boolean } {
  const { thumbnail, active, rewards, documents, ...rest } = body;
  const fields: Record<string, unknown> = { ...rest };
  if (thumbnail !== undefined) fields.photoGuid = thumbnail === null || thumbnail === '' ? null : legacyFileGuid(thumbnail);
  if (rewards !== undefined) fields.rewards = unwrapList(rewards);
  if (documents !== undefined) fields.documents = documentsOf(documents);
  const settings = record(rest.settings);
  const visibility = record(settings.canViewTrustedFeedback);
  // Answers send canViewTrustedFeedback as { key, value } (spec 1 §3); a client may send it back so.
  if ('key' in visibility) fields.settings = { ...settings, canViewTrustedFeedback: visibility.key };
  return { fields, publish: active === true || active === 'true' };
}
