import { Check, ChevronDown, Copy, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '#shared/errors.ts';
import { isGroupItems, type FieldValue, type FormField, type FormValue, type GroupItem } from '#shared/field-engine.ts';
import { addGroupItem, checkGroup, removeGroupItem, wrapperOpen } from '#shared/field-groups.ts';
import { Button } from '#client/components/button.tsx';
import { useErrorText } from '#client/features/auth/form-errors.tsx';
import { FieldLabelText } from './field-label-text';

/**
 * The engine's compound fields as a form draws them (spec 3 §4): a repeating group's items, an
 * expandable section, a generated id. Loaded only by forms that have one.
 */

const FOCUSABLE = 'input:not([type=hidden]), select, textarea';

interface FieldGroupInputProps {
  field: FormField;
  value: FormValue | undefined;
  /** Whether its rule's errors show: once changed or after a refused submit. */
  touched: boolean;
  serverErrors: Readonly<Record<string, ErrorCode | undefined>>;
  onChange: (items: GroupItem[]) => void;
  /** One field of one item, drawn as the form draws any field. */
  renderField: (field: FormField, value: FieldValue | undefined, error: ErrorCode | undefined, onChange: (value: FieldValue) => void) => ReactNode;
}

/** A repeating group: each item in its own numbered box with a remove button, and an add button up to the group's most. */
export function FieldGroupInput({ field, value, touched, serverErrors, onChange, renderField }: FieldGroupInputProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const items = isGroupItems(value) ? value : [];
  const maxItems = field.maxItems ?? 0;
  const errors: Readonly<Record<string, readonly ErrorCode[] | undefined>> = touched ? checkGroup(field, items).fieldErrors : Object.fromEntries(Object.entries(serverErrors).map(([path, code]) => [path, code ? [code] : undefined]));
  const errorAt = (path: string) => errors[`extraFields.${path}`]?.[0];
  const groupError = errorAt(field.fieldid);
  const list = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // Where focus goes once the changed items are drawn: an item's first field, or the add button
  // when no item is left; without it, focus would drop to the page from a removed button.
  const focusNext = useRef<number | 'add' | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    if (target === 'add') addButton.current?.focus();
    else list.current?.querySelector<HTMLElement>(`[data-item="${target}"] :is(${FOCUSABLE})`)?.focus();
  });

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-description ${id}-error`}>
      <legend className="mb-1.5 text-sm font-medium text-stone-800">
        <FieldLabelText label={field.label} required={field.required} />
      </legend>
      <p id={`${id}-description`} className="text-xs text-stone-500">
        {field.description ? `${field.description} ` : ''}
        {t('fields.group.full', { count: maxItems })}
      </p>
      <div ref={list} className="flex flex-col gap-3">
        {items.length === 0 ? <p className="text-sm text-stone-600">{t('fields.group.empty')}</p> : null}
        {items.map((item, index) => (
          // Items have no ids of their own; their place is what names them, to the user and in errors.
          <fieldset key={index} data-item={index} className="flex flex-col gap-1 rounded-xl border border-stone-300 p-3">
            <legend className="px-1 text-sm font-semibold text-stone-800">{t('fields.group.item', { n: index + 1 })}</legend>
            {(field.fields ?? []).map((inner) => (
              <div key={inner.fieldid}>
                {renderField(inner, item[inner.fieldid], errorAt(`${field.fieldid}.${index}.${inner.fieldid}`), (changed) => onChange(items.map((each, position) => (position === index ? { ...each, [inner.fieldid]: changed } : each))))}
              </div>
            ))}
            <div>
              <Button
                variant="ghost"
                className="text-red-700 hover:bg-red-50"
                aria-label={t('fields.group.removeNamed', { n: index + 1 })}
                onClick={() => {
                  onChange(removeGroupItem(items, index));
                  focusNext.current = items.length === 1 ? 'add' : Math.min(index, items.length - 2);
                }}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('fields.group.remove')}
              </Button>
            </div>
          </fieldset>
        ))}
      </div>
      <div>
        <Button
          ref={addButton}
          variant="secondary"
          disabled={items.length >= maxItems}
          onClick={() => {
            onChange(addGroupItem(field, items));
            focusNext.current = items.length;
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('fields.group.add')}
        </Button>
      </div>
      <p id={`${id}-error`} className="min-h-5 text-sm text-red-700">
        {errorText(groupError)}
      </p>
    </fieldset>
  );
}

interface FieldWrapperProps {
  field: FormField;
  values: Readonly<Record<string, FormValue | undefined>>;
  /** The errors its fields show now, by `extraFields.<fieldid>`. */
  shownErrors: Readonly<Record<string, unknown>>;
  children: ReactNode;
}

/** An expandable section: closed until opened, and open while any of its fields holds an answer or shows an error. */
export function FieldWrapper({ field, values, shownErrors, children }: FieldWrapperProps) {
  const id = useId();
  const [openedByUser, setOpenedByUser] = useState(false);
  const fieldids = (field.fields ?? []).map((inner) => inner.fieldid);
  const answered = fieldids.some((fieldid) => {
    const value = values[fieldid];
    return value !== undefined && value.length > 0;
  });
  const open = wrapperOpen(openedByUser || answered, fieldids, shownErrors);
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-stone-200">
      <button type="button" className="flex min-h-11 items-center justify-between gap-2 px-3 py-2 text-left text-sm font-semibold text-stone-800" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpenedByUser(!open)}>
        {field.label}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={`${id}-panel`} hidden={!open} className="flex flex-col gap-1 px-3 pb-3">
        {field.description ? <p className="text-xs text-stone-500">{field.description}</p> : null}
        {children}
      </div>
    </div>
  );
}

/** A generated id: shown read-only with a copy button; until the server has made it, a note that saving makes it. */
export function GeneratedIdField({ field, value }: { field: FormField; value: FormValue | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  const [copied, setCopied] = useState(false);
  const text = typeof value === 'string' ? value : '';
  return (
    <div className="flex flex-col gap-1.5">
      {text === '' ? (
        <p className="text-sm font-medium text-stone-800">{field.label}</p>
      ) : (
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          {field.label}
        </label>
      )}
      {field.description ? <p className="text-xs text-stone-500">{field.description}</p> : null}
      {text === '' ? (
        <p className="text-sm text-stone-600">{t('fields.generated.pending')}</p>
      ) : (
        <div className="flex gap-2">
          <input id={id} type="text" readOnly value={text} className="min-h-11 w-full rounded-lg border border-field-edge bg-stone-50 px-3 py-2 font-mono text-sm text-stone-900" />
          <Button
            variant="secondary"
            onClick={() => {
              void navigator.clipboard.writeText(text).then(() => setCopied(true));
            }}
          >
            {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
            {copied ? t('fields.generated.copied') : t('fields.generated.copy')}
          </Button>
        </div>
      )}
      <p className="min-h-5" />
    </div>
  );
}
