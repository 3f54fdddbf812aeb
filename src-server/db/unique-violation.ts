import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { AppError } from '../errors/app-error';

/**
 * Runs a write whose "is it taken?" check a concurrent request may have passed too: the unique
 * index decides, and the loser hears `refusal` (the domain's 4xx, as a later request would)
 * instead of the violation escaping as a 500.
 */
export async function refusingDuplicates<T>(write: () => Promise<T>, refusal: () => AppError): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw refusal();
    throw error;
  }
}
