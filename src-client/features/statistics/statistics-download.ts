import { isErrorCode, type ErrorCode } from '#shared/errors.ts';
import { fetchWithTimeout } from '#client/request-timeout.ts';

/** The spreadsheet export refused or failed; `code` is the server's, when it sent one. */
export class ExportFailure extends Error {
  constructor(readonly code: ErrorCode | null) {
    super(code ?? 'export-failed');
  }
}

/** The file name of a Content-Disposition header (RFC 6266: filename* first), without any folders. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  let name: string | null = null;
  const encoded = /filename\*\s*=\s*([\w-]+)'[^']*'([^;]+)/i.exec(header);
  if (encoded?.[2]) {
    try {
      name = decodeURIComponent(encoded[2].trim().replace(/^"(.*)"$/, '$1'));
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
    name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim() ?? null;
  }
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base ? base : null;
}

/** The error code of a JSON error answer: `{ error: code }` or `{ error: { code } }`. */
async function errorCodeOf(response: Response): Promise<ErrorCode | null> {
  try {
    const body: unknown = await response.json();
    const error = typeof body === 'object' && body !== null && 'error' in body ? body.error : null;
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : error;
    return isErrorCode(code) ? code : null;
  } catch {
    return null;
  }
}

export interface StatisticsExportQuery {
  fromDate?: string | undefined;
  toDate?: string | undefined;
  filterField?: string | undefined;
  filter?: string | undefined;
}

/** Fetches an export with the session cookie; the query's empty values are left out. */
export async function fetchExport(path: string, query: Record<string, string | undefined>): Promise<{ blob: Blob; filename: string | null }> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.size > 0 ? `?${params.toString()}` : '';
  let response: Response;
  try {
    response = await fetchWithTimeout(`${path}${search}`, { credentials: 'same-origin' }, undefined, 'head');
  } catch {
    throw new ExportFailure(null);
  }
  if (!response.ok) throw new ExportFailure(await errorCodeOf(response));
  return { blob: await response.blob(), filename: filenameFromDisposition(response.headers.get('content-disposition')) };
}

/** Asks the server for a campaign's statistics as an .xlsx file, with the period and filter on screen. */
export function fetchStatisticsExport(guid: string, query: StatisticsExportQuery): Promise<{ blob: Blob; filename: string | null }> {
  return fetchExport(`/exports/campaigns/${encodeURIComponent(guid)}/statistics.xlsx`, { ...query });
}

/** Hands a file to the browser's downloads, under this name. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns: let go of it a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
