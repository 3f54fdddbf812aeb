import { useState } from 'react';
import { toEditable, toStored, type Mention } from '#shared/mentions.ts';

export interface MentionDraft {
  /** The text as the writer sees it: `@Name` for each mention. */
  text: string;
  setText: (text: string) => void;
  picked: readonly Mention[];
  pick: (mention: Mention) => void;
  /** The text to send: each picked person's `@Name` as their mention token. */
  stored: () => string;
}

/** A comment's or feedback's text being written, with the people picked from the suggestions. */
export function useMentionDraft(initialStored: string): MentionDraft {
  const [initial] = useState(() => toEditable(initialStored));
  const [text, setText] = useState(initial.text);
  const [picked, setPicked] = useState<readonly Mention[]>(initial.picked);
  return {
    text,
    setText,
    picked,
    pick: (mention) => setPicked((current) => (current.some((each) => each.guid === mention.guid) ? current : [...current, mention])),
    stored: () => toStored(text, picked),
  };
}
