import { refusingDuplicates } from '#server/db/unique-violation.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import { campaignForCoach } from './campaign.service';

/** Adds a user of this site as a coach (spec 2 §2 People tab); coaches and admins may. */
export async function addCoach(ctx: AuthedContext, slug: string, userGuid: string): Promise<Campaign> {
  const campaign = await campaignForCoach(ctx, slug);
  const user = await ctx.em.findOne(UserSchema, { id: userGuid });
  if (!user) throw new AppError('not-found');
  if (campaign.coaches.getItems().some((coach) => coach.id === user.id)) throw new AppError('campaign-coach-exists-already');
  campaign.coaches.add(user);
  // The same add at the same moment passed the check too: the pivot's key decides, and the loser hears what a second add would.
  await refusingDuplicates(() => ctx.em.flush(), () => new AppError('campaign-coach-exists-already'));
  return campaign;
}

/** Removes a coach, never the last one (spec 2 §5). */
export async function removeCoach(ctx: AuthedContext, slug: string, userGuid: string): Promise<Campaign> {
  const campaign = await campaignForCoach(ctx, slug);
  const coach = campaign.coaches.getItems().find((item) => item.id === userGuid);
  if (!coach) throw new AppError('not-found');
  if (campaign.coaches.count() <= 1) throw new AppError('campaign-needs-a-coach');
  campaign.coaches.remove(coach);
  await ctx.em.flush();
  return campaign;
}
