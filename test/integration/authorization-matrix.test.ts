import { randomUUID } from 'node:crypto';
import { NOTICE_KINDS } from '#shared/schemas/notification-preferences.ts';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AnyTRPCProcedure } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ErrorCode } from '#shared/errors.ts';
import { describeError } from '#server/errors/describe-error.ts';
import type { User } from '#server/entities/user.entity.ts';
import { procedureAccess, type AccessTier, type ProcedureAccess, type TenantObject } from '#server/trpc/access-policy.ts';
import { appRouter } from '#server/trpc/app-router.ts';
import { createAgreement } from '../factories/agreement.factory';
import { callerFor } from '../support/callers';
import { solvedCaptcha } from '../support/captcha';
import { settingsFormOf } from '../support/site-settings';
import type { UploadContext } from '#shared/upload-rules.ts';
import { ALL_TENANT_OBJECTS, MATRIX_PERSONAS, createMatrixSite, createWorld, nameRows, validInput, type MatrixPersona, type NamedRow, type World, type WorldRows } from '../support/authorization-worlds';

/**
 * The authorization matrix (issue 22, OWASP ASVS 5.0 V8 at level 2): every procedure of the
 * app router × every persona × own / other organisation, held to the declaration of
 * src-server/trpc/access-policy.ts.
 *
 * - A procedure without a declaration fails, and so does one whose input names a row (a field
 *   called …guid or …slug) that the declaration does not list.
 * - Own organisation: each persona calls with a valid input naming fresh rows of its own site.
 *   Personas below the declared tier get the tier's refusal; the others are not refused by
 *   authorization (a declared rule on the row may still refuse them: its own tests cover it).
 *   Never a 5xx.
 * - Other organisation: every admitted persona calls on its own site, naming in each declared
 *   field a row of another organisation (the real cross-tenant attack: a session never crosses
 *   sites). A mutation must be refused; a query refused or answering nothing of the other site.
 *
 * Each procedure gets a new organisation with its own people, so no write of one procedure
 * changes what the next sees. The matrix is written to test-results/authorization-matrix.md.
 */

const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, AnyTRPCProcedure>);

const TIER_REFUSALS: Record<AccessTier, Partial<Record<MatrixPersona, ErrorCode>>> = {
  public: {},
  authed: { loggedOut: 'not-authenticated' },
  active: { loggedOut: 'not-authenticated', inactive: 'user-not-active' },
  orgAdmin: { loggedOut: 'not-authenticated', inactive: 'forbidden', participant: 'forbidden', pendingMember: 'forbidden', coach: 'forbidden' },
  superAdmin: { loggedOut: 'not-authenticated', inactive: 'forbidden', participant: 'forbidden', pendingMember: 'forbidden', coach: 'forbidden', orgAdmin: 'forbidden' },
};

/** Codes that mean "not you": an admitted persona meets them only through a declared rule. */
const ACCESS_CODES = new Set<string>(['not-authenticated', 'user-not-active', 'forbidden', 'user-not-approved']);

/** Field names that name a row; a few that look so but do not are listed with why. */
const NAMES_A_ROW = /(guid|slug)s?$/i;
const NOT_ROWS: Record<string, string> = {
  'sites.update guid': 'the site itself, super admins only (allSites)',
  'sites.bySlug slug': 'the site itself, super admins only (allSites)',
  'campaign.admin.allSites siteGuid': 'a site, super admins only (allSites)',
};

/**
 * Inputs the schema walk cannot make (a whole settings form, a site), made as the screens do.
 * Each is checked against the schema all the same.
 */
const HAND_MADE_INPUTS: Record<string, (world: World, rows: Record<string, NamedRow>) => Promise<Record<string, unknown>>> = {
  'notificationPreferences.save': async () => ({ channels: Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, 'feed'])), digestFrequency: 'weekly' }),
  'organisation.updateSettings': async (world) => settingsFormOf(await (await callerFor(world.people.orgAdmin)).caller.organisation.adminSettings()),
  'organisation.updateRegistrationFields': async () => ({
    custom: [],
    personalnumber: { enabled: false, required: false, public: false },
    student: { enabled: false, required: false, public: false, option: [] },
  }),
  'auth.signup': async (world) => ({
    email: `new-${randomUUID()}@example.com`,
    password: 'a-long-enough-password-1',
    firstName: 'New',
    lastName: 'Member',
    captcha: await solvedCaptcha(world.org),
  }),
  'menu.reorder': async (world) => ({ nav: 'top', guids: (await (await callerFor(world.people.orgAdmin)).caller.menu.list()).filter((item) => item.nav === 'top').map((item) => item.guid) }),
  'campaign.create': async () => ({ ...campaignFields, content: 'Ideas for getting to work.', privacySetting: 'public', startDate: daysFromNow(1), endDate: daysFromNow(30) }),
  'campaign.update': async () => campaignFields,
  'agreement.accept': async () => ({ accepted: true }),
  'idea.update': async () => ({ name: 'Solar benches', content: 'Benches that charge phones.' }),
  // A due date generated at random may lie in the past (DUE_DATE_IN_PAST), which would refuse both sites' rows alike.
  'evaluation.assignment.create': async () => ({ dueDate: daysFromNow(30) }),
  'evaluation.assignment.auto': async () => ({ reviewsPerIdea: 1, dueDate: daysFromNow(30) }),
  'profile.update': async () => ({ firstName: 'Pat' }),
  // A queue position: due date, idea and assignment, which the generator cannot make up.
  'evaluation.review.queuePage': async () => ({ cursor: `2030-01-01~${randomUUID()}~${randomUUID()}` }),
  'sites.create': async () => ({ ...siteFields(`matrix-${randomUUID().slice(0, 8)}`), admin: { email: `first-admin-${randomUUID()}@example.com`, firstName: 'First', lastName: 'Admin' } }),
  'sites.update': async (world) => ({ ...siteFields(world.org.subdomain ?? `matrix-${randomUUID().slice(0, 8)}`), guid: world.org.id }),
};

const campaignFields = { name: 'Greener commutes', documents: [{ name: 'The brief' }] };

/** Inputs that list all of a site's rows of a kind, which procedures running alongside add to. */
const WHOLE_SITE_INPUTS = new Set(['menu.reorder']);

function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function siteFields(subdomain: string) {
  return { name: 'Matrix site', subdomain, publicUrl: '', language: 'en', premium: false, assets: { logo: '', footerlogo: '', hero: '', heromobile: '' } };
}

/** The uploads each file field takes: its place (context), as the upload screens send it. */
function uploadContextOf(path: string, field: string): UploadContext {
  if (path.startsWith('files.')) return 'adminFile';
  const byField: Record<string, UploadContext> = {
    photoGuid: 'campaignPhoto',
    'documents[].mediaGuid': 'campaignDocument',
    logoGuid: 'partnerLogo',
    profileImage: 'profileImage',
    'attachments.thumbnail': 'ideaThumbnail',
    'attachments.images[]': 'ideaImage',
    'attachments.video': 'video',
  };
  return byField[field] ?? 'ideaDocument';
}

/** Where a procedure acts on a person of the campaign, which persona that person is (the others are no one there). */
const PERSON_NAMED: Record<string, Exclude<MatrixPersona, 'loggedOut'>> = {
  'agreement.acceptedForCampaign': 'participant',
  'campaign.member.approve': 'pendingMember',
  'campaign.member.decline': 'pendingMember',
  'campaign.member.remove': 'participant',
  'campaign.member.removeCoach': 'coach',
  'idea.authorStatus': 'participant',
};

/** The row each declared field names in a world: uploads of the field's place by the participant, people by role. */
async function rowsByField(path: string, objects: Record<string, TenantObject>, world: World, rows: Partial<WorldRows>): Promise<Record<string, NamedRow>> {
  const entries = await Promise.all(
    Object.entries(objects).map(async ([field, kind]): Promise<[string, NamedRow]> => {
      if (kind === 'media') return [field, await world.upload(uploadContextOf(path, field), world.people.participant)];
      // A campaign names an agreement of the campaign kind.
      if (kind === 'agreement' && path.startsWith('campaign.')) return [field, { guid: (await createAgreement(world.org, { type: 'campaign', name: 'Campaign rules' })).id }];
      const person = kind === 'user' ? PERSON_NAMED[path] : undefined;
      return [field, person ? { guid: world.people[person].id } : rows[kind]!];
    }),
  );
  return Object.fromEntries(entries);
}

interface Outcome {
  ok: boolean;
  code?: string;
  status?: number;
  detail?: string;
  result?: unknown;
}

async function call(path: string, procedure: AnyTRPCProcedure, viewer: User | null, world: World, input: unknown): Promise<Outcome> {
  const { ctx } = await callerFor(viewer, { org: world.org });
  const abort = new AbortController();
  try {
    const result = await procedure({ path, getRawInput: async () => input, ctx, type: procedure._def.type, signal: abort.signal, batchIndex: 0 });
    if (procedure._def.type === 'subscription') {
      abort.abort();
      await (result as AsyncGenerator).return?.(undefined);
      return { ok: true };
    }
    return { ok: true, result };
  } catch (error) {
    const description = describeError(error);
    return { ok: false, code: description.code, status: description.httpStatus, detail: String((error as Error).cause ?? error).slice(0, 200) };
  }
}

const cell = (outcome: Outcome) => (outcome.ok ? 'ok' : `${outcome.status} ${outcome.code}`);

function isAdmitted(access: ProcedureAccess, persona: MatrixPersona): boolean {
  return !TIER_REFUSALS[access.tier][persona];
}

/** Every object key in a schema, by path, as far as plain objects, arrays and wrappers go. */
function fieldPaths(schema: z.core.$ZodType | undefined, prefix = ''): string[] {
  if (!schema) return [];
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.core.$ZodType>).flatMap(([key, field]) => {
        const list = isList(field);
        return [`${prefix}${key}${list ? '[]' : ''}`, ...fieldPaths(field, `${prefix}${key}${list ? '[]' : ''}.`)];
      });
    case 'array':
      return fieldPaths(def.element as z.core.$ZodType, prefix);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return fieldPaths(def.innerType as z.core.$ZodType, prefix);
    case 'pipe':
      return fieldPaths(def.in as z.core.$ZodType, prefix);
    case 'union':
      return [...new Set((def.options as z.core.$ZodType[]).flatMap((option) => fieldPaths(option, prefix)))];
    default:
      return [];
  }
}

/** An array, under any optional/default wrappers. */
function isList(schema: z.core.$ZodType): boolean {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (def.type === 'array') return true;
  const inner = (def.innerType ?? (def.type === 'pipe' ? def.in : undefined)) as z.core.$ZodType | undefined;
  return inner ? isList(inner) : false;
}

const schemaOf = (procedure: AnyTRPCProcedure) => procedure._def.inputs[0] as unknown as z.core.$ZodType | undefined;

/** Every identifier of a world's rows, to find in an answer. */
const identifiersOf = (rows: Partial<WorldRows>) => Object.values(rows).flatMap((row) => [row.guid, ...(row.slug ? [row.slug] : [])]);

interface MatrixRow {
  path: string;
  access: ProcedureAccess;
  own: Record<MatrixPersona, string>;
  /** Other-organisation probes: persona → field → outcome. */
  other: { persona: MatrixPersona; field: string; outcome: string }[];
}

const matrix: MatrixRow[] = [];

describe('authorization matrix', () => {
  let sharedWorld: World;
  let otherWorld: World;
  let otherRows: WorldRows;
  beforeAll(async () => {
    sharedWorld = await createWorld(await createMatrixSite());
    otherWorld = await createWorld(await createMatrixSite());
    otherRows = (await otherWorld.rows(ALL_TENANT_OBJECTS)) as WorldRows;
  });

  it('declares every procedure, and declares nothing that is not one', () => {
    const paths = procedures.map(([path]) => path);
    expect(paths.filter((path) => !procedureAccess[path]), 'procedures without a declaration in src-server/trpc/access-policy.ts').toEqual([]);
    expect(Object.keys(procedureAccess).filter((path) => !paths.includes(path)), 'declarations of procedures that do not exist').toEqual([]);
  });

  it('declares every input field that names a row', () => {
    const undeclared = procedures.flatMap(([path, procedure]) => {
      const access = procedureAccess[path];
      return fieldPaths(schemaOf(procedure))
        .filter((field) => NAMES_A_ROW.test(field) && !access?.objects?.[field] && !NOT_ROWS[`${path} ${field}`])
        .map((field) => `${path} ${field}`);
    });
    expect(undeclared, 'fields named …guid or …slug missing from the declaration objects').toEqual([]);
  });

  it.concurrent.each(procedures.map(([path, procedure]) => [path, procedure] as const))('%s', async (path, procedure) => {
    const access = procedureAccess[path];
    if (!access) throw new Error(`${path} has no declaration in src-server/trpc/access-policy.ts`);
    const objects = access.objects ?? {};
    // A change to the site or to the caller themself gets a site of its own; the others, new rows.
    const ownSite = (procedure._def.type === 'mutation' && !access.objects) || WHOLE_SITE_INPUTS.has(path);
    const world = ownSite ? await createWorld(await createMatrixSite()) : sharedWorld;
    const rows = await world.rows(Object.values(objects));
    const [ownRows, theirRows] = await Promise.all([rowsByField(path, objects, world, rows), rowsByField(path, objects, otherWorld, otherRows)]);
    const schema = schemaOf(procedure);
    const pools = { guids: [...identifiersOf(rows), randomUUID()], slugs: [...identifiersOf(rows), 'no-such-slug'], known: ['me', 'sustainability'] };
    const handMade = await HAND_MADE_INPUTS[path]?.(world, ownRows);
    const inputNaming = (rowsFor: (field: string) => NamedRow) =>
      handMade ? nameRows(structuredClone(handMade), objects, rowsFor) : validInput(schema, objects, rowsFor, pools);
    const ownInput = inputNaming((field) => ownRows[field]!);
    expect(ownInput, `${path}: no generated input passes its schema; make one in HAND_MADE_INPUTS`).not.toBeNull();
    if (handMade) expect((schema as unknown as z.ZodType).safeParse(ownInput).error, `${path}: the hand-made input`).toBeUndefined();

    const row: MatrixRow = { path, access, own: {} as MatrixRow['own'], other: [] };
    matrix.push(row);
    const viewerOf = (persona: MatrixPersona) => (persona === 'loggedOut' ? null : world.people[persona]);
    // One persona after another: the same write by two at once would test the service's races, not access.
    for (const persona of MATRIX_PERSONAS) {
      const outcome = await call(path, procedure, viewerOf(persona), world, ownInput);
      row.own[persona] = cell(outcome);
      const refusal = TIER_REFUSALS[access.tier][persona];
      const where = `${path} as ${persona} (declared ${access.tier}): ${outcome.detail ?? 'succeeded'}`;
      if (refusal) {
        expect(outcome.code, where).toBe(refusal);
        continue;
      }
      if (outcome.ok || outcome.code === 'integration-failed') continue;
      expect(outcome.status, where).toBeLessThan(500);
      if (!access.rule) expect(ACCESS_CODES.has(outcome.code!), `${where}: refused by authorization, but the declaration names no rule`).toBe(false);
    }

    if (access.allSites) return;
    const theirs = new Set(identifiersOf(otherRows));
    const probes = MATRIX_PERSONAS.filter((name) => isAdmitted(access, name)).flatMap((persona) => Object.keys(objects).map((field) => ({ persona, field })));
    const probeOutcomes = await Promise.all(
      probes.map(({ persona, field }) => call(path, procedure, viewerOf(persona), world, inputNaming((named) => (named === field ? theirRows : ownRows)[named]!))),
    );
    for (const [index, { persona, field }] of probes.entries()) {
      const outcome = probeOutcomes[index]!;
      row.other.push({ persona, field, outcome: cell(outcome) });
      const where = `${path} as ${persona} with ${field} of another organisation: ${outcome.detail ?? 'succeeded'}`;
      if (!outcome.ok) {
        expect(outcome.status, where).toBeGreaterThanOrEqual(400);
        expect(outcome.status, where).toBeLessThan(500);
        continue;
      }
      expect(procedure._def.type, `${where}: a change naming another organisation's row must be refused`).not.toBe('mutation');
      const answer = JSON.stringify(outcome.result ?? null);
      expect([...theirs].filter((id) => answer.includes(id)), `${where}: answered with the other organisation's rows`).toEqual([]);
    }
    // A refusal proves isolation only where the same call naming the caller's own row is not refused alike.
    for (const field of Object.keys(objects)) {
      const refusedAlike = row.other.filter((probe) => probe.field === field).every((probe) => probe.outcome === 'ok' || probe.outcome === row.own[probe.persona]);
      const refusedAtAll = row.other.some((probe) => probe.field === field && probe.outcome !== 'ok');
      expect(refusedAtAll && refusedAlike, `${path} ${field}: refused for another organisation's row exactly as for the caller's own, so the probe proves nothing; make the input reach the service (HAND_MADE_INPUTS)`).toBe(false);
    }
  });

  afterAll(() => {
    const personas = MATRIX_PERSONAS;
    const lines = [
      '# Authorization matrix',
      '',
      'Generated by test/integration/authorization-matrix.test.ts from src-server/trpc/access-policy.ts.',
      'Own: each persona on its own site with its own rows. Other: each admitted persona naming, field by field, rows of another organisation.',
      '',
      `| procedure | tier | rule | ${personas.join(' | ')} | other organisation |`,
      `| --- | --- | --- | ${personas.map(() => '---').join(' | ')} | --- |`,
      ...matrix
        .sort((a, b) => a.path.localeCompare(b.path))
        .map((row) => {
          const other = row.access.allSites ? 'all sites by design' : row.other.length === 0 ? 'names no row' : summariseOther(row.other);
          return `| ${row.path} | ${row.access.tier} | ${row.access.rule ? 'yes' : ''} | ${personas.map((persona) => row.own[persona] ?? '').join(' | ')} | ${other} |`;
        }),
    ];
    const summary = summarise(matrix);
    mkdirSync(resolve(import.meta.dirname, '../../test-results'), { recursive: true });
    writeFileSync(resolve(import.meta.dirname, '../../test-results/authorization-matrix.md'), `${[...lines, '', ...summary].join('\n')}\n`);
    console.log(summary.join('\n'));
  });
});

function summariseOther(probes: MatrixRow['other']): string {
  const counts = new Map<string, number>();
  for (const probe of probes) counts.set(probe.outcome, (counts.get(probe.outcome) ?? 0) + 1);
  return [...counts].map(([outcome, count]) => `${count}× ${outcome}`).join(', ');
}

function summarise(rows: MatrixRow[]): string[] {
  const byTier = new Map<string, number>();
  let refused = 0;
  let admitted = 0;
  let probes = 0;
  let probesRefused = 0;
  for (const row of rows) {
    byTier.set(row.access.tier, (byTier.get(row.access.tier) ?? 0) + 1);
    for (const persona of MATRIX_PERSONAS) {
      if (TIER_REFUSALS[row.access.tier][persona]) refused += 1;
      else admitted += 1;
    }
    probes += row.other.length;
    probesRefused += row.other.filter((probe) => probe.outcome !== 'ok').length;
  }
  const tenantBound = rows.filter((row) => row.other.length > 0).length;
  return [
    `Authorization matrix: ${rows.length} procedures × ${MATRIX_PERSONAS.length} personas = ${rows.length * MATRIX_PERSONAS.length} own-organisation calls (${refused} refused by tier as declared, ${admitted} admitted).`,
    `By tier: ${[...byTier].map(([tier, count]) => `${tier} ${count}`).join(', ')}.`,
    `Other organisation: ${tenantBound} procedures name rows; ${probes} probes, ${probesRefused} refused, ${probes - probesRefused} queries answering nothing of the other site; ${rows.filter((row) => row.access.allSites).length} all-sites procedures by design.`,
  ];
}
