import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isErrorCode } from '#shared/errors.ts';
import { Alert } from '#client/components/alert.tsx';
import type { FormError } from './server-error';

/** Translates a validation message: the schemas use error codes as their messages. */
export function useErrorText() {
  const { t } = useTranslation();
  return (message: string | undefined): string | undefined => {
    if (message === undefined) return undefined;
    return isErrorCode(message) ? t(`errors.${message}`) : t('errors.invalid-input');
  };
}

interface FormErrorsProps {
  errors: FormError[];
  unhandledText: string;
  /**
   * Move the focus to the errors each time a submit brings new ones, so someone who pressed the
   * button (and a screen reader) lands on why it failed rather than on a button that seemed to do nothing.
   */
  takeFocus?: boolean;
}

/** The errors that belong to the whole form, listed above it. */
export function FormErrors({ errors, unhandledText, takeFocus = false }: FormErrorsProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Each failed submit sets a new array, so a second identical failure takes the focus again.
    if (takeFocus && errors.length > 0) box.current?.focus();
  }, [takeFocus, errors]);
  if (errors.length === 0) return null;
  const messages = errors.map((code) => (code ? t(`errors.${code}`) : unhandledText));

  return (
    <Alert tone="error" ref={takeFocus ? box : undefined}>
      {messages.length === 1 ? (
        <p>{messages[0]}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-4">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
