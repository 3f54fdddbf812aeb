import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TAG_NAME_MAX_LENGTH } from '#shared/schemas/campaign-insights.ts';
import { addInterests, interestSlug, isTagEntryKey } from './interest-tags';

interface InterestsInputProps {
  value: string[];
  max: number;
  onChange: (interests: string[]) => void;
  /** Already translated: the server's word on the list. */
  error?: string | undefined;
}

/**
 * Interests as tags (spec 3 §5): what is typed becomes a tag on Tab, Enter or comma. Leaving the
 * field keeps what was typed as a tag too, so nothing typed is lost on saving. Tab with nothing
 * typed moves on as usual.
 */
export function InterestsInput({ value, max, onChange, error }: InterestsInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [full, setFull] = useState(false);

  const commit = (typed: string) => {
    const next = addInterests(value, typed, max);
    // Something typed that did not fit: say why rather than drop it silently.
    setFull(next.length === max && typed.split(',').some((part) => part.trim() && !next.some((name) => interestSlug(name) === interestSlug(part))));
    if (next.length !== value.length) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isTagEntryKey(event.key)) return;
    if (event.key === 'Tab' && !draft.trim()) return;
    event.preventDefault();
    commit(draft);
    setDraft('');
  };

  const onDraftChange = (text: string) => {
    // A comma typed or pasted ends a tag; what follows the last one is still being typed.
    const lastComma = text.lastIndexOf(',');
    if (lastComma === -1) return setDraft(text);
    commit(text.slice(0, lastComma));
    setDraft(text.slice(lastComma + 1));
  };

  const remove = (name: string) => {
    setFull(false);
    onChange(value.filter((item) => item !== name));
  };

  const message = error ?? (full ? t('errors.TOO_MANY_TAGS') : undefined);
  const describedBy = [`${id}-hint`, message ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {t('profile.form.addInterest')}
      </label>
      <p id={`${id}-hint`} className="text-xs text-stone-500">
        {t('profile.form.interestsHint', { count: max })}
      </p>
      <div className={`flex min-h-11 flex-wrap items-center gap-2 rounded-lg border bg-white px-2 py-1.5 shadow-xs ${message ? 'border-red-500' : 'border-field-edge'}`}>
        {value.length > 0 ? (
          <ul aria-label={t('profile.form.interestsChosen')} className="flex flex-wrap gap-2">
            {value.map((name) => (
              <li key={name} className="inline-flex items-center gap-1 rounded-full bg-stone-100 py-0.5 pr-0.5 pl-3 text-sm text-stone-800">
                {name}
                <button type="button" onClick={() => remove(name)} className="inline-flex size-7 items-center justify-center rounded-full hover:bg-stone-200">
                  <X aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">{t('profile.form.removeInterest', { name })}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          id={id}
          value={draft}
          maxLength={TAG_NAME_MAX_LENGTH}
          aria-describedby={describedBy}
          aria-invalid={message ? true : undefined}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (!draft.trim()) return;
            commit(draft);
            setDraft('');
          }}
          className="min-w-40 flex-1 rounded border-0 bg-transparent px-1 py-1 text-base focus-visible:outline-offset-0"
        />
      </div>
      <p id={`${id}-error`} className="min-h-5 text-sm text-red-700">
        {message}
      </p>
    </div>
  );
}
