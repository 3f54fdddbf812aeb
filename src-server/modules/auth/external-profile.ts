import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '#shared/constants.ts';
import type { ExternalSource } from '#shared/external-sign-in.ts';
import { EMAIL_PATTERN } from '#shared/schemas/common.ts';
import { readCappedJson } from '#server/net/capped-json.ts';
import { describeProviderError, PROVIDER_ANSWER_LIMIT, PROVIDER_TIMEOUT_MS, ProviderFailure, type SourceProvider } from './external-providers';

/** The person as a provider describes them, in our terms. */
export interface ExternalProfile {
  /** A well-formed address, or null when the provider gave none. */
  email: string | null;
  /** The provider vouches that the address is this person's. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  /** Registration field values for a new account, from the claims the site maps (OpenID Connect only). */
  extraFields?: Record<string, string>;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

/**
 * Whether the provider vouches for the address. Google and OpenID providers say so in
 * `email_verified` (Google's older profile in `verified_email`); the site's own provider must
 * say so the same way. Facebook gives an address only once its owner has confirmed it, so an
 * address from Facebook counts as verified.
 */
function isEmailVerified(source: ExternalSource, profile: Record<string, unknown>): boolean {
  if (source === 'facebook') return true;
  return isTrue(profile.email_verified) || isTrue(profile.verified_email);
}

/**
 * Reads a profile answer: OpenID names (given_name, family_name), Facebook's (first_name,
 * last_name), or a full name split at its first space; an account needs a first name, so the
 * address's local part stands in when there is no name at all.
 */
export function readProfile(source: ExternalSource, profile: Record<string, unknown>): ExternalProfile {
  const candidate = text(profile.email);
  const email = candidate && candidate.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(candidate) ? candidate : null;
  const [fullFirst, ...fullRest] = (text(profile.name) ?? '').split(/\s+/);
  const firstName = text(profile.given_name) ?? text(profile.first_name) ?? text(profile.firstName) ?? (fullFirst || null) ?? email?.split('@')[0] ?? '-';
  const lastName = text(profile.family_name) ?? text(profile.last_name) ?? text(profile.lastName) ?? fullRest.join(' ');
  return {
    email,
    emailVerified: email !== null && isEmailVerified(source, profile),
    firstName: firstName.slice(0, NAME_MAX_LENGTH),
    lastName: lastName.slice(0, NAME_MAX_LENGTH),
  };
}

/** Asks the provider who the access token belongs to. */
export async function fetchProfile(provider: SourceProvider, accessToken: string): Promise<ExternalProfile> {
  let response: Response;
  try {
    response = await provider.fetch(provider.profileUrl, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderFailure(`profile endpoint: ${describeProviderError(error)}`);
  }
  let body: unknown;
  try {
    body = await readCappedJson(response, PROVIDER_ANSWER_LIMIT);
  } catch (error) {
    throw new ProviderFailure(`profile endpoint: ${describeProviderError(error)}`);
  }
  if (!response.ok || typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ProviderFailure(`the profile endpoint answered HTTP ${response.status} without a profile`);
  }
  return readProfile(provider.source, body as Record<string, unknown>);
}
