import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { mentionQueryAt, type Mention } from '#shared/mentions.ts';
import { trpc } from '#client/trpc.ts';
import type { MentionDraft } from './use-mention-draft';

/** Typing pauses this long before the people are asked for. */
const SEARCH_DELAY_MS = 150;

interface MentionTextAreaProps {
  label: string;
  draft: MentionDraft;
  ideaGuid: string;
  /** Whose text it is decides who may be mentioned: feedback may be readable by fewer people. */
  source: 'comment' | 'feedback';
  error?: string | undefined;
  rows?: number;
  autoFocus?: boolean;
}

/**
 * A comment's or feedback's text box that offers people to mention (issue 34 item 6): typing `@`
 * and the start of a name lists up to eight people who may see the idea, below the box. The box
 * stays the one focus (the ARIA pattern of a text box with a list of suggestions:
 * aria-autocomplete, aria-controls, aria-activedescendant): Down and Up move through the list,
 * Enter or Tab picks the person, Escape closes the list; a click picks too. Picking writes
 * `@Name` at the caret; the form sends it as a mention token.
 */
export function MentionTextArea({ label, draft, ideaGuid, source, error, rows = 3, autoFocus = false }: MentionTextAreaProps) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-people`;
  const box = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const typing = mentionQueryAt(draft.text, caret);
  const query = typing && typing.query.length > 0 && dismissedAt !== typing.start ? typing.query : '';
  const [searched, setSearched] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearched(query), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const input = { ideaGuid, query: searched };
  const options = { enabled: searched !== '' && query !== '', staleTime: 30_000 };
  const commentPeople = trpc.comment.mentionSuggestions.useQuery(input, { ...options, enabled: options.enabled && source === 'comment' });
  const feedbackPeople = trpc.feedback.mentionSuggestions.useQuery(input, { ...options, enabled: options.enabled && source === 'feedback' });
  const people: Mention[] = query === '' ? [] : ((source === 'comment' ? commentPeople.data : feedbackPeople.data) ?? []);
  const open = people.length > 0;
  const current = Math.min(active, Math.max(people.length - 1, 0));
  // Where a pick leaves the caret, set as the new text is committed and before the next key is
  // handled: set a frame later, it put back keys typed in between after the caret (a fast typist
  // got "@Erik Ek or the idea!f").
  const caretAfterPick = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caretAfterPick.current === null) return;
    box.current?.setSelectionRange(caretAfterPick.current, caretAfterPick.current);
    caretAfterPick.current = null;
  });

  function followCaret() {
    setCaret(box.current?.selectionStart ?? 0);
  }

  function pick(person: Mention) {
    if (!typing) return;
    const inserted = `@${person.name} `;
    const next = draft.text.slice(0, typing.start) + inserted + draft.text.slice(caret);
    const at = typing.start + inserted.length;
    draft.setText(next);
    draft.pick(person);
    setCaret(at);
    setActive(0);
    caretAfterPick.current = at;
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + people.length) % people.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(people[current]!);
    } else if (event.key === 'Escape') {
      // Closes the list only: a dialog around the box stays open.
      event.preventDefault();
      event.stopPropagation();
      if (typing) setDismissedAt(typing.start);
    }
  }

  const describedBy = error ? `${id}-error` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative">
        <textarea
          ref={box}
          id={id}
          rows={rows}
          autoFocus={autoFocus}
          value={draft.text}
          onChange={(event) => {
            draft.setText(event.target.value);
            setCaret(event.target.selectionStart);
            setActive(0);
          }}
          onSelect={followCaret}
          onClick={followCaret}
          onKeyDown={onKeyDown}
          onBlur={() => setDismissedAt(typing?.start ?? null)}
          onFocus={() => setDismissedAt(null)}
          aria-autocomplete="list"
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open ? `${listId}-${current}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`w-full rounded-lg border bg-white px-3 py-2 text-base text-stone-900 shadow-xs focus-visible:border-link ${error ? 'border-red-500' : 'border-field-edge'}`}
        />
        {open ? (
          <ul
            id={listId}
            role="listbox"
            aria-label={t('mentions.listLabel')}
            className="absolute top-full left-0 z-20 mt-1 max-h-72 w-full max-w-sm overflow-y-auto rounded-lg border border-stone-200 bg-white py-1 shadow-lg"
          >
            {people.map((person, index) => (
              <li
                key={person.guid}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === current}
                // The box keeps the focus: a press must not blur it before the pick.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(person)}
                className="cursor-pointer px-3 py-2 text-stone-900 aria-selected:bg-secondary aria-selected:text-on-secondary"
              >
                {person.name}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {open ? t('mentions.found', { count: people.length }) : ''}
      </p>
      <p id={`${id}-error`} className="min-h-5 text-sm text-red-700">
        {error}
      </p>
    </div>
  );
}
