import { tagChangeInput, tagNameSchema } from '#shared/schemas/campaign-insights.ts';
import { z } from 'zod';
import { activeProcedure, publicProcedure, router } from '#server/trpc/procedures.ts';
import { presentTag } from './tag.presenter';
import { findOrCreateTags, listTags } from './tag.service';
import { changeUserInterest, userInterests } from './user-interests.service';
import { guidInput } from '#shared/schemas/common.ts';

/** The site's tags and people's interests (spec 2 §6); the campaigns they group are campaign-tags.router's, under the same name. */
export const tagRouter = router({
  list: publicProcedure.query(async ({ ctx }) => (await listTags(ctx)).map(presentTag)),
  findOrCreate: activeProcedure.input(z.object({ name: tagNameSchema })).mutation(async ({ ctx, input }) => {
    const [tag] = await findOrCreateTags(ctx, [input.name]);
    return presentTag(tag!);
  }),
  /** A person's interests (GET /user/{guid}/tags), shown on their profile. */
  forUser: publicProcedure.input(guidInput).query(async ({ ctx, input }) => (await userInterests(ctx, input.guid)).map(presentTag)),
  addToUser: activeProcedure.input(tagChangeInput).mutation(async ({ ctx, input }) => (await changeUserInterest(ctx, input.guid, input.tag, 'add')).map(presentTag)),
  removeFromUser: activeProcedure.input(tagChangeInput).mutation(async ({ ctx, input }) => (await changeUserInterest(ctx, input.guid, input.tag, 'remove')).map(presentTag)),
});
