import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import type { CampaignCard } from '#client/trpc.ts';
import { CampaignCardImage } from '#client/features/campaign/campaign-card-image.tsx';

/**
 * The campaigns the organisation shows on its landing page (showOnLandingPage, spec 3 §2), each
 * with a View button to its brief. Nothing when there are none: the page is complete without them.
 */
export function LandingCampaigns({ campaigns: cards }: { campaigns: CampaignCard[] }) {
  const { t } = useTranslation();
  if (cards.length === 0) return null;

  return (
    <section aria-labelledby="landing-campaigns" className="py-12 sm:py-16">
      <Container>
        <h2 id="landing-campaigns" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('start.landingCampaigns')}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.guid} className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-xs">
              <CampaignCardImage url={card.thumbnail?.url ?? null} name={card.name} />
              <div className="flex flex-1 flex-col gap-4 p-5">
                <h3 className="text-lg font-semibold break-words">{card.name}</h3>
                <Link to="/coach/campaigns/$slug/brief" params={{ slug: card.slug }} aria-label={t('start.viewNamed', { name: card.name })} className={buttonClasses('primary', 'md', 'mt-auto self-start')}>
                  {t('start.view')}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
