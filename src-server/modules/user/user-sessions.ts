import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Ends every session of a user at once (blocking, deletion, password change). As with a logout,
 * the delete trigger tells every process, and this one forgets them at once. Here, not in auth,
 * because the people admin and account deletion end sessions too and stand below sign-in; the
 * cache is passed in (the app's session cache) so this module need not know it.
 */
export async function invalidateUserSessions(em: EntityManager, userId: string, cache?: { forgetUser(userId: string): void }): Promise<void> {
  await em.getConnection().execute('delete from session where user_id = ?', [userId], 'all', em.getTransactionContext());
  cache?.forgetUser(userId);
}
