import type { EntityManager } from '@mikro-orm/postgresql';

/** SQL text with its values in order; `sql` templates nest, so fragments keep their own values. */
class Statement {
  constructor(
    readonly text: string,
    readonly values: readonly unknown[],
  ) {}
}

function sql(strings: TemplateStringsArray, ...parts: unknown[]): Statement {
  let text = strings[0] ?? '';
  const values: unknown[] = [];
  parts.forEach((part, index) => {
    if (part instanceof Statement) {
      text += part.text;
      values.push(...part.values);
    } else {
      text += '?';
      values.push(part);
    }
    text += strings[index + 1] ?? '';
  });
  return new Statement(text, values);
}

const EMPTY = sql``;

/** Half-open moments: [from, until). */
export interface Window {
  from: Date;
  until: Date;
}

/** One site (its id) or every site (null). */
export type SiteScope = string | null;

function onSite(scope: SiteScope, column: string): Statement {
  // The column name is ours, never input; the site id is a bound value.
  return scope === null ? EMPTY : new Statement(` and ${column} = ?`, [scope]);
}

/**
 * Everything a person did on a site, one row per act (who, when, which site): authoring an
 * idea (not a draft), giving feedback, commenting, upvoting, joining a campaign. "Active users"
 * are the people with an act in the period; ideas and feedback also count on their own.
 */
function activity(scope: SiteScope, window: Window): Statement {
  return sql`
    select idea.organisation_id as org, author.user_id, idea.created_at as at, 'ideas' as kind
      from idea join idea_author author on author.idea_id = idea.id and author.status = 'accepted'
      where idea.status <> 'DRAFT' and idea.created_at >= ${window.from} and idea.created_at < ${window.until}${onSite(scope, 'idea.organisation_id')}
    union all
    select feedback.organisation_id, feedback.author_id, feedback.created_at, 'feedback' from feedback
      where feedback.author_id is not null and feedback.created_at >= ${window.from} and feedback.created_at < ${window.until}${onSite(scope, 'feedback.organisation_id')}
    union all
    select comment.organisation_id, comment.author_id, comment.created_at, 'other' from comment
      where comment.author_id is not null and comment.created_at >= ${window.from} and comment.created_at < ${window.until}${onSite(scope, 'comment.organisation_id')}
    union all
    select idea.organisation_id, upvote.user_id, upvote.created_at, 'other' from upvote join idea on idea.id = upvote.idea_id
      where upvote.created_at >= ${window.from} and upvote.created_at < ${window.until}${onSite(scope, 'idea.organisation_id')}
    union all
    select campaign.organisation_id, participant.user_id, participant.created_at, 'other'
      from campaign_participant participant join campaign on campaign.id = participant.campaign_id
      where participant.created_at >= ${window.from} and participant.created_at < ${window.until}${onSite(scope, 'campaign.organisation_id')}`;
}

/**
 * People taking part in a campaign that ran during the window (submitted, started before its
 * end, ended after its start): its approved participants who had joined by the window's end,
 * and its coaches.
 */
function inRunningCampaigns(scope: SiteScope, window: Window, current: boolean): Statement {
  const running = sql`campaign.active and campaign.start_date < ${window.until} and campaign.end_date >= ${window.from}${onSite(scope, 'campaign.organisation_id')}`;
  return sql`
    select campaign.organisation_id as org, participant.user_id, 'campaigns' as metric, ${current}::boolean as cur
      from campaign_participant participant join campaign on campaign.id = participant.campaign_id
      where participant.status = 'approved' and participant.created_at < ${window.until} and ${running}
    union
    select campaign.organisation_id, coach.user_id, 'campaigns', ${current}::boolean
      from campaign_coach coach join campaign on campaign.id = coach.campaign_id
      where ${running}`;
}

export interface PeopleRow {
  organisation_id: string;
  metric: 'ideas' | 'feedback' | 'active' | 'campaigns';
  current: number;
  previous: number;
  /** Counted in the previous period, not in this one. */
  lost: number;
}

/**
 * The people figures per site, for this period and the one before, in one statement: users with
 * ideas, with feedback, in campaigns, and active; and how many of the previous period's are gone.
 */
export async function peopleFigures(em: EntityManager, scope: SiteScope, current: Window, previous: Window): Promise<PeopleRow[]> {
  const both: Window = { from: previous.from, until: current.until };
  const statement = sql`
    with acts as (${activity(scope, both)}),
    sets as (
      select org, user_id, kind as metric, at >= ${current.from} as cur from acts where kind in ('ideas', 'feedback')
      union
      select org, user_id, 'active', at >= ${current.from} from acts
      union
      ${inRunningCampaigns(scope, current, true)}
      union
      ${inRunningCampaigns(scope, previous, false)}
    ),
    people as (select org, user_id, metric, bool_or(cur) as in_current, bool_or(not cur) as in_previous from sets group by org, user_id, metric)
    select org as organisation_id, metric,
      (count(*) filter (where in_current))::int as current,
      (count(*) filter (where in_previous))::int as previous,
      (count(*) filter (where in_previous and not in_current))::int as lost
    from people group by org, metric`;
  return em.getConnection().execute<PeopleRow[]>(statement.text, [...statement.values]);
}

export interface AmountRow {
  organisation_id: string;
  metric: 'campaigns' | 'users' | 'ideas' | 'feedback' | 'invitationsSent' | 'invitationsUsed';
  n: number;
}

/**
 * The amounts per site in one statement: campaigns running in the period, accounts that exist
 * at its end, ideas (not drafts) and feedback given in it, invitations sent in it and how many
 * of those have been used.
 */
export async function amountFigures(em: EntityManager, scope: SiteScope, window: Window): Promise<AmountRow[]> {
  const statement = sql`
    select campaign.organisation_id, 'campaigns' as metric, count(*)::int as n from campaign
      where campaign.active and campaign.start_date < ${window.until} and campaign.end_date >= ${window.from}${onSite(scope, 'campaign.organisation_id')}
      group by 1
    union all
    select app_user.organisation_id, 'users', count(*)::int from app_user
      where app_user.created_at < ${window.until}${onSite(scope, 'app_user.organisation_id')}
      group by 1
    union all
    select idea.organisation_id, 'ideas', count(*)::int from idea
      where idea.status <> 'DRAFT' and idea.created_at >= ${window.from} and idea.created_at < ${window.until}${onSite(scope, 'idea.organisation_id')}
      group by 1
    union all
    select feedback.organisation_id, 'feedback', count(*)::int from feedback
      where feedback.created_at >= ${window.from} and feedback.created_at < ${window.until}${onSite(scope, 'feedback.organisation_id')}
      group by 1
    union all
    select campaign.organisation_id, unnest(array['invitationsSent', 'invitationsUsed']),
        unnest(array[count(*), count(*) filter (where invitation.accepted_at is not null)])::int
      from campaign_invitation invitation join campaign on campaign.id = invitation.campaign_id
      where invitation.created_at >= ${window.from} and invitation.created_at < ${window.until}${onSite(scope, 'campaign.organisation_id')}
      group by 1`;
  return em.getConnection().execute<AmountRow[]>(statement.text, [...statement.values]);
}

export interface TimelineRow {
  day: string;
  users: number;
  ideas: number;
  feedback: number;
  active: number;
}

/** Per UTC day of the period: new accounts, ideas, feedback and active users, over the chosen sites together. */
export async function timelineFigures(em: EntityManager, scope: SiteScope, window: Window, days: { first: string; last: string }): Promise<TimelineRow[]> {
  const statement = sql`
    with days as (select generate_series(${days.first}::date, ${days.last}::date, interval '1 day')::date as day),
    acts as (${activity(scope, window)}),
    active_days as (select (at at time zone 'UTC')::date as day, count(distinct (org, user_id))::int as n from acts group by 1),
    idea_days as (
      select (idea.created_at at time zone 'UTC')::date as day, count(*)::int as n from idea
      where idea.status <> 'DRAFT' and idea.created_at >= ${window.from} and idea.created_at < ${window.until}${onSite(scope, 'idea.organisation_id')}
      group by 1
    ),
    feedback_days as (
      select (feedback.created_at at time zone 'UTC')::date as day, count(*)::int as n from feedback
      where feedback.created_at >= ${window.from} and feedback.created_at < ${window.until}${onSite(scope, 'feedback.organisation_id')}
      group by 1
    ),
    user_days as (
      select (app_user.created_at at time zone 'UTC')::date as day, count(*)::int as n from app_user
      where app_user.created_at >= ${window.from} and app_user.created_at < ${window.until}${onSite(scope, 'app_user.organisation_id')}
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(user_days.n, 0) as users, coalesce(idea_days.n, 0) as ideas,
      coalesce(feedback_days.n, 0) as feedback, coalesce(active_days.n, 0) as active
    from days
      left join user_days on user_days.day = days.day
      left join idea_days on idea_days.day = days.day
      left join feedback_days on feedback_days.day = days.day
      left join active_days on active_days.day = days.day
    order by days.day`;
  return em.getConnection().execute<TimelineRow[]>(statement.text, [...statement.values]);
}

/** Every site's id and name, for the cross-site table. */
export async function siteNames(em: EntityManager): Promise<{ id: string; name: string }[]> {
  return em.getConnection().execute<{ id: string; name: string }[]>('select id, name from organisation order by name, id');
}
