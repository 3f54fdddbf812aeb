import { Link } from '@tanstack/react-router';
import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RECENT_IDEAS_COUNT } from '#shared/constants.ts';
import { TitledSection } from '#client/components/titled-section.tsx';
import { trpc } from '#client/trpc.ts';
import { formatIdeaDate } from './idea-text';

/**
 * The signed-in user's latest ideas (spec 1 §7 recent ideas: their own, four, newest first),
 * each with its campaign, so one click goes back to an idea in progress. Nothing shows until
 * the user has posted an idea, and a failed load stays quiet: the dashboard is still whole.
 */
export function RecentIdeas() {
  const { t, i18n } = useTranslation();
  const recent = trpc.idea.recent.useQuery({ count: RECENT_IDEAS_COUNT });
  if (!recent.data || recent.data.length === 0) return null;
  return (
    <TitledSection title={t('ideas.recent.title')}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {recent.data.map((idea) => (
          <li key={idea.guid} className="flex flex-col gap-1 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs">
            <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{idea.campaign.name}</p>
            <Link to="/ideas/$guid" params={{ guid: idea.guid }} className="flex items-start gap-2 font-semibold break-words text-stone-900 underline-offset-2 hover:text-link hover:underline">
              <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-400" />
              {idea.name}
            </Link>
            <time dateTime={idea.createdAt.toISOString()} className="text-sm text-stone-600">
              {formatIdeaDate(idea.createdAt, i18n.language)}
            </time>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
