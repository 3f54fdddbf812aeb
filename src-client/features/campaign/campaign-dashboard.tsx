import { Link } from '@tanstack/react-router';
import { Archive, ChevronRight, Inbox } from 'lucide-react';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RECENT_IDEAS_COUNT } from '#shared/constants.ts';
import { LoadErrorAlert } from '#client/components/load-error-alert.tsx';
import { trpc, type CampaignCard as CampaignCardData } from '#client/trpc.ts';
import { useOrganisation } from '#client/features/shell/use-organisation.ts';
import { CampaignCard, CampaignCardSkeleton } from './campaign-card';
import { formatCampaignDate } from './campaign-text';
import { RecentIdeas } from '#client/features/ideas/recent-ideas.tsx';

/** The card sections in the order they are shown; the archive, a plain list, comes last. */
const CARD_SECTIONS = ['mine', 'featured', 'upcoming', 'finished', 'drafts'] as const;

/** The dashboard's campaign sections (spec 1 §2), each only when it has campaigns. */
export function CampaignDashboard() {
  const { t } = useTranslation();
  const dashboard = trpc.campaign.dashboard.useQuery();
  // Loaded with the campaigns, in the same request: the recent ideas sit between two sections,
  // and arriving later they would push the rest down.
  const recent = trpc.idea.recent.useQuery({ count: RECENT_IDEAS_COUNT });

  if (dashboard.isPending || recent.isPending) {
    return (
      // A screen high, as the dashboard almost always is: the footer stays out of sight until it is there.
      <div className="mt-10 min-h-dvh" aria-busy="true">
        <p className="sr-only" role="status">
          {t('coach.loadingCampaigns')}
        </p>
        <div className="mb-4 h-6 w-48 animate-pulse rounded bg-stone-200" aria-hidden="true" />
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <CampaignCardSkeleton />
          <CampaignCardSkeleton />
          <CampaignCardSkeleton />
        </div>
      </div>
    );
  }
  if (dashboard.isError) {
    return <LoadErrorAlert message={t('coach.loadError')} onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching} className="mt-10" />;
  }

  const sections = dashboard.data;
  const empty = CARD_SECTIONS.every((key) => sections[key].length === 0) && sections.archive.length === 0;
  if (empty) return <NoCampaigns />;

  return (
    <div className="mt-10 flex flex-col gap-12">
      {CARD_SECTIONS.map((key) => (
        <Fragment key={key}>
          {sections[key].length > 0 ? <CardSection title={t(`coach.sections.${key}`)} cards={sections[key]} /> : null}
          {/* The user's own latest ideas follow their campaigns (spec 1 §7 recent ideas). */}
          {key === 'mine' ? <RecentIdeas /> : null}
        </Fragment>
      ))}
      {sections.archive.length > 0 ? <ArchiveSection cards={sections.archive} /> : null}
    </div>
  );
}

function CardSection({ title, cards }: { title: string; cards: CampaignCardData[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold tracking-tight sm:text-2xl">
        {title}
      </h2>
      <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.guid}>
            <CampaignCard card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every finished campaign the viewer may see, compact: name, end date and ideas. */
function ArchiveSection({ cards }: { cards: CampaignCardData[] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold tracking-tight sm:text-2xl">
        <Archive aria-hidden="true" className="size-5 text-stone-500" />
        {t('coach.sections.archive')}
      </h2>
      <ul className="mt-4 divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white">
        {cards.map((card) => (
          <li key={card.guid}>
            <Link
              to="/coach/campaigns/$slug/brief"
              params={{ slug: card.slug }}
              className="flex items-center gap-3 px-4 py-3 hover:bg-stone-50 focus-visible:-outline-offset-2"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-medium break-words">{card.name}</span>
                <span className="block text-sm text-stone-600">
                  {t('coach.archiveEnded', { date: formatCampaignDate(card.endDate, i18n.language) })}
                  <span aria-hidden="true"> · </span>
                  {t('campaign.ideas', { count: card.ideaCount })}
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-stone-400" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function NoCampaigns() {
  const { t } = useTranslation();
  const organisation = useOrganisation();
  return (
    <section className="mt-10 flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-on-secondary">
        <Inbox aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">{t('coach.noCampaignsTitle')}</h2>
      <p className="mt-1 max-w-md text-stone-600">{t('coach.noCampaignsBody', { name: organisation.name })}</p>
    </section>
  );
}
