import { useTranslation } from 'react-i18next';
import type { EmailOptionsInput } from '#shared/schemas/profile.ts';
import { Checkbox } from '#client/components/checkbox-field.tsx';
import { EMAIL_OPTION_KEYS } from './email-options';

/** Which e-mails the person wants (spec 3 §3 options.emails); the mail code asks before sending. */
export function EmailOptionsFields({ value, onChange }: { value: EmailOptionsInput; onChange: (value: EmailOptionsInput) => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      {EMAIL_OPTION_KEYS.map((key) => (
        <Checkbox key={key} label={t(`profile.emailOptions.${key}`)} checked={value[key]} onChange={(checked) => onChange({ ...value, [key]: checked })} />
      ))}
    </div>
  );
}
