import { MapPin, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '#shared/countries.ts';
import { Avatar } from '#client/components/avatar.tsx';
import { formatMemberSince, type PublicProfile } from './profile-types';

/**
 * The top of a profile (spec 3 §6): picture, name, country, when they joined and their points
 * (absent where the site hides gamification), with the page's actions beside them.
 */
export function ProfileHeader({ profile, actions }: { profile: PublicProfile; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const country = profile.location ? countryName(profile.location.country_code, i18n.language) : null;

  return (
    <header className="flex flex-col gap-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:flex-row sm:items-center sm:p-6">
      <Avatar firstName={profile.firstName} lastName={profile.lastName} imageUrl={profile.avatar?.url ?? null} className="size-24 text-3xl sm:size-28" />
      <div className="min-w-0 flex-1">
        <h1 className="text-3xl font-bold tracking-tight break-words">{profile.name}</h1>
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone-600">
          {country ? (
            <li className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4" />
              {country}
            </li>
          ) : null}
          <li>{t('profile.memberSince', { date: formatMemberSince(profile.createdAt, i18n.language) })}</li>
          {profile.xp !== null ? (
            <li className="inline-flex items-center gap-1.5 font-semibold text-stone-800">
              <Star aria-hidden="true" className="size-4 text-amber-600" />
              {t('profile.points', { count: profile.xp })}
            </li>
          ) : null}
        </ul>
        {actions ? <div className="mt-4 flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}
