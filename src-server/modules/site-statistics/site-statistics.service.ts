import { hasOrgAdminRights, isSuperAdmin } from '#shared/permissions.ts';
import {
  ALL_SITES_STATISTICS_DEFAULT_DAYS,
  ORGANISATION_STATISTICS_DEFAULT_DAYS,
  STATISTICS_MAX_DAYS,
  periodLength,
  previousPeriod,
  resolvePeriod,
  type SiteStatisticsInput,
  type StatisticsPeriod,
} from '#shared/schemas/site-statistics.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { presentFigures, presentTimeline, type AllSitesStatisticsDto, type OrganisationStatisticsDto } from './site-statistics.presenter';
import { amountFigures, peopleFigures, siteNames, timelineFigures, type SiteScope, type Window } from './site-statistics.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

function windowOf(period: StatisticsPeriod): Window {
  return { from: new Date(`${period.startDate}T00:00:00.000Z`), until: new Date(Date.parse(`${period.endDate}T00:00:00.000Z`) + DAY_MS) };
}

function periodOf(input: SiteStatisticsInput, defaultDays: number): StatisticsPeriod {
  const period = resolvePeriod(input, new Date(), defaultDays);
  // A start alone may reach back further than the schema could see.
  if (periodLength(period) > STATISTICS_MAX_DAYS) throw new AppError('STATISTICS_PERIOD_TOO_LONG', { fieldErrors: { startDate: ['STATISTICS_PERIOD_TOO_LONG'] } });
  return period;
}

/** Three statements whatever the sites' size: the people figures, the amounts, the days. */
async function figuresFor(ctx: AuthedContext, scope: SiteScope, period: StatisticsPeriod) {
  const before = previousPeriod(period);
  const current = windowOf(period);
  const people = await peopleFigures(ctx.em, scope, current, windowOf(before));
  const amounts = await amountFigures(ctx.em, scope, current);
  const timeline = await timelineFigures(ctx.em, scope, current, { first: period.startDate, last: period.endDate });
  return { before, people, amounts, timeline };
}

/** This site's statistics (spec 2 §3, §7 GET /organisation/stats): its admins and super admins; the last 30 days unless asked. */
export async function organisationStatistics(ctx: AuthedContext, input: SiteStatisticsInput): Promise<OrganisationStatisticsDto> {
  if (!hasOrgAdminRights(ctx.viewer)) throw new AppError('forbidden');
  const period = periodOf(input, ORGANISATION_STATISTICS_DEFAULT_DAYS);
  const { before, people, amounts, timeline } = await figuresFor(ctx, ctx.site.id, period);
  return { ...period, ...presentFigures(people, amounts, before), timeline: presentTimeline(timeline) };
}

/** Every site's statistics together and site by site (spec 2 §2 /admin): super admins; the last 7 days unless asked. */
export async function allSitesStatistics(ctx: AuthedContext, input: SiteStatisticsInput): Promise<AllSitesStatisticsDto> {
  if (!isSuperAdmin(ctx.viewer)) throw new AppError('forbidden');
  const period = periodOf(input, ALL_SITES_STATISTICS_DEFAULT_DAYS);
  const { before, people, amounts, timeline } = await figuresFor(ctx, null, period);
  const sites = await siteNames(ctx.em);
  return {
    ...period,
    ...presentFigures(people, amounts, before),
    timeline: presentTimeline(timeline),
    sites: sites.map((site) => ({
      guid: site.id,
      name: site.name,
      ...presentFigures(
        people.filter((row) => row.organisation_id === site.id),
        amounts.filter((row) => row.organisation_id === site.id),
        before,
      ),
    })),
  };
}
