import type { CampaignParticipant } from '#server/entities/participation.entity.ts';
import type { Agreement } from '#server/entities/agreement.entity.ts';
import { markdownHtml } from '#server/markdown/markdown.service.ts';
import type { AppContext } from '#server/trpc/context.ts';
import type { PublishedAgreement } from './agreement.service';

/** An agreement as anyone may read it: the version in force now, never the working copy; `textHtml` is its text rendered (src-server/markdown). */
export function presentAgreement({ agreement, version }: PublishedAgreement, textHtml: string) {
  return {
    guid: agreement.id,
    type: agreement.type,
    name: version.name,
    text: version.text,
    textHtml,
    version: version.version,
    validFrom: version.validFrom,
    publishedAt: version.publishedAt,
  };
}
/** An agreement with its text rendered from markdown, as every reader gets it. */
export async function presentRenderedAgreement(ctx: AppContext, published: PublishedAgreement): Promise<AgreementDto> {
  return presentAgreement(published, await markdownHtml(ctx, published.version.text));
}

export type AgreementDto = ReturnType<typeof presentAgreement>;

/** An agreement the signup form asks to accept: enough to label the checkbox; the text is read on demand. */
export function presentRequiredAgreement(published: PublishedAgreement | null) {
  if (!published) return null;
  return { guid: published.agreement.id, name: published.version.name, version: published.version.version };
}
export type RequiredAgreementDto = NonNullable<ReturnType<typeof presentRequiredAgreement>>;

/** An agreement as its admins edit it: the working copy, its status and the last published version (spec 2 §3). */
export function presentAgreementForAdmin(agreement: Agreement) {
  return {
    guid: agreement.id,
    type: agreement.type,
    name: agreement.name,
    text: agreement.text,
    status: agreement.status,
    validFrom: agreement.validFrom,
    requireNewUserApproval: agreement.requireNewUserApproval,
    version: agreement.latestVersion,
    updatedAt: agreement.updatedAt,
  };
}
export type AdminAgreementDto = ReturnType<typeof presentAgreementForAdmin>;

/** Someone's acceptance of a campaign's agreement: which version, and when. */
export function presentCampaignAcceptance(participant: CampaignParticipant | null) {
  if (!participant?.agreementAcceptedAt) return null;
  const version = participant.agreementVersion;
  return {
    userGuid: participant.user.id,
    acceptedAt: participant.agreementAcceptedAt,
    agreementGuid: version?.agreement.id ?? null,
    version: version?.version ?? null,
  };
}
