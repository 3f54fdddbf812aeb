import type { StatisticsPeriod } from '#shared/schemas/site-statistics.ts';
import type { AmountRow, PeopleRow, TimelineRow } from './site-statistics.repository';

/**
 * Churn per people figure (spec 2 §3 churn): of the people counted in the equal-length period
 * just before, the share (0–1) not counted in this one; null when there was nobody to lose.
 */
export interface ChurnFigures extends StatisticsPeriod {
  usersWithCampaigns: number | null;
  usersWithIdeas: number | null;
  usersWithFeedback: number | null;
  activeUsers: number | null;
}

/** The figures of spec 2 §3 "Organisation statistics", for one site or several together. */
export interface SiteFigures {
  usersWithCampaigns: number;
  usersWithIdeas: number;
  usersWithFeedback: number;
  amountOfCampaigns: number;
  amountOfUsers: number;
  amountOfIdeas: number;
  amountOfFeedback: number;
  activeUsers: number;
  invitationsSent: number;
  invitationsUsed: number;
  churn: ChurnFigures;
}

export interface StatisticsDay {
  date: string;
  users: number;
  ideas: number;
  feedback: number;
  activeUsers: number;
}

export interface OrganisationStatisticsDto extends SiteFigures, StatisticsPeriod {
  timeline: StatisticsDay[];
}

export interface AllSitesStatisticsDto extends OrganisationStatisticsDto {
  sites: (SiteFigures & { guid: string; name: string })[];
}

const PEOPLE = { campaigns: 'usersWithCampaigns', ideas: 'usersWithIdeas', feedback: 'usersWithFeedback', active: 'activeUsers' } as const;
const AMOUNTS = {
  campaigns: 'amountOfCampaigns',
  users: 'amountOfUsers',
  ideas: 'amountOfIdeas',
  feedback: 'amountOfFeedback',
  invitationsSent: 'invitationsSent',
  invitationsUsed: 'invitationsUsed',
} as const;

/** The figures of the rows given (one site's, or every site's summed: accounts belong to one site, so sums are exact). */
export function presentFigures(people: readonly PeopleRow[], amounts: readonly AmountRow[], previous: StatisticsPeriod): SiteFigures {
  const figures: Omit<SiteFigures, 'churn'> = {
    usersWithCampaigns: 0,
    usersWithIdeas: 0,
    usersWithFeedback: 0,
    amountOfCampaigns: 0,
    amountOfUsers: 0,
    amountOfIdeas: 0,
    amountOfFeedback: 0,
    activeUsers: 0,
    invitationsSent: 0,
    invitationsUsed: 0,
  };
  const lost = { usersWithCampaigns: 0, usersWithIdeas: 0, usersWithFeedback: 0, activeUsers: 0 };
  const before = { ...lost };
  for (const row of people) {
    const key = PEOPLE[row.metric];
    figures[key] += row.current;
    lost[key] += row.lost;
    before[key] += row.previous;
  }
  for (const row of amounts) figures[AMOUNTS[row.metric]] += row.n;
  const share = (key: keyof typeof lost) => (before[key] === 0 ? null : lost[key] / before[key]);
  return {
    ...figures,
    churn: {
      ...previous,
      usersWithCampaigns: share('usersWithCampaigns'),
      usersWithIdeas: share('usersWithIdeas'),
      usersWithFeedback: share('usersWithFeedback'),
      activeUsers: share('activeUsers'),
    },
  };
}

export function presentTimeline(rows: readonly TimelineRow[]): StatisticsDay[] {
  return rows.map((row) => ({ date: row.day, users: row.users, ideas: row.ideas, feedback: row.feedback, activeUsers: row.active }));
}
