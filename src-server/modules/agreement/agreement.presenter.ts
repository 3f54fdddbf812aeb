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
export type AgreementDto = ReturnType<typeof presentAgreement>;

/** An agreement the signup form asks to accept: enough to label the checkbox; the text is read on demand. */
export function presentRequiredAgreement(published: PublishedAgreement | null) {
  if (!published) return null;
  return { guid: published.agreement.id, name: published.version.name, version: published.version.version };
}
export type RequiredAgreementDto = NonNullable<ReturnType<typeof presentRequiredAgreement>>;
