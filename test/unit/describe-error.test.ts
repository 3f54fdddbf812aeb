import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '#server/errors/app-error.ts';
import { describeError } from '#server/errors/describe-error.ts';
import { legacyErrorBody } from '#server/legacy/envelope.ts';
import { signupInput } from '#shared/schemas/auth.ts';

describe('describeError', () => {
  it('keeps a domain error code, its status and field errors', () => {
    const error = new AppError('email-already-registered');
    expect(describeError(error)).toMatchObject({ code: 'email-already-registered', httpStatus: 409, unexpected: false });
    expect(describeError(new TRPCError({ code: 'CONFLICT', cause: error })).code).toBe('email-already-registered');
  });

  it('turns schema failures into per-field spec keys, the first one leading', () => {
    const result = signupInput.safeParse({ email: 'x', password: '1', firstName: 'A', lastName: 'B', captcha: 'solved' });
    const description = describeError(result.error);
    expect(description).toMatchObject({ code: 'PLEASE_ENTER_A_VALID_MAIL', httpStatus: 400 });
    expect(description.fieldErrors).toEqual({ email: ['PLEASE_ENTER_A_VALID_MAIL'], password: ['PLEASE_ENTER_A_LONGER_PASSWORD'] });
  });

  it('files a schema message that is not a catalogue key under invalid-input', () => {
    const result = z.object({ n: z.number() }).safeParse({ n: 'x' });
    expect(describeError(result.error).fieldErrors).toEqual({ n: ['invalid-input'] });
  });

  it('adds the verification redirect and the login flag where the spec has them', () => {
    expect(legacyErrorBody(describeError(new AppError('user-not-active')))).toEqual({ error: 'user-not-active', redirect: '/user-verification/pending' });
    expect(legacyErrorBody(describeError(new AppError('not-authenticated')))).toEqual({ error: 'not-authenticated', login: true });
  });

  it('hides anything unexpected behind internal-error', () => {
    const description = describeError(new Error('relation "app_user" does not exist at select ...'));
    expect(description).toEqual({ code: 'internal-error', httpStatus: 500, unexpected: true });
    expect(JSON.stringify(legacyErrorBody(description))).toBe('{"error":"internal-error"}');
  });
});
