import { z } from 'zod';
import { recordGuid } from './upvote';

/** The longest name start the suggestion list searches by (issue 34 item 6). */
export const MENTION_QUERY_MAX_LENGTH = 40;

/** What the writer typed after `@` in a comment or feedback box on the idea. */
export const mentionSuggestionsInput = z.object({ ideaGuid: recordGuid, query: z.string().max(MENTION_QUERY_MAX_LENGTH, 'VALUE_TOO_LONG') });
export type MentionSuggestionsInput = z.infer<typeof mentionSuggestionsInput>;
