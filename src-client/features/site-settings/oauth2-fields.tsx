import { useTranslation } from 'react-i18next';
import { Checkbox } from '#client/components/checkbox-field.tsx';
import { TextField } from '#client/components/text-field.tsx';
import type { SettingsDraft } from './settings-draft';

type Oauth2 = SettingsDraft['oauth2'];
const TEXTS = ['provider', 'clientID', 'scope', 'authorizationURL', 'tokenURL', 'userProfileURL'] as const;

interface Oauth2FieldsProps {
  oauth2: Oauth2;
  /** Whether a client secret is saved; it is never shown (write-only). */
  secretSet: boolean;
  errorOf: (path: string) => string | undefined;
  onChange: (oauth2: Partial<Oauth2>) => void;
}

/** The site's own OAuth2 provider (spec 3 §3 externalLoginSources.oauth2), shown only while enableOauth2 is on. */
export function Oauth2Fields({ oauth2, secretSet, errorOf, onChange }: Oauth2FieldsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-1 rounded-xl border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-stone-900">{t('siteSettings.oauth2.title')}</legend>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {TEXTS.map((key) => (
          <TextField
            key={key}
            label={t(`siteSettings.oauth2.${key}`)}
            value={oauth2[key]}
            maxLength={key.endsWith('URL') ? 2000 : 500}
            type={key.endsWith('URL') ? 'url' : 'text'}
            autoComplete="off"
            spellCheck={false}
            error={errorOf(`oauth2.${key}`)}
            onChange={(event) => onChange({ [key]: event.target.value })}
          />
        ))}
        <TextField
          label={t('siteSettings.oauth2.clientSecret')}
          type="password"
          autoComplete="new-password"
          maxLength={500}
          value={oauth2.clientSecret}
          disabled={oauth2.clearClientSecret}
          placeholder={secretSet ? '••••••••' : undefined}
          hint={secretSet ? t('siteSettings.oauth2.secretSaved') : t('siteSettings.oauth2.secretHint')}
          error={errorOf('oauth2.clientSecret')}
          onChange={(event) => onChange({ clientSecret: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-3">
        {secretSet ? <Checkbox label={t('siteSettings.oauth2.removeSecret')} checked={oauth2.clearClientSecret} onChange={(clearClientSecret) => onChange({ clearClientSecret })} /> : null}
        <Checkbox label={t('siteSettings.oauth2.visible')} hint={t('siteSettings.oauth2.visibleHint')} checked={oauth2.visible} onChange={(visible) => onChange({ visible })} />
      </div>
    </fieldset>
  );
}
