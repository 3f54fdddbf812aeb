import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  SESSION_ABSOLUTE_LIFETIME_SECONDS,
  SESSION_IDLE_TIMEOUT_SECONDS,
  SESSION_RENEWAL_INTERVAL_SECONDS,
} from '../../../src-shared/constants';
import { UserSchema, type User } from '../user/user.entity';
import { viewerFactsOfRow, type ViewerFacts } from '../user/viewer-facts';
import { mapLoaded } from '../../db/loaded-rows';
import { publishEvent } from '../../realtime/realtime-events';
import { SessionSchema, type Session } from './session.entity';
import { executePrepared } from '../../db/prepared-statements';

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
 * constant time), user not blocked. Expired rows are deleted on sight.
 */
export async function validateSessionToken(
  em: EntityManager,
  token: string,
  organisationId: string,
): Promise<ValidatedSession | null> {
  const [id, secret, ...rest] = token.split('.');
  if (!id || !secret || rest.length > 0 || id.length > 32) return null;
  const loaded = await loadSessionWithUser(em, id);
  if (!loaded || loaded.organisationId !== organisationId) return null;
  const { session, secretHash, userRow } = loaded;
  const viewer = viewerFactsOfRow(userRow);
  const now = Date.now();
  if (now >= sessionExpiresAt(session).getTime()) {
    await em.nativeDelete(SessionSchema, { id });
    return null;
  }
  if (!constantTimeEqual(hashSecret(secret), new Uint8Array(secretHash))) return null;
  if (viewer.status === 'blocked') return null;
  let renewed = false;
  if (now - session.lastVerifiedAt.getTime() >= SESSION_RENEWAL_INTERVAL_SECONDS * 1000) {
    session.lastVerifiedAt = new Date(now);
    await em.nativeUpdate(SessionSchema, { id }, { lastVerifiedAt: session.lastVerifiedAt });
    renewed = true;
  }
  let user: User | undefined;
  return { session, viewer, user: () => (user ??= mapLoaded(em, UserSchema, userRow)), renewed, expiresAt: sessionExpiresAt(session) };
}

/**
 * The session row and its user's row in one raw statement: this runs before every signed-in API
 * request, and the ORM's query pipeline for the same join cost several times the statement itself
 * (npm run bench), as did mapping the user, which only writes need. The session stays plain data,
 * and the secret's hash is handed back beside it.
 */
async function loadSessionWithUser(em: EntityManager, id: string): Promise<{ session: ActiveSession; organisationId: string; userRow: Record<string, unknown>; secretHash: Buffer } | null> {
  const [row] = await executePrepared<{ id: string; organisation_id: string; created_at: string; last_verified_at: string; secret_hash: Buffer; app_user: Record<string, unknown> }>(
    em,
    `select s.id, s.organisation_id, s.created_at, s.last_verified_at, s.secret_hash, to_jsonb(u) as app_user
     from session s join app_user u on u.id = s.user_id where s.id = ?`,
    [id],
  );
  if (!row) return null;
  return {
    session: { id: row.id, createdAt: new Date(row.created_at), lastVerifiedAt: new Date(row.last_verified_at) },
    organisationId: row.organisation_id,
    userRow: row.app_user,
    secretHash: row.secret_hash,
  };
}

/** Ends a session (logout); realtime streams opened with it, in any process, stop too. */
export async function invalidateSession(em: EntityManager, organisationId: string, sessionId: string): Promise<void> {
  await em.nativeDelete(SessionSchema, { id: sessionId });
  await publishEvent(em, { kind: 'session-ended', organisationId, sessionId });
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

/** Ends every session of a user at once (blocking, deletion, password change), and their realtime streams. */
export async function invalidateUserSessions(em: EntityManager, organisationId: string, userId: string): Promise<void> {
  const ended = await em
    .getConnection()
    .execute<{ id: string }[]>('delete from session where user_id = ? returning id', [userId], 'all', em.getTransactionContext());
  for (const { id } of ended) await publishEvent(em, { kind: 'session-ended', organisationId, sessionId: id });
}
