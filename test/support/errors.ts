import { expect } from 'vitest';
import type { ErrorCode } from '#shared/errors.ts';
import { describeError, type ErrorDescription } from '#server/errors/describe-error.ts';

/** The error model's view of a failed call; fails the test if the call succeeded. */
export async function errorOf(call: Promise<unknown>): Promise<ErrorDescription> {
  try {
    await call;
  } catch (error) {
    return describeError(error);
  }
  throw new Error('expected the call to fail, but it succeeded');
}

/** Asserts a call fails with `code` (and, when given, that `field` carries it). */
export async function expectAppError(call: Promise<unknown>, code: ErrorCode, field?: string): Promise<ErrorDescription> {
  const description = await errorOf(call);
  expect(description.code).toBe(code);
  if (field) expect(description.fieldErrors?.[field]).toContain(code);
  return description;
}
