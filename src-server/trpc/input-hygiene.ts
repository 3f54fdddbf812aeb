import { cleanInput } from '#shared/input-text.ts';
import { AppError } from '#server/errors/app-error.ts';

/**
 * Applies the text rules of src-shared/input-text.ts to any raw input, before a schema sees it:
 * unstorable text (NUL, lone surrogates) is refused with a field error per string, invisible
 * control characters are stripped. Used by every procedure and by the legacy façade.
 */
export function hygienicInput(input: unknown): unknown {
  const { value, unstorable } = cleanInput(input);
  refuseUnstorable(unstorable);
  return value;
}

/**
 * Only the refusal of unstorable text, for a URL's query and path parameters: they are read,
 * never shown, and some legacy filters are made with a control character (the unit separator of
 * §9's extraFields); what they are turned into goes through hygienicInput as a procedure's input.
 */
export function refuseUnstorableInput(input: unknown): void {
  refuseUnstorable(cleanInput(input).unstorable);
}

function refuseUnstorable(paths: string[]): void {
  if (paths.length > 0) throw new AppError('invalid-input', { fieldErrors: Object.fromEntries(paths.map((path) => [path, ['invalid-input']])) });
}
