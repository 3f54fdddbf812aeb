import { hasOrgAdminRights } from '#shared/permissions.ts';
import { fieldOptions } from '#shared/schemas/campaign.ts';
import { statisticsFields, type CampaignStatisticsInput } from '#shared/schemas/campaign-insights.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { CampaignSchema, type Campaign } from '#server/entities/campaign.entity.ts';
import { isGuid } from '#shared/schemas/common.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC calendar day of a moment, as the statistics screen writes days (YYYY-MM-DD). */
export function isoDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

export interface MetricValue {
  label: string;
  number: number;
  /** Of the ideas in the period, between 0 and 1. */
  share: number;
}

export interface CampaignStatistics {
  campaign: Campaign;
  fromDate: string;
  toDate: string;
  filterFields: { id: string; label: string; options: string[] }[];
  filter: { field: string; value: string } | null;
  ideas: number;
  contributors: number;
  feedback: number;
  timeline: { date: string; ideas: number; feedback: number }[];
  userMetrics: { id: string; label: string; values: MetricValue[]; unanswered: number }[];
}

/** Only org admins, and only where the site has the feature (spec 2 §1, §6). */
function assertMayReadStatistics(ctx: AuthedContext): void {
  if (!hasOrgAdminRights(ctx.viewer) || !settingsWithDefaults(ctx.site.settings).featureHuntStatistics) throw new AppError('forbidden');
}

function period(campaign: Campaign, input: CampaignStatisticsInput): { fromDate: string; toDate: string } {
  const first = isoDay(campaign.startDate);
  const last = isoDay(campaign.endDate);
  const fromDate = input.fromDate ?? first;
  const toDate = input.toDate ?? last;
  if (fromDate < first) throw new AppError('STATISTICS_FROM_BEFORE_START', { fieldErrors: { fromDate: ['STATISTICS_FROM_BEFORE_START'] } });
  if (toDate > last) throw new AppError('STATISTICS_TO_AFTER_END', { fieldErrors: { toDate: ['STATISTICS_TO_AFTER_END'] } });
  if (fromDate > toDate) throw new AppError('END_BEFORE_START', { fieldErrors: { toDate: ['END_BEFORE_START'] } });
  return { fromDate, toDate };
}

/**
 * A campaign's statistics over a period (spec 2 §5–§6): ideas, contributors (authors of those
 * ideas and givers of feedback on them), feedback, a per-day timeline, and for each
 * campaign-enabled dropdown field how the ideas spread over its options. A filter keeps only
 * the ideas with one option of one such field. Four statements whatever the campaign's size.
 */
export async function campaignStatistics(ctx: AuthedContext, input: CampaignStatisticsInput): Promise<CampaignStatistics> {
  assertMayReadStatistics(ctx);
  const campaign = isGuid(input.guid) ? await ctx.em.findOne(CampaignSchema, { id: input.guid }) : null;
  if (!campaign) throw new AppError('not-found');
  const { fromDate, toDate } = period(campaign, input);
  const fields = statisticsFields(campaign.settings.ideaExtraFields.custom);

  let filter: CampaignStatistics['filter'] = null;
  if (input.filterField || input.filter) {
    const field = fields.find((candidate) => candidate.fieldid === input.filterField);
    if (!field || !input.filter || !fieldOptions(field).includes(input.filter)) {
      throw new AppError('INVALID_STATISTICS_FILTER', { fieldErrors: { filter: ['INVALID_STATISTICS_FILTER'] } });
    }
    filter = { field: field.fieldid, value: input.filter };
  }

  const from = new Date(`${fromDate}T00:00:00.000Z`);
  const until = new Date(new Date(`${toDate}T00:00:00.000Z`).getTime() + DAY_MS);
  // Ideas of the campaign that count (no drafts), narrowed by the filter.
  const scoped = `select id, created_at, created_by_id, extra_fields from idea
    where campaign_id = ? and status not in ('DRAFT') ${filter ? 'and extra_fields->>? = ?' : ''}`;
  const scopedParams: unknown[] = filter ? [campaign.id, filter.field, filter.value] : [campaign.id];
  const connection = ctx.em.getConnection();

  const timeline = await connection.execute<{ day: string; ideas: number; feedback: number }[]>(
    `with scoped as (${scoped}),
     days as (select generate_series(?::date, ?::date, interval '1 day')::date as day),
     idea_days as (select (created_at at time zone 'UTC')::date as day, count(*)::int as n from scoped where created_at >= ? and created_at < ? group by 1),
     feedback_days as (
       select (feedback.created_at at time zone 'UTC')::date as day, count(*)::int as n
       from feedback join scoped on scoped.id = feedback.idea_id
       where feedback.created_at >= ? and feedback.created_at < ? group by 1
     )
     select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(idea_days.n, 0) as ideas, coalesce(feedback_days.n, 0) as feedback
     from days left join idea_days on idea_days.day = days.day left join feedback_days on feedback_days.day = days.day
     order by days.day`,
    [...scopedParams, fromDate, toDate, from, until, from, until],
  );

  const [contributors] = await connection.execute<{ n: number }[]>(
    `with scoped as (${scoped})
     select count(distinct user_id)::int as n from (
       select author.user_id from scoped join idea_author author on author.idea_id = scoped.id and author.status = 'accepted'
       where scoped.created_at >= ? and scoped.created_at < ?
       union
       select feedback.author_id from feedback join scoped on scoped.id = feedback.idea_id
       where feedback.created_at >= ? and feedback.created_at < ? and feedback.author_id is not null
     ) people`,
    [...scopedParams, from, until, from, until],
  );

  const spread =
    fields.length === 0
      ? []
      : await connection.execute<{ key: string; value: string; n: number }[]>(
          `with scoped as (${scoped})
           select entry.key, entry.value, count(*)::int as n
           from scoped, jsonb_each_text(scoped.extra_fields) entry
           where scoped.created_at >= ? and scoped.created_at < ? and entry.key in (?)
           group by entry.key, entry.value`,
          [...scopedParams, from, until, fields.map((field) => field.fieldid)],
        );

  const ideas = timeline.reduce((sum, day) => sum + day.ideas, 0);
  const share = (number: number) => (ideas === 0 ? 0 : number / ideas);
  const userMetrics = fields.map((field) => {
    const counts = new Map(spread.filter((row) => row.key === field.fieldid).map((row) => [row.value, row.n]));
    const values = fieldOptions(field).map((option) => ({ label: option, number: counts.get(option) ?? 0, share: share(counts.get(option) ?? 0) }));
    const answered = values.reduce((sum, value) => sum + value.number, 0);
    return { id: field.fieldid, label: field.label, values, unanswered: Math.max(0, ideas - answered) };
  });

  return {
    campaign,
    fromDate,
    toDate,
    filterFields: fields.map((field) => ({ id: field.fieldid, label: field.label, options: fieldOptions(field) })),
    filter,
    ideas,
    contributors: contributors?.n ?? 0,
    feedback: timeline.reduce((sum, day) => sum + day.feedback, 0),
    timeline: timeline.map((day) => ({ date: day.day, ideas: day.ideas, feedback: day.feedback })),
    userMetrics,
  };
}
