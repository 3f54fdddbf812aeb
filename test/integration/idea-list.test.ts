import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '#server/entities/user.entity.ts';
import { effectiveIdeaSort } from '#shared/schemas/idea-list.ts';
import { createCampaignRow, type CampaignOverrides } from '../factories/campaign.factory';
import { createFeedbackRow, createIdeaRow } from '../factories/idea.factory';
import { callerFor } from '../support/callers';
import { countQueries } from '../support/count-queries';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';
import { CampaignSchema } from '#server/entities/campaign.entity.ts';
import { campaignSettingsSchema } from '#shared/schemas/campaign.ts';
import { IdeaAttachmentSchema, IdeaSchema, type Idea } from '#server/entities/idea.entity.ts';
import { MediaFileSchema } from '#server/entities/media.entity.ts';
import { createMediaFile } from '../factories/media.factory';

const HOUR = 60 * 60 * 1000;

describe('a campaign’s ideas list (the Ideas tab)', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });
  const as = async (viewer: User | null) => (await callerFor(viewer, { org: personas.org })).caller;
  const campaign = (overrides: Partial<CampaignOverrides> = {}) => createCampaignRow({ organisation: personas.org, coach: personas.coach, ...overrides });

  it('orders by the asked sort, pages by 10, and hides drafts always and declined ideas from non-coaches', async () => {
    const row = await campaign();
    const older = await createIdeaRow({ campaign: row, author: personas.participant, name: 'Older', createdAt: new Date(Date.now() - 10 * HOUR) });
    await createIdeaRow({ campaign: row, author: personas.participant, name: 'Newer', createdAt: new Date(Date.now() - HOUR) });
    await createIdeaRow({ campaign: row, author: personas.participant, name: 'Draft', status: 'DRAFT' });
    await createIdeaRow({ campaign: row, author: personas.participant, name: 'Declined', status: 'declined', createdAt: new Date(Date.now() - 20 * HOUR) });
    await createFeedbackRow({ idea: older, author: personas.coach, rating: 5 });

    const visitor = await as(null);
    const newest = await visitor.idea.byCampaign({ slug: row.slug, sort: 'new' });
    expect(newest.ideas.map((idea) => idea.name)).toEqual(['Newer', 'Older']);
    expect(newest).toMatchObject({ sort: 'new', total: 2, pageSize: 10, coachView: false });
    expect(newest.ideas[0]).toMatchObject({ isNew: true, authors: [{ guid: personas.participant.id, firstName: 'Pat' }], rating: null });
    expect(newest.ideas[1]!.isNew).toBe(false);
    // Trending weighs feedback; rating is the coaches' and falls back to the default for others.
    expect((await visitor.idea.byCampaign({ slug: row.slug })).ideas.map((idea) => idea.name)).toEqual(['Older', 'Newer']);
    expect((await visitor.idea.byCampaign({ slug: row.slug, sort: 'rating' })).sort).toBe('trending');
    expect((await visitor.idea.byCampaign({ slug: row.slug, sort: 'nonsense' })).sort).toBe('trending');

    const coach = await as(personas.coach);
    const coachView = await coach.idea.byCampaign({ slug: row.slug, sort: 'new' });
    expect(coachView.ideas.map((idea) => idea.name)).toEqual(['Newer', 'Older', 'Declined']);
    expect((await coach.idea.byCampaign({ slug: row.slug, sort: 'rating' })).ideas[0]).toMatchObject({ name: 'Older', rating: 5 });

    for (let index = 0; index < 10; index += 1) await createIdeaRow({ campaign: row, author: personas.participant, name: `Bulk ${index}` });
    const { result: second, count } = await countQueries(testOrm(), () => visitor.idea.byCampaign({ slug: row.slug, sort: 'new', page: 2 }));
    expect(second).toMatchObject({ page: 2, total: 12 });
    expect(second.ideas).toHaveLength(2);
    expect(count).toBeLessThanOrEqual(3);
  });

  it('defaults to winners first once the campaign has closed; trending is for open campaigns only', async () => {
    const row = await campaign({ startsInDays: -20, endsInDays: -1 });
    await createIdeaRow({ campaign: row, author: personas.participant, name: 'Runner-up', createdAt: new Date(Date.now() - 30 * HOUR) });
    await createIdeaRow({ campaign: row, author: personas.participant, name: 'Winner', status: 'WINNER', createdAt: new Date(Date.now() - 40 * HOUR) });
    const list = await (await as(personas.participant)).idea.byCampaign({ slug: row.slug, sort: 'trending' });
    expect(list.sort).toBe('winnerIdeas');
    expect(list.ideas.map((idea) => idea.name)).toEqual(['Winner', 'Runner-up']);
    expect(effectiveIdeaSort('feedback', { open: true, coach: true })).toBe('feedback');
  });

  it('follows the campaign’s privacy, and a brief-only campaign shows its ideas to members only', async () => {
    const secret = await campaign({ privacySetting: 'private' });
    await expectAppError((await as(personas.participant)).idea.byCampaign({ slug: secret.slug }), 'invitation-required');
    await expectAppError((await callerFor(personas.outsider, { org: personas.otherOrg })).caller.idea.byCampaign({ slug: secret.slug }), 'not-found');
    const briefOnly = await campaign();
    await testOrm().em.fork().nativeUpdate(CampaignSchema, { id: briefOnly.id }, { settings: campaignSettingsSchema.parse({ publicBriefOnly: true }) }, { filters: false });
    await expectAppError((await as(personas.participant)).idea.byCampaign({ slug: briefOnly.slug }), 'user-not-in-campaign');
    await (await as(personas.participant)).campaign.join({ slug: briefOnly.slug });
    expect((await (await as(personas.participant)).idea.byCampaign({ slug: briefOnly.slug })).total).toBe(0);
    expect(await (await as(null)).idea.statuses()).toContain('WINNER');
  });

  it('gives each card its picture at the list width: the thumbnail, else the first image, else none (spec 1 §9, issue 20 item 7)', async () => {
    const row = await campaign();
    const em = testOrm().em.fork();
    const picture = (kind: 'thumbnail' | 'image' | 'document', idea: Idea, position = 0) =>
      createMediaFile({ organisation: personas.org, owner: personas.participant, context: kind === 'thumbnail' ? 'ideaThumbnail' : kind === 'image' ? 'ideaImage' : 'ideaDocument' }).then((media) => {
        em.create(IdeaAttachmentSchema, { idea: em.getReference(IdeaSchema, idea.id), media: em.getReference(MediaFileSchema, media.id), kind, position });
        return media;
      });
    const withThumbnail = await createIdeaRow({ campaign: row, author: personas.participant, name: 'With thumbnail', createdAt: new Date(Date.now() - 3 * HOUR) });
    await picture('image', withThumbnail);
    const thumbnail = await picture('thumbnail', withThumbnail);
    const withImages = await createIdeaRow({ campaign: row, author: personas.participant, name: 'With images', createdAt: new Date(Date.now() - 2 * HOUR) });
    await picture('image', withImages, 1);
    const firstImage = await picture('image', withImages, 0);
    const withDocument = await createIdeaRow({ campaign: row, author: personas.participant, name: 'Only a document', createdAt: new Date(Date.now() - HOUR) });
    await picture('document', withDocument);
    await em.flush();

    const list = await (await as(null)).idea.byCampaign({ slug: row.slug, sort: 'new' });
    const thumbnails = Object.fromEntries(list.ideas.map((idea) => [idea.name, idea.thumbnail]));
    expect(thumbnails).toEqual({
      'With thumbnail': { url: `/media/${thumbnail.id}?w=300` },
      'With images': { url: `/media/${firstImage.id}?w=300` },
      'Only a document': null,
    });
  });
});
