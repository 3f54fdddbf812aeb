import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { AppError } from '#server/errors/app-error.ts';

/**
 * Runs a write whose "is it there yet?" check a concurrent request may have passed too: the
 * unique index decides, and the loser gets `instead` (what a later request would have found)
 * rather than the violation escaping as a 500.
 */
export async function onDuplicate<T>(write: () => Promise<T>, instead: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) return instead();
    throw error;
  }
}

/** As onDuplicate, where a repeat is a real conflict: the loser hears `refusal`, the domain's 4xx. */
export function refusingDuplicates<T>(write: () => Promise<T>, refusal: () => AppError): Promise<T> {
  return onDuplicate(write, () => Promise.reject(refusal()));
}
