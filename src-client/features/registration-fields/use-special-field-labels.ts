import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpecialFieldLabels } from '#shared/registration-fields.ts';

/** The labels of the personal number and student groups, which the site does not name itself. */
export function useSpecialFieldLabels(): SpecialFieldLabels {
  const { t } = useTranslation();
  return useMemo(() => ({ personalnumber: t('registrationFields.personalNumber'), student: t('registrationFields.student') }), [t]);
}
