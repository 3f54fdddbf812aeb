import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/alert.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { TextField } from '#client/components/text-field.tsx';
import type { AdminSettings } from '#client/trpc.ts';
import type { SettingsDraft } from './settings-draft';

type LegalLink = SettingsDraft['termsOfServiceLink'];
type LinkType = LegalLink['type'];
const LINK_TYPES: LinkType[] = ['internal', 'external', 'agreement'];

interface LegalLinkFieldProps {
  label: string;
  link: LegalLink;
  agreements: AdminSettings['agreements']['termsOfService'];
  /** The message key under the value, already translated. */
  error: string | undefined;
  onChange: (link: LegalLink) => void;
}

/**
 * The link-target picker (spec 2 §5): an internal page by its slug, an external address, or a
 * published agreement of the site; choosing agreement with none valid warns "no valid agreement found".
 */
export function LegalLinkField({ label, link, agreements, error, onChange }: LegalLinkFieldProps) {
  const { t } = useTranslation();
  const legendId = useId();
  const slug = link.value.startsWith('/page/') ? link.value.slice('/page/'.length) : link.value;
  const chosenAgreement = agreements.find((agreement) => agreement.guid === link.value);

  return (
    <fieldset aria-labelledby={legendId} className="flex flex-col gap-3 rounded-xl border border-stone-200 p-4">
      <legend id={legendId} className="px-1 text-sm font-semibold text-stone-900">
        {label}
      </legend>
      {/* One choice a row on a phone: wrapped by their width, the Swedish ones fell two on one row and one on another. */}
      <div role="radiogroup" aria-labelledby={legendId} className="flex flex-col gap-y-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
        {LINK_TYPES.map((type) => (
          <label key={type} className="flex min-h-11 items-center gap-2 text-sm font-medium text-stone-800">
            <input
              type="radio"
              name={legendId}
              checked={link.type === type}
              onChange={() => onChange({ type, value: type === 'agreement' ? (agreements[0]?.guid ?? '') : '' })}
              className="size-4 accent-link"
            />
            {t(`siteSettings.legal.types.${type}`)}
          </label>
        ))}
      </div>
      {link.type === 'internal' ? (
        <TextField
          label={t('siteSettings.legal.pageSlug')}
          hint={t('siteSettings.legal.pageSlugHint', { path: `/page/${slug || '…'}` })}
          value={slug}
          maxLength={200}
          error={error}
          onChange={(event) => onChange({ type: 'internal', value: event.target.value })}
        />
      ) : null}
      {link.type === 'external' ? (
        <TextField
          label={t('siteSettings.legal.url')}
          hint={t('siteSettings.legal.urlHint')}
          type="url"
          inputMode="url"
          value={link.value}
          maxLength={2000}
          error={error}
          onChange={(event) => onChange({ type: 'external', value: event.target.value })}
        />
      ) : null}
      {link.type === 'agreement' ? (
        agreements.length > 0 ? (
          <SelectField label={t('siteSettings.legal.agreement')} value={chosenAgreement ? link.value : ''} error={error} onChange={(value) => onChange({ type: 'agreement', value })}>
            {chosenAgreement ? null : <option value="">{t('siteSettings.legal.chooseAgreement')}</option>}
            {agreements.map((agreement) => (
              <option key={agreement.guid} value={agreement.guid}>
                {agreement.name}
              </option>
            ))}
          </SelectField>
        ) : (
          <Alert tone="warning">{t('errors.NO_VALID_AGREEMENT_FOUND')}</Alert>
        )
      ) : null}
    </fieldset>
  );
}
