import { Link } from '@tanstack/react-router';
import { Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '#client/components/titled-section.tsx';
import { ProfileExtraFields } from './profile-extra-fields';
import type { PublicProfile } from './profile-types';

const card = 'rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6';

/** What the person says about themself and what interests them, each interest a way to its campaigns. */
export function ProfileAbout({ profile, own }: { profile: PublicProfile; own: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <TitledSection title={t('profile.about')} className={card}>
        {profile.description ? (
          <p className="whitespace-pre-line break-words text-stone-800">{profile.description}</p>
        ) : (
          <p className="text-stone-500">{t(own ? 'profile.noDescriptionOwn' : 'profile.noDescription')}</p>
        )}
        <ProfileExtraFields fields={profile.extraFields} />
      </TitledSection>
      <TitledSection title={t('profile.interests')} className={card}>
        {profile.interests.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {profile.interests.map((interest) => (
              <li key={interest.guid}>
                <Link
                  to="/tag/$tagslug"
                  params={{ tagslug: interest.slug }}
                  className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-secondary px-3 py-1 text-sm font-medium text-on-secondary hover:brightness-95"
                >
                  <Tag aria-hidden="true" className="size-3.5" />
                  {interest.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-stone-500">{t('profile.noInterests')}</p>
        )}
      </TitledSection>
    </>
  );
}
