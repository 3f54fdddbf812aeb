import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { z } from 'zod';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import type { TenantObject } from '#server/trpc/access-policy.ts';
import type { UploadContext } from '#shared/upload-rules.ts';
import { SUPER_ADMIN_ROLE } from '#shared/constants.ts';
import { hygienicInput } from '#server/trpc/input-hygiene.ts';
import { createAgreement } from '../factories/agreement.factory';
import { createCampaignRow } from '../factories/campaign.factory';
import { createFeedbackRow, createIdeaRow } from '../factories/idea.factory';
import { createMediaFile } from '../factories/media.factory';
import { addParticipants } from '../factories/participation.factory';
import { createOrganisation } from '../factories/organisation.factory';
import { createUser } from '../factories/user.factory';
import { createWebhookDeliveryRow } from '../factories/webhook.factory';
import { callerFor } from './callers';
import { validArbitraryFor } from './schema-arbitrary';

/** The matrix's personas, weakest first; "logged out" is a visitor of the site. */
export const MATRIX_PERSONAS = ['loggedOut', 'inactive', 'participant', 'pendingMember', 'coach', 'orgAdmin', 'superAdmin'] as const;
export type MatrixPersona = (typeof MATRIX_PERSONAS)[number];

/** A row an input names: its guid, and its slug where it has one. */
export interface NamedRow {
  guid: string;
  slug?: string;
}

export type WorldRows = Record<TenantObject, NamedRow>;

/**
 * One organisation's people (the matrix personas: the coach coaches each campaign made here,
 * the participant is an approved member of it, the pending member awaits approval), and rows of
 * each tenant-owned kind, made afresh on each call of `rows` so one procedure's writes leave the
 * next its own rows.
 */
export interface World {
  org: Organisation;
  people: Record<Exclude<MatrixPersona, 'loggedOut'>, User>;
  /** New rows of the kinds asked for (and of those they belong to: an idea's campaign). */
  rows(kinds: readonly TenantObject[]): Promise<Partial<WorldRows>>;
  /** A new upload of one place (a campaign's photo, a partner's logo…) by `owner`. */
  upload(context: UploadContext, owner: User): Promise<NamedRow>;
}

/**
 * A site with every feature on that a procedure might wait for (statistics, semi-public
 * campaigns, idea tags, co-authors), so calls get as far as the rules that matter here.
 */
export function createMatrixSite(): Promise<Organisation> {
  return createOrganisation({ premium: true, settings: { featureHuntStatistics: true, featureSemiPublicHunts: true, ideaMaxNumTags: 10, multipleIdeaAuthors: true } });
}

export async function createWorld(org: Organisation): Promise<World> {
  const [orgAdmin, coach, participant, pendingMember, inactive, superAdmin] = await Promise.all([
    createUser({ organisation: org, isOrgAdmin: true, firstName: 'Org', lastName: 'Admin' }),
    createUser({ organisation: org, firstName: 'Campaign', lastName: 'Coach' }),
    createUser({ organisation: org, firstName: 'Pat', lastName: 'Participant' }),
    createUser({ organisation: org, firstName: 'Penny', lastName: 'Pending' }),
    createUser({ organisation: org, status: 'inactive', firstName: 'Ina', lastName: 'Inactive' }),
    createUser({ organisation: org, roles: [SUPER_ADMIN_ROLE], firstName: 'Super', lastName: 'Admin' }),
  ]);
  const people = { inactive, participant, pendingMember, coach, orgAdmin, superAdmin };
  return {
    org,
    people,
    rows: (kinds) => createRows(org, people, new Set(kinds)),
    upload: async (context, owner) => ({ guid: (await createMediaFile({ organisation: org, owner, context, filename: context === 'campaignDocument' || context === 'adminFile' ? 'file.pdf' : 'image.png', mimeType: context === 'campaignDocument' || context === 'adminFile' ? 'application/pdf' : 'image/png' })).id }),
  };
}

/** What each kind of row is made in. */
const PARENT: Partial<Record<TenantObject, TenantObject>> = { idea: 'campaign', invitation: 'campaign', comment: 'idea', feedback: 'idea', merge: 'idea', menu: 'page', stage: 'campaign', move: 'idea', assignment: 'evaluator', criterion: 'stage', evaluator: 'campaign', webhookDelivery: 'webhook' };

async function createRows(org: Organisation, people: World['people'], wanted: Set<TenantObject>): Promise<Partial<WorldRows>> {
  for (const kind of [...wanted]) for (let parent = PARENT[kind]; parent; parent = PARENT[parent]) wanted.add(parent);
  // An assignment is of an idea in a stage, as well as of an evaluator.
  if (wanted.has('assignment')) for (const kind of ['idea', 'stage'] as const) wanted.add(kind);
  const rows: Partial<WorldRows> = {};
  const admin = async () => (await callerFor(people.orgAdmin)).caller;
  const coach = async () => (await callerFor(people.coach)).caller;
  const unique = () => randomUUID().slice(0, 8);
  await Promise.all([
    (async () => {
      if (!wanted.has('campaign')) return;
      const campaign = await createCampaignRow({ organisation: org, coach: people.coach, requireCoachApproval: true });
      rows.campaign = { guid: campaign.id, slug: campaign.slug };
      await Promise.all([addParticipants(campaign, [people.participant]), addParticipants(campaign, [people.pendingMember], 'pending')]);
      if (wanted.has('evaluator')) {
        const evaluator = await createUser({ organisation: org, firstName: 'Eve', lastName: 'Evaluator' });
        await (await coach()).evaluation.evaluator.add({ campaignSlug: campaign.slug, email: evaluator.email });
        rows.evaluator = { guid: evaluator.id };
      }
      // An idea under review: in a stage with a scorecard, for the campaign's evaluators to be assigned.
      const reviewed = wanted.has('idea') && wanted.has('stage') && (wanted.has('evaluator') || wanted.has('assignment'));
      await Promise.all([
        (async () => {
          if (!wanted.has('idea')) return;
          const idea = await createIdeaRow({ campaign, author: people.participant });
          rows.idea = { guid: idea.id };
          if (wanted.has('feedback')) rows.feedback = { guid: (await createFeedbackRow({ idea, author: people.participant })).id };
          if (wanted.has('comment')) {
            const comment = await (await callerFor(people.participant)).caller.comment.create({ ideaGuid: idea.id, parentGuid: null, body: 'A first thought.' });
            rows.comment = { guid: comment.guid };
          }
          if (wanted.has('move')) {
            // The participant's idea moved into a stage of its own, so the move can be undone.
            const stage = await firstStage(await coach(), campaign.slug);
            rows.stage = { guid: stage };
            rows.move = { guid: (await (await coach()).stages.move({ ideaGuids: [idea.id], toStageGuid: stage })).at(0)!.guid };
          }
          if (reviewed) {
            // The idea in a stage with a scorecard, and (when asked) assigned to the evaluator.
            const caller = await coach();
            const stage = await firstStage(caller, campaign.slug);
            rows.stage = { guid: stage };
            await caller.stages.move({ ideaGuids: [idea.id], toStageGuid: stage });
            rows.criterion = { guid: await firstCriterion(caller, stage) };
            if (wanted.has('assignment')) {
              await caller.evaluation.assignment.create({ stageGuid: stage, ideaGuids: [idea.id], evaluatorGuids: [rows.evaluator!.guid], dueDate: '2030-01-01' });
              rows.assignment = { guid: (await caller.evaluation.assignment.overview({ stageGuid: stage })).ideas[0]!.assignments[0]!.guid };
            }
          }
          if (wanted.has('merge')) {
            // A proposal awaiting the participant: their second idea into the first.
            const duplicate = await createIdeaRow({ campaign, author: people.participant });
            rows.merge = { guid: (await (await coach()).ideaMerge.propose({ sourceGuid: duplicate.id, targetGuid: idea.id })).mergeGuid };
          }
        })(),
        (async () => {
          if (!wanted.has('stage') || wanted.has('move') || reviewed) return;
          rows.stage = { guid: await firstStage(await coach(), campaign.slug) };
          if (wanted.has('criterion')) rows.criterion = { guid: await firstCriterion(await coach(), rows.stage.guid) };
        })(),
        (async () => {
          if (!wanted.has('invitation')) return;
          const caller = await coach();
          await caller.campaign.member.invite({ slug: campaign.slug, emails: `invited-${randomUUID()}@example.com` });
          rows.invitation = { guid: (await caller.campaign.member.list({ slug: campaign.slug })).invited[0]!.guid };
        })(),
      ]);
    })(),
    (async () => {
      if (wanted.has('user')) rows.user = { guid: (await createUser({ organisation: org })).id };
    })(),
    (async () => {
      if (wanted.has('media')) rows.media = { guid: (await createMediaFile({ organisation: org, owner: people.participant })).id };
    })(),
    (async () => {
      if (wanted.has('agreement')) rows.agreement = { guid: (await createAgreement(org)).id };
    })(),
    (async () => {
      if (!wanted.has('webhook') && !wanted.has('webhookDelivery')) return;
      // Switched off at once: the matrix's own writes on the site then record no events for it.
      const caller = await admin();
      const { endpoint } = await caller.webhook.create({ url: 'https://hooks.example.test/hook', events: ['idea.created'] });
      await caller.webhook.setEnabled({ guid: endpoint.guid, enabled: false });
      rows.webhook = { guid: endpoint.guid };
      if (wanted.has('webhookDelivery')) rows.webhookDelivery = { guid: (await createWebhookDeliveryRow({ organisationId: org.id, endpointId: endpoint.guid })).id };
    })(),
    (async () => {
      if (wanted.has('apiToken')) rows.apiToken = { guid: (await (await admin()).apiToken.create({ name: `Token ${unique()}`, scopes: ['read'], expiresInDays: 30 })).token.guid };
    })(),
    (async () => {
      if (wanted.has('label')) rows.label = { guid: (await (await admin()).people.label.create({ name: `Label ${unique()}` })).guid };
    })(),
    (async () => {
      if (wanted.has('partner')) rows.partner = { guid: (await (await admin()).partner.create({ name: 'Partner', link: 'https://partner.example', logoGuid: null })).guid };
    })(),
    (async () => {
      if (!wanted.has('stageTemplate')) return;
      const template = await (await admin()).stages.template.save({ name: `Review ${unique()}`, stages: [{ nameEn: 'Screening', nameSv: 'Gallring', participantView: 'stage', reportsStatus: 'candidate' }] });
      rows.stageTemplate = { guid: template.guid };
    })(),
    (async () => {
      if (!wanted.has('scorecardTemplate')) return;
      const template = await (await admin()).evaluation.template.save({ name: `Scorecard ${unique()}`, criteria: [{ nameEn: 'Impact', nameSv: 'Nytta', scale: 5, weight: 1 }] });
      rows.scorecardTemplate = { guid: template.guid };
    })(),
    (async () => {
      if (!wanted.has('tag')) return;
      const tag = await (await coach()).tag.findOrCreate({ name: `tag${unique()}` });
      rows.tag = { guid: tag.guid, slug: tag.slug };
    })(),
    (async () => {
      if (!wanted.has('page')) return;
      const caller = await admin();
      const page = await caller.page.create({ title: `Rules ${unique()}`, body: 'How it works.' });
      rows.page = { guid: page.guid, slug: page.slug };
      if (wanted.has('menu')) rows.menu = { guid: (await caller.menu.create({ name: 'Rules', type: 2, link: '', pageGuid: page.guid, nav: 'top' })).guid };
    })(),
  ]);
  return rows;
}

export const ALL_TENANT_OBJECTS: readonly TenantObject[] = ['agreement', 'apiToken', 'assignment', 'campaign', 'comment', 'criterion', 'evaluator', 'feedback', 'idea', 'invitation', 'label', 'media', 'menu', 'merge', 'move', 'page', 'partner', 'scorecardTemplate', 'stage', 'stageTemplate', 'tag', 'user', 'webhook', 'webhookDelivery'];

/** A one-criterion scorecard on a stage, made by the campaign's coach: the criterion's guid. */
async function firstCriterion(caller: Awaited<ReturnType<typeof callerFor>>['caller'], stageGuid: string): Promise<string> {
  return (await caller.evaluation.saveScorecard({ stageGuid, criteria: [{ nameEn: 'Impact', nameSv: 'Nytta', scale: 5, weight: 1 }] })).criteria[0]!.guid;
}

/** A campaign's pipeline of one stage (reporting candidate), made by its coach: the stage's guid. */
async function firstStage(caller: Awaited<ReturnType<typeof callerFor>>['caller'], campaignSlug: string): Promise<string> {
  const pipeline = await caller.stages.savePipeline({ campaignSlug, stages: [{ nameEn: 'Shortlist', nameSv: 'Kortlista', participantView: 'stage', reportsStatus: 'candidate' }] });
  return pipeline.stages[0]!.guid;
}

function parses(schema: z.core.$ZodType, input: unknown): boolean {
  try {
    return (schema as unknown as z.ZodType).safeParse(hygienicInput(input)).success;
  } catch {
    // Text the input hygiene refuses before any schema.
    return false;
  }
}

/** The identifier a field wants: a slug for `…slug`/`…slugs[]`, else the guid. */
function identifierFor(path: string, row: NamedRow): string {
  return /slugs?(\[\])?$/i.test(path) ? (row.slug ?? row.guid) : row.guid;
}

/** Sets `value` at a declaration path (`a.b`, `list[]`, `list[].field`), making what is missing. */
export function setAtPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const [head, ...rest] = path.split('.');
  const isList = head!.endsWith('[]');
  const key = isList ? head!.slice(0, -2) : head!;
  if (rest.length === 0) {
    target[key] = isList ? [value] : value;
    return;
  }
  if (isList) {
    const element: Record<string, unknown> = { ...((target[key] as Record<string, unknown>[] | undefined)?.[0] ?? {}) };
    setAtPath(element, rest.join('.'), value);
    target[key] = [element];
    return;
  }
  const child: Record<string, unknown> = { ...((target[key] as Record<string, unknown> | undefined) ?? {}) };
  setAtPath(child, rest.join('.'), value);
  target[key] = child;
}

/** Puts in each declared field of `input` the identifier of `rowsFor(field)`'s row. */
export function nameRows(input: Record<string, unknown>, objects: Record<string, TenantObject>, rowsFor: (field: string) => NamedRow): Record<string, unknown> {
  for (const field of Object.keys(objects)) setAtPath(input, field, identifierFor(field, rowsFor(field)));
  return input;
}

/**
 * An input the schema accepts, with each declared field naming `rowsFor(field)`'s row: tries
 * generated inputs (fixed seed) until one parses. Undefined when the procedure takes no input;
 * null when no generated input parses (the matrix reports it).
 */
export function validInput(
  schema: z.core.$ZodType | undefined,
  objects: Record<string, TenantObject>,
  rowsFor: (field: string) => NamedRow,
  pools: { guids: string[]; slugs: string[]; known: string[] },
): unknown {
  if (!schema) return undefined;
  const samples = fc.sample(validArbitraryFor(schema, pools), { numRuns: 200, seed: 7 });
  for (const sample of samples) {
    const input = sample && typeof sample === 'object' && !Array.isArray(sample) ? structuredClone(sample as Record<string, unknown>) : sample;
    if (input && typeof input === 'object') nameRows(input as Record<string, unknown>, objects, rowsFor);
    if (parses(schema, input)) return input;
  }
  return null;
}
