import { useTranslation } from 'react-i18next';
import { PERSONAL_NUMBER_FIELD, STUDENT_FIELD } from '#shared/registration-fields.ts';
import { studentTypes } from '#shared/schemas/organisation.ts';
import { NotPublicBadge } from '#client/features/fields/not-public-badge.tsx';
import type { PublicProfile } from './profile-types';

type ShownField = PublicProfile['extraFields'][number];

/**
 * A person's answers to the site's registration fields (spec 3 §5): the public ones for anyone,
 * the others only for the person and admins (the server leaves them out for everyone else),
 * marked as not public.
 */
export function ProfileExtraFields({ fields }: { fields: ShownField[] }) {
  const { t } = useTranslation();
  if (fields.length === 0) return null;
  const label = (field: ShownField) =>
    field.fieldid === PERSONAL_NUMBER_FIELD ? t('registrationFields.personalNumber') : field.fieldid === STUDENT_FIELD ? t('registrationFields.student') : field.label;
  const value = (field: ShownField) => {
    // Only a ticked one is stored (spec 3 §5: empty or false is false).
    if (field.isBoolean) return t('fields.yes');
    const values = Array.isArray(field.value) ? field.value : [field.value];
    return values
      .map((entry) => (field.fieldid === STUDENT_FIELD && (studentTypes as readonly string[]).includes(entry) ? t(`registrationFields.studentTypes.${entry as (typeof studentTypes)[number]}`) : entry))
      .join(', ');
  };
  return (
    <dl className="mt-5 grid gap-4 border-t border-stone-100 pt-5 sm:grid-cols-2">
      {fields.map((field) => (
        <div key={field.fieldid} className="min-w-0">
          <dt className="flex flex-wrap items-center gap-2 text-sm font-semibold text-stone-600">
            {label(field)}
            {field.public ? null : <NotPublicBadge />}
          </dt>
          <dd className="mt-0.5 whitespace-pre-line break-words text-stone-900">{value(field)}</dd>
        </div>
      ))}
    </dl>
  );
}
