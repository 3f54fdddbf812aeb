import { ChevronDown, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface FilterChoice {
  value: string;
  label: string;
}

interface FilterMenuProps {
  label: string;
  choices: FilterChoice[];
  selected: string[];
  onToggle: (value: string) => void;
  /** Said when there is nothing to choose from. */
  emptyText: string;
}

/**
 * A multi-select filter (spec 1 §2 authors, tags): a button that opens a list of checkboxes.
 * Native checkboxes keep it usable with keyboard and screen readers; Escape or a click outside
 * closes it and gives focus back to the button.
 */
export function FilterMenu({ label, choices, selected, onToggle, emptyText }: FilterMenuProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 text-left text-base text-stone-900 shadow-xs hover:border-stone-400"
      >
        <span>
          {label}
          {selected.length > 0 ? <span className="ml-1.5 rounded-full bg-link px-2 py-0.5 text-xs font-semibold text-white">{selected.length}</span> : null}
        </span>
        <ChevronDown aria-hidden="true" className={`size-4 text-stone-500 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open ? (
        <div id={`${id}-panel`} className="absolute z-20 mt-1 max-h-72 w-full min-w-56 overflow-y-auto rounded-lg border border-stone-200 bg-white p-2 shadow-lg">
          {choices.length === 0 ? (
            <p className="px-2 py-1.5 text-sm text-stone-600">{emptyText}</p>
          ) : (
            <fieldset>
              <legend className="sr-only">{label}</legend>
              {choices.map((choice) => (
                <label key={choice.value} className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm text-stone-800 hover:bg-stone-50">
                  <input type="checkbox" className="size-4 accent-link" checked={selected.includes(choice.value)} onChange={() => onToggle(choice.value)} />
                  {choice.label}
                </label>
              ))}
            </fieldset>
          )}
        </div>
      ) : null}
    </div>
  );
}

/** The filters in effect as removable chips, so what narrows the list is always in sight. */
export function FilterChips({ chips, onRemove }: { chips: (FilterChoice & { key: 'authors' | 'tags' })[]; onRemove: (key: 'authors' | 'tags', value: string) => void }) {
  const { t } = useTranslation();
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t('ideas.filters.active')} className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={`${chip.key}:${chip.value}`}>
          <button
            type="button"
            onClick={() => onRemove(chip.key, chip.value)}
            aria-label={t('ideas.filters.remove', { name: chip.label })}
            className="inline-flex items-center gap-1 rounded-full border border-stone-300 bg-white py-1 pr-2 pl-3 text-sm text-stone-800 hover:bg-stone-50"
          >
            {chip.label}
            <X aria-hidden="true" className="size-3.5 text-stone-500" />
          </button>
        </li>
      ))}
    </ul>
  );
}
