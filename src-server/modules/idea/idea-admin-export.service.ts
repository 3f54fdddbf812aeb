import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { hasOrgAdminRights } from '#shared/permissions.ts';
import type { IdeaExportInput } from '#shared/schemas/idea-admin.ts';
import { AppError } from '#server/errors/app-error.ts';
import { FileDownload } from '#server/http/file-download.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { CampaignSchema } from '#server/entities/campaign.entity.ts';
import { fullName } from '#server/modules/user/user.presenter.ts';
import { AUTHORS_JSON, adminIdeaCondition, adminIdeaOrder } from './idea-admin.service';
import type { IdeaExtraFieldValues } from '#server/entities/idea.entity.ts';
import { CSV_CONTENT_TYPE, csvChunk, type CsvDialect } from '#server/export/csv.ts';
import { ideaExportHeader, ideaExportRow, sharedFieldColumns, type ExtraFieldColumn, type IdeaExportColumn, type IdeaExportRecord } from './idea-export';
import { recordAuditNow } from '#server/modules/audit/audit.service.ts';

/** The admin export's columns (spec 2 §7), before one column per extra field. */
const ADMIN_EXPORT_COLUMNS: readonly IdeaExportColumn[] = ['campaign', 'idea', 'description', 'status', 'authors', 'created', 'upvotes', 'feedback', 'comments', 'rating', 'tags'];

/** Ideas read per statement while the file is written: memory stays flat however many match. */
const BATCH_SIZE = 500;

const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface ExportRow {
  id: string;
  campaign_id: string;
  campaign_name: string;
  name: string;
  content: string;
  status: string;
  created_at: string | Date;
  upvote_count: number;
  feedback_count: number;
  comment_count: number;
  rating_sum: number;
  rating_count: number;
  extra_fields: IdeaExtraFieldValues;
  authors: { guid: string; firstName: string; lastName: string }[];
  tags: string[];
}

function exportRecord(row: ExportRow): IdeaExportRecord {
  return {
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    name: row.name,
    content: row.content,
    status: row.status,
    authors: row.authors.map((author) => fullName(author)),
    createdAt: new Date(row.created_at),
    upvoteCount: row.upvote_count,
    feedbackCount: row.feedback_count,
    commentCount: row.comment_count,
    ratingSum: row.rating_sum,
    ratingCount: row.rating_count,
    tags: row.tags,
    extraFields: row.extra_fields,
  };
}

/**
 * The ideas an export holds, a batch at a time in the list's order. The matching ids are read
 * first, in one statement, so the file is one consistent set even while ideas are added; the
 * rows behind them then follow in batches.
 */
async function* exportBatches(ctx: AuthedContext, ids: string[]): AsyncGenerator<IdeaExportRecord[]> {
  const connection = ctx.em.getConnection();
  for (let start = 0; start < ids.length; start += BATCH_SIZE) {
    const batch = ids.slice(start, start + BATCH_SIZE);
    const rows = await connection.execute<ExportRow[]>(
      `select idea.id, idea.campaign_id, campaign.name as campaign_name, idea.name, idea.content, idea.status, idea.created_at,
         idea.upvote_count, idea.feedback_count, idea.comment_count, idea.rating_sum, idea.rating_count, idea.extra_fields,
         ${AUTHORS_JSON} as authors,
         coalesce((select json_agg(tag.name order by tag.name) from idea_tag it join tag on tag.id = it.tag_id where it.idea_id = idea.id), '[]') as tags
       from idea join campaign on campaign.id = idea.campaign_id
       where idea.organisation_id = ? and idea.id in (?)`,
      [ctx.site.id, batch],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    // An idea deleted since the ids were read is simply left out.
    yield batch.flatMap((id) => {
      const row = byId.get(id);
      return row ? [exportRecord(row)] : [];
    });
  }
}

function csvStream(header: string[], batches: AsyncGenerator<IdeaExportRecord[]>, fields: ExtraFieldColumn[], dialect: CsvDialect): Readable {
  async function* chunks() {
    yield csvChunk([header], dialect, true);
    for await (const records of batches) {
      if (records.length > 0) yield csvChunk(records.map((record) => ideaExportRow(record, ADMIN_EXPORT_COLUMNS, fields)), dialect, false);
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

function xlsxStream(ctx: AuthedContext, header: string[], batches: AsyncGenerator<IdeaExportRecord[]>, fields: ExtraFieldColumn[]): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = ctx.site.name;
  const sheet = workbook.addWorksheet('Ideas', { views: [{ state: 'frozen', ySplit: 1 }] });
  const write = async () => {
    const top = sheet.addRow(header);
    top.font = { bold: true };
    top.commit();
    for await (const records of batches) {
      for (const record of records) sheet.addRow(ideaExportRow(record, ADMIN_EXPORT_COLUMNS, fields)).commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    ctx.deps.logger.error({ err: error, requestId: ctx.request.id }, 'writing the ideas export failed');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}

/**
 * GET /export/ideas (spec 2 §7, §9): the admin ideas list's ideas under the same filters, every
 * one of them, as csv (UTF-8), windowscsv (Windows-1252, semicolons) or xls, which is written
 * as an .xlsx workbook: the old binary format has no maintained writer, and every spreadsheet
 * program that opened the legacy file opens this one. Columns: campaign, idea, description,
 * status, authors, created, counts, rating, tags, then each extra field of the campaigns in the
 * file. The file is streamed: rows are read and written a batch at a time.
 */
export async function exportIdeas(ctx: AuthedContext, input: IdeaExportInput): Promise<FileDownload> {
  if (!hasOrgAdminRights(ctx.viewer)) throw new AppError('forbidden');
  const condition = adminIdeaCondition(ctx, input);
  const matches = await ctx.em
    .getConnection()
    .execute<{ id: string; campaign_id: string }[]>(`select idea.id, idea.campaign_id from idea where ${condition.sql} order by ${adminIdeaOrder(input.sort)}`, condition.params);
  const campaignIds = [...new Set(matches.map((row) => row.campaign_id))];
  const campaigns = campaignIds.length > 0 ? await ctx.em.find(CampaignSchema, { id: { $in: campaignIds } }, { orderBy: { name: 'asc', id: 'asc' } }) : [];
  const fields = sharedFieldColumns(campaigns.map((campaign) => ({ id: campaign.id, fields: campaign.settings.ideaExtraFields.custom })));
  const header = ideaExportHeader(ADMIN_EXPORT_COLUMNS, fields);
  const batches = exportBatches(
    ctx,
    matches.map((row) => row.id),
  );
  await recordAuditNow(ctx, 'ideas-exported', {}, { format: input.format, ideas: matches.length });
  const stamp = new Date().toISOString().slice(0, 10);
  switch (input.format) {
    case 'csv':
    case 'windowscsv':
      return new FileDownload(`ideas-${stamp}.csv`, CSV_CONTENT_TYPE[input.format], csvStream(header, batches, fields, input.format));
    case 'xls':
      return new FileDownload(`ideas-${stamp}.xlsx`, XLSX_CONTENT_TYPE, xlsxStream(ctx, header, batches, fields));
  }
}
