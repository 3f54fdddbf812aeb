import { AgreementRedirect } from '#client/features/agreements/agreement-redirect.tsx';
import { RegistrationRedirect } from './registration-redirect';

export { InactiveBanner } from './inactive-banner';

/**
 * Where the shell sends a signed-in person before anything else: to an agreement they have not
 * accepted, or to their unfinished registration. A visitor never needs this, so it downloads once
 * someone is signed in (root.tsx) rather than with every first visit of the start page.
 */
export function SignedInRedirects() {
  return (
    <>
      <RegistrationRedirect />
      <AgreementRedirect />
    </>
  );
}
