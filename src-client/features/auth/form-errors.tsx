import { useTranslation } from 'react-i18next';
import { isErrorCode } from '../../../src-shared/errors';
import { Alert } from '../../components/alert';
import type { FormError } from './server-error';

/** Translates a validation message: the schemas use error codes as their messages. */
export function useErrorText() {
  const { t } = useTranslation();
  return (message: string | undefined): string | undefined => {
    if (message === undefined) return undefined;
    return isErrorCode(message) ? t(`errors.${message}`) : t('errors.invalid-input');
  };
}

/** The errors that belong to the whole form, listed above it. */
export function FormErrors({ errors, unhandledText }: { errors: FormError[]; unhandledText: string }) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  const messages = errors.map((code) => (code ? t(`errors.${code}`) : unhandledText));

  return (
    <Alert tone="error">
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
