import { beforeAll, describe, expect, it } from 'vitest';
import { viewCampaign } from '#server/modules/campaign/campaign-view.service.ts';
import { loadIdea } from '#server/modules/idea/idea-view.service.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { countQueries } from '../support/count-queries';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

/**
 * The entity loaders read their graph with one raw statement and map it into the request's
 * EntityManager: like a find, they must hand back what the request already holds, unflushed
 * changes included, rather than overwrite it with the row.
 */
describe('entities loaded from raw rows', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });

  it('keep the request’s unflushed changes to an idea, its tags’ collection and its campaign', async () => {
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    const idea = await createIdeaRow({ campaign, author: personas.participant, name: 'As stored' });
    const { ctx } = await callerFor(personas.coach, { org: personas.org });

    const first = await loadIdea(ctx, idea.id);
    first.idea.name = 'Changed, not yet saved';
    first.campaign.name = 'Campaign changed, not yet saved';
    const extraCoach = await createUser({ organisation: personas.org });
    first.campaign.coaches.add(ctx.em.getReference(UserSchema, extraCoach.id));

    const again = await loadIdea(ctx, idea.id);
    expect(again.idea).toBe(first.idea);
    expect(again.idea.name).toBe('Changed, not yet saved');
    expect(again.campaign).toBe(first.campaign);
    expect(again.campaign.name).toBe('Campaign changed, not yet saved');
    expect(again.campaign.coaches.getItems().map((coach) => coach.id)).toContain(extraCoach.id);

    const view = await viewCampaign(ctx, campaign.slug);
    expect(view.campaign).toBe(first.campaign);
    expect(view.campaign.name).toBe('Campaign changed, not yet saved');
  });

  it('load rows the request does not hold yet as loaded entities that a flush leaves alone', async () => {
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    const idea = await createIdeaRow({ campaign, author: personas.participant, name: 'Loaded' });
    const { ctx } = await callerFor(personas.participant, { org: personas.org });
    const loaded = await loadIdea(ctx, idea.id);
    expect(loaded.idea.name).toBe('Loaded');
    expect(loaded.idea.createdAt).toBeInstanceOf(Date);
    expect(loaded.campaign.coaches.getItems().map((coach) => coach.id)).toEqual([personas.coach.id]);
    expect(loaded.authors.map((author) => author.user.id)).toEqual([personas.participant.id]);
    expect((await countQueries(testOrm(), () => ctx.em.flush())).count).toBe(0);
  });
});
