import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionCache, type SessionRecord } from '#server/modules/auth/session-cache.ts';
import { RealtimeBus } from '#server/realtime/realtime-bus.ts';

const ORG = 'org-1';

function record(sessionId: string, userId = 'user-1', homeId: string | null = null): SessionRecord {
  return {
    session: { id: sessionId, createdAt: new Date(), lastVerifiedAt: new Date() },
    organisationId: ORG,
    userId,
    userRow: { id: userId, roles: ['member'], extra_fields: { team: 'blue' } },
    secretHash: new Uint8Array([1, 2, 3]),
    home: homeId ? { id: homeId, roles: ['admin'], status: 'active' } : null,
  };
}

/** A cache following a bus that hears events, as in a process whose LISTEN connection is up. */
function liveCache(ttlMs = 60_000): { cache: SessionCache; bus: RealtimeBus } {
  const bus = new RealtimeBus();
  const cache = new SessionCache(ttlMs);
  cache.follow(bus);
  bus.setListening(true);
  return { cache, bus };
}

const keep = (cache: SessionCache, stored: SessionRecord) => cache.store(stored, cache.mark());

describe('the session cache', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps nothing while the process does not hear the database, and drops all when it stops hearing', () => {
    const bus = new RealtimeBus();
    const cache = new SessionCache(60_000);
    cache.follow(bus);
    keep(cache, record('s1'));
    expect(cache.get('s1')).toBeUndefined();

    bus.setListening(true);
    keep(cache, record('s1'));
    expect(cache.get('s1')?.session.id).toBe('s1');
    bus.setListening(false);
    expect(cache.get('s1')).toBeUndefined();
    keep(cache, record('s1'));
    expect(cache.get('s1')).toBeUndefined();
  });

  it('keeps nothing with a TTL of 0, and forgets a record once its TTL has passed', () => {
    const off = liveCache(0).cache;
    keep(off, record('s1'));
    expect(off.get('s1')).toBeUndefined();

    vi.useFakeTimers();
    const { cache } = liveCache(1000);
    keep(cache, record('s1'));
    vi.advanceTimersByTime(999);
    expect(cache.get('s1')).toBeDefined();
    vi.advanceTimersByTime(2);
    expect(cache.get('s1')).toBeUndefined();
  });

  it("forgets a session when its row is gone, and every session of a user whose row changed or status was set", () => {
    const { cache, bus } = liveCache();
    for (const [session, user] of [['s1', 'u1'], ['s2', 'u1'], ['s3', 'u2'], ['s4', 'u3']] as const) keep(cache, record(session, user));

    bus.dispatch(JSON.stringify({ kind: 'session-ended', organisationId: ORG, sessionId: 's3' }));
    expect(cache.get('s3')).toBeUndefined();
    bus.dispatch(JSON.stringify({ kind: 'user-changed', organisationId: ORG, userId: 'u1' }));
    expect([cache.get('s1'), cache.get('s2')]).toEqual([undefined, undefined]);
    expect(cache.get('s4')).toBeDefined();
    bus.dispatch(JSON.stringify({ kind: 'user-status', organisationId: ORG, userId: 'u3', status: 'blocked' }));
    expect(cache.get('s4')).toBeUndefined();
  });

  it("forgets a super admin's stand-in sessions on other sites when the home account changes", () => {
    const { cache, bus } = liveCache();
    keep(cache, record('s1', 'stand-in', 'home'));
    keep(cache, record('s2', 'someone-else'));
    bus.dispatch(JSON.stringify({ kind: 'user-changed', organisationId: 'org-2', userId: 'home' }));
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.get('s2')).toBeDefined();
  });

  it('refuses to keep a read that raced an invalidation, since the row read may predate it', () => {
    const { cache, bus } = liveCache();
    const before = cache.mark();
    bus.dispatch(JSON.stringify({ kind: 'user-changed', organisationId: ORG, userId: 'u1' }));
    cache.store(record('s1', 'u1'), before);
    expect(cache.get('s1')).toBeUndefined();

    const after = cache.mark();
    cache.store(record('s1', 'u1'), after);
    expect(cache.get('s1')).toBeDefined();
  });

  it('hands out records nobody can change, since every request it serves shares them', () => {
    const { cache } = liveCache();
    keep(cache, record('s1'));
    const cached = cache.get('s1')!;
    expect(() => (cached.userRow.roles as string[]).push('admin')).toThrow(TypeError);
    expect(() => Object.assign(cached.userRow.extra_fields as object, { team: 'red' })).toThrow(TypeError);
    expect(() => Object.assign(cached.session, { lastVerifiedAt: new Date(0) })).toThrow(TypeError);
  });

  it('stops following the bus when asked', () => {
    const bus = new RealtimeBus();
    const cache = new SessionCache(60_000);
    const stop = cache.follow(bus);
    bus.setListening(true);
    keep(cache, record('s1'));
    stop();
    bus.dispatch(JSON.stringify({ kind: 'session-ended', organisationId: ORG, sessionId: 's1' }));
    expect(cache.get('s1')).toBeDefined();
  });
});
