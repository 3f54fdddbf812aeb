import type { EntityManager } from '@mikro-orm/postgresql';
import type { UserStatus } from '#shared/constants.ts';

/** The one PostgreSQL channel every server process LISTENs on (ARCHITECTURE §6). */
export const REALTIME_CHANNEL = 'app_events';

/**
 * What a server process tells the others. Only ids travel: listeners read the current state
 * themselves, so an event never carries data its receiver may not see.
 */
export type RealtimeEvent =
  /** The user's unread notification count may have changed. */
  | { kind: 'notifications'; organisationId: string; userId: string }
  /** A comment or feedback was written, changed or removed on the idea, or a merge it takes part in moved on. */
  | { kind: 'idea-activity'; organisationId: string; ideaId: string; what: 'comment' | 'feedback' | 'merge' }
  /** An administrator blocked or re-activated the user (spec 1 §4). */
  | { kind: 'user-status'; organisationId: string; userId: string; status: UserStatus }
  /**
   * The session's row is gone (logout, blocking, expiry): streams opened with it stop, and no
   * process accepts it from its session cache. Sent by a trigger on every delete (migration
   * 20261124100000), so no code path that ends sessions can forget it.
   */
  | { kind: 'session-ended'; organisationId: string; sessionId: string }
  /** The user's row changed or is gone: processes drop their cached sessions of the user. Sent by a trigger. */
  | { kind: 'user-changed'; organisationId: string; userId: string }
  /** The organisation's row (its settings) changed or is gone: processes drop their cached site. Sent by a trigger. */
  | { kind: 'organisation-changed'; organisationId: string }
  /** An evaluator submitted (or a coach reopened) a review: the stage's consensus changed (issue 33). */
  | { kind: 'review-submitted'; organisationId: string; campaignId: string; stageId: string; ideaId: string };

/**
 * Queues the event with NOTIFY in the caller's transaction: PostgreSQL delivers it only when that
 * transaction commits (and never if it rolls back), so a listener that reacts by reading finds the
 * new rows. Outside a transaction it is sent at once, so call it after the flush that wrote them.
 */
export async function publishEvent(em: EntityManager, event: RealtimeEvent): Promise<void> {
  await publishEvents(em, [event]);
}

/** As publishEvent, for several events in one statement (a bulk action's notices). */
export async function publishEvents(em: EntityManager, events: readonly RealtimeEvent[]): Promise<void> {
  if (events.length === 0) return;
  // array[?] takes one binding per event: the driver spreads an array binding into a list.
  await em
    .getConnection()
    .execute('select pg_notify(?, event) from unnest(array[?]::text[]) as event', [REALTIME_CHANNEL, events.map((event) => JSON.stringify(event))], 'all', em.getTransactionContext());
}
