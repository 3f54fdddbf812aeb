import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  SESSION_ABSOLUTE_LIFETIME_SECONDS,
  SESSION_IDLE_TIMEOUT_SECONDS,
  SESSION_RENEWAL_INTERVAL_SECONDS,
  SUPER_ADMIN_ROLE,
} from '#shared/constants.ts';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import { viewerFactsOfRow, type ViewerFacts } from '#server/modules/user/viewer-facts.ts';
import { mapLoaded } from '#server/db/loaded-rows.ts';
import { SessionSchema, type Session } from '#server/entities/session.entity.ts';
import { executePrepared } from '#server/db/prepared-statements.ts';
import type { SessionCache, SessionRecord } from './session-cache';

export interface IssuedSession {
  /** "<id>.<secret>": handed to the client once, never stored. */
  token: string;
  session: Session;
  expiresAt: Date;
}

/** A validated session as the request keeps it: plain data, since only its id is used afterwards (logout). */
export interface ActiveSession {
  id: string;
  createdAt: Date;
  lastVerifiedAt: Date;
}

export interface ValidatedSession {
  session: ActiveSession;
  /** The signed-in user as plain data: all that read paths and access rules need. */
  viewer: ViewerFacts;
  /** The user as an entity of the request's EntityManager, mapped from the same row on first call (for writes). */
  user: () => User;
  /** The idle expiry moved forward; a cookie should be re-sent with the new expiry. */
  renewed: boolean;
  expiresAt: Date;
}

function randomToken(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(15)));
}

function hashSecret(secret: string): Uint8Array {
  return sha256(new TextEncoder().encode(secret));
}

/** When the session ends if unused: idle expiry, never past the absolute lifetime. */
export function sessionExpiresAt(session: Pick<Session, 'createdAt' | 'lastVerifiedAt'>): Date {
  const idle = session.lastVerifiedAt.getTime() + SESSION_IDLE_TIMEOUT_SECONDS * 1000;
  const absolute = session.createdAt.getTime() + SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000;
  return new Date(Math.min(idle, absolute));
}

export async function createSession(
  em: EntityManager,
  user: User,
  kind: Session['kind'],
  meta: { ip: string; userAgent: string | null },
): Promise<IssuedSession> {
  const id = randomToken();
  const secret = randomToken();
  const now = new Date();
  const session = em.create(SessionSchema, {
    id,
    user,
    organisation: user.organisation,
    secretHash: Buffer.from(hashSecret(secret)),
    kind,
    createdAt: now,
    lastVerifiedAt: now,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
    ip: meta.ip.slice(0, 64),
  });
  await em.flush();
  return { token: `${id}.${secret}`, session, expiresAt: sessionExpiresAt(session) };
}

/**
 * Checks a client's token against its row: right site, not expired, secret matches (in
 * constant time), user neither blocked nor waiting to be deleted. Expired rows are deleted on
 * sight. With a session cache the rows come from it while they are current (session-cache.ts);
 * whatever is due, expiry or renewal, is decided on the database's row.
 */
export async function validateSessionToken(
  em: EntityManager,
  token: string,
  organisationId: string,
  cache?: SessionCache,
): Promise<ValidatedSession | null> {
  const [id, secret, ...rest] = token.split('.');
  if (!id || !secret || rest.length > 0 || id.length > 32) return null;
  const now = Date.now();
  const cached = cache?.get(id);
  const fresh = !cached || isDue(cached.session, now);
  const mark = cache?.mark();
  let record = fresh ? await loadSessionRecord(em, id) : cached;
  if (!record || record.organisationId !== organisationId) return null;
  if (now >= sessionExpiresAt(record.session).getTime()) {
    await em.nativeDelete(SessionSchema, { id });
    return null;
  }
  if (!constantTimeEqual(hashSecret(secret), record.secretHash)) return null;
  const viewer = viewerFactsOfRow(record.userRow);
  if (viewer.status === 'blocked' || viewer.status === 'pendingDelete') return null;
  if (record.home && !isStandingSuperAdmin(record.home)) return null;
  let renewed = false;
  if (now - record.session.lastVerifiedAt.getTime() >= SESSION_RENEWAL_INTERVAL_SECONDS * 1000) {
    const lastVerifiedAt = new Date(now);
    await em.nativeUpdate(SessionSchema, { id }, { lastVerifiedAt });
    record = { ...record, session: { ...record.session, lastVerifiedAt } };
    renewed = true;
  }
  if (fresh && cache && mark !== undefined) cache.store(record, mark);
  const { session, userRow } = record;
  let user: User | undefined;
  // A copy: the cached row is shared and frozen, and the entity is this request's to change.
  return { session, viewer, user: () => (user ??= mapLoaded(em, UserSchema, structuredClone(userRow))), renewed, expiresAt: sessionExpiresAt(session) };
}

/** A stand-in's home account still makes a super admin who may sign in: demoting or blocking it ends the stand-ins' sessions too. */
function isStandingSuperAdmin(home: { roles: readonly string[]; status: string }): boolean {
  return home.roles.includes(SUPER_ADMIN_ROLE) && home.status !== 'blocked' && home.status !== 'pendingDelete';
}

/** A cached session past its expiry or due for renewal: both are decided on the database's row. */
function isDue(session: ActiveSession, now: number): boolean {
  return now >= sessionExpiresAt(session).getTime() || now - session.lastVerifiedAt.getTime() >= SESSION_RENEWAL_INTERVAL_SECONDS * 1000;
}

/**
 * The session row and its user's row in one raw statement: this runs before every signed-in API
 * request the session cache does not answer, and the ORM's query pipeline for the same join cost
 * several times the statement itself (npm run bench), as did mapping the user, which only writes
 * need. The session stays plain data, and the secret's hash is handed back beside it.
 */
async function loadSessionRecord(em: EntityManager, id: string): Promise<SessionRecord | null> {
  const [row] = await executePrepared<{
    id: string;
    organisation_id: string;
    created_at: string;
    last_verified_at: string;
    secret_hash: Buffer;
    app_user: Record<string, unknown>;
    home_roles: string[] | null;
    home_status: string | null;
  }>(
    em,
    `select s.id, s.organisation_id, s.created_at, s.last_verified_at, s.secret_hash, to_jsonb(u) as app_user, h.roles as home_roles, h.status as home_status
     from session s join app_user u on u.id = s.user_id left join app_user h on h.id = u.home_account_id where s.id = ?`,
    [id],
  );
  if (!row) return null;
  return {
    session: { id: row.id, createdAt: new Date(row.created_at), lastVerifiedAt: new Date(row.last_verified_at) },
    organisationId: row.organisation_id,
    userId: String(row.app_user.id),
    userRow: row.app_user,
    secretHash: new Uint8Array(row.secret_hash),
    home: row.app_user.home_account_id ? { id: String(row.app_user.home_account_id), roles: row.home_roles ?? [], status: String(row.home_status) } : null,
  };
}

/**
 * Ends a session (logout). The row's delete trigger tells every process (their session caches,
 * realtime streams opened with it); this process forgets it at once, before the answer goes out,
 * so the client's next request is already signed out.
 */
export async function invalidateSession(em: EntityManager, sessionId: string, cache?: SessionCache): Promise<void> {
  await em.nativeDelete(SessionSchema, { id: sessionId });
  cache?.forgetSession(sessionId);
}

/** Deletes sessions that can no longer be used: idle too long or past their absolute lifetime. */
export async function pruneExpiredSessions(em: EntityManager): Promise<number> {
  const now = Date.now();
  return em.nativeDelete(
    SessionSchema,
    {
      $or: [
        { lastVerifiedAt: { $lt: new Date(now - SESSION_IDLE_TIMEOUT_SECONDS * 1000) } },
        { createdAt: { $lt: new Date(now - SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000) } },
      ],
    },
    { filters: false },
  );
}
