import type { Viewer } from '#client/trpc.ts';

type AgreementStanding = Pick<Viewer, 'termsOfServiceForOrg' | 'termsOfServiceAccepted' | 'privacyPolicyForOrg' | 'privacyPolicyAccepted'>;
type ViewerStanding = AgreementStanding & Pick<Viewer, 'registrationIncomplete'>;

/** Paths open while agreements wait: the profile (spec 2 §4 skips the check there), logging out, and the agreements themselves. */
const OPEN_PATHS = /^\/(profile|logout|agreement)(\/|$)/;

/** The site agreement the viewer must accept first: the terms of service, then the privacy policy (spec 2 §4), or null. */
export function pendingAgreement(viewer: AgreementStanding | null): string | null {
  if (!viewer) return null;
  if (!viewer.termsOfServiceAccepted) return viewer.termsOfServiceForOrg;
  if (!viewer.privacyPolicyAccepted) return viewer.privacyPolicyForOrg;
  return null;
}

/**
 * Where the check sends a viewer on this path: the agreement to accept, or nowhere. A viewer
 * whose registration is incomplete completes it first (registration-redirect.tsx), so the two
 * checks never send them two ways at once.
 */
export function agreementToAccept(viewer: ViewerStanding | null, pathname: string): string | null {
  return OPEN_PATHS.test(pathname) || viewer?.registrationIncomplete ? null : pendingAgreement(viewer);
}
