import type { CampaignSettings } from '#shared/schemas/campaign.ts';
import type { AppContext } from '#server/trpc/context.ts';
import { normalizeEmail } from '#server/modules/user/user.service.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import { executePrepared } from '#server/db/prepared-statements.ts';

export type Membership = 'approved' | 'pending' | null;

/** Where the viewer stands in a campaign: their participation, if any, and whether they hold an e-mail invitation. */
export interface ViewerStanding {
  membership: Membership;
  invited: boolean;
}

/**
 * SQL columns of the viewer's standing in campaign `c`; the viewer's id and normalised e-mail are
 * its two parameters (viewerStandingParams; null for visitors).
 */
export const VIEWER_STANDING_COLUMNS = `(select status from campaign_participant where campaign_id = c.id and user_id = ?) as membership,
  exists (select 1 from campaign_invitation where campaign_id = c.id and email = ?) as invited`;

export function viewerStandingParams(ctx: AppContext): [string | null, string | null] {
  const viewer = ctx.viewerFacts;
  return viewer ? [viewer.id, normalizeEmail(viewer.email)] : [null, null];
}

/** A person as the read paths need one (a coach, an author): who it is, and the name to show. */
export interface PersonFacts {
  id: string;
  firstName: string;
  lastName: string;
}

/**
 * What the hot read paths (idea lists, the idea page) need of a campaign, as plain data: enough
 * for the access rules (CampaignAccessFacts), the phase and the presenters. Hydrating entities
 * for these cost more CPU than the statements themselves (npm run bench); writes load entities.
 */
export interface CampaignFacts extends Pick<Campaign, 'id' | 'slug' | 'name' | 'active' | 'privacySetting' | 'startDate' | 'endDate'> {
  settings: CampaignSettings;
  trendingMedian: number;
  coaches: PersonFacts[];
}

/** SQL column `campaign` of campaign `c` as CampaignFacts (dates as text until campaignFactsOf). */
export const CAMPAIGN_FACTS_COLUMN = `jsonb_build_object('id', c.id, 'slug', c.slug, 'name', c.name, 'active', c.active, 'privacySetting', c.privacy_setting,
    'startDate', c.start_date, 'endDate', c.end_date, 'settings', c.settings, 'trendingMedian', c.trending_median,
    'coaches', coalesce((select jsonb_agg(jsonb_build_object('id', coach.id, 'firstName', coach.first_name, 'lastName', coach.last_name) order by coach.id)
      from campaign_coach cc join app_user coach on coach.id = cc.user_id where cc.campaign_id = c.id), '[]')) as campaign`;

type FactsJson = Omit<CampaignFacts, 'startDate' | 'endDate'> & { startDate: string; endDate: string };

export function campaignFactsOf(json: FactsJson): CampaignFacts {
  return { ...json, startDate: new Date(json.startDate), endDate: new Date(json.endDate) };
}

export interface CampaignFactsRow extends ViewerStanding {
  campaign: FactsJson;
}

/** A campaign by its slug, or by its guid (legacy clients name some by guid; the caller checks it is one). */
export type CampaignKey = string | { id: string };

/**
 * The row of the campaign of this site a key names, as `columns` of campaign `c` followed by the
 * viewer's standing in it, in one statement.
 */
export async function selectCampaignWithStanding<Row extends ViewerStanding>(ctx: AppContext, key: CampaignKey, columns: string): Promise<Row | undefined> {
  const [column, value] = typeof key === 'string' ? ['slug', key] : ['id', key.id];
  const [row] = await executePrepared<Row>(
    ctx.em,
    `select ${columns},\n  ${VIEWER_STANDING_COLUMNS}\nfrom campaign c where c.organisation_id = ? and c.${column} = ?`, [...viewerStandingParams(ctx), ctx.site.id, value]);
  return row;
}

/** A campaign of this site as facts, with the viewer's standing, in one statement. */
export async function loadCampaignFacts(ctx: AppContext, key: CampaignKey): Promise<{ campaign: CampaignFacts; standing: ViewerStanding } | null> {
  const row = await selectCampaignWithStanding<CampaignFactsRow>(ctx, key, CAMPAIGN_FACTS_COLUMN);
  return row ? { campaign: campaignFactsOf(row.campaign), standing: { membership: row.membership, invited: row.invited } } : null;
}
