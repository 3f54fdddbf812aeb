import type { IdeaFieldDefinition } from '#shared/schemas/campaign.ts';
import type { IdeaExtraFieldValues } from '#server/entities/idea.entity.ts';
import type { Cell } from '#server/export/csv.ts';

/**
 * The row building every idea export shares (the campaign Ideas tab's CSV and the admin ideas
 * export), so a column reads the same wherever an idea is exported.
 */
export interface IdeaExportRecord {
  campaignId: string;
  campaignName: string;
  name: string;
  content: string;
  status: string;
  /** Accepted authors' names, oldest author first. */
  authors: string[];
  createdAt: Date;
  upvoteCount: number;
  feedbackCount: number;
  commentCount: number;
  ratingSum: number;
  ratingCount: number;
  tags: string[];
  extraFields: IdeaExtraFieldValues;
}


/** Each standard column: its header and how a record fills it. */
/** An idea as the exports read it from the database, a batch at a time. */
export interface IdeaExportRow {
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
}

export const IDEA_EXPORT_COLUMNS = {
  campaign: { header: 'Campaign', cell: (record: IdeaExportRecord): Cell => record.campaignName },
  idea: { header: 'Idea', cell: (record: IdeaExportRecord): Cell => record.name },
  description: { header: 'Description', cell: (record: IdeaExportRecord): Cell => record.content },
  status: { header: 'Status', cell: (record: IdeaExportRecord): Cell => record.status },
  authors: { header: 'Authors', cell: (record: IdeaExportRecord): Cell => record.authors.join(', ') },
  created: { header: 'Created', cell: (record: IdeaExportRecord): Cell => record.createdAt.toISOString().slice(0, 10) },
  upvotes: { header: 'Upvotes', cell: (record: IdeaExportRecord): Cell => record.upvoteCount },
  feedback: { header: 'Feedback', cell: (record: IdeaExportRecord): Cell => record.feedbackCount },
  comments: { header: 'Comments', cell: (record: IdeaExportRecord): Cell => record.commentCount },
  rating: { header: 'Rating', cell: (record: IdeaExportRecord): Cell => (record.ratingCount === 0 ? '' : (record.ratingSum / record.ratingCount).toFixed(1)) },
  tags: { header: 'Tags', cell: (record: IdeaExportRecord): Cell => record.tags.join(', ') },
} as const;
export type IdeaExportColumn = keyof typeof IDEA_EXPORT_COLUMNS;

/** One extra field column: its label, and which field it reads in each campaign (by campaign id). */
export interface ExtraFieldColumn {
  label: string;
  fieldIds: ReadonlyMap<string, string>;
}

/** One column per field of a single campaign. */
export function campaignFieldColumns(campaignId: string, fields: IdeaFieldDefinition[]): ExtraFieldColumn[] {
  return fields.map((field) => ({ label: field.label, fieldIds: new Map([[campaignId, field.fieldid]]) }));
}

/**
 * Columns for the fields of several campaigns: fields with the same label share one column, so
 * an export across campaigns that ask the same question stays narrow; first seen, first shown.
 */
export function sharedFieldColumns(campaigns: { id: string; fields: IdeaFieldDefinition[] }[]): ExtraFieldColumn[] {
  const byLabel = new Map<string, Map<string, string>>();
  for (const campaign of campaigns) {
    for (const field of campaign.fields) {
      const label = field.label.trim() || field.fieldid;
      const ids = byLabel.get(label) ?? new Map<string, string>();
      if (!ids.has(campaign.id)) ids.set(campaign.id, field.fieldid);
      byLabel.set(label, ids);
    }
  }
  return [...byLabel].map(([label, fieldIds]) => ({ label, fieldIds }));
}

function fieldText(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

export function ideaExportHeader(columns: readonly IdeaExportColumn[], fields: ExtraFieldColumn[]): string[] {
  return [...columns.map((column) => IDEA_EXPORT_COLUMNS[column].header), ...fields.map((field) => field.label)];
}

export function ideaExportRow(record: IdeaExportRecord, columns: readonly IdeaExportColumn[], fields: ExtraFieldColumn[]): Cell[] {
  return [
    ...columns.map((column) => IDEA_EXPORT_COLUMNS[column].cell(record)),
    ...fields.map((field) => {
      const fieldId = field.fieldIds.get(record.campaignId);
      return fieldId ? fieldText(record.extraFields[fieldId]) : '';
    }),
  ];
}
