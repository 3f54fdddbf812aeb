import { beforeAll, describe, expect, it } from 'vitest';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { createUser } from '../factories/user.factory';
import { createMediaFile } from '../factories/media.factory';
import { IdeaAttachmentSchema, IdeaSchema } from '#server/entities/idea.entity.ts';
import { MediaFileSchema } from '#server/entities/media.entity.ts';
import { testOrm } from '../support/test-database';
import { LEGACY_BASE, requestJson, useHttpFixture } from '../support/http';
import { bearerFor } from '../support/upload';

const HOUR = 60 * 60 * 1000;

/** GET /ideas and /guest/ideas (spec 1 §7): the visitor list and the recent ideas call. */
describe('legacy idea lists', () => {
  const fixture = useHttpFixture();
  let participant: string;
  beforeAll(async () => {
    participant = await bearerFor(fixture.personas.participant);
  });
  const get = (path: string, authorization: string | null = null) =>
    requestJson(fixture.app, { method: 'GET', url: `${LEGACY_BASE}${path}`, host: fixture.host, headers: authorization ? { authorization } : {} });

  it('lists a campaign’s ideas by campaignGuid with sortBy, count, offset, filter, authors and tags', async () => {
    const row = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach });
    const other = await createUser({ organisation: fixture.personas.org, firstName: 'Olga' });
    for (let index = 0; index < 4; index += 1) {
      await createIdeaRow({ campaign: row, author: fixture.personas.participant, name: `Harbour idea ${index}`, createdAt: new Date(Date.now() - (index + 1) * HOUR) });
    }
    await createIdeaRow({ campaign: row, author: other, name: 'Parking plan', createdAt: new Date() });

    const page = await get(`/guest/ideas?campaignGuid=${row.id}&sortBy=new&count=2&offset=1`);
    expect(page).toMatchObject({ status: 200, body: { total: 5 } });
    expect((page.body.result as { name: string }[]).map((idea) => idea.name)).toEqual(['Harbour idea 0', 'Harbour idea 1']);

    const searched = await get(`/ideas?campaignGuid=${row.id}&filter=${encodeURIComponent('harb "3')}`);
    expect((searched.body.result as { name: string }[]).map((idea) => idea.name)).toEqual(['Harbour idea 3']);
    expect((await get(`/guest/ideas?slug=${row.slug}&authors=${other.id}`)).body).toMatchObject({ total: 1, result: [{ name: 'Parking plan' }] });
    expect((await get(`/guest/ideas?slug=${row.slug}&tags=none-such`)).body).toMatchObject({ total: 0, result: [] });
    // Unknown orders fall back to the default; a missing campaign is a validation error.
    expect((await get(`/guest/ideas?campaignGuid=${row.id}&sortBy=bogus`)).status).toBe(200);
    expect(await get('/guest/ideas')).toMatchObject({ status: 400, body: { error: 'ERROR_REQUIRED' } });
  });

  it('honours pagesize, order and random on the coach list (spec 2 §7, issue 20 item 12)', async () => {
    const row = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach });
    for (let index = 0; index < 5; index += 1) {
      await createIdeaRow({ campaign: row, author: fixture.personas.participant, name: `Idea ${index}`, createdAt: new Date(Date.now() - (5 - index) * HOUR) });
    }
    const names = (body: Record<string, unknown>) => ((body.result as { ideas: { name: string }[] }).ideas).map((idea) => idea.name);
    const newest = await get(`/coach/campaigns/${row.slug}?orderby=new&pagesize=2&page=1`, participant);
    expect(newest.status).toBe(200);
    expect(names(newest.body)).toEqual(['Idea 4', 'Idea 3']);
    expect((newest.body.result as { total: number }).total).toBe(5);
    expect(names((await get(`/coach/campaigns/${row.slug}?orderby=new&pagesize=2&page=1&order=asc`, participant)).body)).toEqual(['Idea 0', 'Idea 1']);
    expect(names((await get(`/coach/campaigns/${row.slug}?orderby=new&pagesize=2&page=3&order=asc`, participant)).body)).toEqual(['Idea 4']);
    const shuffled = names((await get(`/coach/campaigns/${row.slug}?orderby=new&pagesize=5&random=true`, participant)).body);
    expect([...shuffled].sort()).toEqual(['Idea 0', 'Idea 1', 'Idea 2', 'Idea 3', 'Idea 4']);
    expect((await get(`/guest/ideas?campaignGuid=${row.id}&sortBy=new&count=3&order=asc`)).body.result).toMatchObject([{ name: 'Idea 0' }, { name: 'Idea 1' }, { name: 'Idea 2' }]);
  });

  it('answers recent ideas for authorsGuid=me, and needs a login for them', async () => {
    const row = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach });
    await createIdeaRow({ campaign: row, author: fixture.personas.participant, name: 'My newest' });
    const recent = await get('/ideas?authorsGuid=me&count=4&sortBy=new', participant);
    expect(recent.status).toBe(200);
    expect((recent.body.result as unknown[])[0]).toMatchObject({ name: 'My newest', campaign: { slug: row.slug } });
    expect((recent.body.result as unknown[]).length).toBeLessThanOrEqual(4);
    expect(await get('/ideas?authorsGuid=me&count=4')).toMatchObject({ status: 401, body: { error: 'not-authenticated' } });
    expect(await get(`/ideas?authorsGuid=${fixture.personas.coach.id}`, participant)).toMatchObject({ status: 403, body: { error: 'forbidden' } });
  });

  it('sends each idea’s picture at the list width, as the Ideas tab does (issue 20 item 7)', async () => {
    const row = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach });
    const idea = await createIdeaRow({ campaign: row, author: fixture.personas.participant, name: 'Pictured' });
    await createIdeaRow({ campaign: row, author: fixture.personas.participant, name: 'Plain' });
    const media = await createMediaFile({ organisation: fixture.personas.org, owner: fixture.personas.participant, context: 'ideaThumbnail' });
    const em = testOrm().em.fork();
    em.create(IdeaAttachmentSchema, { idea: em.getReference(IdeaSchema, idea.id), media: em.getReference(MediaFileSchema, media.id), kind: 'thumbnail', position: 0 });
    await em.flush();

    const { body } = await get(`/guest/ideas?campaignGuid=${row.id}&sortBy=new`);
    const byName = Object.fromEntries((body.result as { name: string; thumbnail: unknown }[]).map((each) => [each.name, each.thumbnail]));
    expect(byName).toEqual({ Pictured: { url: `/media/${media.id}?w=300` }, Plain: null });
  });
});
