import { cleanInput } from '../../src-shared/input-text';
import { AppError } from '../errors/app-error';

/**
 * Applies the text rules of src-shared/input-text.ts to any raw input, before a schema sees it:
 * unstorable text (NUL, lone surrogates) is refused with a field error per string, invisible
 * control characters are stripped. Used by every procedure and by the legacy façade.
 */
export function hygienicInput(input: unknown): unknown {
  const { value, unstorable } = cleanInput(input);
  if (unstorable.length > 0) {
    throw new AppError('invalid-input', { fieldErrors: Object.fromEntries(unstorable.map((path) => [path, ['invalid-input']])) });
  }
  return value;
}
