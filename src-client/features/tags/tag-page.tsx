import { Hash, SearchX } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Container } from '#client/components/container.tsx';
import { PageLoading } from '#client/components/page-loading.tsx';
import { NotFoundPage } from '#client/routes/not-found.tsx';
import { trpc, type CampaignCard as CampaignCardData } from '#client/trpc.ts';
import { readServerError } from '#client/features/auth/server-error.ts';
import { CampaignCard } from '#client/features/campaign/campaign-card.tsx';
import { LoadErrorPage } from '#client/features/shell/load-error-page.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';

/** /tag/{tagslug} (spec 1 §2): the campaigns with this tag that the viewer may see. */
export function TagPage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const result = trpc.tag.campaigns.useQuery({ slug });

  if (result.isPending) return <PageLoading />;
  if (result.isError) {
    if (readServerError(result.error).appCode === 'not-found') return <NotFoundPage />;
    return <LoadErrorPage body={t('tags.loadError')} onRetry={() => void result.refetch()} retrying={result.isFetching} />;
  }
  return <TagCampaigns tag={result.data.tag} campaigns={result.data.campaigns} />;
}

function TagCampaigns({ tag, campaigns }: { tag: { name: string }; campaigns: CampaignCardData[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  usePageTitle(t('tags.pageTitle', { name: tag.name }));

  return (
    <Container className="py-8 sm:py-12">
      <header>
        <p className="flex items-center gap-1.5 text-sm font-semibold tracking-wide text-stone-500 uppercase">
          <Hash aria-hidden="true" className="size-4" />
          {t('tags.eyebrow')}
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight break-words sm:text-4xl">{tag.name}</h1>
      </header>

      {campaigns.length === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-on-secondary">
            <SearchX aria-hidden="true" className="size-6" />
          </span>
          <h2 className="mt-4 text-lg font-semibold">{t('tags.emptyTitle')}</h2>
          <p className="mt-1 max-w-md text-stone-600">{t('tags.emptyBody')}</p>
        </div>
      ) : (
        <section className="mt-8" aria-labelledby={headingId}>
          <h2 id={headingId} className="mb-5 text-stone-600">
            {t('tags.count', { count: campaigns.length })}
          </h2>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {campaigns.map((card) => (
              <li key={card.guid}>
                <CampaignCard card={card} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </Container>
  );
}
