import type { PersonalDataExport } from '#server/entities/personal-data.entity.ts';
import { personalDataLink } from './personal-data-link';

/** A copy of someone's data as its requester sees it, with the signed link while it can be downloaded. */
export function presentExport(jwtKey: Uint8Array, row: PersonalDataExport | null, now = new Date()) {
  if (!row) return null;
  const expiresAt = row.expiresAt ?? null;
  const expired = expiresAt !== null && expiresAt <= now;
  return {
    guid: row.id,
    status: expired ? ('expired' as const) : row.status,
    requestedAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: expiresAt?.toISOString() ?? null,
    byteSize: row.byteSize ?? null,
    downloadUrl: row.status === 'ready' && expiresAt && !expired ? personalDataLink(jwtKey, row.organisation.id, row.id, expiresAt) : null,
  };
}
export type PersonalDataExportDto = NonNullable<ReturnType<typeof presentExport>>;
