import type { EntityManager } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDEA_STATUSES, type IdeaStatus } from '#shared/constants.ts';
import { CampaignSchema, type Campaign } from '#server/entities/campaign.entity.ts';
import { IdeaSchema } from '#server/entities/idea.entity.ts';
import { hiddenStatusesSql } from '#server/modules/idea/idea-list.service.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { callerFor } from '../support/callers';
import { countQueries } from '../support/count-queries';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

/**
 * The kept totals of unfiltered list pages (campaign.listed_idea_count and
 * coach_listed_idea_count, by trigger) against a count of the rows with the list's own status
 * rule: every status, every change, deletes, and both kinds of viewer.
 */
describe('kept idea list totals', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });
  const em = () => testOrm().em.fork();

  async function expectCountsMatchRows(campaign: Campaign): Promise<void> {
    const [row] = await em().getConnection().execute<{ listed: number; coach_listed: number; kept_listed: number; kept_coach_listed: number }[]>(
      `select (select count(*)::int from idea where campaign_id = ? and status not in (${hiddenStatusesSql(false)})) as listed,
         (select count(*)::int from idea where campaign_id = ? and status not in (${hiddenStatusesSql(true)})) as coach_listed,
         listed_idea_count as kept_listed, coach_listed_idea_count as kept_coach_listed
       from campaign where id = ?`,
      [campaign.id, campaign.id, campaign.id],
    );
    expect({ listed: row!.kept_listed, coachListed: row!.kept_coach_listed }).toEqual({ listed: row!.listed, coachListed: row!.coach_listed });
  }

  const setStatus = (ideaId: string, status: IdeaStatus) => em().nativeUpdate(IdeaSchema, { id: ideaId }, { status }, { filters: false });

  it('follow every insert, status change and delete, whatever the status', async () => {
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    const ideas = [];
    for (const status of IDEA_STATUSES) {
      ideas.push(await createIdeaRow({ campaign, author: personas.participant, status }));
      await expectCountsMatchRows(campaign);
    }
    // Every status to every other, one idea at a time.
    const idea = ideas[0]!;
    for (const from of IDEA_STATUSES) {
      for (const to of IDEA_STATUSES) {
        await setStatus(idea.id, from);
        await setStatus(idea.id, to);
        await expectCountsMatchRows(campaign);
      }
    }
    for (const each of ideas.slice(0, 4)) {
      await em().nativeDelete(IdeaSchema, { id: each.id }, { filters: false });
      await expectCountsMatchRows(campaign);
    }
  });

  it('follow an idea moved to another campaign, and stay exact under parallel inserts', async () => {
    const from = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    const to = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    const moved = await createIdeaRow({ campaign: from, author: personas.participant });
    await em().nativeUpdate(IdeaSchema, { id: moved.id }, { campaign: to.id }, { filters: false });
    await expectCountsMatchRows(from);
    await expectCountsMatchRows(to);

    await Promise.all(Array.from({ length: 20 }, (_, index) => createIdeaRow({ campaign: to, author: personas.participant, status: index % 3 === 0 ? 'declined' : 'PUBLISHED' })));
    await expectCountsMatchRows(to);
  });

  /** Every status as a PostgreSQL array literal (the query builder would spread a JS array into a list). */
  const STATUS_ARRAY = `{${IDEA_STATUSES.join(',')}}`;

  /** `count` ideas in one insert statement, their statuses cycling through every status. */
  async function insertIdeas(executor: EntityManager, campaign: Campaign, count: number): Promise<void> {
    await executor.execute(
      `insert into idea (id, created_at, updated_at, organisation_id, campaign_id, name, content, status, extra_fields, created_by_id)
       select gen_random_uuid(), now(), now(), ?, ?, 'Bulk idea ' || g, '', (?::text[])[1 + g % ?], '{}', ?
       from generate_series(1, ?::int) g`,
      [campaign.organisation.id, campaign.id, STATUS_ARRAY, IDEA_STATUSES.length, personas.participant.id, count],
    );
  }

  it('follow bulk inserts, bulk status changes, bulk moves and bulk deletes', async () => {
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    const other = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    await insertIdeas(em(), campaign, 1000);
    await expectCountsMatchRows(campaign);
    // Every status moves one step on, in one statement.
    await em().execute(
      `update idea set status = (?::text[])[1 + (array_position(?::text[], status) % ?)] where campaign_id = ?`,
      [STATUS_ARRAY, STATUS_ARRAY, IDEA_STATUSES.length, campaign.id],
    );
    await expectCountsMatchRows(campaign);
    await em().execute(`update idea set campaign_id = ? where campaign_id = ? and name like 'Bulk idea %3'`, [other.id, campaign.id]);
    await expectCountsMatchRows(campaign);
    await expectCountsMatchRows(other);
    await em().execute(`delete from idea where campaign_id = ? and name like 'Bulk idea %7'`, [campaign.id]);
    await expectCountsMatchRows(campaign);
  });

  it('write the campaign row once per statement, however many ideas it inserts or updates', async () => {
    const updatesOfCampaignRows = async (ideas: number) => {
      const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
      // The backend's pending statistics may still hold earlier transactions': count the difference.
      const campaignRowUpdates = async (tx: EntityManager) =>
        (await tx.execute<{ updates: number }[]>(`select pg_stat_get_xact_tuples_updated('campaign'::regclass)::int as updates`))[0]!.updates;
      return em().transactional(async (tx) => {
        const before = await campaignRowUpdates(tx);
        await insertIdeas(tx, campaign, ideas);
        await tx.execute(`update idea set status = 'ARCHIVED' where campaign_id = ?`, [campaign.id]);
        await tx.execute(`update idea set upvote_count = upvote_count + 1 where campaign_id = ?`, [campaign.id]);
        return (await campaignRowUpdates(tx)) - before;
      });
    };
    // The insert and the status change write it; the upvotes change no total and do not.
    expect(await updatesOfCampaignRows(10)).toBe(2);
    expect(await updatesOfCampaignRows(1000)).toBe(2);
  });

  it('stay exact under concurrent bulk inserts, status changes and deletes in one campaign', async () => {
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    await insertIdeas(em(), campaign, 200);
    await Promise.all([
      ...Array.from({ length: 6 }, () => em().transactional((tx) => insertIdeas(tx, campaign, 100))),
      ...Array.from({ length: 6 }, (_, index) => createIdeaRow({ campaign, author: personas.participant, status: index % 2 === 0 ? 'DRAFT' : 'PUBLISHED' })),
      em().execute(`update idea set status = 'declined' where campaign_id = ? and status = 'PUBLISHED' and name like 'Bulk idea %1'`, [campaign.id]),
      em().execute(`delete from idea where campaign_id = ? and name like 'Bulk idea %5'`, [campaign.id]),
    ]);
    await expectCountsMatchRows(campaign);
  });

  it('give list pages their totals without counting the campaign, for participants and coaches alike', async () => {
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    for (const status of ['PUBLISHED', 'PUBLISHED', 'declined', 'ARCHIVED', 'DRAFT', 'WINNER'] as const) {
      await createIdeaRow({ campaign, author: personas.participant, status });
    }
    const coach = (await callerFor(personas.coach)).caller;
    const participant = (await callerFor(personas.participant)).caller;
    expect((await coach.idea.byCampaign({ slug: campaign.slug, sort: 'new' })).total).toBe(5);
    expect((await participant.idea.byCampaign({ slug: campaign.slug, sort: 'new' })).total).toBe(3);
    // Filters still count what they match.
    expect((await participant.idea.byCampaign({ slug: campaign.slug, sort: 'new', search: 'nothing-matches-this' })).total).toBe(0);

    const { result, count } = await countQueries(testOrm(), () => coach.idea.byCampaign({ slug: campaign.slug, sort: 'popular' }));
    expect(result.total).toBe(5);
    expect(count).toBeLessThanOrEqual(2);
    const kept = await em().findOneOrFail(CampaignSchema, { id: campaign.id }, { filters: false });
    expect([kept.listedIdeaCount, kept.coachListedIdeaCount]).toEqual([3, 5]);
  });
});
