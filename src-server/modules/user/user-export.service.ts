import { Readable } from 'node:stream';
import type { FormField } from '#shared/field-engine.ts';
import { hasOrgAdminRights } from '#shared/permissions.ts';
import { registrationExportFields, registrationValueText } from '#shared/registration-fields.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import type { UserExportInput } from '#shared/schemas/people.ts';
import { AppError } from '#server/errors/app-error.ts';
import { FileDownload } from '#server/http/file-download.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { rowBatches, XLSX_CONTENT_TYPE, xlsxStream } from '#server/export/xlsx.ts';
import { CSV_CONTENT_TYPE, csvChunk, type Cell } from '#server/export/csv.ts';
import { effectiveFilters } from './user-admin.service';
import { userExportBatches, type UserListRow } from './user-admin.repository';
import { recordAuditNow } from '#server/modules/audit/audit.service.ts';

/** Users read per statement while the file is written: memory stays flat however many match. */
const BATCH_SIZE = 500;

type FieldColumn = FormField;

const STANDARD_HEADER = ['First name', 'Last name', 'E-mail', 'Status', 'Role', 'Labels', 'Created', 'Last login'];

function exportRow(row: UserListRow, fields: FieldColumn[]): Cell[] {
  return [
    row.first_name,
    row.last_name,
    row.email,
    row.status,
    row.org_role,
    row.labels.join(', '),
    new Date(row.created_at).toISOString().slice(0, 10),
    row.last_login_at ? new Date(row.last_login_at).toISOString().slice(0, 10) : '',
    ...fields.map((field) => registrationValueText(field, row.extra_fields[field.fieldid])),
  ];
}

function csvStream(header: string[], batches: AsyncGenerator<UserListRow[]>, fields: FieldColumn[], dialect: 'csv' | 'windowscsv'): Readable {
  async function* chunks() {
    yield csvChunk([header], dialect, true);
    for await (const rows of batches) yield csvChunk(rows.map((row) => exportRow(row, fields)), dialect, false);
  }
  return Readable.from(chunks(), { objectMode: false });
}

/**
 * GET /export/users (spec 3 §7): every user of the list's tab under its filters, as csv (UTF-8),
 * windowscsv (Windows-1252, semicolons) or xls (an .xlsx workbook, as the ideas export writes it).
 * Columns: names, e-mail, status, role, labels, dates, then one per registration extra field (an
 * expandable section's fields each their own; a repeating group's items in one cell).
 * Streamed: rows are read a batch at a time by the list's key and written as they come.
 */
export async function exportUsers(ctx: AuthedContext, input: UserExportInput): Promise<FileDownload> {
  if (!hasOrgAdminRights(ctx.viewerFacts)) throw new AppError('forbidden');
  const filters = effectiveFilters(ctx, input);
  await recordAuditNow(ctx, 'users-exported', {}, { format: input.format, filters });
  const fields = registrationExportFields(settingsWithDefaults(ctx.site.settings));
  const header = [...STANDARD_HEADER, ...fields.map((field) => field.label.trim() || field.fieldid)];
  const batches = userExportBatches(ctx.em, ctx.site.id, filters, BATCH_SIZE);
  const name = `users-${filters.status}-${new Date().toISOString().slice(0, 10)}`;
  if (input.format === 'xls') return new FileDownload(`${name}.xlsx`, XLSX_CONTENT_TYPE, xlsxStream({
        creator: ctx.site.name,
        sheet: 'Users',
        header,
        batches: rowBatches(batches, (row) => exportRow(row, fields)),
        onError: (error) => ctx.deps.logger.error({ err: error, requestId: ctx.request.id }, 'writing the users export failed'),
      }));
  return new FileDownload(`${name}.csv`, CSV_CONTENT_TYPE[input.format], csvStream(header, batches, fields, input.format));
}
