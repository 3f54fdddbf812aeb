import { beforeAll, describe, expect, it } from 'vitest';
import { POINTS } from '../../src-shared/constants';
import { awardPoints, pointsOf } from '../../src-server/modules/points/points.service';
import { createCampaignRow } from '../factories/campaign.factory';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

describe('the points ledger', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });

  it('awards each cause once, even when the same award races itself', async () => {
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    const award = { campaignId: campaign.id, userId: personas.participant.id, cause: 'idea-new' as const, key: 'idea-1' };
    const results = await Promise.all(Array.from({ length: 8 }, () => awardPoints(testOrm().em.fork(), award)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await awardPoints(testOrm().em.fork(), { ...award, cause: 'idea-revised' })).toBe(true);
    expect(await pointsOf(testOrm().em.fork(), personas.participant.id, campaign.id)).toBe(POINTS['idea-new'] + POINTS['idea-revised']);
  });

  it('gives nothing when the transaction it ran in rolls back', async () => {
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    const em = testOrm().em.fork();
    await expect(
      em.transactional(async (tx) => {
        await awardPoints(tx, { campaignId: campaign.id, userId: personas.coach.id, cause: 'feedback-new', key: 'f-1' });
        throw new Error('the action failed after the award');
      }),
    ).rejects.toThrow('the action failed');
    expect(await pointsOf(testOrm().em.fork(), personas.coach.id, campaign.id)).toBe(0);
  });
});
