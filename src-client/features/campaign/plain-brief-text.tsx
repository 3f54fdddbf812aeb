import { Fragment } from 'react';

/** The look of a brief or idea text, whichever renders it. */
export const BRIEF_TEXT_CLASSES = 'flex flex-col gap-4 leading-relaxed break-words text-stone-800';

/**
 * Anything markdown could read as more than paragraphs: emphasis, code, links and images,
 * HTML, headings, quotes, tables, strikethrough, escapes and entities, GitHub's bare links and
 * addresses, lists, heading underlines, indented code, and hard line breaks.
 */
const MARKDOWN_SYNTAX = /[*_`[\]<>#|~\\&@]|:\/\/|www\.|^[ \t]*([-+=]|\d+[.)])|^( {4}|\t)| {2,}$/m;

/** Whether a text is only paragraphs of plain words, which markdown would show unchanged. */
export function isPlainText(text: string): boolean {
  return !MARKDOWN_SYNTAX.test(text);
}

/** Plain text as markdown shows it: paragraphs split at blank lines, the spaces around their line breaks dropped. */
export function PlainBriefText({ text }: { text: string }) {
  const paragraphs = text
    .split(/(?:\r\n|\r(?!\n)|\n)[ \t]*(?:\r\n|\r(?!\n)|\n)/)
    .map((paragraph) => paragraph.replace(/[ \t]*(\r\n|\r|\n)[ \t]*/g, '$1').replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, ''))
    .filter(Boolean);

  return (
    <div className={BRIEF_TEXT_CLASSES}>
      {paragraphs.map((paragraph, index) => (
        // The renderer puts a line break between paragraphs; so does this, so the two match exactly.
        <Fragment key={index}>
          {index > 0 ? '\n' : null}
          <p className="whitespace-pre-line">{paragraph}</p>
        </Fragment>
      ))}
    </div>
  );
}
