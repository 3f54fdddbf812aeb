import { Link } from '@tanstack/react-router';
import { Lightbulb, PlusCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '#client/components/button.tsx';
import { TitledSection } from '#client/components/titled-section.tsx';
import type { PublicProfile } from './profile-types';

type ProfileIdeas = NonNullable<PublicProfile['ideas']>;

/** A profile's ideas (spec 3 §6), for those the server lets see them; each opens its idea page. */
export function ProfileIdeasSection({ ideas, own }: { ideas: ProfileIdeas; own: boolean }) {
  const { t } = useTranslation();
  const count = ideas.total > 0 ? <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-sm font-semibold text-stone-700">{t('profile.ideasCount', { count: ideas.total })}</span> : undefined;

  return (
    <TitledSection title={t('profile.ideas')} headingExtra={count} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6">
      {ideas.list.length === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-stone-500">{t(own ? 'profile.noIdeasOwn' : 'profile.noIdeas')}</p>
          {own ? (
            <Link to="/new-idea" className={buttonClasses('secondary')}>
              <PlusCircle aria-hidden="true" className="size-4" />
              {t('profile.shareIdea')}
            </Link>
          ) : null}
        </div>
      ) : (
        <>
          <ul className="divide-y divide-stone-100">
            {ideas.list.map((idea) => (
              <li key={idea.guid} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-stone-400" />
                <div className="min-w-0">
                  <Link to="/ideas/$guid" params={{ guid: idea.guid }} className="font-semibold break-words text-link underline-offset-2 hover:underline">
                    {idea.name}
                  </Link>
                  <p className="text-sm text-stone-600">
                    {t('profile.inCampaign', { campaign: idea.campaign.name })}
                    <span aria-hidden="true"> · </span>
                    {t(`ideaView.statusNames.${idea.status}`)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          {ideas.total > ideas.list.length ? <p className="mt-3 text-sm text-stone-500">{t('profile.ideasShown', { shown: ideas.list.length, total: ideas.total })}</p> : null}
        </>
      )}
    </TitledSection>
  );
}
