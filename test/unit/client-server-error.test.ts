import { describe, expect, it } from 'vitest';
import { placeServerError, readServerError } from '#client/features/auth/server-error.ts';

/** The shape a TRPCClientError carries in `data` (src-server/trpc/init.ts errorFormatter). */
function trpcError(data: Record<string, unknown>) {
  return { message: 'failed', data: { code: 'BAD_REQUEST', httpStatus: 400, path: 'auth.login', fieldErrors: null, redirect: null, login: false, ...data } };
}

describe('readServerError', () => {
  it('reads the app code and the field errors', () => {
    const error = trpcError({ appCode: 'PLEASE_ENTER_A_VALID_MAIL', fieldErrors: { email: ['PLEASE_ENTER_A_VALID_MAIL'] } });
    expect(readServerError(error)).toEqual({ appCode: 'PLEASE_ENTER_A_VALID_MAIL', fieldErrors: { email: ['PLEASE_ENTER_A_VALID_MAIL'] } });
  });

  it('gives no code for a network failure or an unknown shape', () => {
    expect(readServerError(new TypeError('Failed to fetch'))).toEqual({ appCode: null, fieldErrors: {} });
    expect(readServerError(undefined)).toEqual({ appCode: null, fieldErrors: {} });
    expect(readServerError({ data: { appCode: 'some-new-code' } })).toEqual({ appCode: null, fieldErrors: {} });
  });

  it('drops codes it does not know from field errors', () => {
    const error = trpcError({ appCode: 'invalid-input', fieldErrors: { email: ['nonsense', 'ERROR_REQUIRED'], password: ['nonsense'] } });
    expect(readServerError(error).fieldErrors).toEqual({ email: ['ERROR_REQUIRED'] });
  });
});

describe('placeServerError', () => {
  const fields = ['email', 'password'] as const;

  it('puts a sign-in failure above the form', () => {
    expect(placeServerError(trpcError({ appCode: 'invalid-credentials' }), fields)).toEqual({
      fieldErrors: [],
      formErrors: ['invalid-credentials'],
    });
  });

  it('shows validation failures under their fields without repeating them above', () => {
    const error = trpcError({ appCode: 'PLEASE_ENTER_A_LONGER_PASSWORD', fieldErrors: { password: ['PLEASE_ENTER_A_LONGER_PASSWORD'] } });
    expect(placeServerError(error, fields)).toEqual({
      fieldErrors: [{ field: 'password', code: 'PLEASE_ENTER_A_LONGER_PASSWORD' }],
      formErrors: [],
    });
  });

  it('lists errors for fields the form does not have above it', () => {
    const error = trpcError({ appCode: 'INVALID_REDIRECT', fieldErrors: { redirect: ['INVALID_REDIRECT'] } });
    expect(placeServerError(error, fields)).toEqual({ fieldErrors: [], formErrors: ['INVALID_REDIRECT'] });
  });

  it('places an error inside a field holding a group of values on that path', () => {
    const error = trpcError({ appCode: 'ERROR_REQUIRED', fieldErrors: { 'extraFields.val.site.1': ['ERROR_REQUIRED'] } });
    expect(placeServerError(error, ['email', 'extraFields'] as const)).toEqual({ fieldErrors: [{ field: 'extraFields.val.site.1', code: 'ERROR_REQUIRED' }], formErrors: [] });
    expect(placeServerError(error, ['email', 'extra'] as const)).toEqual({ fieldErrors: [], formErrors: ['ERROR_REQUIRED'] });
  });

  it('stands for the generic text (null) when the server said nothing usable', () => {
    expect(placeServerError(new TypeError('Failed to fetch'), fields)).toEqual({ fieldErrors: [], formErrors: [null] });
  });
});
