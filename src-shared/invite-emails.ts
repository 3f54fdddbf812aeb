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

/** Bare addresses that spaces separate. Words with no @ among them are one entry ("Ann Berg"), told as invalid whole. */
function bareEntries(text: string): { text: string; address: string }[] {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length > 1 && !words.some((word) => word.includes('@'))) return [{ text, address: text }];
  return words.map((word) => ({ text: word, address: word }));
}

/**
 * One piece between separators, as entries: each named address, and the bare addresses before,
 * between and after them. Words with an @ ahead of a name are addresses of their own
 * ("ann@example.com Bo <bo@example.com>"); a name is the words after them.
 */
function entriesOf(part: string): { text: string; address: string }[] {
  const entries: { text: string; address: string }[] = [];
  let rest = part.trim();
  for (let match = NAMED_ADDRESS.exec(rest); match; match = NAMED_ADDRESS.exec(rest)) {
    const words = match[1]!.trim().split(/\s+/).filter(Boolean);
    const addressesAhead = words.findIndex((word) => !word.includes('@'));
    const ahead = addressesAhead === -1 ? words : words.slice(0, addressesAhead);
    entries.push(...ahead.map((word) => ({ text: word, address: word })));
    const name = words.slice(ahead.length).join(' ');
    entries.push({ text: `${name ? `${name} ` : ''}<${match[2]!}>`.trim(), address: match[2]!.trim() });
    rest = rest.slice(match[0].length).trim();
  }
  return [...entries, ...bareEntries(rest)];
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
