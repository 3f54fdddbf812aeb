import ExcelJS from 'exceljs';
import type { SiteStatisticsInput } from '#shared/schemas/site-statistics.ts';
import { XLSX_CONTENT_TYPE } from '#server/export/xlsx.ts';
import { FileDownload } from '#server/http/file-download.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { recordAuditNow } from '#server/modules/audit/audit.service.ts';
import type { OrganisationStatisticsDto, SiteFigures } from './site-statistics.presenter';
import { allSitesStatistics, organisationStatistics } from './site-statistics.service';

/** The figures' column titles, in the screen's order; the file is for spreadsheets, in English as the other exports. */
const FIGURES: readonly [keyof Omit<SiteFigures, 'churn'>, string][] = [
  ['amountOfUsers', 'Users'],
  ['activeUsers', 'Active users'],
  ['usersWithCampaigns', 'Users with campaigns'],
  ['usersWithIdeas', 'Users with ideas'],
  ['usersWithFeedback', 'Users with feedback'],
  ['amountOfCampaigns', 'Campaigns'],
  ['amountOfIdeas', 'Ideas'],
  ['amountOfFeedback', 'Feedback'],
  ['invitationsSent', 'Invitations sent'],
  ['invitationsUsed', 'Invitations used'],
];
const CHURN: readonly [keyof Omit<SiteFigures['churn'], 'startDate' | 'endDate'>, string][] = [
  ['activeUsers', 'Churn: active users'],
  ['usersWithCampaigns', 'Churn: users with campaigns'],
  ['usersWithIdeas', 'Churn: users with ideas'],
  ['usersWithFeedback', 'Churn: users with feedback'],
];

function bold(row: ExcelJS.Row): void {
  row.font = { bold: true };
}

function summarySheet(workbook: ExcelJS.Workbook, title: string, statistics: OrganisationStatisticsDto): void {
  const sheet = workbook.addWorksheet('Summary');
  sheet.columns = [{ width: 32 }, { width: 40 }];
  bold(sheet.addRow([title]));
  sheet.addRow(['From', statistics.startDate]);
  sheet.addRow(['To', statistics.endDate]);
  sheet.addRow(['Churn compared with', `${statistics.churn.startDate} – ${statistics.churn.endDate}`]);
  sheet.addRow([]);
  for (const [key, label] of FIGURES) sheet.addRow([label, statistics[key]]);
  for (const [key, label] of CHURN) {
    const row = sheet.addRow([label, statistics.churn[key] ?? '']);
    row.getCell(2).numFmt = '0.0%';
  }
}

function daysSheet(workbook: ExcelJS.Workbook, statistics: OrganisationStatisticsDto): void {
  const sheet = workbook.addWorksheet('Per day');
  sheet.columns = [{ width: 14 }, { width: 12 }, { width: 12 }, { width: 12 }, { width: 14 }];
  bold(sheet.addRow(['Date', 'New users', 'Ideas', 'Feedback', 'Active users']));
  for (const day of statistics.timeline) sheet.addRow([day.date, day.users, day.ideas, day.feedback, day.activeUsers]);
}

async function download(workbook: ExcelJS.Workbook, filename: string): Promise<FileDownload> {
  return new FileDownload(filename, XLSX_CONTENT_TYPE, Buffer.from(await workbook.xlsx.writeBuffer()));
}

/** The organisation statistics screen as a spreadsheet: the same figures, a sheet for the summary and one for the days. */
export async function organisationStatisticsWorkbook(ctx: AuthedContext, input: SiteStatisticsInput): Promise<FileDownload> {
  const statistics = await organisationStatistics(ctx, input);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = ctx.site.name;
  summarySheet(workbook, ctx.site.name, statistics);
  daysSheet(workbook, statistics);
  await recordAuditNow(ctx, 'statistics-exported', {}, { scope: 'site', from: statistics.startDate, to: statistics.endDate });
  return download(workbook, `${ctx.site.slug}-statistics-${statistics.startDate}-${statistics.endDate}.xlsx`);
}

/** The super admin's statistics as a spreadsheet: all sites together, the days, and a row per site. */
export async function allSitesStatisticsWorkbook(ctx: AuthedContext, input: SiteStatisticsInput): Promise<FileDownload> {
  const statistics = await allSitesStatistics(ctx, input);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = ctx.site.name;
  summarySheet(workbook, 'All sites', statistics);
  daysSheet(workbook, statistics);
  const sites = workbook.addWorksheet('Sites');
  sites.columns = [{ width: 32 }, ...FIGURES.map(() => ({ width: 14 })), ...CHURN.map(() => ({ width: 14 }))];
  bold(sites.addRow(['Site', ...FIGURES.map(([, label]) => label), ...CHURN.map(([, label]) => label)]));
  for (const site of statistics.sites) {
    const row = sites.addRow([site.name, ...FIGURES.map(([key]) => site[key]), ...CHURN.map(([key]) => site.churn[key] ?? '')]);
    CHURN.forEach((_, index) => {
      row.getCell(2 + FIGURES.length + index).numFmt = '0.0%';
    });
  }
  await recordAuditNow(ctx, 'statistics-exported', {}, { scope: 'all-sites', from: statistics.startDate, to: statistics.endDate, sites: statistics.sites.length });
  return download(workbook, `all-sites-statistics-${statistics.startDate}-${statistics.endDate}.xlsx`);
}
