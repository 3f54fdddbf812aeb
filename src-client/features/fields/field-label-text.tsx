import { useTranslation } from 'react-i18next';

/** A field's label with the required mark: a star to see, "(required)" to hear. */
export function FieldLabelText({ label, required }: { label: string; required: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {label}
      {required ? (
        <>
          <span className="text-red-700" aria-hidden="true">
            {' *'}
          </span>
          <span className="sr-only">{` (${t('fields.required')})`}</span>
        </>
      ) : null}
    </>
  );
}
