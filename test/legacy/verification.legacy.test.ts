import { describe, expect, it } from 'vitest';
import { MailMessageSchema } from '#server/entities/mail.entity.ts';
import { createUser } from '../factories/user.factory';
import { LEGACY_BASE, requestJson, useHttpFixture } from '../support/http';
import { testOrm } from '../support/test-database';
import { bearerFor } from '../support/upload';

describe('legacy verification route', () => {
  const fixture = useHttpFixture();
  const get = (authorization: string | null) =>
    requestJson(fixture.app, { method: 'GET', url: `${LEGACY_BASE}/user-verification/send`, host: fixture.host, headers: authorization ? { authorization } : {} });

  it('GET /user-verification/send mails an inactive user, and needs a login', async () => {
    const user = await createUser({ organisation: fixture.personas.org, status: 'inactive' });
    expect(await get(await bearerFor(user))).toMatchObject({ status: 200, body: { result: { status: 'sent' } } });
    expect(await testOrm().em.fork().count(MailMessageSchema, { to: user.email, template: 'account-verification' }, { filters: false })).toBe(1);
    expect(await get(await bearerFor(fixture.personas.participant))).toMatchObject({ status: 200, body: { result: { status: 'already-active' } } });
    expect(await get(null)).toMatchObject({ status: 401, body: { error: 'not-authenticated' } });
  });
});
