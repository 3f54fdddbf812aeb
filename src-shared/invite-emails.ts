import { EMAIL_PATTERN } from './schemas/common';

/**
 * Splits the invite box (spec 2 §5): semicolons separate, spaces are trimmed, empty entries are
 * dropped; any address that does not look like one is returned in `invalid` and nothing is sent.
 */
export function parseInviteEmails(text: string): { valid: string[]; invalid: string[] } {
  const entries = text.split(';').map((entry) => entry.trim()).filter(Boolean);
  const invalid = entries.filter((entry) => !EMAIL_PATTERN.test(entry));
  const valid = [...new Set(entries.filter((entry) => EMAIL_PATTERN.test(entry)).map((entry) => entry.toLowerCase()))];
  return { valid, invalid };
}
