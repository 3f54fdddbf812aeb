/**
 * Mentions in comments and feedback (issue 34 item 6). The stored text carries each mention as a
 * token, `@[Name](guid)`, so the server knows whom it names and a reader sees the name; the
 * writer's text box shows only `@Name` and the people picked for it (toEditable / toStored).
 * The server rewrites every token when it saves: a person who may be mentioned keeps a token
 * with their current name, anyone else becomes plain `@Name` text.
 */

const TOKEN = /@\[([^\]\n]{1,120})\]\(([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\)/g;

/** The most people one text may mention: more is a mass mailing, not a mention. */
export const MENTIONS_MAX = 20;
/** How many people the suggestion list offers at once. */
export const MENTION_SUGGESTIONS_MAX = 8;

export interface Mention {
  guid: string;
  name: string;
}

export type MentionSegment = { kind: 'text'; text: string } | { kind: 'mention'; guid: string; name: string };

/** A name may not end its token early, so `]` and line breaks in it become spaces. */
function tokenName(name: string): string {
  return name.replace(/[\]\n]/g, ' ').trim().slice(0, 120);
}

export function mentionToken(mention: Mention): string {
  return `@[${tokenName(mention.name)}](${mention.guid.toLowerCase()})`;
}

/** The text as plain text and mentions, in order, for rendering. */
export function mentionSegments(text: string): MentionSegment[] {
  const segments: MentionSegment[] = [];
  let from = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > from) segments.push({ kind: 'text', text: text.slice(from, match.index) });
    segments.push({ kind: 'mention', name: match[1]!, guid: match[2]!.toLowerCase() });
    from = match.index + match[0].length;
  }
  if (from < text.length) segments.push({ kind: 'text', text: text.slice(from) });
  return segments;
}

/** The people a stored text mentions, each once, in the order they first appear. */
export function mentionedGuids(text: string): string[] {
  return [...new Set(mentionSegments(text).flatMap((segment) => (segment.kind === 'mention' ? [segment.guid] : [])))];
}

/** Rewrites every token: `keep` answers the name to show for a guid that stays a mention, or null to make it plain `@Name`. */
export function rewriteMentions(text: string, keep: (guid: string) => string | null): string {
  return mentionSegments(text)
    .map((segment) => {
      if (segment.kind === 'text') return segment.text;
      const name = keep(segment.guid);
      return name === null ? `@${segment.name}` : mentionToken({ guid: segment.guid, name });
    })
    .join('');
}

/** A stored text as its writer edits it: `@Name` in the text, the people picked beside it. */
export function toEditable(text: string): { text: string; picked: Mention[] } {
  const picked = new Map<string, Mention>();
  const plain = mentionSegments(text)
    .map((segment) => {
      if (segment.kind === 'text') return segment.text;
      picked.set(segment.guid, { guid: segment.guid, name: segment.name });
      return `@${segment.name}`;
    })
    .join('');
  return { text: plain, picked: [...picked.values()] };
}

/**
 * The text to save: each `@Name` of a person still picked becomes their token; a picked person
 * whose `@Name` the writer deleted is no longer mentioned. Longer names first, so "@Ann Lee"
 * is not taken for "@Ann".
 */
export function toStored(text: string, picked: readonly Mention[]): string {
  const byName = [...picked].sort((a, b) => b.name.length - a.name.length);
  if (byName.length === 0) return text;
  const alternatives = byName.map((mention) => escapeRegExp(`@${mention.name}`)).join('|');
  return text.replace(new RegExp(`(${alternatives})(?![\\p{L}\\p{N}])`, 'gu'), (found) => {
    const mention = byName.find((each) => `@${each.name}` === found);
    return mention ? mentionToken(mention) : found;
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The `@query` being typed just before the caret, if any: an `@` at the start or after a space,
 * then up to 40 characters of a name (letters, spaces between words, hyphens, apostrophes).
 */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([\p{L}\p{M}'’-]+(?: [\p{L}\p{M}'’-]+)?)?$/u.exec(before);
  if (!match) return null;
  const query = match[2] ?? '';
  if (query.length > 40) return null;
  return { start: caret - query.length - 1, query };
}
