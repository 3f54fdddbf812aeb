import { beforeAll, describe, expect, it } from 'vitest';
import { notify } from '#server/modules/notification/notification.service.ts';
import type { User } from '#server/entities/user.entity.ts';
import { createUser } from '../factories/user.factory';
import { scopedEm } from '../support/callers';
import { LEGACY_BASE, requestJson, useHttpFixture } from '../support/http';
import { bearerFor } from '../support/upload';

/** Notification routes of legacy-routes.txt (spec 1 §7): GET /updates and POST /user/feed, with Bearer JWTs. */
describe('legacy notification routes', () => {
  const fixture = useHttpFixture();
  let reader: User;
  let token: string;
  beforeAll(async () => {
    reader = await createUser({ organisation: fixture.personas.org });
    token = await bearerFor(reader);
    const data = { campaignSlug: 'quiet-offices', campaignName: 'Quiet offices', actorGuid: fixture.personas.coach.id, actorName: 'Campaign Coach' };
    await notify(scopedEm(fixture.personas.org), { organisationId: fixture.personas.org.id, userIds: [reader.id], type: 'campaign', subType: 'pending', data });
  });

  const call = (method: 'GET' | 'POST', path: string, authorization: string | null, body?: unknown) =>
    requestJson(fixture.app, { method, url: `${LEGACY_BASE}${path}`, host: fixture.host, headers: authorization ? { authorization } : {}, body });

  it('GET /updates answers the feed; POST /user/feed with markAllAsRead marks it read', async () => {
    expect(await call('GET', '/updates', token)).toMatchObject({
      status: 200,
      body: { result: [{ type: 'campaign', subType: 'pending', unread: true, data: { campaignSlug: 'quiet-offices', actorName: 'Campaign Coach' } }] },
    });
    expect(await call('POST', '/user/feed', token, {})).toMatchObject({ status: 400, body: { error: 'invalid-input' } });
    expect(await call('POST', '/user/feed', token, { markAllAsRead: true })).toMatchObject({ status: 200, body: { result: { marked: 1 } } });
    expect(await call('GET', '/updates', token)).toMatchObject({ status: 200, body: { result: [{ subType: 'pending', unread: false }] } });
  });

  it('shows another user an empty feed, and asks the logged out to log in', async () => {
    expect(await call('GET', '/updates', await bearerFor(fixture.personas.participant))).toMatchObject({ status: 200, body: { result: [] } });
    expect(await call('GET', '/updates', null)).toMatchObject({ status: 401, body: { error: 'not-authenticated' } });
    expect(await call('POST', '/user/feed', null, { markAllAsRead: true })).toMatchObject({ status: 401, body: { error: 'not-authenticated' } });
  });
});
