import { Plus, Undo2, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/button.tsx';
import { addAuthorEmail, authorRows, type Idea } from './idea-form-model';

interface CoAuthorsInputProps {
  idea: Idea | null;
  toAdd: string[];
  toRemove: string[];
  onChange: (change: { toAdd: string[]; toRemove: string[] }) => void;
}

/**
 * Co-author invitations (spec 1 §2, §4): e-mails to invite ('invite to be sent'), authors to take
 * off ('save to remove'); nothing happens until the idea is saved, and the creator stays.
 */
export function CoAuthorsInput({ idea, toAdd, toRemove, onChange }: CoAuthorsInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const rows = authorRows(idea, toAdd, toRemove);

  const add = () => {
    const result = addAuthorEmail(toAdd, draft);
    setInvalid(result.error !== null);
    // Add stays pressable (issue 31): pressed with no address or a wrong one, the message shows and the field takes the focus.
    if (result.error) return input.current?.focus();
    onChange({ toAdd: result.list, toRemove });
    setDraft('');
  };

  const stateText = { creator: t('ideaForm.authors.creator'), accepted: '', pending: t('ideaForm.authors.pending'), invite: t('ideaForm.authors.invite'), remove: t('ideaForm.authors.remove') };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {t('ideaForm.authors.label')}
      </label>
      <p id={`${id}-hint`} className="-mt-1 text-xs text-stone-500">
        {t('ideaForm.authors.hint')}
      </p>
      <div className="flex gap-2">
        <input
          ref={input}
          id={id}
          type="email"
          value={draft}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint ${id}-error`}
          onChange={(event) => {
            setDraft(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
          className={`min-h-11 flex-1 rounded-lg border bg-white px-3 py-2 text-base shadow-xs focus-visible:border-link ${invalid ? 'border-red-500' : 'border-field-edge'}`}
        />
        <Button variant="secondary" onClick={add}>
          <Plus aria-hidden="true" className="size-4" />
          {t('ideaForm.authors.add')}
        </Button>
      </div>
      <p id={`${id}-error`} className="min-h-5 text-sm text-red-700">
        {invalid ? t('ideaForm.authors.emailFormatError') : null}
      </p>
      {rows.length > 0 ? (
        <ul aria-label={t('ideaForm.authors.listLabel')} className="flex flex-col gap-2">
          {rows.map((row) => (
            <li key={row.key} className="flex items-center gap-3 rounded-lg border border-stone-200 px-3 py-2 text-sm">
              <span className={`flex-1 truncate ${row.state === 'remove' ? 'text-stone-400 line-through' : 'text-stone-900'}`}>{row.name}</span>
              {stateText[row.state] ? <span className="text-xs text-stone-600">{stateText[row.state]}</span> : null}
              {row.state === 'creator' ? null : row.state === 'remove' ? (
                <Button variant="ghost" onClick={() => onChange({ toAdd, toRemove: toRemove.filter((guid) => guid !== row.guid) })}>
                  <Undo2 aria-hidden="true" className="size-4" />
                  <span className="sr-only">{t('ideaForm.authors.keep', { name: row.name })}</span>
                </Button>
              ) : (
                <Button
                  variant="ghost"
                  onClick={() => (row.guid ? onChange({ toAdd, toRemove: [...toRemove, row.guid] }) : onChange({ toAdd: toAdd.filter((email) => `invite:${email}` !== row.key), toRemove }))}
                >
                  <X aria-hidden="true" className="size-4" />
                  <span className="sr-only">{t('ideaForm.authors.removeLabel', { name: row.name })}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
