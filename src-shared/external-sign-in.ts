import type { ErrorCode } from './errors';
import type { OrganisationSettings } from './schemas/organisation';
import { enabledLoginSources, type LoginSource, type SignInSettings } from './sign-in-rules';

/** The external sign-in sources (spec 3 §2 /auth/oauth2, /auth/google, /auth/facebook; issue 35 /auth/oidc). */
export type ExternalSource = Exclude<LoginSource, 'local'>;

export const EXTERNAL_SOURCES: readonly ExternalSource[] = ['oauth2', 'google', 'facebook', 'oidc'];

export function isExternalSource(value: unknown): value is ExternalSource {
  return (EXTERNAL_SOURCES as readonly unknown[]).includes(value);
}

/** Where a round trip through a provider starts (served by the server, not the client). */
export function externalSignInPath(source: ExternalSource, redirect?: string | null): string {
  return redirect ? `/auth/${source}?${new URLSearchParams({ redirect }).toString()}` : `/auth/${source}`;
}

/**
 * The external sources the login and signup screens offer: the enabled ones, the site's own
 * OAuth2 provider only when its settings make it visible.
 */
export function offeredExternalSources(
  settings: SignInSettings & {
    externalLoginSources: { oauth2: Pick<OrganisationSettings['externalLoginSources']['oauth2'], 'visible'> };
  },
): ExternalSource[] {
  return enabledLoginSources(settings).filter(
    (source): source is ExternalSource => source !== 'local' && (source !== 'oauth2' || settings.externalLoginSources.oauth2.visible),
  );
}

/** Why a round trip through a provider did not sign anyone in; the login page explains each. */
export const EXTERNAL_SIGN_IN_FAILURES = [
  'external-sign-in-denied',
  'external-sign-in-expired',
  'external-sign-in-state-mismatch',
  'external-sign-in-failed',
  'external-email-not-verified',
  'external-sign-in-not-allowed',
  'external-account-not-linked',
  'external-link-other-address',
  'external-link-invalid',
  'email-domain-not-allowed',
  'user-blocked',
  'login-source-disabled',
  'too-many-requests',
  'INVALID_REDIRECT',
] as const satisfies readonly ErrorCode[];
export type ExternalSignInFailure = (typeof EXTERNAL_SIGN_IN_FAILURES)[number];

export function isExternalSignInFailure(value: unknown): value is ExternalSignInFailure {
  return (EXTERNAL_SIGN_IN_FAILURES as readonly unknown[]).includes(value);
}

/** The login page telling what went wrong, with the source to try again and where to go after. */
export function externalSignInFailedPath(failure: ExternalSignInFailure, source: ExternalSource, redirect?: string | null): string {
  const query = new URLSearchParams({ failed: failure, source });
  if (redirect) query.set('redirect', redirect);
  return `/login?${query.toString()}`;
}
