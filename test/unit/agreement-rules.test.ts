import { describe, expect, it } from 'vitest';
import { agreementToAccept, pendingAgreement } from '#client/features/agreements/agreement-to-accept.ts';
import { agreementCreateInput, isValidFromAllowed, isVersionedAgreementType } from '#shared/schemas/agreements.ts';

const TERMS = '01900000-0000-7000-8000-00000000000a';
const PRIVACY = '01900000-0000-7000-8000-00000000000b';
const standing = (terms: boolean, privacy: boolean) => ({ termsOfServiceForOrg: TERMS, termsOfServiceAccepted: terms, privacyPolicyForOrg: PRIVACY, privacyPolicyAccepted: privacy, registrationIncomplete: false });

describe('the agreements a signed-in user is sent to (spec 2 §4)', () => {
  it('asks for the terms first, then the privacy policy, then nothing', () => {
    expect(pendingAgreement(standing(false, false))).toBe(TERMS);
    expect(pendingAgreement(standing(true, false))).toBe(PRIVACY);
    expect(pendingAgreement(standing(true, true))).toBeNull();
    expect(pendingAgreement(null)).toBeNull();
  });

  it.each(['/', '/coach', '/coach/campaigns/x/brief', '/organisation/admin/users', '/profiles'])('sends them away from %s', (pathname) => {
    expect(agreementToAccept(standing(false, false), pathname)).toBe(TERMS);
  });

  it('waits while the registration is incomplete: the profile comes first', () => {
    expect(agreementToAccept({ ...standing(false, false), registrationIncomplete: true }, '/coach')).toBeNull();
  });

  it.each(['/profile', '/profile/edit', '/logout', `/agreement/${TERMS}`])('lets them stay on %s', (pathname) => {
    expect(agreementToAccept(standing(false, false), pathname)).toBeNull();
  });
});

describe('agreement form rules (spec 2 §4, §5)', () => {
  it('takes validFrom from today on', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(isValidFromAllowed('2026-11-26', now)).toBe(true);
    expect(isValidFromAllowed('2027-01-01', now)).toBe(true);
    expect(isValidFromAllowed('2026-11-25', now)).toBe(false);
  });

  it('gives validFrom, status and the approval flag to terms and privacy policies only', () => {
    expect(['terms-of-service', 'privacy-policy', 'campaign', 'organisation'].map((type) => isVersionedAgreementType(type as 'campaign'))).toEqual([true, true, false, false]);
  });

  it('names the missing name, text and type by the spec’s key', () => {
    const result = agreementCreateInput.safeParse({ name: ' ', text: '' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({ type: 'ERROR_REQUIRED', name: 'ERROR_REQUIRED', text: 'ERROR_REQUIRED' });
  });
});
