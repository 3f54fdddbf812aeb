import { IDEA_CONTENT_MAX_LENGTH, IDEA_NAME_MAX_LENGTH } from '#shared/schemas/idea.ts';

/** How the description names the respondent when the idea's author is the coach who imported it, per site language. */
const submittedBy = { en: 'Submitted by', sv: 'Inskickad av' } as const;

/**
 * An idea's title from a survey answer: its first line, cut at a word boundary with an ellipsis
 * when longer than a title may be. Null for an answer with nothing in it.
 */
export function importedIdeaTitle(answer: string): string | null {
  const firstLine = answer.split(/\r?\n/).map((line) => line.trim()).find((line) => line.length > 0);
  if (!firstLine) return null;
  const words = firstLine.replace(/\s+/g, ' ');
  if (words.length <= IDEA_NAME_MAX_LENGTH) return words;
  const cut = words.slice(0, IDEA_NAME_MAX_LENGTH - 1);
  const boundary = cut.lastIndexOf(' ');
  return `${(boundary > IDEA_NAME_MAX_LENGTH / 2 ? cut.slice(0, boundary) : cut).trimEnd()}…`;
}

/**
 * An idea's description from the answer: what follows the line that became the title, or all of
 * it when there is nothing more or the title had to cut that line. When the idea is not the
 * respondent's own (no account of theirs could be its author), it says who sent it in, in the
 * site's language.
 */
export function importedIdeaContent(answer: string, respondent: { name: string | null; isAuthor: boolean }, language: 'en' | 'sv'): string {
  const text = answer.trim();
  const [first = '', ...rest] = text.split(/\r?\n/);
  const remainder = rest.join('\n').trim();
  const body = remainder && importedIdeaTitle(first) === first.trim().replace(/\s+/g, ' ') ? remainder : text;
  const credit = !respondent.isAuthor && respondent.name ? `\n\n— ${submittedBy[language]} ${respondent.name}` : '';
  return `${body.slice(0, IDEA_CONTENT_MAX_LENGTH - credit.length)}${credit}`;
}
