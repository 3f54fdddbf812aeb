import { useMemo } from 'react';
import type { RequiredAgreementDto } from '#server/modules/agreement/agreement.presenter.ts';
import { signupRequirementsOf } from '#shared/signup-rules.ts';
import { trpc } from '#client/trpc.ts';
import { useSpecialFieldLabels } from '#client/features/registration-fields/use-special-field-labels.ts';
import { useOrganisation } from '#client/features/shell/use-organisation.ts';

export interface SignupAgreements {
  termsOfService: RequiredAgreementDto | null;
  privacyPolicy: RequiredAgreementDto | null;
}

const NO_AGREEMENTS: SignupAgreements = { termsOfService: null, privacyPolicy: null };

/**
 * What this site asks of a signup (signup-rules.ts), built as the server builds it: from the
 * site's settings and, where a legal link is an agreement, the published agreements the server
 * names (agreement.forSignup). Until those are known (`agreementsStatus`), none are asked.
 */
export function useSignupRequirements() {
  const { settings } = useOrganisation();
  const labels = useSpecialFieldLabels();
  const asksAgreements = settings.termsOfServiceLink.type === 'agreement' || settings.privacyPolicyLink.type === 'agreement';
  const query = trpc.agreement.forSignup.useQuery(undefined, { enabled: asksAgreements });
  const agreements = (asksAgreements ? query.data : undefined) ?? NO_AGREEMENTS;
  const requirements = useMemo(() => signupRequirementsOf(settings, agreements, labels), [agreements, settings, labels]);
  const agreementsStatus = !asksAgreements || query.isSuccess ? 'ready' : query.isError ? 'error' : 'loading';
  return { requirements, agreements, agreementsStatus, retryAgreements: () => void query.refetch(), retrying: query.isFetching } as const;
}
