import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_IDEA_SORTS } from '#shared/constants.ts';
import { keysetBatches } from '#server/export/keyset.ts';
import { ADMIN_IDEA_ORDERS, adminIdeaOrder } from '#server/modules/idea/idea-admin.service.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

/**
 * The exports' keyset paging against one statement in the same order: every row once, in order,
 * across batch ends that fall inside runs of equal names, counts and timestamps (those differing
 * in microseconds only, which a JavaScript Date would lose).
 */
describe('export batches by keyset', () => {
  let personas: Personas;
  let campaignId: string;
  beforeAll(async () => {
    personas = await createPersonas();
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    campaignId = campaign.id;
    await testOrm().em.fork().execute(
      `insert into idea (id, created_at, updated_at, organisation_id, campaign_id, name, content, status, extra_fields, upvote_count, feedback_count)
       select gen_random_uuid(), timestamptz '2026-03-01 10:00:00' + (g % 4) * interval '1 microsecond', now(), ?, ?,
              case when g % 2 = 0 then 'Same name' else 'same NAME' end || (g % 3), '', 'PUBLISHED', '{}', g % 5, g % 2
       from generate_series(1, 61) g`,
      [personas.org.id, campaignId],
    );
  });

  it('read every idea once, in the order of one statement, for every admin order', async () => {
    const em = testOrm().em.fork();
    for (const sort of ADMIN_IDEA_SORTS) {
      const expected = await em.execute<{ id: string }[]>(`select idea.id from idea where idea.campaign_id = ? order by ${adminIdeaOrder(sort)}`, [campaignId]);
      const read: string[] = [];
      for await (const batch of keysetBatches<{ id: string }>(em, { select: 'idea.id', from: 'idea', where: 'idea.campaign_id = ?', params: [campaignId] }, ADMIN_IDEA_ORDERS[sort], 7)) {
        expect(batch.length).toBeLessThanOrEqual(7);
        read.push(...batch.map((row) => row.id));
      }
      expect({ sort, read }).toEqual({ sort, read: expected.map((row) => row.id) });
    }
  });
});
