import { publishEvent } from '#server/realtime/realtime-events.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { invalidateUserSessions } from './user-sessions';
import { UserSchema } from '#server/entities/user.entity.ts';

/**
 * Leaving (spec 3 §4, §6 "delete own account"): the account waits as pendingDelete for an admin
 * to accept (delete) or deny (active again, as a guest). Every session and Bearer token of the
 * user ends with it, in every process, and until an admin decides the account cannot sign in
 * again (auth.service, session.service): the request stands as made.
 */
export async function requestAccountDeletion(ctx: AuthedContext): Promise<{ status: 'pendingDelete' }> {
  const userId = ctx.viewer.id;
  await ctx.em.transactional(async (em) => {
    await em.nativeUpdate(UserSchema, { id: userId }, { status: 'pendingDelete' });
    // Before the sessions' own "ended" events, so the user's other tabs can say why they are signed out.
    await publishEvent(em, { kind: 'user-status', organisationId: ctx.site.id, userId, status: 'pendingDelete' });
    await invalidateUserSessions(em, userId, ctx.deps.sessions);
  });
  ctx.viewer.status = 'pendingDelete';
  ctx.transport.clear();
  return { status: 'pendingDelete' };
}
