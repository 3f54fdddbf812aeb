import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BriefText } from '../../src-client/features/campaign/brief-text';
import { isPlainText, PlainBriefText } from '../../src-client/features/campaign/plain-brief-text';

const plainTexts = [
  'The greenest commute is the one that does not happen. One shared remote day would also free up desks.',
  'First paragraph.\n\nSecond one, after a blank line.',
  'A line\nand the next, in one paragraph.\r\nWindows line ends too.',
  ' Indented a little \n   and trailing space \n\n \t \n\nAfter a blank line of spaces.',
  'Several\n\n\n\nblank lines.',
  'Windows\r\n\r\nparagraphs.',
  'Questions? Answers! 50% more; (brackets) "quotes" and émojis 🚲 — fine.',
  '2026 was the year: 3 teams, 12 ideas.',
];

const markdownTexts = [
  '**bold**',
  'an _emphasis_',
  'some `code`',
  '[a link](https://example.com)',
  'see https://example.com',
  'see www.example.com',
  'write to hunts@example.com',
  '# Heading',
  '> quoted',
  '- item',
  '+ item',
  '1. first',
  '2) second',
  'Title\n===',
  'Title\n---',
  '    indented code',
  '\tindented code',
  'hard  \nbreak',
  'a | table',
  '~~struck~~',
  'escaped \\* star',
  'AT&amp;T',
  '<b>html</b>',
];

describe('plain brief text', () => {
  it.each(plainTexts)('shows %j exactly as the markdown renderer would', (text) => {
    expect(isPlainText(text)).toBe(true);
    expect(renderToStaticMarkup(<PlainBriefText text={text} />)).toBe(renderToStaticMarkup(<BriefText markdown={text} />));
  });

  it.each(markdownTexts)('leaves %j to the markdown renderer', (text) => {
    expect(isPlainText(text)).toBe(false);
  });
});
