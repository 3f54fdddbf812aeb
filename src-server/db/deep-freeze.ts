/**
 * Freezes a loaded row and everything in it, for rows that a per-process cache hands to every
 * request it serves: one request's change would otherwise reach all the others. Buffers stay as
 * they are (they cannot be frozen); nothing hands them out for writing.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const nested of Object.values(value)) deepFreeze(nested);
  }
  return value;
}
