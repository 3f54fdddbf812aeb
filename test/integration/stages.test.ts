import { beforeAll, describe, expect, it } from 'vitest';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { STAGE_MOVE_MAX_IDEAS, STAGE_MOVE_REASON_MAX_LENGTH, STAGE_NAME_MAX_LENGTH, STAGES_MAX, type StageDefinition } from '#shared/schemas/stages.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { addParticipants } from '../factories/participation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { expectAppError } from '../support/errors';
import { LEGACY_BASE, requestJson, useHttpFixture } from '../support/http';
import { testOrm } from '../support/test-database';
import { bearerFor } from '../support/upload';

const sql = <T extends object>(query: string, params: unknown[] = []) => testOrm().em.fork().getConnection().execute<T[]>(query, params);
const statusOf = async (ideaId: string) => (await sql<{ status: string }>('select status from idea where id = ?', [ideaId]))[0]!.status;
const pointsOf = async (userId: string) => (await sql<{ total: number }>('select coalesce(sum(points), 0)::int as total from point_award where user_id = ?', [userId]))[0]!.total;

const screening: StageDefinition = { nameEn: 'Screening', nameSv: 'Gallring', participantView: 'status', reportsStatus: 'PUBLISHED' };
const shortlist: StageDefinition = { nameEn: 'Shortlist', nameSv: 'Kortlista', participantView: 'stage', reportsStatus: 'candidate' };
const chosen: StageDefinition = { nameEn: 'Chosen', nameSv: 'Vald', participantView: 'stage', reportsStatus: 'ACCEPTED' };

/** Stages of a campaign, templates for them, and ideas moved along them and back (issue 33). */
describe('stages', () => {
  const fixture = useHttpFixture();
  let campaign: Campaign;
  let otherCampaign: Campaign;
  let author: User;
  let otherCoach: User;

  beforeAll(async () => {
    const { org, otherOrg, coach, participant, outsider } = fixture.personas;
    author = participant;
    otherCoach = await createUser({ organisation: org, firstName: 'Other', lastName: 'Coach' });
    [campaign, otherCampaign] = await Promise.all([
      createCampaignRow({ organisation: org, coach }),
      createCampaignRow({ organisation: otherOrg, coach: outsider }),
    ]);
    await addParticipants(campaign, [participant]);
  });

  const as = async (user: User | null) => (await callerFor(user, { org: user?.organisation ?? fixture.personas.org })).caller;

  async function pipelineOf(stages: StageDefinition[], target = campaign) {
    return (await as(fixture.personas.coach)).stages.savePipeline({ campaignSlug: target.slug, stages });
  }

  describe('templates', () => {
    it('an org admin keeps the site\'s templates; coaches read them; nobody else writes them', async () => {
      const admin = await as(fixture.personas.orgAdmin);
      const saved = await admin.stages.template.save({ name: 'Innovation review', stages: [screening, shortlist, chosen] });
      expect(saved).toMatchObject({ name: 'Innovation review', stages: [screening, shortlist, chosen] });
      const renamed = await admin.stages.template.save({ guid: saved.guid, name: 'Quick review', stages: [shortlist] });
      expect(renamed).toEqual({ guid: saved.guid, name: 'Quick review', stages: [shortlist] });

      expect((await (await as(fixture.personas.coach)).stages.template.list()).find((template) => template.guid === saved.guid)).toEqual(renamed);
      await expectAppError((await as(fixture.personas.coach)).stages.template.save({ name: 'Mine', stages: [shortlist] }), 'forbidden');
      await expectAppError((await as(fixture.personas.coach)).stages.template.delete({ guid: saved.guid }), 'forbidden');
      await expectAppError((await as(null)).stages.template.list(), 'not-authenticated');

      // Another site's admin neither sees nor changes it.
      const outsider = await as(fixture.personas.outsider);
      expect((await outsider.stages.template.list()).map((template) => template.guid)).not.toContain(saved.guid);
      await expectAppError(outsider.stages.template.save({ guid: saved.guid, name: 'Taken', stages: [shortlist] }), 'not-found');
      await expectAppError(outsider.stages.template.delete({ guid: saved.guid }), 'not-found');

      await admin.stages.template.delete({ guid: saved.guid });
      expect((await admin.stages.template.list()).map((template) => template.guid)).not.toContain(saved.guid);
    });

    it('refuses a template without a name or stages, or with too long names or too many stages', async () => {
      const admin = await as(fixture.personas.orgAdmin);
      await expectAppError(admin.stages.template.save({ name: ' ', stages: [shortlist] }), 'ERROR_REQUIRED', 'name');
      await expectAppError(admin.stages.template.save({ name: 'x'.repeat(STAGE_NAME_MAX_LENGTH + 1), stages: [shortlist] }), 'VALUE_TOO_LONG', 'name');
      await expectAppError(admin.stages.template.save({ name: 'Empty', stages: [] }), 'ERROR_REQUIRED', 'stages');
      await expectAppError(admin.stages.template.save({ name: 'Long', stages: Array.from({ length: STAGES_MAX + 1 }, () => shortlist) }), 'invalid-input', 'stages');
      await expectAppError(admin.stages.template.save({ name: 'No sv', stages: [{ ...shortlist, nameSv: '' }] }), 'ERROR_REQUIRED', 'stages.0.nameSv');
      await expectAppError(admin.stages.template.save({ name: 'Draft', stages: [{ ...shortlist, reportsStatus: 'DRAFT' as never }] }), 'invalid-input', 'stages.0.reportsStatus');
      await expectAppError(admin.stages.template.save({ name: 'Seen', stages: [{ ...shortlist, participantView: 'all' as never }] }), 'invalid-input', 'stages.0.participantView');
    });
  });

  describe('a campaign\'s pipeline', () => {
    it('is the spec\'s statuses until a coach saves stages: every idea is then counted by its status', async () => {
      const fresh = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach });
      await Promise.all([createIdeaRow({ campaign: fresh, author }), createIdeaRow({ campaign: fresh, author, status: 'WINNER' }), createIdeaRow({ campaign: fresh, author, status: 'DRAFT' })]);
      const pipeline = await (await as(fixture.personas.coach)).stages.pipeline({ campaignSlug: fresh.slug });
      expect(pipeline.stages).toEqual([]);
      expect(pipeline.unstaged.sort((a, b) => a.status.localeCompare(b.status))).toEqual([
        { status: 'PUBLISHED', ideaCount: 1 },
        { status: 'WINNER', ideaCount: 1 },
      ]);
    });

    it('a coach saves, reorders, edits and removes stages, with deadlines; ideas show in the first stage reporting their status', async () => {
      const fresh = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach });
      await createIdeaRow({ campaign: fresh, author });
      const saved = await pipelineOf([{ ...screening }, { ...shortlist, deadline: '2027-03-01' } as never], fresh);
      expect(saved.stages).toMatchObject([
        { nameEn: 'Screening', reportsStatus: 'PUBLISHED', deadline: null, ideaCount: 1 },
        { nameEn: 'Shortlist', nameSv: 'Kortlista', participantView: 'stage', deadline: '2027-03-01', ideaCount: 0 },
      ]);
      const [first, second] = saved.stages;
      const reordered = await pipelineOf([{ ...second!, nameEn: 'Longlist' }, { ...first! }, chosen] as never, fresh);
      expect(reordered.stages.map((stage) => [stage.guid, stage.nameEn])).toEqual([
        [second!.guid, 'Longlist'],
        [first!.guid, 'Screening'],
        [expect.any(String), 'Chosen'],
      ]);
      const removed = await pipelineOf([{ ...first! }] as never, fresh);
      expect(removed.stages.map((stage) => stage.guid)).toEqual([first!.guid]);
      // Back to the spec's statuses.
      expect((await pipelineOf([], fresh)).stages).toEqual([]);
    });

    it('keeps the reported status of a stage that holds ideas, and refuses stages of another campaign', async () => {
      const fresh = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach });
      await createIdeaRow({ campaign: fresh, author });
      const [held] = (await pipelineOf([screening], fresh)).stages;
      await expectAppError(pipelineOf([{ ...held!, reportsStatus: 'candidate' }] as never, fresh), 'stage-not-empty');
      const [elsewhere] = (await pipelineOf([shortlist])).stages;
      await expectAppError(pipelineOf([{ ...elsewhere! }] as never, fresh), 'not-found');
      await expectAppError(pipelineOf([{ ...held! }, { ...held! }] as never, fresh), 'not-found');
      await expectAppError((await as(fixture.personas.coach)).stages.ideas({ campaignSlug: fresh.slug, stageGuid: elsewhere!.guid }), 'not-found');
    });

    it('is the coaches\' and admins\' only: participants, other coaches, visitors and other sites are refused', async () => {
      await pipelineOf([shortlist]);
      expect((await (await as(fixture.personas.orgAdmin)).stages.pipeline({ campaignSlug: campaign.slug })).stages).toHaveLength(1);
      for (const user of [author, otherCoach]) {
        const caller = await as(user);
        await expectAppError(caller.stages.pipeline({ campaignSlug: campaign.slug }), 'forbidden');
        await expectAppError(caller.stages.savePipeline({ campaignSlug: campaign.slug, stages: [] }), 'forbidden');
        await expectAppError(caller.stages.moves({ campaignSlug: campaign.slug }), 'forbidden');
        await expectAppError(caller.stages.ideas({ campaignSlug: campaign.slug, stageGuid: null }), 'forbidden');
      }
      await expectAppError((await as(null)).stages.pipeline({ campaignSlug: campaign.slug }), 'not-authenticated');
      await expectAppError((await as(fixture.personas.inactiveUser)).stages.savePipeline({ campaignSlug: campaign.slug, stages: [] }), 'user-not-active');
      // The other site's admin names this site's campaign from their own site: it is not there.
      await expectAppError((await as(fixture.personas.outsider)).stages.pipeline({ campaignSlug: campaign.slug }), 'not-found');
      await expectAppError((await as(fixture.personas.coach)).stages.pipeline({ campaignSlug: otherCampaign.slug }), 'not-found');
    });

    it('refuses a stage without a name, with an unknown status, a bad deadline or too many stages', async () => {
      const coach = await as(fixture.personas.coach);
      await expectAppError(coach.stages.savePipeline({ campaignSlug: campaign.slug, stages: [{ ...shortlist, nameEn: '' }] }), 'ERROR_REQUIRED', 'stages.0.nameEn');
      await expectAppError(coach.stages.savePipeline({ campaignSlug: campaign.slug, stages: [{ ...shortlist, nameSv: 'x'.repeat(STAGE_NAME_MAX_LENGTH + 1) }] }), 'VALUE_TOO_LONG', 'stages.0.nameSv');
      await expectAppError(coach.stages.savePipeline({ campaignSlug: campaign.slug, stages: [{ ...shortlist, deadline: 'someday' } as never] }), 'invalid-input', 'stages.0.deadline');
      await expectAppError(coach.stages.savePipeline({ campaignSlug: campaign.slug, stages: [{ ...shortlist, reportsStatus: 'pending' as never }] }), 'invalid-input', 'stages.0.reportsStatus');
      await expectAppError(coach.stages.savePipeline({ campaignSlug: campaign.slug, stages: Array.from({ length: STAGES_MAX + 1 }, () => shortlist) }), 'invalid-input', 'stages');
    });
  });

  describe('moves', () => {
    it('moves one idea, sets the status its stage reports (seen through the legacy façade), records who, when, from, to and why, and undoes it', async () => {
      const fresh = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach });
      await addParticipants(fresh, [author]);
      const idea = await createIdeaRow({ campaign: fresh, author });
      const [first, second] = (await pipelineOf([screening, shortlist], fresh)).stages;
      const coach = await as(fixture.personas.coach);

      const [move] = await coach.stages.move({ ideaGuids: [idea.id], toStageGuid: second!.guid, reason: 'Strong business case' });
      expect(move).toMatchObject({ ideaGuid: idea.id, fromStageGuid: first!.guid, toStageGuid: second!.guid, fromStatus: 'PUBLISHED', toStatus: 'candidate', undone: false });
      expect(await statusOf(idea.id)).toBe('candidate');
      const legacy = await requestJson(fixture.app, { method: 'GET', url: `${LEGACY_BASE}/ideas/${idea.id}`, host: fixture.host, headers: { authorization: await bearerFor(author) } });
      expect(legacy).toMatchObject({ status: 200, body: { result: { guid: idea.id, status: 'candidate' } } });
      expect((await coach.stages.pipeline({ campaignSlug: fresh.slug })).stages.map((stage) => stage.ideaCount)).toEqual([0, 1]);
      expect(await coach.stages.ideas({ campaignSlug: fresh.slug, stageGuid: second!.guid })).toEqual({ ideas: [{ guid: idea.id, name: idea.name, status: 'candidate' }], total: 1 });

      const [recorded] = await coach.stages.moves({ campaignSlug: fresh.slug });
      expect(recorded).toMatchObject({
        guid: move!.guid,
        ideaGuid: idea.id,
        fromStage: { nameEn: 'Screening', nameSv: 'Gallring' },
        toStage: { nameEn: 'Shortlist', nameSv: 'Kortlista' },
        movedBy: 'Campaign Coach',
        reason: 'Strong business case',
        undoneAt: null,
      });
      expect(Date.now() - Date.parse(recorded!.movedAt)).toBeLessThan(60_000);

      const [undone] = await (await as(fixture.personas.orgAdmin)).stages.undo({ moveGuid: move!.guid });
      expect(undone).toMatchObject({ guid: move!.guid, undone: true });
      expect(await statusOf(idea.id)).toBe('PUBLISHED');
      expect((await coach.stages.moves({ campaignSlug: fresh.slug }))[0]).toMatchObject({ guid: move!.guid, undoneBy: 'Org Admin' });
      expect((await coach.stages.pipeline({ campaignSlug: fresh.slug })).stages.map((stage) => stage.ideaCount)).toEqual([1, 0]);
      await expectAppError(coach.stages.undo({ moveGuid: move!.guid }), 'stage-move-undone-already');
    });

    it('moves many ideas at once and undoes them together; ideas already there are left out', async () => {
      const fresh = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach });
      const ideas = await Promise.all([1, 2, 3].map(() => createIdeaRow({ campaign: fresh, author })));
      const [, second] = (await pipelineOf([screening, shortlist], fresh)).stages;
      const coach = await as(fixture.personas.coach);
      await coach.stages.move({ ideaGuids: [ideas[0]!.id], toStageGuid: second!.guid });
      const moves = await coach.stages.move({ ideaGuids: ideas.map((idea) => idea.id), toStageGuid: second!.guid, reason: 'Round one' });
      expect(moves.map((move) => move.ideaGuid).sort()).toEqual([ideas[1]!.id, ideas[2]!.id].sort());
      expect(new Set(moves.map((move) => move.batchGuid)).size).toBe(1);
      expect(await Promise.all(ideas.map((idea) => statusOf(idea.id)))).toEqual(['candidate', 'candidate', 'candidate']);

      await coach.stages.undo({ moveGuid: moves[0]!.guid });
      expect(await Promise.all(ideas.map((idea) => statusOf(idea.id)))).toEqual(['candidate', 'PUBLISHED', 'PUBLISHED']);
    });

    it('undoes last first, and leaves a status changed another way since to the coach', async () => {
      const fresh = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach });
      const idea = await createIdeaRow({ campaign: fresh, author });
      const [first, second, third] = (await pipelineOf([screening, shortlist, { ...chosen, reportsStatus: 'WINNER' }], fresh)).stages;
      const coach = await as(fixture.personas.coach);
      const [toSecond] = await coach.stages.move({ ideaGuids: [idea.id], toStageGuid: second!.guid });
      const [toThird] = await coach.stages.move({ ideaGuids: [idea.id], toStageGuid: third!.guid });
      await expectAppError(coach.stages.undo({ moveGuid: toSecond!.guid }), 'stage-move-undo-later-first');
      await coach.idea.setStatus({ guid: idea.id, status: 'declined' });
      await expectAppError(coach.stages.undo({ moveGuid: toThird!.guid }), 'stage-move-changed-since');
      await coach.idea.setStatus({ guid: idea.id, status: 'WINNER' });
      await coach.stages.undo({ moveGuid: toThird!.guid });
      await coach.stages.undo({ moveGuid: toSecond!.guid });
      expect(await statusOf(idea.id)).toBe('PUBLISHED');
      expect((await coach.stages.pipeline({ campaignSlug: fresh.slug })).stages.map((stage) => [stage.guid, stage.ideaCount])).toEqual([
        [first!.guid, 1],
        [second!.guid, 0],
        [third!.guid, 0],
      ]);
    });

    it('a stage reporting ACCEPTED accepts as the status dropdown does: the authors are paid once, however often it moves', async () => {
      const fresh = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach });
      const writer = await createUser({ organisation: fixture.personas.org });
      const idea = await createIdeaRow({ campaign: fresh, author: writer });
      const [first, accepted] = (await pipelineOf([screening, chosen], fresh)).stages;
      const coach = await as(fixture.personas.coach);
      const before = await pointsOf(writer.id);
      const [move] = await coach.stages.move({ ideaGuids: [idea.id], toStageGuid: accepted!.guid });
      const paid = await pointsOf(writer.id);
      expect(paid).toBeGreaterThan(before);
      await coach.stages.undo({ moveGuid: move!.guid });
      await coach.stages.move({ ideaGuids: [idea.id], toStageGuid: first!.guid });
      await coach.stages.move({ ideaGuids: [idea.id], toStageGuid: accepted!.guid });
      expect(await pointsOf(writer.id)).toBe(paid);
      expect(await statusOf(idea.id)).toBe('ACCEPTED');
    });

    it('moves only published ideas of the stage\'s campaign, for its coaches; other sites\' ideas and stages are refused', async () => {
      const fresh = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach });
      const [idea, draft] = await Promise.all([createIdeaRow({ campaign: fresh, author }), createIdeaRow({ campaign: fresh, author, status: 'DRAFT' })]);
      const elsewhere = await createIdeaRow({ campaign, author });
      const foreign = await createIdeaRow({ campaign: otherCampaign, author: fixture.personas.outsider });
      const [stage] = (await pipelineOf([shortlist], fresh)).stages;
      const coach = await as(fixture.personas.coach);
      await expectAppError(coach.stages.move({ ideaGuids: [draft.id], toStageGuid: stage!.guid }), 'stage-move-not-possible');
      await expectAppError(coach.stages.move({ ideaGuids: [idea.id, elsewhere.id], toStageGuid: stage!.guid }), 'stage-move-not-possible');
      await expectAppError(coach.stages.move({ ideaGuids: [foreign.id], toStageGuid: stage!.guid }), 'stage-move-not-possible');
      expect(await statusOf(idea.id)).toBe('PUBLISHED');

      await expectAppError((await as(otherCoach)).stages.move({ ideaGuids: [idea.id], toStageGuid: stage!.guid }), 'forbidden');
      await expectAppError((await as(author)).stages.move({ ideaGuids: [idea.id], toStageGuid: stage!.guid }), 'forbidden');
      await expectAppError((await as(fixture.personas.outsider)).stages.move({ ideaGuids: [foreign.id], toStageGuid: stage!.guid }), 'not-found');

      const [move] = await coach.stages.move({ ideaGuids: [idea.id], toStageGuid: stage!.guid });
      await expectAppError((await as(otherCoach)).stages.undo({ moveGuid: move!.guid }), 'forbidden');
      await expectAppError((await as(fixture.personas.outsider)).stages.undo({ moveGuid: move!.guid }), 'not-found');
      expect(await statusOf(idea.id)).toBe('candidate');
    });

    it('shows an idea\'s stage on its page to its coaches, and to others only where the stage shows its name', async () => {
      const fresh = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach });
      await addParticipants(fresh, [author]);
      const idea = await createIdeaRow({ campaign: fresh, author });
      const [hidden, shown] = (await pipelineOf([screening, { ...shortlist, deadline: '2027-03-01' } as never], fresh)).stages;
      expect(hidden!.participantView).toBe('status');
      expect(await (await as(fixture.personas.coach)).stages.ofIdea({ ideaGuid: idea.id })).toEqual({ nameEn: 'Screening', nameSv: 'Gallring', deadline: null });
      expect(await (await as(author)).stages.ofIdea({ ideaGuid: idea.id })).toBeNull();

      await (await as(fixture.personas.coach)).stages.move({ ideaGuids: [idea.id], toStageGuid: shown!.guid });
      const seen = { nameEn: 'Shortlist', nameSv: 'Kortlista', deadline: '2027-03-01' };
      expect(await (await as(author)).stages.ofIdea({ ideaGuid: idea.id })).toEqual(seen);
      expect(await (await as(null)).stages.ofIdea({ ideaGuid: idea.id })).toEqual(seen);
      await expectAppError((await as(fixture.personas.outsider)).stages.ofIdea({ ideaGuid: idea.id }), 'not-found');
    });

    it('refuses a move without ideas, with too many, or with too long a reason', async () => {
      const coach = await as(fixture.personas.coach);
      const [stage] = (await pipelineOf([shortlist])).stages;
      await expectAppError(coach.stages.move({ ideaGuids: [], toStageGuid: stage!.guid }), 'ERROR_REQUIRED', 'ideaGuids');
      const many = Array.from({ length: STAGE_MOVE_MAX_IDEAS + 1 }, () => stage!.guid);
      await expectAppError(coach.stages.move({ ideaGuids: many, toStageGuid: stage!.guid }), 'invalid-input', 'ideaGuids');
      await expectAppError(coach.stages.move({ ideaGuids: [stage!.guid], toStageGuid: stage!.guid, reason: 'x'.repeat(STAGE_MOVE_REASON_MAX_LENGTH + 1) }), 'VALUE_TOO_LONG', 'reason');
      await expectAppError(coach.stages.move({ ideaGuids: ['not-a-guid'], toStageGuid: stage!.guid }), 'invalid-input', 'ideaGuids.0');
    });
  });
});
