import { useTranslation } from 'react-i18next';
import { TitledSection } from '#client/components/titled-section.tsx';
import { trpc } from '#client/trpc.ts';
import { CampaignCard } from '#client/features/campaign/campaign-card.tsx';

/**
 * "Similar campaigns" at the end of the brief: campaigns sharing its tags. A side note, so it
 * says nothing while loading, after a failure or when there are none.
 */
export function SimilarCampaigns({ slug, className = '' }: { slug: string; className?: string }) {
  const { t } = useTranslation();
  const similar = trpc.campaign.similar.useQuery({ slug });
  if (!similar.data || similar.data.length === 0) return null;

  return (
    <TitledSection title={t('tags.similar')} className={className}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {similar.data.map((card) => (
          <li key={card.guid}>
            <CampaignCard card={card} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
