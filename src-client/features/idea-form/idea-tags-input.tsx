import { Plus, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TAG_NAME_MAX_LENGTH } from '#shared/schemas/campaign-insights.ts';
import { Button } from '#client/components/button.tsx';
import { trpc } from '#client/trpc.ts';
import { addTag } from './idea-form-model';

/** The idea's tags (spec 1 §2, §5): up to the organisation's cap, the oldest dropped beyond it. */
export function IdeaTagsInput({ tags, max, onChange }: { tags: string[]; max: number; onChange: (tags: string[]) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [missing, setMissing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const known = trpc.idea.tag.inUse.useQuery();
  const add = () => {
    // Add stays pressable (issue 31): pressed with nothing written, it says so and the field takes the focus.
    if (!draft.trim()) {
      setMissing(true);
      return input.current?.focus();
    }
    onChange(addTag(tags, draft, max));
    setDraft('');
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {t('ideaForm.tags')}
      </label>
      <p id={`${id}-hint`} className="-mt-1 text-xs text-stone-500">
        {t('ideaForm.tagsHint', { count: max })}
      </p>
      <div className="flex gap-2">
        <input
          ref={input}
          id={id}
          list={`${id}-known`}
          value={draft}
          maxLength={TAG_NAME_MAX_LENGTH}
          aria-invalid={missing || undefined}
          aria-describedby={`${id}-hint ${id}-error`}
          onChange={(event) => {
            setDraft(event.target.value);
            setMissing(false);
          }}
          onKeyDown={(event) => {
            // Enter adds the tag instead of submitting the whole form.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
          className={`min-h-11 flex-1 rounded-lg border bg-white px-3 py-2 text-base shadow-xs focus-visible:border-link ${missing ? 'border-red-500' : 'border-field-edge'}`}
        />
        <Button variant="secondary" onClick={add}>
          <Plus aria-hidden="true" className="size-4" />
          {t('ideaForm.addTag')}
        </Button>
        <datalist id={`${id}-known`}>
          {(known.data ?? []).map((tag) => (
            <option key={tag.guid} value={tag.name} />
          ))}
        </datalist>
      </div>
      <p id={`${id}-error`} className="min-h-5 text-sm text-red-700">
        {missing ? t('ideaForm.tagMissing') : null}
      </p>
      {tags.length > 0 ? (
        <ul aria-label={t('ideaForm.tagsChosen')} className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-stone-100 py-1 pr-1 pl-3 text-sm text-stone-800">
              {tag}
              <button type="button" onClick={() => onChange(tags.filter((item) => item !== tag))} className="inline-flex size-7 items-center justify-center rounded-full hover:bg-stone-200">
                <X aria-hidden="true" className="size-3.5" />
                <span className="sr-only">{t('ideaForm.removeTag', { name: tag })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
