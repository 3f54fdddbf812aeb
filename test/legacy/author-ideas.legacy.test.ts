import { beforeAll, describe, expect, it } from 'vitest';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { hostFor } from '../factories/organisation.factory';
import { createUser } from '../factories/user.factory';
import { LEGACY_BASE, requestJson, useHttpFixture } from '../support/http';
import { bearerFor } from '../support/upload';

const HOUR = 60 * 60 * 1000;

/**
 * GET /api/ideas?authorsGuid (spec 3 §6-§7): a person's ideas, to exactly those their profile
 * shows them to (the person, org admins, super admins), paged by count as the profile asks.
 */
describe('legacy author ideas', () => {
  const fixture = useHttpFixture();
  let admin: string;
  let superAdmin: string;
  let coach: string;
  let author: { id: string };
  let authorBearer: string;
  beforeAll(async () => {
    const person = await createUser({ organisation: fixture.personas.org, firstName: 'Ada', lastName: 'Author' });
    author = person;
    [admin, superAdmin, coach, authorBearer] = await Promise.all([bearerFor(fixture.personas.orgAdmin), bearerFor(fixture.personas.superAdmin), bearerFor(fixture.personas.coach), bearerFor(person)]);
    const row = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach });
    for (let index = 0; index < 6; index += 1) {
      await createIdeaRow({ campaign: row, author: person, name: `Ada idea ${index}`, createdAt: new Date(Date.now() - (index + 1) * HOUR) });
    }
  });
  const get = (path: string, authorization: string | null, host = fixture.host) =>
    requestJson(fixture.app, { method: 'GET', url: `${LEGACY_BASE}${path}`, host, headers: authorization ? { authorization } : {} });
  const names = (body: Record<string, unknown>) => (body.result as { name: string }[]).map((idea) => idea.name);

  it('shows an admin the person’s ideas the profile screen shows them', async () => {
    for (const viewer of [admin, superAdmin]) {
      const answer = await get(`/api/ideas?authorsGuid=${author.id}&count=all`, viewer);
      expect(answer).toMatchObject({ status: 200, body: { total: 6 } });
      expect(names(answer.body)).toEqual(['Ada idea 0', 'Ada idea 1', 'Ada idea 2', 'Ada idea 3', 'Ada idea 4', 'Ada idea 5']);
      // The same as the profile screen's procedure lists.
      const profile = await get(`/guest/users/${author.id}`, viewer);
      expect((profile.body.result as { ideas: { list: { name: string }[] } }).ideas.list.map((idea) => idea.name)).toEqual(names(answer.body));
    }
    const page = await get(`/api/ideas?authorsGuid=${author.id}&count=2&offset=2`, admin);
    expect(page).toMatchObject({ status: 200, body: { total: 6 } });
    expect(names(page.body)).toEqual(['Ada idea 2', 'Ada idea 3']);
    expect((await get(`/ideas?authorsGuid=${author.id}`, admin)).body).toMatchObject({ total: 6 });
  });

  it('gives the person all their own ideas with count=all, and four recent ones with count=4', async () => {
    expect(names((await get('/api/ideas?authorsGuid=me&count=all', authorBearer)).body)).toHaveLength(6);
    expect(names((await get(`/api/ideas?authorsGuid=${author.id}&count=all`, authorBearer)).body)).toHaveLength(6);
    expect(names((await get('/api/ideas?authorsGuid=me&count=4&sortBy=new', authorBearer)).body)).toEqual(['Ada idea 0', 'Ada idea 1', 'Ada idea 2', 'Ada idea 3']);
  });

  it('refuses those the profile does not show them to, and another site’s people', async () => {
    expect(await get(`/api/ideas?authorsGuid=${author.id}&count=all`, coach)).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(await get(`/api/ideas?authorsGuid=${author.id}&count=all`, await bearerFor(fixture.personas.participant))).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(await get(`/api/ideas?authorsGuid=${author.id}`, null)).toMatchObject({ status: 401, body: { error: 'not-authenticated' } });
    // Another site's admin, on their own site, finds nobody by this site's guid; nor does this site's admin find theirs.
    const outsider = await bearerFor(fixture.personas.outsider);
    expect(await get(`/api/ideas?authorsGuid=${author.id}&count=all`, outsider, hostFor(fixture.personas.otherOrg))).toMatchObject({ status: 404, body: { error: 'not-found' } });
    expect(await get(`/api/ideas?authorsGuid=${fixture.personas.outsider.id}&count=all`, admin)).toMatchObject({ status: 404, body: { error: 'not-found' } });
  });
});
