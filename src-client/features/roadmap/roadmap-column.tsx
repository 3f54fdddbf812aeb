import { Link } from '@tanstack/react-router';
import { ThumbsUp } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoadmapGroup } from '#server/modules/roadmap/roadmap.service.ts';

/**
 * One status of the roadmap: a section named by the status with its count, its first ideas
 * (most upvoted first, each a link to the idea) and, when there are more, a link to the Ideas
 * tab filtered by that status.
 */
export function RoadmapColumn({ slug, group }: { slug: string; group: RoadmapGroup }) {
  const { t } = useTranslation();
  const heading = useId();
  const more = group.count > group.ideas.length;
  return (
    <section aria-labelledby={heading} className="flex flex-col rounded-2xl border border-stone-200 bg-white p-4 shadow-xs">
      <h3 id={heading} className="flex items-center justify-between gap-3 text-lg font-semibold text-stone-900">
        <span>{t(`roadmap.status.${group.status}`)}</span>
        <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-sm font-semibold text-stone-700">
          <span aria-hidden="true">{group.count}</span>
          <span className="sr-only">{t('roadmap.count', { count: group.count })}</span>
        </span>
      </h3>
      {group.ideas.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{t('roadmap.groupEmpty')}</p>
      ) : (
        <ul className="mt-3 flex flex-col divide-y divide-stone-100">
          {group.ideas.map((idea) => (
            <li key={idea.guid} className="flex items-start justify-between gap-3 py-2">
              <Link to="/ideas/$guid" params={{ guid: idea.guid }} className="min-w-0 font-medium break-words text-link underline-offset-2 hover:underline">
                {idea.name}
              </Link>
              <span className="inline-flex shrink-0 items-center gap-1 text-sm text-stone-600">
                <ThumbsUp aria-hidden="true" className="size-4" />
                <span aria-hidden="true">{idea.upvotes}</span>
                <span className="sr-only">{t('ideas.upvotes', { count: idea.upvotes })}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {more ? (
        <Link
          to="/coach/campaigns/$slug"
          params={{ slug }}
          search={{ status: group.status, sort: 'popular' }}
          className="mt-auto pt-3 text-sm font-semibold text-link underline-offset-2 hover:underline"
        >
          {t('roadmap.showAll', { count: group.count, status: t(`roadmap.status.${group.status}`) })}
        </Link>
      ) : null}
    </section>
  );
}
