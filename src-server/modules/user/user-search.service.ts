import { hasOrgAdminRights } from '#shared/permissions.ts';
import { USER_SEARCH_LIMIT } from '#shared/schemas/people.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { CampaignCoachSchema } from '#server/entities/campaign.entity.ts';
import { userFilterCondition } from './user-admin.repository';

export interface FoundUser {
  guid: string;
  name: string;
  /** For admins only: a coach finds people by name, not their addresses. */
  email: string | null;
}

/**
 * The coach picker (spec 2 §7 GET /users/organisation/{guid}): the site's active users whose
 * name or address holds the text, for coaches and admins. Every user of the site can be made a
 * coach, not only the campaign's people.
 */
export async function searchOrganisationUsers(ctx: AuthedContext, query: string): Promise<FoundUser[]> {
  const admin = hasOrgAdminRights(ctx.viewerFacts);
  if (!admin && !(await coachesAnyCampaign(ctx))) throw new AppError('forbidden');
  const condition = userFilterCondition(ctx.site.id, { search: query || undefined });
  const rows = await ctx.em
    .getConnection()
    .execute<{ id: string; first_name: string; last_name: string; email: string }[]>(
      `select u.id, u.first_name, u.last_name, u.email from app_user u where ${condition.sql} and u.status = 'active' order by u.first_name, u.last_name, u.id limit ?`,
      [...condition.params, USER_SEARCH_LIMIT],
    );
  return rows.map((row) => ({ guid: row.id, name: `${row.first_name} ${row.last_name}`.trim(), email: admin ? row.email : null }));
}

/** Whether the viewer coaches some campaign of the site (who may look for coaches among its users). */
async function coachesAnyCampaign(ctx: AuthedContext): Promise<boolean> {
  return (await ctx.em.count(CampaignCoachSchema, { user: ctx.viewer.id, campaign: { organisation: ctx.site.id } })) > 0;
}
