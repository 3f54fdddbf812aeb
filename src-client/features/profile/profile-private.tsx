import { BellOff, BellRing, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '#client/components/titled-section.tsx';
import { EMAIL_OPTION_KEYS } from './email-options';
import type { OwnProfile } from './profile-types';
import { SiteProviderLink } from './site-provider-link';

/** What only the person sees of their profile: their address, which e-mails they get, and whether the site's own sign-in service signs them in. */
export function ProfilePrivate({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  return (
    <TitledSection
      title={t('profile.private.title')}
      headingExtra={<Lock aria-hidden="true" className="size-4 text-stone-400" />}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <dl className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <dt className="text-sm font-medium text-stone-600">{t('profile.private.email')}</dt>
        <dd className="break-all text-stone-900">{profile.email}</dd>
        <dt className="text-sm font-medium text-stone-600">{t('profile.private.emails')}</dt>
        <dd>
          <ul className="flex flex-col gap-1.5">
            {EMAIL_OPTION_KEYS.map((key) => {
              const on = profile.options.emails[key];
              return (
                <li key={key} className="flex items-center gap-2 text-stone-800">
                  {on ? <BellRing aria-hidden="true" className="size-4 text-emerald-700" /> : <BellOff aria-hidden="true" className="size-4 text-stone-400" />}
                  <span>{t(`profile.emailOptions.${key}`)}:</span>
                  <span className={on ? 'font-semibold text-emerald-800' : 'text-stone-600'}>{t(on ? 'profile.private.on' : 'profile.private.off')}</span>
                </li>
              );
            })}
          </ul>
        </dd>
        <SiteProviderLink profile={profile} source="oauth2" />
        <SiteProviderLink profile={profile} source="oidc" />
      </dl>
    </TitledSection>
  );
}
