import { z } from 'zod';
import { agreementCreateInput, type AgreementCreateInput } from '#shared/schemas/agreements.ts';
import { AppError } from '#server/errors/app-error.ts';
import { LegacyList } from '#server/legacy/envelope.ts';
import type { LegacyRouteTable } from '#server/legacy/legacy-routes.ts';
import { legacyAdminAgreementAnswer, legacyAgreementAcceptedAnswer, legacyAgreementAnswer, legacyCampaignAcceptanceAnswer } from './agreement-legacy-answers';
import { legacyDeletedAnswer } from '#server/legacy/legacy-answers.ts';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function flag(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

/**
 * An agreement as legacy clients post it (spec 2 §3): status "published" publishes; a draft
 * always asks for new approval (spec 2 §4). The schema validates; the cast only names the shape.
 */
function agreementFields(body: Record<string, unknown>) {
  return {
    type: text(body.type) || undefined,
    name: text(body.name),
    text: text(body.text),
    validFrom: text(body.validFrom) || undefined,
    publish: body.status === 'published',
    requireNewUserApproval: flag(body.requireNewUserApproval) ?? true,
  } as AgreementCreateInput;
}

/** The legacy payload: the create schema's fields, with status in place of publish. */
const LEGACY_AGREEMENT_BODY = agreementCreateInput.omit({ publish: true }).extend({ status: z.enum(['draft', 'published']).optional() });

/** Only this site's agreements are served by organisation; another organisation's guid names nothing. */
function assertThisSite(siteGuid: string, guid: string | undefined): void {
  if (guid !== siteGuid) throw new AppError('not-found');
}

/** Legacy agreement routes (spec 2 §7 Agreements, spec 3 §7): thin mappings onto agreement.*. */
export function agreementLegacyRoutes(table: LegacyRouteTable): void {
  table.route('GET', '/agreements', async ({ caller }) => {
    const agreements = await caller.agreement.admin.list();
    return new LegacyList(agreements, agreements.length);
  }, { doc: { response: legacyAdminAgreementAnswer, summary: "The site's agreements in every state (admins)", answers: 'list' } });
  table.route('GET', '/agreements/campaign/:slug', async ({ caller, params }) => (await caller.agreement.forCampaign({ slug: params.slug ?? '' })).agreement, { doc: { response: legacyAgreementAnswer.nullable(), summary: "A campaign's agreement" } });
  table.route('GET', '/agreements/organisation/:guid', async ({ caller, ctx, params }) => {
    assertThisSite(ctx.site.id, params.guid);
    const agreements = await caller.agreement.published();
    return new LegacyList(agreements, agreements.length);
  }, { doc: { response: legacyAgreementAnswer, summary: "The site's published agreements", answers: 'list' } });
  table.route('GET', '/agreements/:guid', ({ caller, params }) => caller.agreement.byGuid({ guid: params.guid ?? '' }), { doc: { response: legacyAgreementAnswer, summary: 'An agreement in the version in force' } });
  table.route('POST', '/agreements', ({ caller, body }) => caller.agreement.admin.create(agreementFields(body)), { doc: { response: legacyAdminAgreementAnswer, summary: 'Create an agreement (status "published" publishes it)', body: LEGACY_AGREEMENT_BODY } });
  table.route('POST', '/agreements/:guid', ({ caller, params, body }) => caller.agreement.admin.update({ ...agreementFields(body), guid: params.guid ?? '' }), { doc: { response: legacyAdminAgreementAnswer, summary: 'Update an agreement; a published one publishes the changes as a new version', body: LEGACY_AGREEMENT_BODY } });
  table.route('DELETE', '/api/agreements/:guid', ({ caller, params }) => caller.agreement.admin.delete({ guid: params.guid ?? '' }), { doc: { response: legacyDeletedAnswer, summary: 'Delete an agreement' } });

  table.route('GET', '/acceptedagreements/campaign/:slug/user/:guid', ({ caller, params }) =>
    caller.agreement.acceptedForCampaign({ slug: params.slug ?? '', userGuid: params.guid ?? '' }), { doc: { response: legacyCampaignAcceptanceAnswer, summary: "A participant's acceptance of a campaign's agreement" } },
  );
  table.route('GET', '/api/organisations/:guid/agreements/termsofservice', ({ caller, ctx, params }) => {
    assertThisSite(ctx.site.id, params.guid);
    return caller.agreement.legal({ type: 'terms-of-service' });
  }, { doc: { response: legacyAgreementAnswer.nullable(), summary: "The site's terms of service in force" } });
  table.route('GET', '/api/organisations/:guid/agreements/privacypolicy', ({ caller, ctx, params }) => {
    assertThisSite(ctx.site.id, params.guid);
    return caller.agreement.legal({ type: 'privacy-policy' });
  }, { doc: { response: legacyAgreementAnswer.nullable(), summary: "The site's privacy policy in force" } });
  // The legacy body names the user; one may only accept for oneself.
  table.route('POST', '/api/agreements/:guid/accept', ({ caller, ctx, params, body }) => {
    const userGuid = text(body.userGuid);
    if (ctx.viewer && userGuid && userGuid !== ctx.viewer.id) throw new AppError('forbidden');
    return caller.agreement.accept({ guid: params.guid ?? '', accepted: true });
  }, { doc: { response: legacyAgreementAcceptedAnswer, summary: 'Accept an agreement as the signed-in user', body: z.object({ userGuid: z.string().optional() }) } });
}
