import { deepFreeze } from '#server/db/deep-freeze.ts';
import type { RealtimeBus } from '#server/realtime/realtime-bus.ts';
import type { ActiveSession } from './session.service';

/** A session's row and its user's, as the session check reads them from the database. */
export interface SessionRecord {
  session: ActiveSession;
  organisationId: string;
  userId: string;
  /** The app_user row as to_jsonb gives it; shared by every request the cache serves, so frozen. */
  userRow: Readonly<Record<string, unknown>>;
  secretHash: Uint8Array;
  /** A super admin's stand-in account (home_account_id): the home account's roles and status decide. */
  home: { id: string; roles: readonly string[]; status: string } | null;
}

/** Sessions are the client's to present: past this many the cache starts over rather than grow. */
const MAX_SESSIONS = 20_000;

/**
 * The session check's rows, kept per process so a signed-in request does not ask the database
 * for its session each time: that statement was a third of a list request's statements and a
 * quarter of its server CPU (npm run bench). The secret is still checked on every request.
 *
 * Only what the database says can be cached, and only while this process hears it change: a
 * trigger NOTIFYs on every session delete and user change (realtime-events.ts), the process's
 * LISTEN connection hands them here, and while that connection is down nothing is cached at all
 * (events sent meanwhile are missed). A read that raced an invalidation is not stored
 * (`generation`). The TTL bounds the rest: a connection that died without telling anyone.
 */
export class SessionCache {
  private readonly entries = new Map<string, { record: SessionRecord; expires: number }>();
  private generation = 0;
  private live = false;

  constructor(private readonly ttlMs: number) {}

  /** Follows the bus's events and its listening state; returns the function that stops following. */
  follow(bus: RealtimeBus): () => void {
    this.setLive(bus.listening);
    return bus.observe({
      event: (event) => {
        if (event.kind === 'session-ended') this.forgetSession(event.sessionId);
        else if (event.kind === 'user-changed' || event.kind === 'user-status') this.forgetUser(event.userId);
      },
      listening: (listening) => this.setLive(listening),
    });
  }

  get(sessionId: string): SessionRecord | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.expires > Date.now()) return entry.record;
    this.entries.delete(sessionId);
    return undefined;
  }

  /** Taken before reading a session from the database, and handed to `store` with what was read. */
  mark(): number {
    return this.generation;
  }

  /** Keeps a record read after `mark`, unless something was invalidated since (the read may predate it). */
  store(record: SessionRecord, mark: number): void {
    if (!this.live || this.ttlMs <= 0 || mark !== this.generation) return;
    if (this.entries.size >= MAX_SESSIONS) this.entries.clear();
    this.entries.set(record.session.id, { record: deepFreeze(record), expires: Date.now() + this.ttlMs });
  }

  forgetSession(sessionId: string): void {
    this.generation += 1;
    this.entries.delete(sessionId);
  }

  forgetUser(userId: string): void {
    this.generation += 1;
    for (const [sessionId, entry] of this.entries) if (entry.record.userId === userId || entry.record.home?.id === userId) this.entries.delete(sessionId);
  }

  private setLive(live: boolean): void {
    this.generation += 1;
    this.entries.clear();
    this.live = live;
  }
}

