import { z } from 'zod';
import { guidSchema } from './common';
import type { IdeaFieldDefinition } from './campaign';

/** A calendar day as the statistics screen sends it (spec 2 §5: YYYY-MM-DD). */
export const isoDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'INVALID_DATE').refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'INVALID_DATE');

/**
 * The statistics tab's query (spec 2 §5): a period inside the campaign's dates, and optionally
 * one select-dropdown field's value that the ideas must have.
 */
export const campaignStatisticsInput = z
  .object({
    guid: guidSchema,
    fromDate: isoDaySchema.optional(),
    toDate: isoDaySchema.optional(),
    filterField: z.string().trim().max(200).optional(),
    filter: z.string().trim().max(500).optional(),
  })
  .refine((input) => !input.fromDate || !input.toDate || input.fromDate <= input.toDate, { path: ['toDate'], message: 'END_BEFORE_START' });
export type CampaignStatisticsInput = z.infer<typeof campaignStatisticsInput>;

/** The statistics input from a query string (spec 2 §7: ?fromDate&toDate&filter&filterField); empty values mean "not given". */
export function statisticsQuery(guid: string, query: Record<string, string | undefined>): CampaignStatisticsInput {
  return {
    guid,
    fromDate: query.fromDate || undefined,
    toDate: query.toDate || undefined,
    filterField: query.filterField || undefined,
    filter: query.filter || undefined,
  };
}

/** Only campaign-enabled select-dropdown fields can filter statistics or become a metric (spec 2 §5). */
export function statisticsFields(fields: readonly IdeaFieldDefinition[]): IdeaFieldDefinition[] {
  return fields.filter((field) => field.campaignenabled && field.formType === 'select-dropdown');
}

/** An announcement the coaches make to the campaign (spec 2 §6: event announce.winners). */
export const campaignEventInput = z.object({
  slug: z.string().trim().min(1).max(200),
  event: z.literal('announce.winners', { message: 'invalid-input' }),
});

export const TAG_NAME_MAX_LENGTH = 60;
export const tagNameSchema = z.string().trim().min(1, 'ERROR_REQUIRED').max(TAG_NAME_MAX_LENGTH, 'VALUE_TOO_LONG');

/** A campaign's whole tag list (POST /campaigns/{guid}/tags), by name; new names become tags. */
export const campaignTagsInput = z.object({
  guid: guidSchema,
  tags: z.array(tagNameSchema).max(20, 'VALUE_TOO_LONG'),
});

/** One tag added to or taken from what the guid names: a campaign (/coach/campaign/{guid}/tag/{tag}) or a person's interests (/user/{guid}/tag/{tag}). */
export const tagChangeInput = z.object({ guid: guidSchema, tag: tagNameSchema });
export const tagSlugInput = z.object({ slug: z.string().trim().min(1).max(80) });
