import type { IdeaFollowSetInput } from '#shared/schemas/follow.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { isFollowing, setFollowing } from '#server/modules/notification/follow.service.ts';
import { loadIdeaForViewer } from './idea-access.service';

/**
 * Following an idea (issue 34 item 1): anyone signed in who sees the idea, through the idea
 * view's visibility rule, so a private campaign's idea or another site's stays not-found. A
 * merged idea may be followed too: what happens to it is what its followers want to hear.
 */
export async function ideaFollowState(ctx: AuthedContext, ideaGuid: string): Promise<{ following: boolean }> {
  const { idea } = await loadIdeaForViewer(ctx, ideaGuid);
  return { following: await isFollowing(ctx.em, { organisationId: ctx.site.id, ideaId: idea.id }, ctx.viewer.id) };
}

export async function setIdeaFollow(ctx: AuthedContext, input: IdeaFollowSetInput): Promise<{ following: boolean }> {
  const { idea } = await loadIdeaForViewer(ctx, input.ideaGuid);
  await setFollowing(ctx.em, { organisationId: ctx.site.id, ideaId: idea.id }, ctx.viewer.id, input.following);
  return { following: input.following };
}
