import { describe, expect, it } from 'vitest';
import { UserSchema } from '#server/entities/user.entity.ts';
import { hostFor } from '../factories/organisation.factory';
import { createMediaFile } from '../factories/media.factory';
import { createUser } from '../factories/user.factory';
import { scopedEm } from '../support/callers';
import { LEGACY_BASE, requestJson, useHttpFixture } from '../support/http';
import { bearerFor } from '../support/upload';

/** POST /profile/edit and GET /guest/users/{guid} (spec 3 §7): the profile procedures behind legacy paths. */
describe('legacy profile routes', () => {
  const fixture = useHttpFixture();
  const edit = async (authorization: string | null, body: unknown) =>
    requestJson(fixture.app, { method: 'POST', url: `${LEGACY_BASE}/profile/edit`, host: fixture.host, headers: authorization ? { authorization } : {}, body });

  it('POST /profile/edit saves what it is sent, naming the picture by its address, and answers the own profile', async () => {
    const user = await createUser({ organisation: fixture.personas.org });
    const image = await createMediaFile({ organisation: fixture.personas.org, owner: user, context: 'profileImage', filename: 'me.png', mimeType: 'image/png' });
    const bearer = await bearerFor(user);
    const response = await edit(bearer, {
      firstName: 'Lena',
      lastName: 'Legacy',
      description: 'Sent by an old client.',
      location: { country_code: 'NO', public_format: 'ignored: the server writes the name' },
      options: { emails: { feedback: true, winner: false, comment: true, tags: false } },
      avatar: { url: `https://${fixture.host}/media/${image.id}` },
      // The whole user read before, sent back: the role and labels unchanged.
      orgRole: user.orgRole,
      labels: [],
      extraFields: {},
    });
    expect(response).toMatchObject({
      status: 200,
      body: {
        result: {
          guid: user.id,
          name: 'Lena Legacy',
          email: user.email,
          location: { country_code: 'NO', public_format: 'Norway' },
          options: { emails: { feedback: true, winner: false, comment: true, tags: false } },
          profileImage: { url: `/media/${image.id}` },
        },
      },
    });
    expect(await edit(bearer, { profileImage: '' })).toMatchObject({ status: 200, body: { result: { profileImage: null } } });
    expect(await edit(bearer, { profileImage: `/media/${image.id}` })).toMatchObject({ status: 200, body: { result: { avatar: { url: `/media/${image.id}` } } } });
  });

  it('POST /profile/edit names refused fields and stores nothing', async () => {
    const user = await createUser({ organisation: fixture.personas.org, firstName: 'Unchanged' });
    const bearer = await bearerFor(user);
    expect(await edit(bearer, { firstName: '', lastName: 'X' })).toMatchObject({ status: 400, body: { error: 'ERROR_REQUIRED', fields: { firstName: ['ERROR_REQUIRED'] } } });
    expect(await edit(bearer, { location: { country_code: 'ZZ' } })).toMatchObject({ status: 400, body: { error: 'INVALID_COUNTRY', fields: { location: ['INVALID_COUNTRY'] } } });
    expect(await edit(bearer, { firstName: 'Promoted', orgRole: 'admin' })).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(await edit(bearer, { firstName: 'Labelled', labels: [{ name: 'VIP' }] })).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(await edit(bearer, { avatar: { url: 'https://elsewhere.example/picture.png' } })).toMatchObject({ status: 400, body: { error: 'invalid-input', fields: { profileImage: ['invalid-input'] } } });
    expect(await edit(bearer, { firstName: 42 })).toMatchObject({ status: 400, body: { error: 'invalid-input' } });
    expect((await scopedEm(fixture.personas.org).findOneOrFail(UserSchema, { id: user.id })).firstName).toBe('Unchanged');
    expect(await edit(null, { firstName: 'Anonymous' })).toMatchObject({ status: 401, body: { error: 'not-authenticated', login: true } });
  });

  it('GET /guest/users/{guid} shows a public profile to anyone on the site, and nothing of another site', async () => {
    const { participant, outsider, otherOrg } = fixture.personas;
    const response = await requestJson(fixture.app, { method: 'GET', url: `${LEGACY_BASE}/guest/users/${participant.id}`, host: fixture.host });
    expect(response).toMatchObject({ status: 200, body: { result: { guid: participant.id, name: 'Pat Participant', ideas: null } } });
    expect(JSON.stringify(response.body)).not.toContain(participant.email);
    expect(await requestJson(fixture.app, { method: 'GET', url: `${LEGACY_BASE}/guest/users/${outsider.id}`, host: fixture.host })).toMatchObject({ status: 404, body: { error: 'not-found' } });
    expect(await requestJson(fixture.app, { method: 'GET', url: `${LEGACY_BASE}/guest/users/${participant.id}`, host: hostFor(otherOrg) })).toMatchObject({ status: 404, body: { error: 'not-found' } });
  });
});
