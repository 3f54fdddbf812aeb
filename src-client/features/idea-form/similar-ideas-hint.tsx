import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Copy } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SIMILAR_TITLE_MIN_LENGTH } from '#shared/schemas/idea-list.ts';
import { SEARCH_DEBOUNCE_MS } from '#client/components/search-field.tsx';
import { trpc } from '#client/trpc.ts';

/** The title once typing pauses, as the search boxes wait (spec 1 §9). */
function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * Likely duplicates of the idea being written (issue 5 item 11): ideas of the same campaign
 * whose titles look like the typed one, linked so the writer can give feedback there instead.
 * Announced politely, and only once there is something to show.
 */
export function SimilarIdeasHint({ campaignSlug, title }: { campaignSlug: string; title: string }) {
  const { t } = useTranslation();
  const id = useId();
  const settled = useSettledText(title.trim());
  const enabled = settled.length >= SIMILAR_TITLE_MIN_LENGTH;
  const similar = trpc.idea.similarTitles.useQuery({ campaignSlug, title: settled }, { enabled, placeholderData: keepPreviousData, staleTime: 30_000 });
  const ideas = enabled ? (similar.data ?? []) : [];

  return (
    <div aria-live="polite">
      {ideas.length > 0 ? (
        <section aria-labelledby={id} className="mt-1 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
          <h2 id={id} className="flex items-center gap-2 font-semibold">
            <Copy aria-hidden="true" className="size-4" />
            {t('ideaForm.similar.title')}
          </h2>
          <p className="mt-1">{t('ideaForm.similar.body')}</p>
          <ul className="mt-2 flex flex-col gap-1">
            {ideas.map((idea) => (
              <li key={idea.guid}>
                {/* A new tab keeps the idea being written. */}
                <Link to="/ideas/$guid" params={{ guid: idea.guid }} target="_blank" className="font-medium text-link underline underline-offset-2">
                  {idea.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
