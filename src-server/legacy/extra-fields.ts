import { AppError } from '#server/errors/app-error.ts';

/** Legacy clients send extraFields as a JSON string (spec 3 §3 signup, §7 profile edit); the procedure checks its values. */
export function parseExtraFields(value: unknown): Record<string, string | string[]> | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const parsed: unknown = typeof value === 'string' ? parseJson(value) : value;
  // Values of other shapes reach the procedure's schema, which names the field they belong to.
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, string | string[]>;
  throw invalidExtraFields();
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalidExtraFields();
  }
}

function invalidExtraFields(): AppError {
  return new AppError('invalid-input', { fieldErrors: { extraFields: ['invalid-input'] } });
}
