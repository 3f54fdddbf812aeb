import { createSession } from '#server/modules/auth/session.service.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { createUser } from '../factories/user.factory';
import { scopedEm } from './callers';
import type { Personas } from './personas';

export type FuzzViewer = 'orgAdmin' | 'visitor';

/**
 * What one fuzzed procedure or route starts from over HTTP: fresh records to name (people new
 * each time, never the viewers: a fuzzed delete or block takes whomever it is given), the org
 * admin active again with a new session cookie (a fuzzed logout or account deletion must not leave
 * the next one only a visitor), and the headers each viewer sends.
 */
export async function freshFuzzState(personas: Personas) {
  const em = scopedEm(personas.org);
  await em.nativeUpdate(UserSchema, { id: personas.orgAdmin.id }, { status: 'active' });
  const [member, other] = await Promise.all([createUser({ organisation: personas.org }), createUser({ organisation: personas.org })]);
  const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
  const idea = await createIdeaRow({ campaign, author: personas.participant });
  const admin = await em.findOneOrFail(UserSchema, { id: personas.orgAdmin.id }, { filters: false });
  const { token } = await createSession(em, admin, 'browser', { ip: '127.0.0.1', userAgent: 'vitest' });
  return {
    pools: { guids: [campaign.id, idea.id, member.id, other.id], slugs: [campaign.slug], known: ['me', 'sustainability'] },
    headers: { orgAdmin: { cookie: `session=${token}` }, visitor: {} } satisfies Record<FuzzViewer, Record<string, string>>,
  };
}
