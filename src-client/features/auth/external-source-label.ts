import { useTranslation } from 'react-i18next';
import type { ExternalSource } from '#shared/external-sign-in.ts';
import { useOrganisation } from '#client/features/shell/use-organisation.ts';

/** A source by name: Google, Facebook, or the provider name the site gave its own OAuth2 or OpenID Connect provider. */
export function useSourceLabel(): (source: ExternalSource) => string {
  const { t } = useTranslation();
  const organisation = useOrganisation();
  return (source) => {
    if (source === 'google') return t('externalSignIn.google');
    if (source === 'facebook') return t('externalSignIn.facebook');
    return organisation.settings.externalLoginSources[source].provider.trim() || t('externalSignIn.singleSignOn');
  };
}
