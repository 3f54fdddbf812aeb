import { useTranslation } from 'react-i18next';
import { OIDC_CLAIM_MAPPINGS_MAX } from '#shared/schemas/organisation.ts';
import { Button } from '#client/components/button.tsx';
import { Checkbox } from '#client/components/checkbox-field.tsx';
import { CopyField } from '#client/components/copy-field.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { TextField } from '#client/components/text-field.tsx';
import type { SettingsDraft } from './settings-draft';

type Oidc = SettingsDraft['oidc'];

interface OidcFieldsProps {
  oidc: Oidc;
  /** Whether a client secret is saved; it is never shown (write-only). */
  secretSet: boolean;
  /** The site's text registration fields, which a claim may fill. */
  fields: { fieldid: string; label: string }[];
  errorOf: (path: string) => string | undefined;
  onChange: (oidc: Partial<Oidc>) => void;
}

/**
 * The site's OpenID Connect provider (issue 35), shown only while enableOidc is on: its issuer
 * (the server reads the rest from the provider's discovery document), the client, the address to
 * register at the provider, the provider-only mode, and claims copied into new accounts' fields.
 */
export function OidcFields({ oidc, secretSet, fields, errorOf, onChange }: OidcFieldsProps) {
  const { t } = useTranslation();
  const mappings = oidc.claimMappings;
  const setMapping = (index: number, change: Partial<Oidc['claimMappings'][number]>) =>
    onChange({ claimMappings: mappings.map((mapping, at) => (at === index ? { ...mapping, ...change } : mapping)) });

  return (
    <fieldset className="flex flex-col gap-1 rounded-xl border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-stone-900">{t('oidc.title')}</legend>
      <p className="mb-3 text-sm text-stone-600">{t('oidc.intro')}</p>
      <CopyField label={t('oidc.redirectUri')} value={`${window.location.origin}/auth/oidc/callback`} className="mb-4" />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField label={t('oidc.issuer')} hint={t('oidc.issuerHint')} type="url" maxLength={2000} autoComplete="off" spellCheck={false} value={oidc.issuer} error={errorOf('oidc.issuer')} onChange={(event) => onChange({ issuer: event.target.value })} />
        <TextField label={t('oidc.provider')} hint={t('oidc.providerHint')} maxLength={200} value={oidc.provider} error={errorOf('oidc.provider')} onChange={(event) => onChange({ provider: event.target.value })} />
        <TextField label={t('oidc.clientID')} maxLength={500} autoComplete="off" spellCheck={false} value={oidc.clientID} error={errorOf('oidc.clientID')} onChange={(event) => onChange({ clientID: event.target.value })} />
        <TextField
          label={t('oidc.clientSecret')}
          type="password"
          autoComplete="new-password"
          maxLength={500}
          value={oidc.clientSecret}
          disabled={oidc.clearClientSecret}
          placeholder={secretSet ? '••••••••' : undefined}
          hint={secretSet ? t('oidc.secretSaved') : t('oidc.secretHint')}
          error={errorOf('oidc.clientSecret')}
          onChange={(event) => onChange({ clientSecret: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-3">
        {secretSet ? <Checkbox label={t('oidc.removeSecret')} checked={oidc.clearClientSecret} onChange={(clearClientSecret) => onChange({ clearClientSecret })} /> : null}
        <Checkbox label={t('oidc.providerOnly')} hint={t('oidc.providerOnlyHint')} checked={oidc.providerOnly} onChange={(providerOnly) => onChange({ providerOnly })} />
      </div>
      <h3 className="mt-5 text-sm font-semibold text-stone-900">{t('oidc.claimsTitle')}</h3>
      <p className="mb-2 text-sm text-stone-600">{fields.length > 0 ? t('oidc.claimsIntro') : t('oidc.claimsNoFields')}</p>
      {mappings.length > 0 ? (
        <ol className="flex flex-col gap-2">
          {mappings.map((mapping, index) => (
            // The rows have no id of their own; the index is what the server's field errors name.
            <li key={index} className="grid items-start gap-x-4 sm:grid-cols-[1fr_1fr_auto]">
              <TextField
                label={t('oidc.claim', { n: index + 1 })}
                maxLength={100}
                spellCheck={false}
                value={mapping.claim}
                error={errorOf(`oidc.claimMappings.${index}.claim`)}
                onChange={(event) => setMapping(index, { claim: event.target.value })}
              />
              <SelectField label={t('oidc.field', { n: index + 1 })} value={mapping.fieldid} error={errorOf(`oidc.claimMappings.${index}.fieldid`)} onChange={(fieldid) => setMapping(index, { fieldid })}>
                <option value="">{t('oidc.chooseField')}</option>
                {fields.map((field) => (
                  <option key={field.fieldid} value={field.fieldid}>
                    {field.label || field.fieldid}
                  </option>
                ))}
              </SelectField>
              <Button variant="ghost" className="sm:mt-7" onClick={() => onChange({ claimMappings: mappings.filter((_, at) => at !== index) })}>
                {t('oidc.removeMapping', { n: index + 1 })}
              </Button>
            </li>
          ))}
        </ol>
      ) : null}
      {fields.length > 0 ? (
        <div>
          <Button variant="secondary" disabled={mappings.length >= OIDC_CLAIM_MAPPINGS_MAX} onClick={() => onChange({ claimMappings: [...mappings, { claim: '', fieldid: '' }] })}>
            {t('oidc.addMapping')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
