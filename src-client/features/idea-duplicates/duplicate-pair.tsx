import { Link } from '@tanstack/react-router';
import { MessageCircle, MessageSquare, ThumbsUp } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DuplicatePairsDto } from '#server/modules/idea-duplicates/idea-duplicates.presenter.ts';
import { authorNames, formatIdeaDate } from '#client/features/ideas/idea-text.ts';

export type DuplicatePair = DuplicatePairsDto['pairs'][number];
type PairSide = DuplicatePair['idea'];

/** From this score on a pair reads "Very similar": both signals strong, or one nearly identical. */
const VERY_SIMILAR = 0.75;

/** Which parts matched, as one phrase. */
function matchedKey(matched: DuplicatePair['matched']) {
  if (matched.title && matched.text) return 'duplicates.matchedBoth' as const;
  return matched.title ? ('duplicates.matchedTitle' as const) : ('duplicates.matchedText' as const);
}

/**
 * One possible duplicate: the two ideas side by side, how alike they are, and the row's actions
 * (`actions`, one flex container, so further actions such as a merge proposal sit beside
 * "Not a duplicate").
 */
export function DuplicatePairRow({ pair, actions }: { pair: DuplicatePair; actions: (describedBy: string) => ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <article aria-labelledby={`${id}-heading`} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xs">
      <h3 id={`${id}-heading`} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-semibold text-stone-900">{pair.score >= VERY_SIMILAR ? t('duplicates.verySimilar') : t('duplicates.similar')}</span>
        <span className="text-sm text-stone-600">{t(matchedKey(pair.matched))}</span>
        <span className="sr-only">{t('duplicates.pairLabel', { name: pair.idea.name, otherName: pair.other.name })}</span>
      </h3>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <IdeaSide idea={pair.idea} />
        <IdeaSide idea={pair.other} />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-stone-100 pt-4">{actions(`${id}-heading`)}</div>
    </article>
  );
}

function IdeaSide({ idea }: { idea: PairSide }) {
  const { t, i18n } = useTranslation();
  const names = authorNames(idea.authors, i18n.language);
  const icon = 'size-4 shrink-0 text-stone-400';
  return (
    <section className="flex min-w-0 flex-col gap-2 rounded-xl bg-stone-50 p-4">
      <h4 className="font-semibold break-words text-stone-900">
        <Link to="/ideas/$guid" params={{ guid: idea.guid }} className="rounded underline-offset-2 hover:text-link hover:underline">
          {idea.name}
        </Link>
      </h4>
      <p className="text-sm break-words text-stone-600">
        {names ? <span className="font-medium text-stone-800">{t('ideas.by', { names })}</span> : null}
        {names ? <span aria-hidden="true"> · </span> : null}
        <time dateTime={idea.createdAt.toISOString()}>{formatIdeaDate(idea.createdAt, i18n.language)}</time>
      </p>
      {idea.excerpt ? <p className="line-clamp-3 text-sm break-words text-stone-700">{idea.excerpt}</p> : null}
      <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
        <li className="inline-flex items-center gap-1.5">
          <ThumbsUp aria-hidden="true" className={icon} />
          {t('ideas.upvotes', { count: idea.upvoteCount })}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <MessageSquare aria-hidden="true" className={icon} />
          {t('ideas.feedback', { count: idea.feedbackCount })}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <MessageCircle aria-hidden="true" className={icon} />
          {t('ideas.comments', { count: idea.commentCount })}
        </li>
      </ul>
    </section>
  );
}
