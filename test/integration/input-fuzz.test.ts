import fc from 'fast-check';
import type { AnyTRPCProcedure } from '@trpc/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { describeError } from '#server/errors/describe-error.ts';
import { appRouter } from '#server/trpc/app-router.ts';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { createUser } from '../factories/user.factory';
import { callerFor, scopedEm } from '../support/callers';
import { createPersonas, type Personas } from '../support/personas';
import { arbitraryFor, seedFor } from '../support/schema-arbitrary';

/**
 * Every procedure's input schema, fuzzed (issue 20 item 13): plausible values, hostile text,
 * malformed guids and wrong types, as a super admin, a participant and a visitor. Whatever comes
 * in, the answer is a success or a 4xx: never a 5xx, never a database error.
 */
const RUNS_PER_PROCEDURE = 16;

const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, AnyTRPCProcedure>).filter(
  ([, procedure]) => procedure._def.type !== 'subscription',
);

describe('every procedure input, fuzzed', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });

  /**
   * Fresh records per procedure, and the viewers active again (a fuzzed profile.deleteAccount
   * leaves its caller pending deletion): one procedure must not leave the next nothing to reach.
   * The people named by guid are new ones too, never the viewers: people.delete and people.block
   * take whomever they are given.
   */
  async function knownValues() {
    await scopedEm(personas.org).nativeUpdate(UserSchema, { id: { $in: [personas.superAdmin.id, personas.participant.id] } }, { status: 'active' });
    const [member, other] = await Promise.all([createUser({ organisation: personas.org }), createUser({ organisation: personas.org })]);
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    const idea = await createIdeaRow({ campaign, author: personas.participant });
    return { guids: [campaign.id, idea.id, member.id, other.id], slugs: [campaign.slug], known: ['me', 'sustainability'] };
  }

  it.each(procedures.map(([path, procedure]) => [path, procedure] as const))('%s never answers 5xx', async (path, procedure) => {
    // Every input parser here is a Zod schema (routers take them from src-shared/schemas).
    const schema = procedure._def.inputs[0] as unknown as z.core.$ZodType | undefined;
    const input = schema ? arbitraryFor(schema, await knownValues()) : fc.constant(undefined);
    // Named, not the entities: a counterexample is printed, and an entity's graph is huge.
    const viewers: Record<string, User | null> = { superAdmin: personas.superAdmin, participant: personas.participant, visitor: null };
    await fc.assert(
      fc.asyncProperty(input, fc.oneof({ weight: 3, arbitrary: fc.constant('superAdmin') }, fc.constantFrom(...Object.keys(viewers))), async (rawInput, viewer) => {
        const { ctx } = await callerFor(viewers[viewer] ?? null, { org: personas.org });
        try {
          await procedure({ path, getRawInput: async () => rawInput, ctx, type: procedure._def.type, signal: undefined, batchIndex: 0 });
        } catch (error) {
          const description = describeError(error);
          // A third-party service that is unreachable or refuses (here: always) is a bad gateway, not our failure.
          if (description.code === 'integration-failed') return;
          expect(description.httpStatus, `${path} as ${viewer}: ${String((error as Error).cause ?? error).slice(0, 300)}`).toBeLessThan(500);
        }
      }),
      { numRuns: RUNS_PER_PROCEDURE, endOnFailure: true, seed: seedFor(path) },
    );
  });
});
