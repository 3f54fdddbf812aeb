import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { CampaignStatisticsInput } from '#shared/schemas/campaign-insights.ts';
import { FileDownload } from '#server/http/file-download.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { fullName } from '#server/modules/user/user.presenter.ts';
import { CSV_CONTENT_TYPE, csvChunk } from '#server/export/csv.ts';
import { XLSX_CONTENT_TYPE } from '#server/export/xlsx.ts';
import { keysetBatches } from '#server/export/keyset.ts';
import { AUTHORS_JSON } from '#server/modules/idea/idea-admin.service.ts';
import { campaignFieldColumns, ideaExportHeader, ideaExportRow, type IdeaExportColumn, type IdeaExportRow } from '#server/modules/idea/idea-export.ts';
import { campaignForCoach } from '#server/modules/campaign/campaign.service.ts';
import { campaignLeaderboard } from './leaderboard.service';
import { campaignPeople } from '#server/modules/campaign/participation.service.ts';
import { campaignStatistics } from './statistics.service';
import { recordAuditNow } from '#server/modules/audit/audit.service.ts';

/** The Ideas tab's columns: the campaign is the file's, and tags are the admin export's. */
const CAMPAIGN_IDEA_COLUMNS: readonly IdeaExportColumn[] = ['idea', 'status', 'authors', 'created', 'upvotes', 'feedback', 'comments', 'rating'];

/** UTF-8 with a byte-order mark, so spreadsheet programs read å, ä and ö right. */
function csvFile(filename: string, rows: (string | number)[][]): FileDownload {
  return new FileDownload(filename, CSV_CONTENT_TYPE.csv, csvChunk(rows, 'csv', true));
}

const day = (moment: Date) => moment.toISOString().slice(0, 10);

/** The People tab's CSV (GET /coach/campaigns/{slug}/csv): everyone joined, waiting or invited, with what they did. */
export async function peopleCsv(ctx: AuthedContext, slug: string): Promise<FileDownload> {
  const people = await campaignPeople(ctx, slug);
  const board = await campaignLeaderboard(ctx, slug);
  const scores = new Map(board.rows.map((row) => [row.guid, row]));
  const header = ['Name', 'E-mail', 'Status', 'Since', 'Ideas', 'Feedback', ...(board.hidePoints ? [] : ['Points'])];
  const person = (status: string) => (participant: (typeof people.joined)[number]) => {
    const score = scores.get(participant.user.id);
    return [fullName(participant.user), participant.user.email, status, day(participant.createdAt), score?.ideaCount ?? 0, score?.feedbackCount ?? 0, ...(board.hidePoints ? [] : [score?.score ?? 0])];
  };
  const rows = [
    ...people.joined.map(person('joined')),
    ...people.pending.map(person('awaiting approval')),
    ...people.invited.map((invitation) => ['', invitation.email, 'invited', day(invitation.createdAt), '', '', ...(board.hidePoints ? [] : [''])]),
  ];
  await recordAuditNow(ctx, 'campaign-exported', { id: people.campaign.id, name: people.campaign.name }, { file: 'people' });
  return csvFile(`${people.campaign.slug}-people.csv`, [header, ...rows]);
}

/** Ideas read per statement while the Ideas tab's CSV is written: memory stays flat however many there are. */
const IDEAS_BATCH_SIZE = 500;


/**
 * The Ideas tab's CSV (GET /coach/campaigns/{slug}/exportcsv): every idea, oldest first, with its
 * authors, counts and extra fields. Streamed: the ideas are read a batch at a time by the
 * campaign's (campaign_id, created_at) index and written as the client takes them.
 */
export async function ideasCsv(ctx: AuthedContext, slug: string): Promise<FileDownload> {
  const campaign = await campaignForCoach(ctx, slug);
  const fields = campaignFieldColumns(campaign.id, campaign.settings.ideaExtraFields.custom);
  const rows = keysetBatches<IdeaExportRow>(
    ctx.em,
    {
      select: `idea.name, idea.content, idea.status, idea.created_at, idea.upvote_count, idea.feedback_count, idea.comment_count,
        idea.rating_sum, idea.rating_count, idea.extra_fields, ${AUTHORS_JSON} as authors`,
      from: 'idea',
      where: 'idea.organisation_id = ? and idea.campaign_id = ?',
      params: [ctx.site.id, campaign.id],
    },
    { keys: [{ sql: 'idea.created_at', type: 'timestamptz' }, { sql: 'idea.id', type: 'uuid' }], direction: 'asc' },
    IDEAS_BATCH_SIZE,
  );
  const row = (idea: IdeaExportRow) =>
    ideaExportRow(
      {
        campaignId: campaign.id,
        campaignName: campaign.name,
        name: idea.name,
        content: idea.content,
        status: idea.status,
        authors: idea.authors.map((author) => fullName(author)),
        createdAt: new Date(idea.created_at),
        upvoteCount: idea.upvote_count,
        feedbackCount: idea.feedback_count,
        commentCount: idea.comment_count,
        ratingSum: idea.rating_sum,
        ratingCount: idea.rating_count,
        tags: [],
        extraFields: idea.extra_fields,
      },
      CAMPAIGN_IDEA_COLUMNS,
      fields,
    );
  async function* chunks() {
    yield csvChunk([ideaExportHeader(CAMPAIGN_IDEA_COLUMNS, fields)], 'csv', true);
    for await (const batch of rows) yield csvChunk(batch.map(row), 'csv', false);
  }
  await recordAuditNow(ctx, 'campaign-exported', { id: campaign.id, name: campaign.name }, { file: 'ideas' });
  return new FileDownload(`${campaign.slug}-ideas.csv`, CSV_CONTENT_TYPE.csv, Readable.from(chunks(), { objectMode: false }));
}

/** The Statistics tab's spreadsheet: the same figures as the screen, one sheet for the summary, the days and each metric. */
export async function statisticsWorkbook(ctx: AuthedContext, input: CampaignStatisticsInput): Promise<FileDownload> {
  const statistics = await campaignStatistics(ctx, input);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = ctx.site.name;
  const bold = (row: ExcelJS.Row) => {
    row.font = { bold: true };
  };

  const summary = workbook.addWorksheet('Summary');
  summary.columns = [{ width: 28 }, { width: 40 }];
  bold(summary.addRow(['Campaign', statistics.campaign.name]));
  summary.addRow(['From', statistics.fromDate]);
  summary.addRow(['To', statistics.toDate]);
  if (statistics.filter) {
    const field = statistics.filterFields.find((candidate) => candidate.id === statistics.filter?.field);
    summary.addRow(['Filter', `${field?.label ?? statistics.filter.field}: ${statistics.filter.value}`]);
  }
  summary.addRow([]);
  summary.addRow(['Ideas', statistics.ideas]);
  summary.addRow(['Contributors', statistics.contributors]);
  summary.addRow(['Feedback', statistics.feedback]);

  const days = workbook.addWorksheet('Per day');
  days.columns = [{ width: 14 }, { width: 10 }, { width: 10 }];
  bold(days.addRow(['Date', 'Ideas', 'Feedback']));
  for (const entry of statistics.timeline) days.addRow([entry.date, entry.ideas, entry.feedback]);

  statistics.userMetrics.forEach((metric, index) => {
    // Sheet names: at most 31 characters, none of : \ / ? * [ ], and unique.
    const name = `${index + 1} ${metric.label.replace(/[:\\/?*[\]]/g, ' ')}`.slice(0, 31);
    const sheet = workbook.addWorksheet(name);
    sheet.columns = [{ width: 32 }, { width: 10 }, { width: 10 }];
    bold(sheet.addRow([metric.label, 'Number', 'Share']));
    for (const value of metric.values) sheet.addRow([value.label, value.number, value.share]);
    sheet.addRow(['(no answer)', metric.unanswered, statistics.ideas === 0 ? 0 : metric.unanswered / statistics.ideas]);
    sheet.getColumn(3).numFmt = '0.0%';
  });

  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return new FileDownload(
    `${statistics.campaign.slug}-statistics-${statistics.fromDate}-${statistics.toDate}.xlsx`,
    XLSX_CONTENT_TYPE,
    body,
  );
}
