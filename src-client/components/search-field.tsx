import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';

/** Spec 1 §9 and spec 2 §9: list searches wait 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchFieldProps {
  label: string;
  clearLabel: string;
  /** The search in effect (from the URL); typing changes it after the debounce. */
  value: string;
  onSearch: (value: string) => void;
  className?: string;
}

/** A search box that reports what was typed once the typing pauses, and clears with one click or Escape. */
export function SearchField({ label, clearLabel, value, onSearch, className = '' }: SearchFieldProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);

  // Back and forward change the search in the URL: the box follows, unless it already says that.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    const typed = text.trim();
    if (typed === value) return;
    const timer = window.setTimeout(() => onSearch(typed), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400" />
      <input
        id={id}
        type="search"
        value={text}
        placeholder={label}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && text) {
            event.preventDefault();
            setText('');
          }
        }}
        className="min-h-11 w-full rounded-lg border border-field-edge bg-white py-2 pr-10 pl-9 text-base text-stone-900 shadow-xs placeholder:text-stone-400 focus-visible:border-link focus-visible:outline-offset-0 [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          onClick={() => setText('')}
          className="absolute top-1/2 right-1 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-stone-500 hover:bg-stone-100 hover:text-stone-900"
        >
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">{clearLabel}</span>
        </button>
      ) : null}
    </div>
  );
}
