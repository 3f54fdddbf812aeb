import { Frown, Meh, Smile } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { booleanValue, holdsList, SATISFACTION_VALUES, toggleOption, type FieldValue, type FormField } from '#shared/field-engine.ts';
import { FieldLabelText } from './field-label-text';

/** What a form draws for its file fields: uploads belong to the form that has them. */
export type FileFieldRenderer = (props: { field: FormField; labelId: string; files: string[]; onChange: (files: string[]) => void }) => ReactNode;

export interface FieldInputProps {
  field: FormField;
  value: FieldValue | undefined;
  /** Already translated; shown once the field was left or changed. */
  error: string | undefined;
  onChange: (value: FieldValue) => void;
  onBlur: () => void;
  /** The text shown for an option; the option itself unless told. */
  optionText?: ((option: string) => string) | undefined;
  renderFiles?: FileFieldRenderer | undefined;
}

const satisfactionIcons = { sad: Frown, neutral: Meh, happy: Smile } as const;

const inputClasses = (error: string | undefined) =>
  `min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-stone-900 shadow-xs focus-visible:border-link ${error ? 'border-red-500' : 'border-field-edge'}`;

/**
 * One field of the field engine (spec 3 §5), drawn for its control (the compound ones and generated
 * ids are compound-fields.tsx's): a site's registration
 * fields, a campaign's idea fields. Its label says when it is required, its description and
 * error are tied to it for screen readers, and a group of choices is a fieldset.
 */
export function FieldInput({ field, value, error, onChange, onBlur, optionText = (option) => option, renderFiles }: FieldInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const text = typeof value === 'string' ? value : '';
  const list = Array.isArray(value) ? value : value ? [value] : [];
  const describedBy = `${id}-description ${id}-error`;
  const described = { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': field.required || undefined };
  const textChange = (event: { target: { value: string } }) => onChange(event.target.value);

  let control: ReactNode;
  switch (field.control) {
    case 'text':
    case 'email':
    case 'personal-number':
      control = (
        <input
          id={id}
          type={field.control === 'email' ? 'email' : 'text'}
          autoComplete="off"
          value={text}
          onChange={textChange}
          onBlur={onBlur}
          className={inputClasses(error)}
          {...described}
        />
      );
      break;
    case 'boolean':
      control = (
        <label className="flex items-center gap-3 text-sm text-stone-800">
          <input type="checkbox" className="size-4 accent-link" checked={booleanValue(value)} onChange={(event) => onChange(String(event.target.checked))} onBlur={onBlur} {...described} />
          {t('fields.yes')}
        </label>
      );
      break;
    case 'textarea':
      control = <textarea id={id} rows={4} value={text} onChange={textChange} onBlur={onBlur} className={inputClasses(error)} {...described} />;
      break;
    case 'dropdown':
      control = (
        <select id={id} value={text} onChange={textChange} onBlur={onBlur} className={inputClasses(error)} {...described}>
          <option value="">{t('fields.choose')}</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {optionText(option)}
            </option>
          ))}
        </select>
      );
      break;
    case 'checkboxes':
      control = (
        <div className="flex flex-col gap-2" onBlur={onBlur}>
          {field.limit ? <p className="text-xs text-stone-500">{t('fields.limit', { count: field.limit })}</p> : null}
          {field.options.map((option) => (
            <label key={option} className="flex items-center gap-3 text-sm text-stone-800">
              <input type="checkbox" className="size-4 accent-link" checked={list.includes(option)} onChange={(event) => onChange(toggleOption(list, option, event.target.checked, field.limit))} />
              {optionText(option)}
            </label>
          ))}
        </div>
      );
      break;
    case 'satisfaction':
      control = (
        <div className="flex flex-wrap gap-3" onBlur={onBlur}>
          {SATISFACTION_VALUES.map((rating) => {
            const Icon = satisfactionIcons[rating];
            return (
              <label key={rating} className="flex cursor-pointer items-center gap-2 rounded-lg border border-stone-300 px-3 py-2 text-sm has-[:checked]:border-link has-[:checked]:bg-stone-100">
                <input type="radio" name={id} value={rating} className="accent-link" checked={text === rating} onChange={() => onChange(rating)} />
                <Icon aria-hidden="true" className="size-5" />
                {t(`fields.satisfaction.${rating}`)}
              </label>
            );
          })}
        </div>
      );
      break;
    case 'image':
    case 'video':
    case 'documents':
      control = renderFiles?.({ field, labelId: `${id}-label`, files: list, onChange });
      break;
  }

  const grouped = holdsList(field) || ['satisfaction', 'image', 'video', 'boolean'].includes(field.control);
  const label = <FieldLabelText label={field.label} required={field.required} />;
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
    <Wrapper className="flex flex-col gap-1.5" aria-describedby={grouped ? describedBy : undefined}>
      {caption}
      {field.description ? (
        <p id={`${id}-description`} className="text-xs text-stone-500">
          {field.description}
        </p>
      ) : null}
      {control}
      {/* The message line is always there, empty when valid, so an error does not push the form down. */}
      <p id={`${id}-error`} className="min-h-5 text-sm text-red-700">
        {error}
      </p>
    </Wrapper>
  );
}
