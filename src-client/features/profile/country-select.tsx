import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '#shared/countries.ts';
import { SelectField } from '#client/components/select-field.tsx';

/** The profile's country (spec 3 §3: the list of about 240, named in the site's language); "" is none. */
export function CountrySelect({ value, onChange, error }: { value: string; onChange: (code: string) => void; error?: string | undefined }) {
  const { t, i18n } = useTranslation();
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return (
    <SelectField label={t('profile.form.country')} value={value} onChange={onChange} error={error}>
      <option value="">{t('profile.form.noCountry')}</option>
      {options.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </SelectField>
  );
}
