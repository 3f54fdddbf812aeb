import { Frown, Meh, Smile, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_FIELD_CONTEXTS, SATISFACTION_VALUES, type ExtraFieldValue } from '../../../src-shared/idea-fields';
import { fieldOptions, type IdeaFieldDefinition } from '../../../src-shared/schemas/campaign';
import { Button } from '../../components/button';
import type { Media } from '../../trpc';
import { Uploader } from '../media/uploader';
import { toggleOption } from './idea-form-model';

interface ExtraFieldInputProps {
  field: IdeaFieldDefinition;
  value: ExtraFieldValue | undefined;
  /** Already translated; shown once the field was left or changed. */
  error: string | undefined;
  onChange: (value: ExtraFieldValue) => void;
  onBlur: () => void;
}

const satisfactionIcons = { sad: Frown, neutral: Meh, happy: Smile } as const;

const inputClasses = (error: string | undefined) =>
  `min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-stone-900 shadow-xs focus-visible:border-link ${error ? 'border-red-500' : 'border-stone-300'}`;

/** One of the campaign's extra fields (spec 1 §3), drawn for its formType. */
export function ExtraFieldInput({ field, value, error, onChange, onBlur }: ExtraFieldInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const text = typeof value === 'string' ? value : '';
  const list = Array.isArray(value) ? value : value ? [value] : [];
  const described = { 'aria-invalid': error ? true : undefined, 'aria-describedby': `${id}-description ${id}-error`, 'aria-required': field.required || undefined };

  let control: ReactNode;
  let grouped = false;
  switch (field.formType) {
    case 'text':
    case 'text-email':
      if (field.formType === 'text' && field.multiline) {
        control = <textarea id={id} rows={5} value={text} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} className={inputClasses(error)} {...described} />;
        break;
      }
      control = <input id={id} type={field.formType === 'text-email' ? 'email' : 'text'} value={text} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} className={inputClasses(error)} {...described} />;
      break;
    case 'textarea':
      control = <textarea id={id} rows={5} value={text} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} className={inputClasses(error)} {...described} />;
      break;
    case 'select-dropdown':
      control = (
        <select id={id} value={text} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} className={inputClasses(error)} {...described}>
          <option value="">{t('ideaForm.choose')}</option>
          {fieldOptions(field).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
      break;
    case 'select-checkbox':
      grouped = true;
      control = (
        <div className="flex flex-col gap-2" onBlur={onBlur}>
          {fieldOptions(field).map((option) => (
            <label key={option} className="flex items-center gap-3 text-sm text-stone-800">
              <input type="checkbox" className="size-4 accent-link" checked={list.includes(option)} onChange={(event) => onChange(toggleOption(list, option, event.target.checked))} />
              {option}
            </label>
          ))}
        </div>
      );
      break;
    case 'satisfaction-rating':
      grouped = true;
      control = (
        <div className="flex flex-wrap gap-3" onBlur={onBlur}>
          {SATISFACTION_VALUES.map((rating) => {
            const Icon = satisfactionIcons[rating];
            return (
              <label key={rating} className="flex cursor-pointer items-center gap-2 rounded-lg border border-stone-300 px-3 py-2 text-sm has-[:checked]:border-link has-[:checked]:bg-stone-100">
                <input type="radio" name={id} value={rating} className="accent-link" checked={text === rating} onChange={() => onChange(rating)} />
                <Icon aria-hidden="true" className="size-5" />
                {t(`ideaForm.satisfaction.${rating}`)}
              </label>
            );
          })}
        </div>
      );
      break;
    case 'filepicker-image':
    case 'filepicker-video':
    case 'filepicker-doc':
      grouped = true;
      control = <FileFieldInput field={field} labelId={`${id}-label`} files={list} onChange={onChange} />;
      break;
  }

  const label = (
    <>
      {field.label}
      {field.required ? (
        <span className="text-red-700" aria-hidden="true">
          {' *'}
        </span>
      ) : null}
      {field.required ? <span className="sr-only">{` (${t('ideaForm.required')})`}</span> : null}
    </>
  );
  const caption = grouped ? (
    <legend id={`${id}-label`} className="mb-1.5 text-sm font-medium text-stone-800">
      {label}
    </legend>
  ) : (
    <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium text-stone-800">
      {label}
    </label>
  );
  const Wrapper = grouped ? 'fieldset' : 'div';
  return (
    <Wrapper className="flex flex-col gap-1.5" aria-describedby={grouped ? `${id}-description ${id}-error` : undefined}>
      {caption}
      {field.description ? (
        <p id={`${id}-description`} className="text-xs text-stone-500">
          {field.description}
        </p>
      ) : null}
      {control}
      <p id={`${id}-error`} className="min-h-5 text-sm text-red-700">
        {error}
      </p>
    </Wrapper>
  );
}

/** An image, video or document field: its uploads' guids, each removable. */
function FileFieldInput({ field, labelId, files, onChange }: { field: IdeaFieldDefinition; labelId: string; files: string[]; onChange: (value: string[]) => void }) {
  const { t } = useTranslation();
  const context = FILE_FIELD_CONTEXTS[field.formType as keyof typeof FILE_FIELD_CONTEXTS];
  const single = field.formType !== 'filepicker-doc';
  return (
    <div className="flex flex-col gap-2">
      {files.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {files.map((guid, index) => (
            <li key={guid} className="flex items-center justify-between gap-3 rounded-lg border border-stone-200 px-3 py-2 text-sm">
              <span>{t('ideaForm.attachedFile', { number: index + 1 })}</span>
              <Button variant="ghost" onClick={() => onChange(files.filter((file) => file !== guid))}>
                <Trash2 aria-hidden="true" className="size-4" />
                <span className="sr-only">{t('ideaForm.removeFile', { name: t('ideaForm.attachedFile', { number: index + 1 }) })}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Uploader
        context={context}
        maxFiles={single ? 1 : undefined}
        labelledBy={labelId}
        onUploaded={(media: Media) => onChange(single ? [media.guid] : [...files, media.guid])}
        onRemoved={(media: Media) => onChange(files.filter((file) => file !== media.guid))}
      />
    </div>
  );
}
