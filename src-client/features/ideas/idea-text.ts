import { IDEA_STATUSES, type IdeaStatus } from '#shared/constants.ts';
import { markupToPlainText } from '#client/features/shell/plain-text.ts';

/** Statuses that never get a badge: the ordinary life of an idea (spec 1 §4). */
const QUIET_STATUSES = ['DRAFT', 'ARCHIVED', 'ACCEPTED', 'PUBLISHED'] as const;
export type BadgeStatus = Exclude<IdeaStatus, (typeof QUIET_STATUSES)[number]>;

function isIdeaStatus(status: string): status is IdeaStatus {
  return (IDEA_STATUSES as readonly string[]).includes(status);
}

/**
 * The status an idea card shows as a badge, if any (spec 1 §4): WINNER for everyone; for coaches
 * also every other status that is not part of an idea's ordinary life (candidate, declined…).
 */
export function ideaStatusBadge(status: string, coachView: boolean): BadgeStatus | null {
  if (status === 'WINNER') return 'WINNER';
  if (!coachView || !isIdeaStatus(status)) return null;
  return (QUIET_STATUSES as readonly IdeaStatus[]).includes(status) ? null : (status as BadgeStatus);
}

// Escaped characters are parked in the Private Use Area while markup is removed, so "\*" stays a star.
const PARKED = 0xe000;
const park = (_match: string, char: string) => String.fromCharCode(PARKED + char.charCodeAt(0));
const unpark = (char: string) => String.fromCharCode(char.charCodeAt(0) - PARKED);

/**
 * The plain text of the start of an idea's markdown description, for its card: markers of
 * headings, lists, quotes, emphasis and code go, links keep their text, images and HTML tags go.
 * The server sends the first few hundred characters only, so a link cut in half loses its
 * address too. The card shows the result as text, never as markup.
 */
export function markdownExcerpt(markdown: string): string {
  const text = markdown
    .replace(/\\([\\`*_{}[\]()#+\-.!>~|])/g, park)
    // Fence lines (```ts) and horizontal rules carry no words.
    .replace(/^\s*(```|~~~).*$/gm, ' ')
    .replace(/^\s{0,3}([-*_])(\s*\1){2,}\s*$/gm, ' ')
    // Images say nothing in a one-paragraph excerpt; links keep their text. ")" may be cut off.
    .replace(/!\[[^\]]*\](\([^)]*\)?|\[[^\]]*\])?/g, ' ')
    .replace(/\[([^\]]*)\](\([^)]*\)?|\[[^\]]*\])/g, '$1')
    .replace(/\[([^\]]*)$/, '$1')
    // Block markers at the start of a line: headings, quotes (nested too), bullets, numbers.
    .replace(/^\s{0,3}(>\s?)+/gm, '')
    // A heading runs into the text after it, so it ends as a sentence: "Background. We…".
    .replace(/^\s{0,3}#{1,6}\s+(.*?)[\s#]*$/gm, (_line, heading: string) => (/[.!?:;…]$/.test(heading) || heading === '' ? heading : `${heading}.`))
    .replace(/^\s*([-*+]|\d{1,9}[.)])\s+/gm, '')
    // Emphasis: doubled markers anywhere, single ones only at a word's edge (snake_case stays).
    .replace(/\*\*|__|~~|`+/g, '')
    .replace(/(^|[\s([{"'])[*_]+(?=\S)/g, '$1')
    .replace(/(\S)[*_]+(?=[\s)\]}"'.,:;!?]|$)/g, '$1')
    .replace(/[\ue000-\ue07f]/g, unpark);
  return markupToPlainText(text);
}

/** Author names as one phrase in the interface language: "Anna Andersson and Erik Ek". */
export function authorNames(authors: { firstName: string; lastName: string }[], language: string): string {
  const names = authors.map((author) => `${author.firstName} ${author.lastName}`.trim()).filter((name) => name !== '');
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(names);
}

/** A card's date, short: "1 Oct 2026", "1 okt. 2026" (English day first, as the campaign dates are). */
export function formatIdeaDate(date: Date, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { dateStyle: 'medium' }).format(date);
}
