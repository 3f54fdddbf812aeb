import type { TFunction } from 'i18next';
import { readServerError } from '#client/features/auth/server-error.ts';

/**
 * What a failed action of the evaluation and template screens says: each field's message by its path (for the field), and one
 * line above the form, the error's own message or `fallback` when the server named no code.
 */
export function failureText(t: TFunction, error: unknown, fallback: string): { message: string; fields: Record<string, string> } {
  const { appCode, fieldErrors } = readServerError(error);
  const fields = Object.fromEntries(Object.entries(fieldErrors).map(([path, codes]) => [path, t(`errors.${codes[0]!}` as 'errors.forbidden')]));
  const first = Object.values(fields)[0];
  return { message: first ?? (appCode ? t(`errors.${appCode}` as 'errors.forbidden') : fallback), fields };
}
