import { Readable } from 'node:stream';
import { hasOrgAdminRights } from '#shared/permissions.ts';
import type { IdeaExportInput } from '#shared/schemas/idea-admin.ts';
import { AppError } from '#server/errors/app-error.ts';
import { FileDownload } from '#server/http/file-download.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { CampaignSchema } from '#server/entities/campaign.entity.ts';
import { fullName } from '#server/modules/user/user.presenter.ts';
import { ADMIN_IDEA_ORDERS, AUTHORS_JSON, adminIdeaCondition } from './idea-admin.service';
import { rowBatches, XLSX_CONTENT_TYPE, xlsxStream } from '#server/export/xlsx.ts';
import { CSV_CONTENT_TYPE, csvChunk, type CsvDialect } from '#server/export/csv.ts';
import { keysetBatches } from '#server/export/keyset.ts';
import { ideaExportHeader, ideaExportRow, sharedFieldColumns, type ExtraFieldColumn, type IdeaExportRow, type IdeaExportColumn, type IdeaExportRecord } from './idea-export';
import { recordAuditNow } from '#server/modules/audit/audit.service.ts';

/** The admin export's columns (spec 2 §7), before one column per extra field. */
const ADMIN_EXPORT_COLUMNS: readonly IdeaExportColumn[] = ['campaign', 'idea', 'description', 'status', 'authors', 'created', 'upvotes', 'feedback', 'comments', 'rating', 'tags'];

/** Ideas read per statement while the file is written: memory stays flat however many match. */
const BATCH_SIZE = 500;


interface ExportRow extends IdeaExportRow {
  campaign_id: string;
  campaign_name: string;
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

/** The ideas an export holds, a batch at a time in the list's order, each batch continuing after the last. */
async function* exportBatches(ctx: AuthedContext, input: IdeaExportInput): AsyncGenerator<IdeaExportRecord[]> {
  const condition = adminIdeaCondition(ctx, input);
  const rows = keysetBatches<ExportRow>(
    ctx.em,
    {
      select: `idea.campaign_id, campaign.name as campaign_name, idea.name, idea.content, idea.status, idea.created_at,
         idea.upvote_count, idea.feedback_count, idea.comment_count, idea.rating_sum, idea.rating_count, idea.extra_fields,
         ${AUTHORS_JSON} as authors,
         coalesce((select json_agg(tag.name order by tag.name) from idea_tag it join tag on tag.id = it.tag_id where it.idea_id = idea.id), '[]') as tags`,
      from: 'idea join campaign on campaign.id = idea.campaign_id',
      where: condition.sql,
      params: condition.params,
    },
    ADMIN_IDEA_ORDERS[input.sort],
    BATCH_SIZE,
  );
  for await (const batch of rows) yield batch.map(exportRecord);
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


/**
 * GET /export/ideas (spec 2 §7, §9): the admin ideas list's ideas under the same filters, every
 * one of them, as csv (UTF-8), windowscsv (Windows-1252, semicolons) or xls, which is written
 * as an .xlsx workbook: the old binary format has no maintained writer, and every spreadsheet
 * program that opened the legacy file opens this one. Columns: campaign, idea, description,
 * status, authors, created, counts, rating, tags, then each extra field of the campaigns in the
 * file. The file is streamed: rows are read and written a batch at a time, as fast as the
 * client takes them.
 */
export async function exportIdeas(ctx: AuthedContext, input: IdeaExportInput): Promise<FileDownload> {
  if (!hasOrgAdminRights(ctx.viewer)) throw new AppError('forbidden');
  const condition = adminIdeaCondition(ctx, input);
  // The campaigns with a matching idea (their extra fields are the file's columns) and the count,
  // without holding the ideas: those are read a batch at a time while the file is sent.
  const connection = ctx.em.getConnection();
  const campaignIds = await connection.execute<{ id: string }[]>(
    `select campaign.id from campaign where campaign.organisation_id = ? and exists (select 1 from idea where idea.campaign_id = campaign.id and ${condition.sql})`,
    [ctx.site.id, ...condition.params],
  );
  const [counted] = await connection.execute<{ ideas: number }[]>(`select count(*)::int as ideas from idea where ${condition.sql}`, condition.params);
  const campaigns = campaignIds.length > 0 ? await ctx.em.find(CampaignSchema, { id: { $in: campaignIds.map((row) => row.id) } }, { orderBy: { name: 'asc', id: 'asc' } }) : [];
  const fields = sharedFieldColumns(campaigns.map((campaign) => ({ id: campaign.id, fields: campaign.settings.ideaExtraFields.custom })));
  const header = ideaExportHeader(ADMIN_EXPORT_COLUMNS, fields);
  const batches = exportBatches(ctx, input);
  await recordAuditNow(ctx, 'ideas-exported', {}, { format: input.format, ideas: counted?.ideas ?? 0 });
  const stamp = new Date().toISOString().slice(0, 10);
  switch (input.format) {
    case 'csv':
    case 'windowscsv':
      return new FileDownload(`ideas-${stamp}.csv`, CSV_CONTENT_TYPE[input.format], csvStream(header, batches, fields, input.format));
    case 'xls':
      return new FileDownload(`ideas-${stamp}.xlsx`, XLSX_CONTENT_TYPE, xlsxStream({
          creator: ctx.site.name,
          sheet: 'Ideas',
          header,
          batches: rowBatches(batches, (record) => ideaExportRow(record, ADMIN_EXPORT_COLUMNS, fields)),
          onError: (error) => ctx.deps.logger.error({ err: error, requestId: ctx.request.id }, 'writing the ideas export failed'),
        }));
  }
}
