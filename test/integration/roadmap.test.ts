import { beforeAll, describe, expect, it } from 'vitest';
import type { StageDefinition } from '#shared/schemas/stages.ts';
import { ROADMAP_GROUP_SIZE } from '#shared/schemas/roadmap.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import { IdeaSchema, type Idea } from '#server/entities/idea.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { createCampaignRow, type CampaignOverrides } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { addParticipants } from '../factories/participation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { countQueries } from '../support/count-queries';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

describe('the campaign roadmap (issue 34 item 3)', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });
  const as = async (viewer: User | null, org = personas.org) => (await callerFor(viewer, { org })).caller;
  const campaign = (overrides: Partial<CampaignOverrides> = {}) => createCampaignRow({ organisation: personas.org, coach: personas.coach, ...overrides });
  const idea = (row: Campaign, name: string, status: Idea['status'] = 'PUBLISHED', upvoteCount = 0) =>
    createIdeaRow({ campaign: row, author: personas.participant, name, status }).then(async (created) => {
      await testOrm().em.fork().nativeUpdate(IdeaSchema, { id: created.id }, { upvoteCount }, { filters: false });
      return created;
    });
  /** Status → [count, names of the ideas shown]. */
  const shape = (roadmap: { groups: { status: string; count: number; ideas: { name: string }[] }[] }) =>
    Object.fromEntries(roadmap.groups.map((group) => [group.status, [group.count, group.ideas.map((each) => each.name)]]));

  it('groups the ideas by status with counts and the most upvoted first; participants and visitors do not see declined, archived or drafts; coaches see all but drafts', async () => {
    const row = await campaign();
    await idea(row, 'Quiet bench', 'PUBLISHED', 1);
    await idea(row, 'Loud bench', 'PUBLISHED', 9);
    await idea(row, 'Shortlisted lamp', 'candidate', 3);
    await idea(row, 'Accepted path', 'ACCEPTED');
    await idea(row, 'Built bridge', 'implemented', 2);
    await idea(row, 'Crowned garden', 'WINNER', 7);
    await idea(row, 'Turned down', 'declined');
    await idea(row, 'Put away', 'ARCHIVED');
    await idea(row, 'Half written', 'DRAFT');

    const seenByParticipants = {
      PUBLISHED: [2, ['Loud bench', 'Quiet bench']],
      candidate: [1, ['Shortlisted lamp']],
      ACCEPTED: [1, ['Accepted path']],
      implemented: [1, ['Built bridge']],
      WINNER: [1, ['Crowned garden']],
    };
    for (const viewer of [null, personas.participant]) {
      const roadmap = await (await as(viewer)).roadmap.byCampaign({ slug: row.slug });
      expect(shape(roadmap)).toEqual(seenByParticipants);
      expect(roadmap).toMatchObject({ coach: false, total: 6 });
    }
    const byCoach = await (await as(personas.coach)).roadmap.byCampaign({ slug: row.slug });
    expect(shape(byCoach)).toEqual({ ...seenByParticipants, declined: [1, ['Turned down']], ARCHIVED: [1, ['Put away']] });
    expect(byCoach).toMatchObject({ coach: true, total: 8 });
    expect(byCoach.groups[0]!.ideas[0]).toEqual({ guid: expect.any(String), name: 'Loud bench', upvotes: 9 });
  });

  it('a large group shows its count and only its first few ideas, in one statement after the campaign check', async () => {
    const row = await campaign();
    for (let index = 0; index < ROADMAP_GROUP_SIZE + 3; index += 1) await idea(row, `Idea ${index}`, 'PUBLISHED', index);
    const visitor = await as(null);
    const { result, count, statements } = await countQueries(testOrm(), () => visitor.roadmap.byCampaign({ slug: row.slug }));
    const published = result.groups.find((group) => group.status === 'PUBLISHED')!;
    expect(published.count).toBe(ROADMAP_GROUP_SIZE + 3);
    expect(published.ideas.map((each) => each.name)).toEqual(['Idea 7', 'Idea 6', 'Idea 5', 'Idea 4', 'Idea 3']);
    expect(statements.filter((statement) => statement.includes('group by idea.status'))).toHaveLength(1);
    expect(count).toBeLessThanOrEqual(4);
  });

  it('an empty campaign has every group at nought', async () => {
    const roadmap = await (await as(null)).roadmap.byCampaign({ slug: (await campaign()).slug });
    expect(roadmap.total).toBe(0);
    expect(roadmap.groups.map((group) => group.status)).toEqual(['PUBLISHED', 'candidate', 'ACCEPTED', 'implemented', 'WINNER']);
    expect(roadmap.groups.every((group) => group.count === 0 && group.ideas.length === 0)).toBe(true);
  });

  it('a private campaign shows its roadmap to members and coaches only; another site sees nothing of it', async () => {
    const row = await campaign({ privacySetting: 'private' });
    await idea(row, 'Members only', 'ACCEPTED');
    const stranger = await createUser({ organisation: personas.org, firstName: 'Sam', lastName: 'Stranger' });
    const member = await createUser({ organisation: personas.org, firstName: 'Mia', lastName: 'Member' });
    await addParticipants(row, [member]);

    expect(shape(await (await as(member)).roadmap.byCampaign({ slug: row.slug })).ACCEPTED).toEqual([1, ['Members only']]);
    expect(shape(await (await as(personas.coach)).roadmap.byCampaign({ slug: row.slug })).ACCEPTED).toEqual([1, ['Members only']]);
    await expectAppError((await as(null)).roadmap.byCampaign({ slug: row.slug }), 'not-authenticated');
    await expectAppError((await as(stranger)).roadmap.byCampaign({ slug: row.slug }), 'invitation-required');
    await expectAppError((await as(personas.outsider, personas.otherOrg)).roadmap.byCampaign({ slug: row.slug }), 'not-found');
    // Another site's public campaign is not found from this site either.
    const theirs = await createCampaignRow({ organisation: personas.otherOrg, coach: personas.outsider });
    await expectAppError((await as(personas.orgAdmin)).roadmap.byCampaign({ slug: theirs.slug }), 'not-found');
  });

  it('a brief-only campaign keeps its roadmap from non-members as it keeps its idea list', async () => {
    const row = await campaign();
    await testOrm().em.fork().getConnection().execute(`update campaign set settings = jsonb_set(settings, '{publicBriefOnly}', 'true') where id = ?`, [row.id]);
    await expectAppError((await as(null)).roadmap.byCampaign({ slug: row.slug }), 'user-not-in-campaign');
    await addParticipants(row, [personas.participant]);
    expect((await (await as(personas.participant)).roadmap.byCampaign({ slug: row.slug })).total).toBe(0);
  });

  it('with stages, each idea counts under the status its stage reports', async () => {
    const row = await campaign();
    await addParticipants(row, [personas.participant]);
    const shortlist: StageDefinition = { nameEn: 'Shortlist', nameSv: 'Kortlista', participantView: 'stage', reportsStatus: 'candidate' };
    const building: StageDefinition = { nameEn: 'Building', nameSv: 'Bygge', participantView: 'status', reportsStatus: 'implemented' };
    const coach = await as(personas.coach);
    const { stages } = await coach.stages.savePipeline({ campaignSlug: row.slug, stages: [shortlist, building] });
    const moved = await idea(row, 'Moved along');
    await idea(row, 'Stays put');
    await coach.stages.move({ ideaGuids: [moved.id], toStageGuid: stages[1]!.guid });
    const roadmap = await (await as(personas.participant)).roadmap.byCampaign({ slug: row.slug });
    expect(shape(roadmap).implemented).toEqual([1, ['Moved along']]);
    expect(roadmap.total).toBe(2);
  });
});
