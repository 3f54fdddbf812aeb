import { describe, expect, it } from 'vitest';
import { mustCompleteRegistration } from '#client/features/shell/registration-redirect.tsx';

describe('the redirect to complete one\'s registration (spec 3 §2 /profile/edit)', () => {
  it.each(['/', '/coach', '/ideas/0190b8a4-2f4e-7c6b-8a8e-2d1f6f0c1a11', '/campaign/x/new-idea', '/profiles', '/organisation/admin/users'])('sends an incomplete account away from %s', (pathname) => {
    expect(mustCompleteRegistration(true, pathname)).toBe(true);
  });

  it.each(['/profile', '/profile/edit', '/logout', '/user-verification/pending', '/resetpassword/abc', '/agreement/x', '/page/terms-of-service'])('lets it stay on %s', (pathname) => {
    expect(mustCompleteRegistration(true, pathname)).toBe(false);
  });

  it('leaves a complete account where it is', () => {
    expect(mustCompleteRegistration(false, '/coach')).toBe(false);
  });
});
