import { EMAIL_PATTERN } from './schemas/common';

/** Where one entry of a list ends, outside a quoted name or an address in angle brackets. */
const LIST_SEPARATORS = new Set([',', ';', '\n', '\r']);

/** An address in angle brackets, with whatever name stands before it ("Ann Berg <ann@example.com>"). */
const NAMED_ADDRESS = /^([^<]*)<([^<>]*)>/;

/**
 * Splits the text at commas, semicolons and line breaks, except inside a quoted name ("Berg, Ann")
 * or angle brackets. A quote with no closing one is taken as a character, so one stray quote
 * cannot join the rest of the list into one entry.
 */
function splitList(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  let bracketed = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '"' && !bracketed && (quoted || text.includes('"', index + 1))) quoted = !quoted;
    else if (char === '<' && !quoted) bracketed = true;
    else if (char === '>' && !quoted) bracketed = false;
    if (LIST_SEPARATORS.has(char) && !quoted && !bracketed) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

/**
 * One piece between separators, as entries: each named address, then the bare addresses left,
 * which spaces separate. Words with no @ among them are one entry ("Ann Berg"), told as invalid
 * whole rather than word by word.
 */
function entriesOf(part: string): { text: string; address: string }[] {
  const entries: { text: string; address: string }[] = [];
  let rest = part.trim();
  for (let match = NAMED_ADDRESS.exec(rest); match; match = NAMED_ADDRESS.exec(rest)) {
    entries.push({ text: match[0].trim(), address: match[2]!.trim() });
    rest = rest.slice(match[0].length).trim();
  }
  const words = rest.split(/\s+/).filter(Boolean);
  if (words.length > 1 && !words.some((word) => word.includes('@'))) entries.push({ text: rest, address: rest });
  else for (const word of words) entries.push({ text: word, address: word });
  return entries;
}

/**
 * Reads an invite box (spec 2 §5, widened by issue 31): addresses separated by commas, semicolons,
 * spaces or line breaks, and lists pasted from mail programs ("Ann Berg <ann@example.com>",
 * "\"Berg, Ann\" <ann@example.com>"). Addresses come back lower-cased, each once; every entry that
 * is not an address comes back in `invalid` as it was written, and then nothing is sent. The form
 * and the server both read the box with this.
 */
export function parseInviteEmails(text: string): { valid: string[]; invalid: string[] } {
  const valid = new Set<string>();
  const invalid = new Set<string>();
  for (const part of splitList(text)) {
    for (const entry of entriesOf(part)) {
      if (EMAIL_PATTERN.test(entry.address)) valid.add(entry.address.toLowerCase());
      else invalid.add(entry.text);
    }
  }
  return { valid: [...valid], invalid: [...invalid] };
}
