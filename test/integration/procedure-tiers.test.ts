import { beforeAll, describe, expect, it } from 'vitest';
import { legacyErrorBody } from '#server/legacy/envelope.ts';
import { activeProcedure, authedProcedure, createCallerFactory, orgAdminProcedure, publicProcedure, router, superAdminProcedure } from '#server/trpc/procedures.ts';
import type { User } from '#server/entities/user.entity.ts';
import { callerFor } from '../support/callers';
import { errorOf } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';

/**
 * The access tiers every router builds on, exercised through a probe router made of the real
 * procedures: later features inherit exactly this behaviour.
 */
const probe = router({
  open: publicProcedure.query(() => 'open'),
  signedIn: authedProcedure.query(({ ctx }) => ctx.viewer.id),
  activeOnly: activeProcedure.mutation(() => 'done'),
  orgAdminOnly: orgAdminProcedure.query(() => 'admin'),
  superAdminOnly: superAdminProcedure.query(() => 'super'),
});
const createProbeCaller = createCallerFactory(probe);

describe('procedure tiers', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });

  async function probeAs(viewer: User | null) {
    const { ctx } = await callerFor(viewer, { org: personas.org });
    return createProbeCaller(ctx);
  }

  it('lets anyone call a public procedure', async () => {
    expect(await (await probeAs(null)).open()).toBe('open');
  });

  it('refuses a logged-out visitor with not-authenticated and asks for login', async () => {
    const error = await errorOf((await probeAs(null)).signedIn());
    expect(error).toMatchObject({ code: 'not-authenticated', httpStatus: 401, login: true });
    expect(legacyErrorBody(error)).toEqual({ error: 'not-authenticated', login: true });
  });

  it('refuses an inactive user an action reserved to active users and sends them to verification', async () => {
    const inactive = await probeAs(personas.inactiveUser);
    expect(await inactive.signedIn()).toBe(personas.inactiveUser.id);
    const error = await errorOf(inactive.activeOnly());
    expect(error).toMatchObject({ code: 'user-not-active', httpStatus: 403, redirect: '/user-verification/pending' });
    expect(legacyErrorBody(error)).toEqual({ error: 'user-not-active', redirect: '/user-verification/pending' });
    expect(await (await probeAs(personas.participant)).activeOnly()).toBe('done');
  });

  it('admits org admins and super admins to org-admin procedures, and no one else', async () => {
    expect(await (await probeAs(personas.orgAdmin)).orgAdminOnly()).toBe('admin');
    expect(await (await probeAs(personas.superAdmin)).orgAdminOnly()).toBe('admin');
    for (const viewer of [personas.participant, personas.coach, personas.inactiveUser]) {
      expect((await errorOf((await probeAs(viewer)).orgAdminOnly())).code).toBe('forbidden');
    }
  });

  it('admits only super admins to super-admin procedures', async () => {
    expect(await (await probeAs(personas.superAdmin)).superAdminOnly()).toBe('super');
    for (const viewer of [personas.orgAdmin, personas.participant]) {
      expect((await errorOf((await probeAs(viewer)).superAdminOnly())).code).toBe('forbidden');
    }
  });
});
