import { Link } from '@tanstack/react-router';
import { mentionSegments } from '#shared/mentions.ts';

/**
 * A saved comment's or feedback's text with its mentions shown as the people's names, each a link
 * to their profile (issue 34 item 6). The server wrote the names when it saved the text.
 */
export function MentionText({ text }: { text: string }) {
  return (
    <>
      {mentionSegments(text).map((segment, index) =>
        segment.kind === 'text' ? (
          segment.text
        ) : (
          // A segment is its place in the text: the list is rebuilt whole whenever the text changes.
          <Link key={index} to="/user/$guid" params={{ guid: segment.guid }} className="font-semibold text-link underline-offset-2 hover:underline">
            @{segment.name}
          </Link>
        ),
      )}
    </>
  );
}
